/** GET /projects, GET /projects/:id and the project documents (SPEC §7 "Projects"). */
import { projectsQuery, type ProjectsQuery } from '@/lib/domain/lists';
import { matchTerm, phoneDigits } from '@/lib/domain/phone-match';
import { addProjectDocumentsQuery, deleteProjectDocumentsQuery } from '@/lib/domain/requests';
import {
  badRequest,
  json,
  normalizeText,
  notFound,
  paginate,
  parseMultipart,
  DAY_MS,
  parisDayAt,
  parseQuery,
  route,
  type RouteContext,
} from '../../core/route-kit';
import { type ProjectRecord } from '../../data/project-records';
import { link, linked, unlink } from '../../data/project-links';
import { PICTURE_TYPE, SITE_DOCUMENT_TYPE } from '../../data/project-seed-kit';
import { projectEvent, requireUser, storeUpload } from './common';
import { documentView, projectListItemView, projectView } from './views';

/** What `q` searches in a project: its RID, work need, town and owner (names, e-mail, phone). */
function projectSearchText(ctx: RouteContext<unknown>) {
  return (project: ProjectRecord) => {
    const owner = ctx.db.people.users.get(project.ownerId);
    return [
      project.rid,
      project.workNeed.label,
      project.address.cityName,
      project.address.postalCode,
      owner?.firstName,
      owner?.lastName,
      owner?.email,
      owner?.phone && phoneDigits(owner.phone),
    ];
  };
}

/** The day after a `yyyy-MM-dd` day, in the same form. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + DAY_MS).toISOString().slice(0, 10);
}

/**
 * The owners a `owner` filter designates: the user with that RID (any case), or users whose
 * "first last" or "last first" name contains it. Only owners of projects are looked at.
 */
function ownersMatching(ctx: RouteContext<unknown>, value: string): Set<string> {
  const { users } = ctx.db.people;
  const rid = value.toUpperCase();
  const needle = normalizeText(value);
  const owners = new Set<string>();
  for (const ownerId of ctx.db.projects.projectsByOwner.keys()) {
    const user = users.get(ownerId);
    if (!user) continue;
    if (
      user.rid === rid ||
      users
        .searchText(user, 'projectOwners', (u) => [
          `${u.firstName} ${u.lastName}`,
          `${u.lastName} ${u.firstName}`,
        ])
        .includes(needle)
    )
      owners.add(ownerId);
  }
  return owners;
}

/** The filters of GET /projects other than `q` and `ownerId`, as one predicate (undefined: none). */
function projectFilter(
  ctx: RouteContext<unknown>,
  query: ProjectsQuery,
): ((project: ProjectRecord) => boolean) | undefined {
  const { status, workNeed, owner, location, tags, publishedFrom, publishedTo } = query;
  if (!status && !workNeed && !owner && !location && !tags && !publishedFrom && !publishedTo)
    return undefined;
  const from = publishedFrom ? parisDayAt(publishedFrom).getTime() : undefined;
  const until = publishedTo ? parisDayAt(nextDay(publishedTo)).getTime() : undefined;
  // Built on the first project tested, i.e. only when the filter is not cached yet.
  let owners: Set<string> | undefined;
  return (project) => {
    if (status && project.status !== status) return false;
    if (workNeed && project.workNeed.bsku !== workNeed) return false;
    if (location && !project.address.postalCode.startsWith(location)) return false;
    if (tags && !tags.every((tag) => project.tags.includes(tag))) return false;
    if (from !== undefined || until !== undefined) {
      if (!project.publicationDate) return false;
      const at = Date.parse(project.publicationDate);
      if ((from !== undefined && at < from) || (until !== undefined && at >= until)) return false;
    }
    if (owner) {
      owners ??= ownersMatching(ctx, owner);
      if (!owners.has(project.ownerId)) return false;
    }
    return true;
  };
}

export const projectHandlers = [
  route('GET', '/projects', (ctx) => {
    const query = parseQuery(ctx.query, projectsQuery);
    const { projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(matchTerm(query.q)) : undefined;
    const searchText = projectSearchText(ctx);
    const source = query.ownerId
      ? (ctx.db.projects.projectsByOwner.get(query.ownerId) ?? []).flatMap((id) => projects.get(id) ?? [])
      : projects;
    const filter = projectFilter(ctx, query);
    return paginate(source, query, {
      sorters: {
        publicationDate: (project) => project.publicationDate,
        lastEventDate: (project) => project.lastEventDate,
        rid: (project) => project.rid,
      },
      defaultSort: 'lastEventDate,desc',
      filter:
        needle || filter
          ? (project) =>
              (!filter || filter(project)) &&
              (!needle || projects.searchText(project, 'projects', searchText).includes(needle))
          : undefined,
      // The text filter reads owners from the people tables: not cacheable with the project table.
      // The owner filter reads them too, so its key carries the users' version.
      filterKey: needle
        ? undefined
        : JSON.stringify([
            query.status,
            query.workNeed,
            query.location,
            query.tags,
            query.publishedFrom,
            query.publishedTo,
            query.owner,
            query.owner ? ctx.db.people.users.version : null,
          ]),
      view: (project) => projectListItemView(ctx.db, project),
    });
  }),

  route('GET', '/projects/:id', (ctx) =>
    projectView(ctx.db, ctx.db.projects.projects.require(ctx.params.id)),
  ),

  /** Adds site documents (multipart `files`, one or more) uploaded on behalf of `ownerId`. */
  route('POST', '/projects/:id/documents', async (ctx) => {
    const project = ctx.db.projects.projects.require(ctx.params.id);
    const { ownerId } = parseQuery(ctx.query, addProjectDocumentsQuery);
    requireUser(ctx, ownerId);
    const files = (await parseMultipart(ctx.request)).files('files');
    const added = [];
    for (const file of files) {
      const document = await storeUpload(ctx, file, {
        kind: 'upload',
        type: file.type.startsWith('image/') ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
        projectId: project.id,
        ownerId,
      });
      link(project, 'documents', document.id);
      added.push(documentView(document));
    }
    projectEvent(ctx.db, project, ctx.now);
    return json(added, 201);
  }),

  /** Removes site documents: every id must be one of the project's documents (404 otherwise). */
  route('DELETE', '/projects/:id/documents', (ctx) => {
    const project = ctx.db.projects.projects.require(ctx.params.id);
    // A single id arrives as one value, several as repeated parameters: always a list here.
    const parsed = deleteProjectDocumentsQuery.safeParse({ documentIds: ctx.query.getAll('documentIds') });
    if (!parsed.success) throw badRequest('Paramètres de la requête invalides.', parsed.error.issues);
    const { documentIds } = parsed.data;
    const own = linked(project, 'documents');
    const missing = documentIds.find((id) => !own.includes(id));
    if (missing) throw notFound('Document du projet', missing);
    for (const id of documentIds) {
      unlink(project, 'documents', id);
      ctx.db.projects.documents.delete(id);
    }
    projectEvent(ctx.db, project, ctx.now);
    return undefined;
  }),
];
