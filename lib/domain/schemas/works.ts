import { z } from 'zod';
import { entityId } from './common';

export const jobSchema = z.object({ id: entityId, label: z.string() });
export type Job = z.infer<typeof jobSchema>;

export const departmentSchema = z.object({ code: z.string().min(1), name: z.string() });
export type Department = z.infer<typeof departmentSchema>;

export interface WorkType {
  id: string;
  sku: string;
  label: string;
  associatedRgeSku?: string | null;
  insured: boolean;
  initial: boolean;
  children: WorkType[];
}

/** A node of the work-type tree (GET /works/types). */
export const workTypeSchema: z.ZodType<WorkType, unknown> = z.object({
  id: entityId,
  sku: z.string().min(1),
  label: z.string(),
  associatedRgeSku: z.string().nullish(),
  insured: z.boolean(),
  initial: z.boolean(),
  get children() {
    return z.array(workTypeSchema).default([]);
  },
});

/**
 * A professional's works (GET /works/:id): references into the cached catalogue, not copies of it.
 * departments are department codes; jobs, types and qualifiedTypes are ids.
 */
export const userWorksSchema = z.object({
  departments: z.array(z.string().min(1)),
  jobs: z.array(entityId),
  types: z.array(entityId),
  qualifiedTypes: z.array(entityId),
});
export type UserWorks = z.infer<typeof userWorksSchema>;
