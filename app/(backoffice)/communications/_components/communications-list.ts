import type { ListFilter } from '@/components/data-table/filter-bar';
import { LIST_DEFAULTS, type ListDefaults } from '@/components/data-table/url-state';
import { pathFor } from '@/lib/access';
import { communicationChannel, communicationStatus, NOTIFICATION_TYPE_GROUPS } from '@/lib/domain/enums';
import type { CommunicationsQuery } from '@/lib/domain/lists';
import type { Communication } from '@/lib/domain/schemas';

export const COMMUNICATIONS_LIST_DEFAULTS: ListDefaults = { ...LIST_DEFAULTS, sort: 'sentAt,desc' };

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

export type CommunicationsListQuery = Omit<CommunicationsQuery, 'q'>;

export const KNOWN_TYPES = new Set<string>(
  NOTIFICATION_TYPE_GROUPS.flatMap((group) => group.options.map((option) => option.value)),
);

/**
 * What a row opens: the user it went to, or, when the gateway names none, every communication sent
 * to the same address (a communication has no view of its own).
 */
export function communicationHref(communication: Pick<Communication, 'userId' | 'recipientTo'>): string {
  return communication.userId
    ? pathFor('userView', { id: communication.userId })
    : `${pathFor('communications')}?${new URLSearchParams({ recipient: communication.recipientTo })}`;
}
