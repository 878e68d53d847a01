import { EnumBadge } from '@/components/ui/badge';
import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { pathFor } from '@/lib/access/paths';
import {
  deactivationReason,
  playerStatus,
  professionalAccountStatus,
  registrationFeeStatus,
  userAccountStatus,
  userType,
} from '@/lib/domain/enums';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import type { Company, PpAccount, User } from '@/lib/domain/schemas';
import { formatPhone } from '@/lib/domain/phone-display';

export interface IdentityTabProps {
  user: User;
  /** The front office's public profile of a professional. */
  publicProfileUrl?: string;
  /** The user id behind the associated account, when it could be found. */
  associatedUserId?: string | null;
}

function companyAddress(company: Company): string {
  const { street, additionalAddress, postalCode, cityName } = company.address;
  return [street, additionalAddress, `${postalCode} ${cityName}`].filter(Boolean).join(', ');
}

function PpAccountSection({
  account,
  associatedUserId,
}: {
  account: PpAccount;
  associatedUserId?: string | null;
}) {
  const associated = account.associatedAccount;
  return (
    <RecordSection
      title="Compte professionnel"
      items={[
        {
          term: 'Statut',
          value: (
            <span className="flex flex-wrap items-center gap-2">
              <EnumBadge catalogue={professionalAccountStatus} value={account.status} />
              {(account.statusReasons ?? []).map((reason) => (
                <EnumBadge key={reason} catalogue={deactivationReason} value={reason} />
              ))}
            </span>
          ),
        },
        { term: 'Statut joueur', value: <EnumBadge catalogue={playerStatus} value={account.playerStatus} /> },
        {
          term: "Frais d'inscription",
          value: <EnumBadge catalogue={registrationFeeStatus} value={account.registrationFeeStatus} />,
        },
        {
          term: 'Compte associé',
          value: associated ? (
            associatedUserId ? (
              <RecordLink href={pathFor('userView', { id: associatedUserId })}>
                {associated.rid} (entreprise {associated.company.rid})
              </RecordLink>
            ) : (
              `${associated.rid} (entreprise ${associated.company.rid})`
            )
          ) : null,
        },
      ]}
    />
  );
}

/** Identity tab: who the user is, their company and their pp-account. */
export function IdentityTab({ user, publicProfileUrl, associatedUserId }: IdentityTabProps) {
  const company = user.type === 'PROFESSIONAL' ? user.company : null;
  const ppAccount = user.type === 'LMSG' ? null : (user.ppAccount ?? null);
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title="Identité"
        columns={3}
        items={[
          { term: 'Prénom', value: user.firstName },
          { term: 'Nom', value: user.lastName },
          { term: 'Email', value: user.email },
          { term: 'Téléphone', value: formatPhone(user.phone), kind: 'phone' },
          { term: 'Type', value: <EnumBadge catalogue={userType} value={user.type} /> },
          {
            term: 'Statut',
            value: <EnumBadge catalogue={userAccountStatus} value={user.userAccountStatus} />,
          },
          { term: 'Date de création', value: formatDateTime(user.createdAt) },
          {
            term: 'Programmes commerciaux',
            value:
              user.commercialPrograms.length > 0 ? (
                <ul className="flex flex-col gap-0.5">
                  {user.commercialPrograms.map((program) => (
                    <li key={program.code}>{program.label}</li>
                  ))}
                </ul>
              ) : null,
          },
        ]}
      />
      {company ? (
        <RecordSection
          title="Entreprise"
          items={[
            { term: 'Raison sociale', value: company.name },
            { term: 'SIRET', value: company.siret },
            { term: 'Forme juridique', value: company.legalCategory },
            { term: 'Adresse', value: companyAddress(company) },
            { term: "Date de début d'activité", value: formatDate(company.activityStartDate) },
            { term: 'RID entreprise', value: company.rid },
          ]}
        >
          {publicProfileUrl ? (
            <p className="text-sm">
              <RecordLink href={publicProfileUrl} external>
                Voir le profil public
              </RecordLink>
            </p>
          ) : null}
        </RecordSection>
      ) : null}
      {ppAccount ? <PpAccountSection account={ppAccount} associatedUserId={associatedUserId} /> : null}
    </div>
  );
}
