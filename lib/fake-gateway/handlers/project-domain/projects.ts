/** GET /projects, GET /projects/:id and the project documents (SPEC §7 "Projects"). */
import { projectsQuery } from '@/lib/domain/lists';
import { addProjectDocumentsQuery, deleteProjectDocumentsQuery } from '@/lib/domain/requests';
import {
  badRequest,
  json,
  normalizeText,
  notFound,
  paginate,
  parseMultipart,
  parseQuery,
  route,
  type RouteContext,
} from '../../core/context';
import { link, linked, unlink, type ProjectRecord } from '../../data/project-records';
import { PICTURE_TYPE, SITE_DOCUMENT_TYPE } from '../../data/project-seed-kit';
import { projectEvent, requireUser, storeUpload } from './common';
import { documentView, projectListItemView, projectView } from './views';

/** What `q` searches in a project: its RID, work need, town and owner. */
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
    ];
  };
}

export const projectHandlers = [
  route('GET', '/projects', (ctx) => {
    const query = parseQuery(ctx.query, projectsQuery);
    const { projects } = ctx.db.projects;
    const needle = query.q ? normalizeText(query.q) : undefined;
    const searchText = projectSearchText(ctx);
    const source = query.ownerId
      ? (ctx.db.projects.projectsByOwner.get(query.ownerId) ?? []).flatMap((id) => projects.get(id) ?? [])
      : projects;
    return paginate(source, query, {
      sorters: {
        publicationDate: (project) => project.publicationDate,
        lastEventDate: (project) => project.lastEventDate,
        rid: (project) => project.rid,
      },
      defaultSort: 'lastEventDate,desc',
      filter:
        needle || query.status
          ? (project) =>
              (!query.status || project.status === query.status) &&
              (!needle || projects.searchText(project, 'projects', searchText).includes(needle))
          : undefined,
      // The text filter reads owners from the people tables: not cacheable with the project table.
      filterKey: needle ? undefined : JSON.stringify([query.status]),
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
