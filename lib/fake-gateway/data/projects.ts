/**
 * The project side of the fake gateway's store: the records and indexes (project-records.ts),
 * the deterministic seed (project-seed.ts) and the rules shared with the handlers. store.ts
 * composes it with the people data.
 */
import type { SeedContext } from '../core/seed-kit';
import type { PeopleData } from './people-records';
import type { ProjectData } from './project-data';
import { seedProjectData } from './project-seed';

export type * from './project-data';
export type * from './project-records';
export { activeProjectCountOf } from './project-rules';
export { projectCountFor } from './project-seed';
export { SHOWCASE_SPECS } from './project-seed-showcase';

/** Seeds the projects of the seeded particulars: the same people give the same projects. */
export function seedProjects(ctx: SeedContext, people: PeopleData): ProjectData {
  return seedProjectData(ctx, people);
}
