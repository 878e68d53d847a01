/**
 * Documents: GET /documents/:id (SPEC §7) answers the metadata, with the owner and project (our
 * addition); GET /documents/:id/content (our addition, docs/gateway-contract.md) answers the bytes
 * with the document's type, for the app's document viewer to stream. Both serve project documents
 * and registration documents alike. Two control endpoints help the tests and the benchmark.
 */
import { z } from 'zod';
import { contentDisposition } from '@/lib/content-disposition';
import { json, notFound, parseJson, route } from '../../core/route-kit';
import { toIso } from '../../core/time';
import { findAnyDocument } from '../../data/registration-documents';
import { buildPdf, documentBytes } from '../../data/project-files';
import { link } from '../../data/project-links';
import { SITE_DOCUMENT_TYPE } from '../../data/project-seed-kit';
import { documentDetailView } from './views';

const control = { control: true } as const;

/** The benchmark's large document: up to 50 MB, so a 9 MB read is comfortably in range. */
const largeDocumentRequest = z.object({
  sizeBytes: z
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024),
  name: z.string().min(1).max(200).default('Document volumineux.pdf'),
  projectId: z.string().min(1).optional(),
});

/** A valid one-page PDF followed by a comment of filler bytes up to `size` (viewers ignore the tail). */
function paddedPdf(size: number): Uint8Array {
  const head = buildPdf('Document volumineux', ['Généré par la fausse passerelle pour la mesure de débit.']);
  const bytes = new Uint8Array(Math.max(size, head.byteLength));
  bytes.set(head);
  bytes.fill(0x25, head.byteLength); // '%': the rest reads as one long PDF comment.
  return bytes;
}

export const documentHandlers = [
  route('GET', '/documents/:id', (ctx) => {
    const document = findAnyDocument(ctx.db, ctx.params.id);
    if (!document) throw notFound('Document', ctx.params.id);
    return documentDetailView(ctx.db, document);
  }),

  route('GET', '/documents/:id/content', (ctx) => {
    const document = findAnyDocument(ctx.db, ctx.params.id);
    if (!document) throw notFound('Document', ctx.params.id);
    const bytes = documentBytes(document);
    return new Response(bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        'content-type': document.mimeType,
        'content-length': String(bytes.byteLength),
        'content-disposition': contentDisposition('inline', document.name),
        'cache-control': 'private, max-age=300',
      },
    });
  }),
];

/** Control endpoints (docs/gateway-contract.md, "Control endpoints"), composed with the others. */
export const documentControlHandlers = [
  // The fixed documents of the `published` showcase, by key, for end-to-end tests.
  route(
    'GET',
    '/__fake/showcase/documents',
    ({ db }) => {
      const { projects } = db;
      return { projectId: projects.showcase.published ?? null, documents: projects.showcaseDocuments };
    },
    control,
  ),

  // Stores a PDF of the given size (the benchmark's 9 MB read), filed on a project when named.
  route(
    'POST',
    '/__fake/documents',
    async ({ request, db }) => {
      const input = await parseJson(request, largeDocumentRequest);
      const project = input.projectId ? db.projects.projects.require(input.projectId) : undefined;
      const document = db.projects.documents.insert({
        id: db.ids.next('document'),
        name: input.name,
        status: 'VALIDATED',
        type: SITE_DOCUMENT_TYPE,
        mimeType: 'application/pdf',
        createdAt: toIso(db.clock.now()),
        kind: 'upload',
        projectId: project?.id,
        ownerId: project?.ownerId,
        bytes: paddedPdf(input.sizeBytes),
      });
      if (project) link(project, 'documents', document.id);
      return json({ id: document.id, name: document.name, sizeBytes: document.bytes!.byteLength }, 201);
    },
    control,
  ),
];
