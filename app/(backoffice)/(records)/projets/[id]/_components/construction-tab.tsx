import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { constructionStatus, worksAcceptanceStatus } from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Project } from '@/lib/domain/schemas';
import { UserLink } from '@/app/(backoffice)/_components/user-link';
import { ConstructionActions } from './construction-actions';

export interface ConstructionTabProps {
  project: Project;
  roles: readonly Role[];
  /** Today in Paris (yyyy-MM-dd): the day the forms offer. */
  today: string;
}

/** Construction tab: the works' status and dates, their acceptance reports, and the actions on them. */
export function ConstructionTab({ project, roles, today }: ConstructionTabProps) {
  const { construction } = project;
  return (
    <div className="flex flex-col gap-6">
      <ConstructionActions project={project} roles={roles} today={today} />
      <RecordSection
        title="Chantier"
        columns={3}
        items={[
          {
            term: 'Statut du chantier',
            value: <EnumBadge catalogue={constructionStatus} value={construction.status} />,
          },
          // Days the staff chose (SPEC §5 "Works dates"): no time of day to show.
          { term: 'Date de début', value: formatDate(construction.startDate) },
          { term: 'Date de fin', value: formatDate(construction.endDate) },
        ]}
      />
      <RecordSection title="PV de fin de chantier">
        <Table caption="PV de fin de chantier du projet">
          <THead>
            <tr>
              <Th>RID</Th>
              <Th>Professionnel</Th>
              <Th>Statut</Th>
              <Th>Date d&apos;effet</Th>
              <Th>Envoyé le</Th>
              <Th>Sans réserve</Th>
            </tr>
          </THead>
          <TBody>
            {construction.worksAcceptances.length === 0 ? (
              <TableEmptyRow colSpan={6}>Aucun PV de fin de chantier.</TableEmptyRow>
            ) : (
              construction.worksAcceptances.map((acceptance) => (
                <Tr key={acceptance.id}>
                  <Td>
                    <RecordLink href={pathFor('worksAcceptanceView', { id: acceptance.id })}>
                      {acceptance.rid}
                    </RecordLink>
                  </Td>
                  <Td>
                    <UserLink user={acceptance.owner} />
                  </Td>
                  <Td kind="status">
                    <EnumBadge catalogue={worksAcceptanceStatus} value={acceptance.status} />
                  </Td>
                  <Td kind="date">{formatDate(acceptance.effectiveDate)}</Td>
                  <Td kind="datetime">{formatDateTime(acceptance.dispatchedAt)}</Td>
                  <Td>{acceptance.unconditional ? 'Oui' : 'Non'}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      </RecordSection>
    </div>
  );
}
