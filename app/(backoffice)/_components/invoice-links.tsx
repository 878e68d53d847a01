import { RecordLink } from '@/components/record/related-links';
import { pathFor } from '@/lib/access';
import type { ProjectSummary, UserSummary } from '@/lib/domain/schemas';

/** "Prénom Nom (C1234)", or the RID alone when the gateway sends no name. */
export function personName(user: UserSummary): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.rid})` : user.rid;
}

/** The recipient or owner of an invoice, opening their user view. */
export function RecipientLink({ user }: { user: UserSummary }) {
  return <RecordLink href={pathFor('userView', { id: user.id })}>{personName(user)}</RecordLink>;
}

/** "P1234 · Rénovation de salle de bain", opening the project view. */
export function ProjectLink({ project }: { project: ProjectSummary }) {
  const label = project.workNeed.label ? `${project.rid} · ${project.workNeed.label}` : project.rid;
  return <RecordLink href={pathFor('projectView', { id: project.id })}>{label}</RecordLink>;
}

export function yesNo(value: boolean): string {
  return value ? 'Oui' : 'Non';
}
