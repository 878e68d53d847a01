import type { Metadata } from 'next';
import { RecordHeader } from '@/components/record/record-header';
import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { pathFor, ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { documentContentHref, documentDisplay } from '@/lib/documents/content';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { documentStatus } from '@/lib/domain/enums';
import type { Document } from '@/lib/domain/schemas';
import { DownloadLink, EmptyDocumentNotice, documentTypeName } from '../_components/document-pieces';
import { hasNoData, readDocument } from '@/lib/documents/read-document';

export const metadata: Metadata = { title: ROUTES.documentViewer.title };

interface PageProps {
  params: Promise<{ id: string }>;
}

/** The bytes, inline when the browser can show them; streamed by app/api/documents/[id]/content. */
function Preview({ document }: { document: Document }) {
  const src = documentContentHref(document.id);
  switch (documentDisplay(document.mimeType)) {
    case 'pdf':
      return (
        <iframe
          src={src}
          title={`Aperçu de ${document.name}`}
          className="h-[80vh] w-full rounded-md border border-border bg-surface-muted"
        />
      );
    case 'image':
      return (
        <div className="flex justify-center rounded-md border border-border bg-surface-muted p-4">
          {/* Not next/image: its optimiser would fetch and buffer the bytes without the session. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={src} alt={document.name} className="h-auto max-h-[80vh] max-w-full" />
        </div>
      );
    default:
      return (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="info" role="status">
            {DOCUMENT_MESSAGES.notInline}
          </Notice>
          <DownloadLink id={document.id} variant="primary" />
        </div>
      );
  }
}

/** The document viewer (SPEC §2): the document itself, and its download. */
export default async function DocumentViewerPage({ params }: PageProps) {
  const session = await requireAccess('documentViewer');
  const { id } = await params;
  const document = await readDocument(session, id);
  const empty = hasNoData(document);

  return (
    <>
      <RecordHeader
        breadcrumb={<RecordLink href={pathFor('documentView', { id })}>Fiche du document</RecordLink>}
        title={document?.name ?? ROUTES.documentViewer.title}
        status={document ? <EnumBadge catalogue={documentStatus} value={document.status} /> : undefined}
        subtitle={document ? documentTypeName(document) : undefined}
        actions={empty ? undefined : <DownloadLink id={id} />}
      />
      {empty || !document ? <EmptyDocumentNotice /> : <Preview document={document} />}
    </>
  );
}
