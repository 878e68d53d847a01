import { RecordLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access';
import { formatDateTime } from '@/lib/domain/dates';
import { documentStatus } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Project } from '@/lib/domain/schemas';

export interface DocumentsTabProps {
  project: Project;
  roles: readonly Role[];
}

/** The project's documents: name, type, status and date, each opening its document view. */
export function DocumentsTab({ project }: DocumentsTabProps) {
  const { documents } = project.details;
  return (
    <Table caption="Documents du projet">
      <THead>
        <tr>
          <Th>Nom</Th>
          <Th>Type</Th>
          <Th>Statut</Th>
          <Th>Date</Th>
        </tr>
      </THead>
      <TBody>
        {documents.length === 0 ? (
          <TableEmptyRow colSpan={4}>Aucun document.</TableEmptyRow>
        ) : (
          documents.map((document) => (
            <Tr key={document.id}>
              <Td>
                <RecordLink href={pathFor('documentView', { id: document.id })}>{document.name}</RecordLink>
              </Td>
              <Td>{document.type.name || document.type.code}</Td>
              <Td>
                <EnumBadge catalogue={documentStatus} value={document.status} />
              </Td>
              <Td>{formatDateTime(document.createdAt)}</Td>
            </Tr>
          ))
        )}
      </TBody>
    </Table>
  );
}
