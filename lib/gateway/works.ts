import 'server-only';
import { z } from 'zod';
import { insuredTypesResponse, updateWorksRequest } from '@/lib/domain/requests';
import {
  departmentSchema,
  jobSchema,
  userWorksSchema,
  workTypeSchema,
  type Department,
  type Job,
  type WorkType,
} from '@/lib/domain/schemas';
import { isMismatched, request, type GatewayToken } from './http';

/*
 * The works catalogue (jobs, departments, types) is the same for every user and changes with a
 * gateway release, so it is loaded once per process (SPEC §7 "cached after first load"). The cache
 * holds the promise, so concurrent first callers share one call; a failure is not kept.
 */

const catalogue = new Map<string, Promise<unknown>>();

function cached<T>(path: string, load: () => Promise<T>): Promise<T> {
  let entry = catalogue.get(path) as Promise<T> | undefined;
  if (!entry) {
    entry = load();
    catalogue.set(path, entry);
    const loading = entry;
    // A failure, or an answer shown despite a schema mismatch, is not kept for the process's life.
    loading.then(
      (value) => {
        if (isMismatched(value) && catalogue.get(path) === loading) catalogue.delete(path);
      },
      () => {
        if (catalogue.get(path) === loading) catalogue.delete(path);
      },
    );
  }
  return entry;
}

/** Forgets the loaded catalogue (tests; or after a gateway release without restarting). */
export function clearWorksCatalogueCache(): void {
  catalogue.clear();
}

export async function getJobs(token: GatewayToken): Promise<Job[]> {
  return cached('/works/jobs', () =>
    request({ method: 'GET', path: '/works/jobs', token, schema: z.array(jobSchema) }),
  );
}

export async function getDepartments(token: GatewayToken): Promise<Department[]> {
  return cached('/works/departments', () =>
    request({ method: 'GET', path: '/works/departments', token, schema: z.array(departmentSchema) }),
  );
}

export async function getWorkTypes(token: GatewayToken): Promise<WorkType[]> {
  return cached('/works/types', () =>
    request({ method: 'GET', path: '/works/types', token, schema: z.array(workTypeSchema) }),
  );
}

/** GET /works/:id: the professional's departments, jobs, types and qualified types. */
export async function getUserWorks(token: GatewayToken, userId: string) {
  return request({
    method: 'GET',
    path: '/works/:id',
    params: { id: userId },
    token,
    schema: userWorksSchema,
  });
}

/** GET /works/types/:id/insured: the ids of the types the professional is insured for. */
export async function getInsuredWorkTypes(token: GatewayToken, userId: string) {
  return request({
    method: 'GET',
    path: '/works/types/:id/insured',
    params: { id: userId },
    token,
    schema: insuredTypesResponse,
  });
}

/** PATCH /works/:id: each key present (departments, jobs or types) replaces that part. */
export async function updateUserWorks(
  token: GatewayToken,
  userId: string,
  body: z.input<typeof updateWorksRequest>,
): Promise<void> {
  await request({
    method: 'PATCH',
    path: '/works/:id',
    params: { id: userId },
    body: { json: updateWorksRequest.parse(body) },
    token,
  });
}
