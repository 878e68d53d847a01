import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ActionButton } from '@/components/actions/action-button';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { canAccessRoute, pathFor, ROUTES } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import { deactivationReason, userAccountStatus } from '@/lib/domain/enums';
import { knownRoles, ROLE_LABELS } from '@/lib/domain/roles';
import { getCredentials } from '@/lib/gateway/credentials';
import { NotFoundError } from '@/lib/gateway/errors';
import { USER_ACTION_MESSAGES as M } from '../../clients/[id]/_lib/messages';
import {
  anonymiseBlocker,
  deactivateBlocker,
  reactivateBlocker,
  releaseEmailBlocker,
} from '../../clients/[id]/_lib/user-rules';
import { RolesEditor } from './_components/roles-editor';
import {
  anonymiseStaffAction,
  deactivateStaffAction,
  reactivateStaffAction,
  releaseStaffEmailAction,
} from './actions';

export const metadata: Metadata = { title: ROUTES.credentialsView.title };

interface PageProps {
  params: Promise<{ id: string }>;
}

/** A staff member's credentials (SPEC §2, SUPPORT only): details, roles, and the account actions. */
export default async function CredentialsViewPage({ params }: PageProps) {
  const session = await requireAccess('credentialsView');
  const { id } = await params;
  let credentials;
  try {
    credentials = await readOrExpire(() => getCredentials(session.token, id));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  const roles = knownRoles(credentials.roles);
  const status = credentials.userAccountStatus;
  const allowed = canAccessRoute(session.user.roles, 'credentialsView');
  const payload = { id: credentials.id };

  return (
    <>
      <RecordHeader
        breadcrumb={<Link href={pathFor('credentials')}>Liste des utilisateurs</Link>}
        title={`${credentials.firstName} ${credentials.lastName}`.trim() || credentials.email}
        status={<EnumBadge catalogue={userAccountStatus} value={status} />}
        identifiers={[
          { label: 'RID', value: credentials.rid },
          { label: 'Id', value: credentials.id },
        ]}
      />
      <div
        className="mb-6 flex flex-wrap items-start gap-3"
        role="group"
        aria-label="Actions sur l'utilisateur"
      >
        <ActionButton
          label="Désactiver"
          variant="danger"
          allowed={allowed}
          disabledReason={deactivateBlocker(status)}
          action={deactivateStaffAction}
          payload={payload}
          picker={{
            name: 'reason',
            label: 'Motif de désactivation',
            options: deactivationReason.options,
            requiredMessage: M.reasonRequired,
          }}
          confirm={{
            title: "Désactiver l'utilisateur ?",
            description: "L'utilisateur ne pourra plus se connecter au back-office.",
            confirmLabel: 'Désactiver',
            tone: 'danger',
          }}
        />
        <ActionButton
          label="Réactiver"
          allowed={allowed}
          disabledReason={reactivateBlocker(status)}
          action={reactivateStaffAction}
          payload={payload}
          confirm={{
            title: "Réactiver l'utilisateur ?",
            description: "L'utilisateur pourra de nouveau se connecter au back-office.",
            confirmLabel: 'Réactiver',
          }}
        />
        <ActionButton
          label="Anonymiser"
          variant="danger"
          allowed={allowed}
          disabledReason={anonymiseBlocker({ userStatus: status })}
          action={anonymiseStaffAction}
          payload={payload}
          confirm={{
            title: "Anonymiser l'utilisateur ?",
            description:
              "Le nom, l'email et le téléphone seront effacés définitivement et le compte sera fermé. Cette action est irréversible.",
            confirmLabel: 'Anonymiser',
            tone: 'danger',
          }}
        />
        <ActionButton
          label="Libérer l'email"
          allowed={allowed}
          disabledReason={releaseEmailBlocker(status)}
          action={releaseStaffEmailAction}
          payload={payload}
          confirm={{
            title: "Libérer l'email ?",
            description: "L'adresse email sera libérée et pourra être utilisée par un autre compte.",
            confirmLabel: "Libérer l'email",
            tone: 'danger',
          }}
        />
      </div>
      <div className="grid gap-6 xl:grid-cols-2">
        <RecordSection
          title="Informations"
          items={[
            { term: 'Prénom', value: credentials.firstName },
            { term: 'Nom', value: credentials.lastName },
            { term: 'Email', value: credentials.email },
            { term: 'Téléphone', value: credentials.phone },
            { term: 'Statut', value: <EnumBadge catalogue={userAccountStatus} value={status} /> },
            { term: 'Date de création', value: formatDateTime(credentials.createdAt) },
            { term: 'Rôles actuels', value: roles.map((role) => ROLE_LABELS[role]).join(', ') },
          ]}
        />
        <RecordSection title="Rôles">
          <RolesEditor id={credentials.id} roles={roles} />
        </RecordSection>
      </div>
    </>
  );
}
