import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { worksAcceptanceStatus } from '@/lib/domain/enums';
import { getWorksAcceptance } from '@/lib/gateway/works-acceptances';
import { orNotFound } from '@/lib/auth/gateway-read';
import { WorksAcceptanceActions } from './_components/works-acceptance-actions';
import { WorksAcceptanceDetails } from './_components/works-acceptance-details';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';

/** One gateway read per request, shared by the title and the page. */
const readAcceptance = cache(async (id: string) => {
  const session = await requireAccess('worksAcceptanceView');
  return { session, acceptance: await orNotFound(() => getWorksAcceptance(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { acceptance } = await readAcceptance((await params).id);
  return recordTitle('worksAcceptanceView', acceptance.rid);
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The works-acceptance report view (SPEC §2), with validate and cancel. */
export default async function WorksAcceptanceViewPage({ params, searchParams }: PageProps) {
  const { session, acceptance } = await readAcceptance((await params).id);
  return (
    <>
      <RecordHeader
        record={{ type: 'worksAcceptanceView', id: acceptance.id }}
        breadcrumb={
          <Link href={pathFor('projectView', { id: acceptance.project.id })} prefetch={false}>
            Projet {acceptance.project.rid}
          </Link>
        }
        title={`PV de fin de chantier ${acceptance.rid}`}
        status={<EnumBadge catalogue={worksAcceptanceStatus} value={acceptance.status} />}
        statusChange={{
          targetType: 'worksAcceptanceView',
          targetId: acceptance.id,
          roles: session.user.roles,
        }}
        subtitle={`Statut depuis le ${formatDateTime(acceptance.statusDate)}`}
        identifiers={[
          { label: 'RID', value: acceptance.rid },
          { label: 'Id', value: acceptance.id },
        ]}
      />
      <WorksAcceptanceActions acceptance={acceptance} roles={session.user.roles} />
      <RecordWithJournal
        targetType="worksAcceptanceView"
        targetId={acceptance.id}
        roles={session.user.roles}
        basePath={pathFor('worksAcceptanceView', { id: acceptance.id })}
        searchParams={await searchParams}
      >
        <WorksAcceptanceDetails acceptance={acceptance} />
      </RecordWithJournal>
    </>
  );
}
