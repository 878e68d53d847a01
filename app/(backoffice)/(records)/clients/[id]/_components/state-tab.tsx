import { EnumBadge } from '@/components/ui/badge';
import { RecordSection } from '@/components/record/record-section';
import {
  professionalAccountStatus,
  registrationStatus,
  userAccountStatus,
  userType,
} from '@/lib/domain/enums';
import type { AccountState, Registration, UserState } from '@/lib/domain/schemas';
import type { Document } from '@/lib/domain/schemas';
import { registrationLines, type RequirementAccount } from '../_lib/requirements';
import { RequirementGroups } from './requirement-groups';

function StateSection({
  title,
  status,
  account,
  registration,
  documents,
}: {
  title: string;
  status: React.ReactNode;
  account: RequirementAccount;
  registration: Registration;
  documents?: readonly Document[];
}) {
  return (
    <RecordSection
      title={title}
      items={[
        { term: 'Statut', value: status },
        {
          term: "Statut d'inscription",
          value: <EnumBadge catalogue={registrationStatus} value={registration.status} />,
        },
      ]}
    >
      <div>
        <h3 className="mb-2 text-sm font-semibold text-fg">Exigences</h3>
        <RequirementGroups lines={registrationLines(account, registration.requirements, documents)} />
      </div>
    </RecordSection>
  );
}

function AccountStateSection({
  title,
  account,
  state,
}: {
  title: string;
  account: RequirementAccount;
  state: AccountState | null | undefined;
}) {
  if (!state) return null;
  return (
    <StateSection
      title={title}
      account={account}
      status={<EnumBadge catalogue={professionalAccountStatus} value={state.status} />}
      registration={state.registration}
      documents={state.registration.documents}
    />
  );
}

/** Account state tab (GET /users/:id/status): the three states with their requirements in groups. */
export function StateTab({ state }: { state: UserState }) {
  const { userAccountState } = state;
  return (
    <div className="flex flex-col gap-6">
      <StateSection
        title={`Compte utilisateur (${userType.label(userAccountState.type)})`}
        account="user"
        status={<EnumBadge catalogue={userAccountStatus} value={userAccountState.status} />}
        registration={userAccountState.registration}
      />
      <AccountStateSection title="Compte professionnel" account="pp" state={state.ppAccountState} />
      <AccountStateSection title="Compte SA" account="sa" state={state.saAccountState} />
    </div>
  );
}
