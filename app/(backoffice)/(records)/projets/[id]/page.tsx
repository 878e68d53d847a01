import type { Metadata } from 'next';
import { ClaimNotice } from '@/app/(backoffice)/_components/claim-notice';
import { cache } from 'react';
import { ActionBar } from '@/components/actions/action-bar';
import { RecordHeader } from '@/components/record/record-header';
import { activeTab, RecordTabs } from '@/components/record/record-tabs';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { orNotFound, readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess, type Session } from '@/lib/auth/session';
import { todayInParis } from '@/lib/domain/days';
import { projectStatus } from '@/lib/domain/enums';
import type { Project } from '@/lib/domain/schemas';
import { getProjectViban } from '@/lib/gateway/payment';
import { getProject } from '@/lib/gateway/projects';
import { syncBarAction } from '@/app/(backoffice)/_components/sync-button';
import { ProjectTimeline } from '@/app/(backoffice)/_components/timeline/record-timelines';
import { TIMELINE_TAB } from '@/app/(backoffice)/_components/timeline/timeline-tab';
import { JOURNAL_TAB, RecordJournal } from '@/app/(backoffice)/_components/record-journal';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';
import { ConstructionTab } from './_components/construction-tab';
import { ContractTab } from './_components/contract-tab';
import { DetailsTab } from './_components/details-tab';
import { DocumentsTab } from './_components/documents-tab';
import { FeedbackTab } from './_components/feedback-tab';
import { MessagingTab } from './_components/messaging-tab';
import { ProfessionalsTab } from './_components/professionals-tab';
import { SummaryTab } from './_components/summary-tab';

/** One gateway read per request, shared by the title and the page. */
const readProject = cache(async (id: string) => {
  const session = await requireAccess('projectView');
  return { session, project: await orNotFound(() => getProject(session.token, id)) };
});

export async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const { project } = await readProject((await params).id);
  return recordTitle('projectView', project.workNeed.label, project.rid);
}

type SearchParams = Record<string, string | string[] | undefined>;

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

type TabKey =
  | 'resume'
  | 'details'
  | 'documents'
  | 'professionnels'
  | 'messagerie'
  | 'contrat'
  | 'chantier'
  | 'avis'
  | 'chronologie'
  | typeof JOURNAL_TAB.key;

function tabsFor(project: Project): { key: TabKey; label: string; count?: number }[] {
  return [
    { key: 'resume', label: 'Résumé' },
    { key: 'details', label: 'Détails' },
    { key: 'documents', label: 'Documents', count: project.details.documents.length },
    { key: 'professionnels', label: 'Professionnels', count: project.professionals.relationships.length },
    { key: 'messagerie', label: 'Messagerie', count: project.messaging.discussions.length },
    { key: 'contrat', label: 'Contrat et paiement' },
    { key: 'chantier', label: 'Chantier' },
    { key: 'avis', label: 'Avis et signalements' },
    { key: TIMELINE_TAB, label: 'Chronologie' },
    JOURNAL_TAB,
  ];
}

async function TabPanel({
  tab,
  project,
  session,
  search,
}: {
  tab: TabKey;
  project: Project;
  session: Session;
  search: SearchParams;
}) {
  switch (tab) {
    case 'chronologie':
      return <ProjectTimeline project={project} session={session} search={search} />;
    case JOURNAL_TAB.key:
      return (
        <RecordJournal
          targetType="projectView"
          targetId={project.id}
          roles={session.user.roles}
          basePath={pathFor('projectView', { id: project.id })}
          searchParams={search}
        />
      );
    case 'details':
      return <DetailsTab project={project} />;
    case 'documents':
      return <DocumentsTab project={project} roles={session.user.roles} />;
    case 'professionnels':
      return <ProfessionalsTab project={project} roles={session.user.roles} />;
    case 'messagerie':
      return <MessagingTab project={project} />;
    case 'contrat': {
      // Read only on this tab: the other tabs do not wait for the payment provider's answer.
      const viban = await readOrExpire(() => getProjectViban(session.token, project.id));
      return (
        <ContractTab project={project} viban={viban} roles={session.user.roles} today={todayInParis()} />
      );
    }
    case 'chantier':
      return <ConstructionTab project={project} roles={session.user.roles} today={todayInParis()} />;
    case 'avis':
      return <FeedbackTab project={project} />;
    default:
      return <SummaryTab project={project} />;
  }
}

/** The project view (SPEC §2, §3): every section of the project, one tab each, and its actions. */
export default async function ProjectViewPage({ params, searchParams }: PageProps) {
  const { session, project } = await readProject((await params).id);
  const search = await searchParams;
  const tabParam = search.tab;
  const tabs = tabsFor(project);
  const tab = activeTab(tabs, tabParam);

  return (
    <>
      <RecordHeader
        record={{ type: 'projectView', id: project.id }}
        breadcrumb={
          <ListBreadcrumb list="projects" recordId={project.id} searchParams={search} session={session} />
        }
        title={project.workNeed.label}
        status={<EnumBadge catalogue={projectStatus} value={project.status} />}
        subtitle={`${project.address.postalCode} ${project.address.cityName}`}
        identifiers={[
          { label: 'RID', value: project.rid },
          { label: 'Id', value: project.id },
        ]}
      />
      <ClaimNotice itemType="project" itemId={project.id} session={session} />
      <div className="mb-6">
        <ActionBar
          label="Actions sur le projet"
          actions={[syncBarAction({ type: 'PROJECT', id: project.id, roles: session.user.roles })]}
        />
      </div>
      <RecordTabs
        tabs={tabs}
        current={tab}
        basePath={pathFor('projectView', { id: project.id })}
        keep={keptListParams(listContextOf('projects', search))}
      />
      <TabPanel tab={tab} project={project} session={session} search={search} />
    </>
  );
}
