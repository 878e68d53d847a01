import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import { worksAcceptanceStatus } from '@/lib/domain/enums';
import type { WorksAcceptance } from '@/lib/domain/schemas';
import { WORKS_ACCEPTANCE_MESSAGES as M } from '@/lib/contracts/messages';
import { DocumentLinks, PersonLink, ProjectLink } from '@/app/(backoffice)/_components/contract-links';

/** Every field of the SPEC §3 works acceptance. */
export function WorksAcceptanceDetails({ acceptance }: { acceptance: WorksAcceptance }) {
  const { project } = acceptance;
  return (
    <div className="flex flex-col gap-6">
      <RecordSection
        title="Procès-verbal"
        items={[
          { term: 'Professionnel', value: <PersonLink person={acceptance.owner} /> },
          {
            term: 'Réserves',
            value: acceptance.unconditional ? M.unconditional : M.withReservations,
          },
          {
            term: 'Document',
            value: (
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>{acceptance.document.name}</span>
                <DocumentLinks document={acceptance.document} />
              </span>
            ),
          },
        ]}
      />
      <RecordSection
        title="Projet"
        items={[
          { term: 'Projet', value: <ProjectLink project={project} /> },
          { term: 'Propriétaire du projet', value: <PersonLink person={project.owner} /> },
          { term: 'Besoin', value: project.workNeed.label },
          {
            term: 'Adresse',
            value: project.address ? `${project.address.postalCode} ${project.address.cityName}` : null,
          },
        ]}
      />
      <RecordSection
        title="Statut et dates"
        items={[
          {
            term: 'Statut',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <EnumBadge catalogue={worksAcceptanceStatus} value={acceptance.status} />
                <span className="text-fg-muted">depuis le {formatDateTime(acceptance.statusDate)}</span>
              </span>
            ),
          },
          { term: "Date d'envoi", value: formatDateTime(acceptance.dispatchedAt) },
          { term: 'Date de réception des travaux', value: formatDate(acceptance.effectiveDate) },
        ]}
      />
    </div>
  );
}
