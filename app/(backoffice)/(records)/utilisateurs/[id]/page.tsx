import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { userAccountStatus } from '@/lib/domain/enums';
import { knownRoles, ROLE_LABELS } from '@/lib/domain/roles';
import { getCredentials } from '@/lib/gateway/credentials';
import { NotFoundError } from '@/lib/gateway/errors';
import { accountLifecycleActions } from '@/app/(backoffice)/_components/account-lifecycle-actions';
import { ActionBar } from '@/components/actions/action-bar';
import { actionOnUser, anonymiseBlocker } from '@/lib/users/rules';
import { RolesEditor } from './_components/after-load';
import { versionToken } from '@/lib/changes/version';
import {
  anonymiseStaffAction,
  deactivateStaffAction,
  reactivateStaffAction,
  releaseStaffEmailAction,
} from './actions';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';
import { ApprovalNotice } from '@/app/(backoffice)/_components/approval-notice';
import { isHeld } from '@/lib/approvals/read';
import { formatPhone } from '@/lib/domain/phone-display';

/** One gateway read per request, shared by the title and the page. */
const readCredentials = cache(async (id: string) => {
  const session = await requireAccess('credentialsView');
  try {
    return { session, credentials: await readOrExpire(() => getCredentials(session.token, id)) };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const { credentials } = await readCredentials((await params).id);
  const name = `${credentials.firstName} ${credentials.lastName}`.trim() || credentials.email;
  return recordTitle('credentialsView', name, credentials.rid);
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A staff member's credentials (SPEC §2, SUPPORT only): details, roles, and the account actions. */
export default async function CredentialsViewPage({ params, searchParams }: PageProps) {
  const { session, credentials } = await readCredentials((await params).id);
  const search = await searchParams;
  const roles = knownRoles(credentials.roles);
  const status = credentials.userAccountStatus;
  // Credentials exist for staff accounts only.
  const target = { kind: 'staff', id: credentials.id } as const;
  // The account actions act on the user, the roles editor on the credentials (lib/changes).
  const userVersion = versionToken('user', { ...credentials, commercialPrograms: [] }, { fromOther: true });
  const version = versionToken('credentials', credentials);

  return (
    <>
      <RecordHeader
        record={{ type: 'credentialsView', id: credentials.id }}
        breadcrumb={
          <ListBreadcrumb
            list="credentials"
            recordId={credentials.id}
            searchParams={search}
            session={session}
          />
        }
        title={`${credentials.firstName} ${credentials.lastName}`.trim() || credentials.email}
        status={<EnumBadge catalogue={userAccountStatus} value={status} />}
        statusChange={{ targetType: 'credentialsView', targetId: credentials.id, roles: session.user.roles }}
        identifiers={[
          { label: 'RID', value: credentials.rid },
          { label: 'Id', value: credentials.id },
        ]}
      />
      <ApprovalNotice target={{ type: 'credentialsView', id: credentials.id }} session={session} />
      <ActionBar
        label="Actions sur l'utilisateur"
        className="mb-6"
        actions={accountLifecycleActions({
          actor: session.user,
          target,
          userType: 'LMSG',
          status,
          anonymiseBlocker: anonymiseBlocker({ userStatus: status }),
          actions: {
            deactivate: deactivateStaffAction,
            reactivate: reactivateStaffAction,
            anonymise: anonymiseStaffAction,
          },
          releaseEmail: releaseStaffEmailAction,
          anonymiseHeld: isHeld('anonymiseUser'),
          consequences: {
            deactivate: "L'utilisateur ne pourra plus se connecter au back-office.",
            reactivate: "L'utilisateur pourra de nouveau se connecter au back-office.",
          },
          version: userVersion,
        })}
      />
      <RecordWithJournal
        targetType="credentialsView"
        targetId={credentials.id}
        roles={session.user.roles}
        basePath={pathFor('credentialsView', { id: credentials.id })}
        searchParams={search}
        keep={keptListParams(listContextOf('credentials', search))}
      >
        <div className="grid gap-6 xl:grid-cols-2">
          <RecordSection
            title="Informations"
            items={[
              { term: 'Prénom', value: credentials.firstName },
              { term: 'Nom', value: credentials.lastName },
              { term: 'Email', value: credentials.email },
              { term: 'Téléphone', value: formatPhone(credentials.phone), kind: 'phone' },
              { term: 'Statut', value: <EnumBadge catalogue={userAccountStatus} value={status} /> },
              { term: 'Date de création', value: formatDateTime(credentials.createdAt) },
              { term: 'Rôles actuels', value: roles.map((role) => ROLE_LABELS[role]).join(', ') },
            ]}
          />
          <RecordSection title="Rôles">
            <RolesEditor
              id={credentials.id}
              version={version}
              roles={roles}
              grantable={session.user.roles}
              disabledReason={actionOnUser(session.user, 'replaceRoles', target).disabledReason}
              held={isHeld('replaceRoles')}
            />
          </RecordSection>
        </div>
      </RecordWithJournal>
    </>
  );
}
