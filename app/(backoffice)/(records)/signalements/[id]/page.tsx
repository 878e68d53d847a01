import type { Metadata } from 'next';
import { cache } from 'react';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { RelatedLinks } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { orNotFound } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { issueStatus, issueType } from '@/lib/domain/enums';
import { getIssue } from '@/lib/gateway/issues';
import { issueWorkOnPage } from '@/lib/queues/work';
import { SyncButton } from '@/app/(backoffice)/_components/sync-button';
import { PersonLink, ProjectLink } from '@/app/(backoffice)/_components/contract-links';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { ClaimNotice } from '@/app/(backoffice)/_components/claim-notice';
import { IssueStatusAction } from './_components/issue-status-action';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';

/** One gateway read per request, shared by the title and the page. */
const readIssue = cache(async (id: string) => {
  const session = await requireAccess('issueView');
  return { session, issue: await orNotFound(() => getIssue(session.token, id)) };
});

export async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const { issue } = await readIssue((await params).id);
  return recordTitle('issueView', issueType.label(issue.type), issue.rid);
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const ISSUE_DISCUSSION_LINK = 'Voir la discussion du projet avec l’émetteur';

/** An issue report (SPEC §2 "issue view"): every field, and the way to its people and discussion. */
export default async function IssueViewPage({ params, searchParams }: PageProps) {
  const { session, issue } = await readIssue((await params).id);
  const search = await searchParams;
  const { emitter, project } = issue;
  const work = (await issueWorkOnPage([issue.id]))?.get(issue.id) ?? null;
  const status = work ? <EnumBadge catalogue={issueStatus} value={work.status} /> : null;

  return (
    <>
      <RecordHeader
        record={{ type: 'issueView', id: issue.id }}
        breadcrumb={
          <ListBreadcrumb list="issues" recordId={issue.id} searchParams={search} session={session} />
        }
        title={`Signalement ${issue.rid}`}
        status={
          <>
            <EnumBadge catalogue={issueType} value={issue.type} />
            {status}
          </>
        }
        subtitle={`Créé le ${formatDateTime(issue.createdAt)}`}
        identifiers={[
          { label: 'RID', value: issue.rid },
          { label: 'Id', value: issue.id },
        ]}
      />
      <ClaimNotice itemType="issue" itemId={issue.id} session={session} read={work?.claim ?? null} />
      <div className="mb-6 flex flex-col gap-4">
        <div className="flex flex-wrap gap-2">
          {work ? <IssueStatusAction id={issue.id} status={work.status} roles={session.user.roles} /> : null}
          <SyncButton type="ISSUE" id={issue.id} roles={session.user.roles} />
        </div>
        <RelatedLinks
          label="Liens vers les données du signalement"
          links={[
            {
              href: pathFor('findDiscussion', { projectId: project.id, memberId: emitter.id }),
              label: ISSUE_DISCUSSION_LINK,
            },
            {
              href: `${pathFor('issues')}?${new URLSearchParams({ projectId: project.id })}`,
              label: 'Voir les signalements du projet',
            },
          ]}
        />
      </div>
      <RecordWithJournal
        targetType="issueView"
        targetId={issue.id}
        roles={session.user.roles}
        basePath={pathFor('issueView', { id: issue.id })}
        searchParams={search}
        keep={keptListParams(listContextOf('issues', search))}
      >
        <RecordSection
          title="Signalement"
          items={[
            { term: 'RID', value: issue.rid },
            { term: 'Type', value: <EnumBadge catalogue={issueType} value={issue.type} /> },
            { term: 'Statut', value: status },
            { term: 'Émetteur', value: <PersonLink person={emitter} /> },
            { term: 'Projet', value: <ProjectLink project={project} /> },
            { term: 'Créé le', value: formatDateTime(issue.createdAt) },
          ]}
        >
          <div>
            <h3 className="mb-1 text-xs font-medium text-fg-muted">Description</h3>
            {String(issue.description ?? '').trim() ? (
              <p className="text-sm whitespace-pre-line">{issue.description}</p>
            ) : (
              <p className="text-sm text-fg-muted">Aucune description.</p>
            )}
          </div>
        </RecordSection>
      </RecordWithJournal>
    </>
  );
}
