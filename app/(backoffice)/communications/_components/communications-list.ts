import type { ListFilter } from '@/components/data-table/filter-bar';
import { pathFor } from '@/lib/access/paths';
import { communicationChannel, communicationStatus, NOTIFICATION_TYPE_GROUPS } from '@/lib/domain/enums';
import type { Communication } from '@/lib/domain/schemas';

export const COMMUNICATIONS_COLUMN_HEADERS = [
  'Canal',
  'Type',
  'Destinataire',
  'Statut',
  'Date du statut',
  'Envoyé le',
] as const;

export const COMMUNICATIONS_SUBTITLE =
  'Les e-mails et SMS envoyés aux utilisateurs, et ce qu’ils sont devenus.';

export const COMMUNICATIONS_CAPTION = 'Liste des communications';

/** The filters; `userLabel` is set when the user view's link opened the list on one user (`userId`). */
export function communicationsFilters({ userLabel }: { userLabel?: string } = {}): ListFilter[] {
  return [
    ...(userLabel
      ? [{ kind: 'scope', name: 'userId', label: 'Utilisateur', valueLabel: userLabel } as const]
      : []),
    { kind: 'select', name: 'channel', label: 'Canal', options: communicationChannel.options },
    { kind: 'select', name: 'type', label: 'Type', options: [], groups: NOTIFICATION_TYPE_GROUPS },
    { kind: 'multi', name: 'statuses', label: 'Statuts', options: communicationStatus.options },
    { kind: 'text', name: 'recipient', label: 'Destinataire', placeholder: 'E-mail ou téléphone' },
    { kind: 'dateRange', label: 'Envoi', from: 'sentFrom', to: 'sentTo' },
  ];
}

/**
 * What a row opens: the user it went to, or, when the gateway names none, every communication sent
 * to the same address (a communication has no view of its own).
 */
export function communicationHref(communication: Pick<Communication, 'userId' | 'recipientTo'>): string {
  return communication.userId
    ? pathFor('userView', { id: communication.userId })
    : `${pathFor('communications')}?${new URLSearchParams({ recipient: communication.recipientTo })}`;
}
