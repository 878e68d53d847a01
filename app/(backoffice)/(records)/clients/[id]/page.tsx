import type { Metadata } from 'next';
import { cache } from 'react';
import { RecordHeader } from '@/components/record/record-header';
import { readRecordNotices } from '@/components/record/record-notices';
import { RelatedLinks } from '@/components/record/related-links';
import { activeTab, RecordTabs } from '@/components/record/record-tabs';
import { EnumBadge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { canActOn, pathFor, targetKindOf } from '@/lib/access';
import { orNotFound, readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess, type Session } from '@/lib/auth/session';
import { userAccountStatus, userType } from '@/lib/domain/enums';
import type { ProviderAccount, User, UserState } from '@/lib/domain/schemas';
import { publicProfileUrl } from '@/lib/front-office';
import { NotFoundError } from '@/lib/gateway/errors';
import { getPaymentAccount, getPaymentAccountLink } from '@/lib/gateway/payment';
import { getProfile } from '@/lib/gateway/profiles';
import { getUser, getUserState, listUsers } from '@/lib/gateway/users';
import { getDepartments, getJobs, getUserWorks, getWorkTypes } from '@/lib/gateway/works';
import { TIMELINE_TAB } from '@/app/(backoffice)/_components/timeline/timeline-tab';
import { UserTimeline } from '@/app/(backoffice)/_components/timeline/record-timelines';
import { JOURNAL_TAB, RecordJournal } from '@/app/(backoffice)/_components/record-journal';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';
import { IdentityTab } from './_components/identity-tab';
import { PaymentTab } from './_components/payment-tab';
import { RegistrationSummary } from './_components/registration-summary';
import { SegmentTab } from './_components/segment-tab';
import { StateTab } from './_components/state-tab';
import { UserActions } from './_components/user-actions';
import { ApprovalNotice } from '@/app/(backoffice)/_components/approval-notice';
import { isHeld } from '@/lib/approvals/read';
import { versionToken } from '@/lib/changes/version';
import { WorksTab } from './_components/works-tab';

/** One gateway read per request, shared by the title and the page. */
const readUser = cache(async (id: string) => {
  const session = await requireAccess('userView');
  return orNotFound(() => getUser(session.token, id));
});

export async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const user = await readUser((await params).id);
  return recordTitle('userView', `${user.firstName} ${user.lastName}`.trim() || user.email, user.rid);
}

type SearchParams = Record<string, string | string[] | undefined>;

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}

type TabKey =
  'identite' | 'etat' | 'paiement' | 'segment' | 'prestations' | 'chronologie' | typeof JOURNAL_TAB.key;

function tabsFor(user: User): { key: TabKey; label: string }[] {
  const tabs: { key: TabKey; label: string }[] = [
    { key: 'identite', label: 'Identité' },
    { key: 'etat', label: 'État du compte' },
    { key: 'paiement', label: 'Paiement' },
  ];
  if (user.type === 'PROFESSIONAL') {
    tabs.push({ key: 'segment', label: 'Segment' }, { key: 'prestations', label: 'Prestations' });
  }
  tabs.push({ key: TIMELINE_TAB, label: 'Chronologie' });
  tabs.push(JOURNAL_TAB);
  return tabs;
}

/** The user id behind an associated pp-account: the gateway gives only its owner's RID. */
async function associatedUserIdOf(session: Session, user: User): Promise<string | null> {
  const rid = user.type === 'LMSG' ? undefined : user.ppAccount?.associatedAccount?.rid;
  if (!rid) return null;
  const { items } = await readOrExpire(() => listUsers(session.token, { q: rid, size: 10 }));
  return items.find((item) => item.rid === rid)?.id ?? null;
}

