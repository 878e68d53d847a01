import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import { discussionStatus, discussionType, userType } from '@/lib/domain/enums';
import type { Project } from '@/lib/domain/schemas';
import { userLabel } from '@/app/(backoffice)/_components/user-link';

/** Messaging tab: the project's discussions, each opening its discussion view. */
export function MessagingTab({ project }: { project: Project }) {
  const { discussions } = project.messaging;
  return (
    <Table caption="Discussions du projet">
      <THead>
        <tr>
          <Th>Type</Th>
          <Th>Membres</Th>
          <Th>Statut</Th>
          <Th kind="count">Non lus</Th>
          <Th>Dernier message</Th>
          <Th>Créée le</Th>
          <Th>Lien</Th>
        </tr>
      </THead>
      <TBody>
        {discussions.length === 0 ? (
          <TableEmptyRow colSpan={7}>Aucune discussion.</TableEmptyRow>
        ) : (
          discussions.map((discussion) => (
            <Tr key={discussion.id}>
              <Td kind="status">
                <EnumBadge catalogue={discussionType} value={discussion.type} />
              </Td>
              <Td>
                <ul className="flex flex-col gap-0.5">
                  {discussion.members.map((member) => (
                    <li key={member.id}>
                      {userLabel(member)}
                      <span className="text-fg-muted"> · {userType.label(member.type)}</span>
                    </li>
                  ))}
                </ul>
              </Td>
              <Td kind="status">
                <EnumBadge catalogue={discussionStatus} value={discussion.status} />
              </Td>
              <Td kind="count">{discussion.unreadMessagesCount}</Td>
              <Td kind="datetime">{formatDateTime(discussion.lastMessageDate)}</Td>
              <Td kind="datetime">{formatDateTime(discussion.createdAt)}</Td>
              <Td>
                <RecordLink href={pathFor('discussionView', { id: discussion.id })}>
                  Voir la discussion
                </RecordLink>
              </Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}
