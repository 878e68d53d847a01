import { insuredTypesResponse, updateWorksRequest } from '@/lib/domain/requests';
import type { WorkType } from '@/lib/domain/schemas';
import { badRequest, notFound, parseJson, route, type RouteContext } from '../core/route-kit';
import {
  DEPARTMENTS,
  JOBS,
  WORK_TYPES,
  WORK_TYPE_LEAVES,
  type CatalogueWorkType,
} from '../data/works-catalogue';
import type { WorksRecord } from '../data/people-records';
import { worksView } from '../data/people-views';

const jobIds = new Set(JOBS.map((job) => job.id));
const departmentCodes = new Set(DEPARTMENTS.map((department) => department.code));
const leafIds = new Set(WORK_TYPE_LEAVES.map((type) => type.id));

function typeView(type: CatalogueWorkType): WorkType {
  return {
    id: type.id,
    sku: type.sku,
    label: type.label,
    ...(type.associatedRgeSku ? { associatedRgeSku: type.associatedRgeSku } : {}),
    insured: type.insured,
    initial: type.initial,
    children: type.children.map(typeView),
  };
}

/** Works exist for professionals only; anyone else is 404. */
function worksOf(ctx: RouteContext<unknown>, userId: string): WorksRecord {
  const works = ctx.db.people.works.get(userId);
  if (!works) throw notFound('Prestations', userId);
  return works;
}

function unknownValues(values: readonly string[], known: Set<string>): string[] {
  return values.filter((value) => !known.has(value));
}

export const worksHandlers = [
  route('GET', '/works/jobs', () => JOBS.map((job) => ({ ...job }))),
  route('GET', '/works/departments', () => DEPARTMENTS.map((department) => ({ ...department }))),
  route('GET', '/works/types', () => WORK_TYPES.map(typeView)),

  route('GET', '/works/types/:id/insured', (ctx) => {
    const ids = worksOf(ctx, ctx.params.id)
      .types.filter((type) => type.insured)
      .map((type) => type.id);
    return insuredTypesResponse.parse(ids);
  }),

  route('GET', '/works/:id', (ctx) => worksView(worksOf(ctx, ctx.params.id))),

  route('PATCH', '/works/:id', async (ctx) => {
    const works = worksOf(ctx, ctx.params.id);
    const body = await parseJson(ctx.request, updateWorksRequest);
    const unknown = [
      ...unknownValues(body.departments ?? [], departmentCodes),
      ...unknownValues(body.jobs ?? [], jobIds),
      ...unknownValues(
        (body.types ?? []).map((type) => type.id),
        leafIds,
      ),
    ];
    if (unknown.length > 0) throw badRequest(`Valeurs inconnues : ${unknown.join(', ')}.`);
    if (body.departments) works.departments = [...new Set(body.departments)];
    if (body.jobs) works.jobs = [...new Set(body.jobs)];
    if (body.types) {
      const seen = new Set<string>();
      works.types = body.types
        .filter((type) => !seen.has(type.id) && seen.add(type.id))
        .map((type) => ({ ...type }));
    }
    return worksView(works);
  }),
];