async function providerLink(
  session: Session,
  accountId: string,
  account: ProviderAccount,
): Promise<string | null> {
  if (!account.id || account.provider === 'NONE') return null;
  try {
    return await readOrExpire(() => getPaymentAccountLink(session.token, accountId, account.provider));
  } catch (error) {
    // No link is shown rather than failing the whole tab.
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

async function TabPanel({
  tab,
  user,
  state,
  session,
  search,
}: {
  tab: TabKey;
  user: User;
  state: UserState;
  session: Session;
  search: SearchParams;
}) {
  const { roles } = session.user;
  switch (tab) {
    case 'chronologie':
      return <UserTimeline user={user} session={session} search={search} />;
    case JOURNAL_TAB.key:
      return (
        <RecordJournal
          targetType="userView"
          targetId={user.id}
          roles={roles}
          basePath={pathFor('userView', { id: user.id })}
          searchParams={search}
        />
      );
    case 'etat':
      return <StateTab state={state} />;
    case 'paiement': {
      const account = await readOrExpire(() => getPaymentAccount(session.token, user.id));
      const [iob, psp] = account
        ? await Promise.all([
            providerLink(session, account.id, account.iobAccount),
            providerLink(session, account.id, account.pspAccount),
          ])
        : [null, null];
      return <PaymentTab account={account} links={{ iob, psp }} />;
    }
    case 'segment': {
      const profile = await readOrExpire(() => getProfile(session.token, user.id));
      return <SegmentTab profile={profile} />;
    }
    case 'prestations': {
      const [works, jobs, departments, types] = await Promise.all([
        orNotFound(() => getUserWorks(session.token, user.id)),
        readOrExpire(() => getJobs(session.token)),
        readOrExpire(() => getDepartments(session.token)),
        readOrExpire(() => getWorkTypes(session.token)),
      ]);
      const editLink = canActOn(session.user, 'editWorkTypes', {
        kind: targetKindOf(user.type),
        id: user.id,
      }) ? (
        <ButtonLink href={pathFor('userWorkTypes', { id: user.id })} variant="secondary" size="sm">
          Modifier les prestations
        </ButtonLink>
      ) : null;
      return <WorksTab works={works} catalogue={{ jobs, departments, types }} editLink={editLink} />;
    }
    default: {
      const associatedUserId = await associatedUserIdOf(session, user);
      const profileUrl = user.type === 'PROFESSIONAL' ? publicProfileUrl(user.id) : undefined;
      return <IdentityTab user={user} publicProfileUrl={profileUrl} associatedUserId={associatedUserId} />;
    }
  }
}

/** The user view (SPEC §2): identity, account state, payment, segment and works, with the user actions. */
export default async function UserViewPage({ params, searchParams }: PageProps) {
  const session = await requireAccess('userView');
  const { id } = await params;
  const search = await searchParams;
  const tabParam = search.tab;
  const [user, state, notices] = await Promise.all([
    readUser(id),
    orNotFound(() => getUserState(session.token, id)),
    readRecordNotices(
      { type: 'userView', id },
      { approvals: true, statusChange: { roles: session.user.roles } },
    ),
  ]);
  const basePath = pathFor('userView', { id: user.id });
  const tabs = tabsFor(user);
  const tab = activeTab(tabs, tabParam);
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email;

  return (
    <>
      <RecordHeader
        record={{ type: 'userView', id: user.id }}
        breadcrumb={
          <ListBreadcrumb list="users" recordId={user.id} searchParams={search} session={session} />
        }
        title={fullName}
        status={<EnumBadge catalogue={userAccountStatus} value={user.userAccountStatus} />}
        statusChange={{
          targetType: 'userView',
          targetId: user.id,
          roles: session.user.roles,
          read: notices.statusChange,
        }}
        subtitle={userType.label(user.type)}
        identifiers={[
          { label: 'RID', value: user.rid },
          { label: 'Id', value: user.id },
        ]}
      />
      <div className="mb-6 flex flex-col gap-4">
        <RegistrationSummary user={user} state={state} />
        <ApprovalNotice
          target={{ type: 'userView', id: user.id }}
          session={session}
          read={notices.approvals}
        />
        <UserActions
          user={user}
          state={state}
          roles={session.user.roles}
          meId={session.user.id}
          anonymiseHeld={isHeld('anonymiseUser')}
          version={versionToken('user', user)}
        />
        <RelatedLinks
          label="Liens vers les données de l'utilisateur"
          links={[
            {
              href: `${pathFor('projects')}?${new URLSearchParams({ ownerId: user.id })}`,
              label: 'Voir ses projets',
            },
            {
              href: `${pathFor('communications')}?${new URLSearchParams({ userId: user.id })}`,
              label: 'Voir ses communications',
            },
            {
              href: `${pathFor('invoices')}?${new URLSearchParams({ recipientId: user.id })}`,
              label: 'Voir ses factures',
            },
          ]}
        />
      </div>
      <RecordTabs
        tabs={tabs}
        current={tab}
        basePath={basePath}
        keep={keptListParams(listContextOf('users', search))}
      />
      <TabPanel tab={tab} user={user} state={state} session={session} search={search} />
    </>
  );
}
