import type { Metadata } from 'next';
import { RecordHeader } from '@/components/record/record-header';
import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { pathFor, ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { documentStatus } from '@/lib/domain/enums';
import type { Document } from '@/lib/domain/schemas';
import { DownloadLink, EmptyDocumentNotice, documentTypeName } from './_components/document-pieces';
import { hasNoData, readDocument } from '@/lib/documents/read-document';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';

export const metadata: Metadata = { title: ROUTES.documentView.title };

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

function OwnerLink({ owner }: { owner: NonNullable<Document['owner']> }) {
  const name = `${owner.firstName} ${owner.lastName}`.trim() || owner.email || owner.rid;
  return (
    <RecordLink href={pathFor('userView', { id: owner.id })}>
      {name} ({owner.rid})
    </RecordLink>
  );
}

function ProjectLink({ project }: { project: NonNullable<Document['project']> }) {
  return (
    <RecordLink href={pathFor('projectView', { id: project.id })}>
      {project.rid} · {project.workNeed.label}
    </RecordLink>
  );
}

/** The document view (SPEC §2): what the document is, whose it is, and the ways to open it. */
export default async function DocumentViewPage({ params, searchParams }: PageProps) {
  const session = await requireAccess('documentView');
  const { id } = await params;
  const document = await readDocument(session, id);
  const empty = hasNoData(document);

  if (!document) {
    return (
      <>
        <RecordHeader
          record={{ type: 'documentView', id }}
          title={ROUTES.documentView.title}
          identifiers={[{ label: 'Id', value: id }]}
        />
        <EmptyDocumentNotice />
      </>
    );
  }

  return (
    <>
      <RecordHeader
        record={{ type: 'documentView', id: document.id }}
        breadcrumb={
          document.project ? (
            <RecordLink href={pathFor('projectView', { id: document.project.id })}>
              Projet {document.project.rid}
            </RecordLink>
          ) : undefined
        }
        title={document.name}
        status={<EnumBadge catalogue={documentStatus} value={document.status} />}
        subtitle={documentTypeName(document)}
        identifiers={[{ label: 'Id', value: document.id }]}
        actions={
          empty ? undefined : (
            <>
              <ButtonLink href={pathFor('documentViewer', { id: document.id })} prefetch={false}>
                Voir le document
              </ButtonLink>
              <DownloadLink id={document.id} />
            </>
          )
        }
      />
      <RecordWithJournal
        targetType="documentView"
        targetId={document.id}
        roles={session.user.roles}
        basePath={pathFor('documentView', { id: document.id })}
        searchParams={await searchParams}
      >
        <div className="flex flex-col gap-6">
          {empty ? <EmptyDocumentNotice /> : null}
          <RecordSection
            title="Document"
            items={[
              { term: 'Nom', value: document.name },
              { term: 'Type', value: documentTypeName(document) },
              { term: 'Statut', value: <EnumBadge catalogue={documentStatus} value={document.status} /> },
              { term: 'Type MIME', value: document.mimeType },
              { term: 'Date', value: formatDateTime(document.createdAt) },
            ]}
          />
          <RecordSection
            title="Rattachement"
            items={[
              { term: 'Propriétaire', value: document.owner ? <OwnerLink owner={document.owner} /> : null },
              { term: 'Projet', value: document.project ? <ProjectLink project={document.project} /> : null },
            ]}
          />
        </div>
      </RecordWithJournal>
    </>
  );
}
