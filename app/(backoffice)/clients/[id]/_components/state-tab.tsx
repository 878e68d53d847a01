import { EnumBadge } from '@/components/ui/badge';
import { RecordSection } from '@/components/record/record-section';
import {
  professionalAccountStatus,
  registrationStatus,
  userAccountStatus,
  userType,
} from '@/lib/domain/enums';
import type { AccountState, Registration, UserState } from '@/lib/domain/schemas';
import { RequirementTree } from './requirement-tree';

function StateSection({
  title,
  status,
  registration,
}: {
  title: string;
  status: React.ReactNode;
  registration: Registration;
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
        <RequirementTree requirements={registration.requirements} />
      </div>
    </RecordSection>
  );
}

function AccountStateSection({ title, state }: { title: string; state: AccountState | null | undefined }) {
  if (!state) return null;
  return (
    <StateSection
      title={title}
      status={<EnumBadge catalogue={professionalAccountStatus} value={state.status} />}
      registration={state.registration}
    />
  );
}

/** Account state tab (GET /users/:id/status): the three states with their requirement trees. */
export function StateTab({ state }: { state: UserState }) {
  const { userAccountState } = state;
  return (
    <div className="flex flex-col gap-6">
      <StateSection
        title={`Compte utilisateur (${userType.label(userAccountState.type)})`}
        status={<EnumBadge catalogue={userAccountStatus} value={userAccountState.status} />}
        registration={userAccountState.registration}
      />
      <AccountStateSection title="Compte professionnel" state={state.ppAccountState} />
      <AccountStateSection title="Compte SA" state={state.saAccountState} />
    </div>
  );
}
