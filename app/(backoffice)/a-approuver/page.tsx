import type { Metadata } from 'next';
import Link from 'next/link';
import { ApprovalStatusBadge } from './_components/status-badge';
import { ApprovalDecisions, requestSummary } from '@/app/(backoffice)/_components/approval-notice';
import { PageHeader } from '@/components/ui/page-header';
import { LinkTabs, resolveTab } from '@/components/ui/tabs';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor, ROUTES } from '@/lib/access';
import { requireAccess, type Session } from '@/lib/auth/session';
import { requestRecordLabel } from '@/lib/approvals/labels';
import { APPROVAL_MESSAGES as M } from '@/lib/approvals/messages';
import { approvalQueue } from '@/lib/approvals/read';
import type { ApprovalRequest } from '@/lib/approvals/types';
import { formatDateTime } from '@/lib/domain/dates';
import { readHeaderCountFirst } from '@/components/shell/unread-discussions';

export const metadata: Metadata = { title: ROUTES.approvals.title };

type Tab = 'a-decider' | 'mes-demandes' | 'traitees';

function RequestRows({
  requests,
  tab,
  session,
}: {
  requests: ApprovalRequest[];
  tab: Tab;
  session: Session;
}) {
  const closed = tab === 'traitees';
  const empty = { 'a-decider': M.empty.toDecide, 'mes-demandes': M.empty.mine, traitees: M.empty.closed }[
    tab
  ];
  const C = M.columns;
  return (
    <Table caption={M.pageTitle}>
      <THead>
        <Tr>
          <Th>{C.action}</Th>
          <Th>{C.record}</Th>
          <Th>{C.requester}</Th>
          <Th>{C.reason}</Th>
          <Th>{C.at}</Th>
          <Th>{closed ? C.status : C.expires}</Th>
          <Th>{C.decision}</Th>
        </Tr>
      </THead>
      <TBody>
        {requests.length === 0 ? (
          <TableEmptyRow colSpan={7}>{empty}</TableEmptyRow>
        ) : (
          requests.map((request) => (
            <Tr key={request.id}>
              <Td>{requestSummary(request)}</Td>
              <Td>
                <Link href={pathFor(request.target.type, { id: request.target.id })} prefetch={false}>
                  {requestRecordLabel(request)}
                </Link>
              </Td>
              <Td>{request.requester.name}</Td>
              <Td>{request.reason}</Td>
              <Td>{formatDateTime(request.requestedAt)}</Td>
              <Td>
                {closed ? <ApprovalStatusBadge status={request.status} /> : formatDateTime(request.expiresAt)}
              </Td>
              <Td>
                {closed ? (
                  [
                    request.decider?.name,
                    request.decidedAt && formatDateTime(request.decidedAt),
                    request.comment,
                    request.failure,
                  ]
                    .filter(Boolean)
                    .join(' — ')
                ) : (
                  <ApprovalDecisions request={request} session={session} />
                )}
              </Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}

/**
 * « À approuver »: the live requests the viewer may decide, theirs, and those decided lately, each
 * tab's count beside its name and the tab in the URL (`?onglet=`).
 */
export default async function ApprovalsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('approvals');
  await readHeaderCountFirst();
  const queue = await approvalQueue(session);
  const tabs = [
    { key: 'a-decider', label: M.tabs.toDecide, count: queue.toDecide.length },
    { key: 'mes-demandes', label: M.tabs.mine, count: queue.mine.length },
    { key: 'traitees', label: M.tabs.closed, count: queue.closed.length },
  ] as const;
  const current = (await searchParams).onglet;
  const tab = resolveTab(tabs, current) as Tab;
  const requests = { 'a-decider': queue.toDecide, 'mes-demandes': queue.mine, traitees: queue.closed }[tab];
  return (
    <>
      <PageHeader title={M.pageTitle} />
      <LinkTabs tabs={tabs} current={current} label={M.pageTitle} param="onglet" />
      <RequestRows requests={requests} tab={tab} session={session} />
    </>
  );
}
