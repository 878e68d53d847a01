import type { SelectOption } from '@/components/ui/field';
import type { Project, UserSummary } from '@/lib/domain/schemas';

function nameOf(user: UserSummary): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || user.rid;
}

/**
 * The professionals a quote or a works acceptance of the project may belong to: the contractor
 * first, then each professional with a relationship on the project, whatever its status (a quote
 * signed outside the platform may come from one who withdrew since).
 */
export function projectProfessionals(project: Project): UserSummary[] {
  const { contractor } = project.contractualization;
  const all = [
    ...(contractor ? [contractor] : []),
    ...project.professionals.relationships.map((r) => r.user),
  ];
  return all.filter((user, index) => all.findIndex((other) => other.id === user.id) === index);
}

/** Those professionals as the options of a select, the contractor named as such. */
export function professionalOptions(project: Project, only?: readonly string[]): SelectOption[] {
  const contractorId = project.contractualization.contractor?.id;
  return projectProfessionals(project)
    .filter((user) => !only || only.includes(user.id))
    .map((user) => ({
      value: user.id,
      label: `${nameOf(user)} (${user.rid})${user.id === contractorId ? ' — titulaire du contrat' : ''}`,
    }));
}
