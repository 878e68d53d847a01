import 'server-only';
import type { DiscussionStatus, DiscussionType } from '@/lib/domain/enums';
import { formatDateTime } from '@/lib/domain/dates';
import type { Discussion } from '@/lib/domain/schemas';
import { threadPerson, type ThreadPerson } from '@/lib/discussions/thread';

/** What a row shows: the page hands only this to the browser. */
export interface MailboxRow {
  id: string;
  /** The members but the signed-in staff member: their names and links. */
  others: Pick<ThreadPerson, 'id' | 'label' | 'href'>[];
  project: { id: string; rid: string; workNeed: string } | null;
  type: DiscussionType;
  status: DiscussionStatus;
  unread: number;
  /** As the cell writes it; '' before any message. */
  lastMessageDate: string;
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
    lastMessageDate: formatDateTime(discussion.lastMessageDate),
  };
}
