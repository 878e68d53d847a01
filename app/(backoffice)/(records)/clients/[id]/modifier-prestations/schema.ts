import { z } from 'zod';

/** The works editor's values, checked the same way in the browser and in the server action. */
export const worksFormSchema = z.object({
  id: z.string().min(1),
  departments: z.array(z.string().min(1)).max(500),
  jobs: z.array(z.string().min(1)).max(500),
  types: z.array(z.object({ id: z.string().min(1), insured: z.boolean() })).max(1000),
});
export type WorksFormValues = z.infer<typeof worksFormSchema>;
