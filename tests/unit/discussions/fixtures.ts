import type { Discussion, Message, UserSummary } from '@/lib/domain/schemas';

export const OWNER: UserSummary = {
  id: 'u-owner',
  rid: 'U0001',
  firstName: 'Claire',
  lastName: 'Dubois',
  email: 'claire@example.fr',
  type: 'PARTICULAR',
};
export const PRO: UserSummary = {
  id: 'u-pro',
  rid: 'C0002',
  firstName: 'Marc',
  lastName: 'Lefèvre',
  email: 'marc@example.fr',
  type: 'PROFESSIONAL',
};
export const STAFF: UserSummary = {
  id: 'u-staff',
  rid: 'E0003',
  firstName: 'Sophie',
  lastName: 'Marchand',
  email: 'support@groupe.example',
  type: 'LMSG',
};

export const MARKUP = '<script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">';

/** One message of each kind, deliberately out of order at the end to check the sort. */
export function messages(): Message[] {
  return [
    { id: 'm1', type: 'EVENT', content: 'DISCUSSION_STARTED', sentAt: '2020-03-01T09:00:00.000+01:00' },
    {
      id: 'm2',
      type: 'STANDARD',
      sender: OWNER,
      content: 'Bonjour,\nvous passez mardi ?',
      sentAt: '2020-03-01T10:00:00.000+01:00',
      readBy: ['u-owner', 'u-pro', 'u-gone'],
    },
    {
      id: 'm3',
      type: 'ATTACHMENT',
      sender: PRO,
      attachment: {
        id: 'doc-photo',
        name: 'Photo.png',
        uri: '/documents/doc-photo/content',
        thumbUri: '/documents/doc-photo/content',
      },
      sentAt: '2020-03-01T11:00:00.000+01:00',
    },
    {
      id: 'm4',
      type: 'ATTACHMENT',
      sender: PRO,
      attachment: { id: 'doc-plan', name: 'Plan.pdf', uri: '/documents/doc-plan/content', thumbUri: null },
      sentAt: '2020-03-01T11:00:00.000+01:00',
    },
    {
      id: 'm6',
      type: 'STANDARD',
      sender: STAFF,
      content: MARKUP,
      sentAt: '2020-03-02T08:00:00.000+01:00',
      readBy: ['u-staff'],
    },
    { id: 'm5', type: 'ROBOT', content: 'ANY_QUESTIONS', sentAt: '2020-03-01T12:00:00.000+01:00' },
  ];
}

export function discussion(overrides: Partial<Discussion> = {}): Discussion {
  return {
    id: 'd1',
    type: 'PROJECT',
    members: [OWNER, PRO, STAFF],
    messages: messages(),
    status: 'ACTIVE',
    project: {
      id: 'p1',
      rid: 'P000H',
      workNeed: { bsku: 'sdb', label: 'Rénovation de salle de bain' },
      address: null,
    },
    createdAt: '2020-03-01T09:00:00.000+01:00',
    unreadMessagesCount: 0,
    lastMessageDate: '2020-03-02T08:00:00.000+01:00',
    ...overrides,
  };
}
