import type { ListFilter } from '@/components/data-table/filter-bar';
import { discussionStatus, type DiscussionStatus, type DiscussionType } from '@/lib/domain/enums';
import type { Discussion } from '@/lib/domain/schemas';
import { threadPerson, type ThreadPerson } from '@/lib/discussions/thread';

export const MAILBOX_SUBTITLE = 'Vos discussions avec les clients et les professionnels.';

export const MAILBOX_COLUMN_HEADERS = [
  'Avec',
  'Projet',
  'Type',
  'Statut',
  'Non lus',
  'Dernier message',
] as const;

export const MAILBOX_FILTERS: readonly ListFilter[] = [
  { kind: 'select', name: 'status', label: 'Statut', options: discussionStatus.options },
  {
    kind: 'select',
    name: 'unread',
    label: 'Lecture',
    allLabel: 'Toutes',
    options: [
      { value: 'true', label: 'Avec des messages non lus' },
      { value: 'false', label: 'Sans message non lu' },
    ],
  },
];

/** What a row shows: the page hands only this to the browser. */
export interface MailboxRow {
  id: string;
  /** The members but the signed-in staff member: their names and links. */
  others: Pick<ThreadPerson, 'id' | 'label' | 'href'>[];
  project: { id: string; rid: string; workNeed: string } | null;
  type: DiscussionType;
  status: DiscussionStatus;
  unread: number;
  lastMessageDate: string | null;
}

export function toMailboxRow(discussion: Discussion, meId: string): MailboxRow {
  const { project } = discussion;
  return {
    id: discussion.id,
    others: discussion.members
      .filter((member) => member.id !== meId)
      .map((member) => {
        const { id, label, href } = threadPerson(member);
        return { id, label, href };
      }),
    project: project ? { id: project.id, rid: project.rid, workNeed: project.workNeed.label } : null,
    type: discussion.type,
    status: discussion.status,
    unread: discussion.unreadMessagesCount,
    lastMessageDate: discussion.lastMessageDate ?? null,
  };
}
