import { RecordLink } from '@/components/record/related-links';
import { pathFor } from '@/lib/access/paths';
import type { ProjectSummary } from '@/lib/domain/schemas';
import { personLabel, yesNo } from './contract-links';
import { UserLink } from './user-link';

/** "Prénom Nom (C1234)", or the RID alone when the gateway sends no name. */
export const personName = personLabel;
export { yesNo };

/** The recipient or owner of an invoice, opening their user view. */
export const RecipientLink = UserLink;

/** "P1234 · Rénovation de salle de bain", opening the project view. */
export function ProjectLink({ project }: { project: ProjectSummary }) {
  const label = project.workNeed.label ? `${project.rid} · ${project.workNeed.label}` : project.rid;
  return <RecordLink href={pathFor('projectView', { id: project.id })}>{label}</RecordLink>;
}
