import type { ReactNode } from 'react';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { formatDateTime } from '@/lib/domain/dates';
import { optionCode, optionStatus, projectCancelReason, projectStatus, projectTag } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { Project } from '@/lib/domain/schemas';
import { UserLink } from '@/app/(backoffice)/_components/user-link';

function Badges({ children }: { children: ReactNode }) {
  return <span className="flex flex-wrap items-center gap-1.5">{children}</span>;
}

/** Summary tab: who, what, where, when, the budget, and the options the owner took. */
export function SummaryTab({ project }: { project: Project }) {
  const { address, budget } = project;
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title="Projet"
        columns={3}
        items={[
          { term: 'RID', value: project.rid },
          { term: 'Besoin', value: project.workNeed.label },
          { term: 'Code du besoin', value: project.workNeed.bsku },
          { term: 'Statut', value: <EnumBadge catalogue={projectStatus} value={project.status} /> },
          {
            term: 'Motifs du statut',
            value:
              project.statusReasons.length > 0 ? (
                <ul className="flex flex-col gap-0.5">
                  {project.statusReasons.map((reason) => (
                    <li key={reason}>{projectCancelReason.label(reason)}</li>
                  ))}
                </ul>
              ) : null,
          },
          { term: 'Propriétaire', value: <UserLink user={project.owner} /> },
          { term: 'Date de publication', value: formatDateTime(project.publicationDate) },
          { term: 'Dernier événement', value: formatDateTime(project.lastEventDate) },
          { term: 'Adresse', value: `${address.postalCode} ${address.cityName}` },
          {
            term: 'Étiquettes',
            value:
              project.tags.length > 0 ? (
                <Badges>
                  {project.tags.map((tag) => (
                    <EnumBadge key={tag} catalogue={projectTag} value={tag} />
                  ))}
                </Badges>
              ) : null,
          },
          {
            term: 'Programmes commerciaux',
            value:
              project.commercialPrograms.length > 0 ? (
                <ul className="flex flex-col gap-0.5">
                  {project.commercialPrograms.map((program) => (
                    <li key={program.code}>{program.label || program.code}</li>
                  ))}
                </ul>
              ) : null,
          },
        ]}
      />
      <RecordSection
        title="Budget"
        columns={3}
        items={[
          { term: 'Minimum', value: formatEuros(budget.min) },
          { term: 'Moyen', value: formatEuros(budget.medium) },
          { term: 'Maximum', value: formatEuros(budget.max) },
        ]}
      />
      <RecordSection title="Options">
        <Table caption="Options du projet">
          <THead>
            <tr>
              <Th>Option</Th>
              <Th>Statut</Th>
              <Th>Date du statut</Th>
              <Th>Date d&apos;activation</Th>
            </tr>
          </THead>
          <TBody>
            {project.options.length === 0 ? (
              <TableEmptyRow colSpan={4}>Aucune option.</TableEmptyRow>
            ) : (
              project.options.map((option) => (
                <Tr key={option.code}>
                  <Td>{optionCode.label(option.code)}</Td>
                  <Td kind="status">
                    <EnumBadge catalogue={optionStatus} value={option.status} />
                  </Td>
                  <Td kind="datetime">{formatDateTime(option.statusDate)}</Td>
                  <Td kind="datetime">{formatDateTime(option.activatedAt)}</Td>
                </Tr>
              ))
            )}
          </TBody>
        </Table>
      </RecordSection>
    </div>
  );
}
