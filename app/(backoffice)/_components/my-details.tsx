import { Badge, EnumBadge } from '@/components/ui/badge';
import { DescriptionList, type DescriptionItem } from '@/components/ui/description-list';
import { formatDateTime } from '@/lib/domain/dates';
import { userAccountStatus, type UserAccountStatus } from '@/lib/domain/enums';
import { knownRoles, ROLE_LABELS, type Role } from '@/lib/domain/roles';
import type { Credentials } from '@/lib/domain/schemas';
import { formatPhone } from '@/lib/domain/phone-display';

/** What the home and account pages show about the signed-in staff member. */
export interface MyDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | null;
  roles: readonly Role[];
  /** Only known from a fresh GET /credentials/mine, not from the session. */
  rid?: string;
  status?: UserAccountStatus;
  createdAt?: string;
}

/** From GET /credentials/mine. */
export function detailsOf(credentials: Credentials): MyDetails {
  return {
    firstName: credentials.firstName,
    lastName: credentials.lastName,
    email: credentials.email,
    phone: credentials.phone,
    roles: knownRoles(credentials.roles),
    rid: credentials.rid,
    status: credentials.userAccountStatus,
    createdAt: credentials.createdAt,
  };
}

export function MyDetailsList({ details, columns = 2 }: { details: MyDetails; columns?: 1 | 2 | 3 }) {
  const items: DescriptionItem[] = [
    { term: 'Prénom', value: details.firstName },
    { term: 'Nom', value: details.lastName },
    { term: 'E-mail', value: details.email },
    { term: 'Téléphone mobile', value: formatPhone(details.phone), kind: 'phone' },
    {
      term: 'Rôles',
      value:
        details.roles.length > 0 ? (
          <span className="flex flex-wrap gap-1">
            {details.roles.map((role) => (
              <Badge key={role} tone="info">
                {ROLE_LABELS[role]}
              </Badge>
            ))}
          </span>
        ) : null,
    },
  ];
  if (details.status)
    items.push({
      term: 'Statut du compte',
      value: <EnumBadge catalogue={userAccountStatus} value={details.status} />,
    });
  if (details.rid)
    items.push({ term: 'Identifiant', value: <span className="font-mono">{details.rid}</span> });
  if (details.createdAt) items.push({ term: 'Compte créé le', value: formatDateTime(details.createdAt) });
  return <DescriptionList items={items} columns={columns} />;
}
