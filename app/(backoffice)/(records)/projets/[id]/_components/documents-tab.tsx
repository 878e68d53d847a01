import type { SelectOption } from '@/components/ui/field';
import { canRunAction } from '@/lib/access';
import { versionToken } from '@/lib/changes/version';
import type { Role } from '@/lib/domain/roles';
import type { Project, UserSummary } from '@/lib/domain/schemas';
import { ProjectDocuments } from './after-load';

export interface DocumentsTabProps {
  project: Project;
  roles: readonly Role[];
}

function nameOf(user: UserSummary): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email || user.rid;
}

/** Who documents may be added for: the owner, then each professional positioned on the project. */
function ownersOf(project: Project): SelectOption[] {
  const options: SelectOption[] = [
    { value: project.owner.id, label: `Propriétaire : ${nameOf(project.owner)} (${project.owner.rid})` },
  ];
  for (const { user } of project.professionals.relationships) {
    if (options.some((option) => option.value === user.id)) continue;
    options.push({ value: user.id, label: `Professionnel : ${nameOf(user)} (${user.rid})` });
  }
  return options;
}

/**
 * The project's documents: name, type, status and date, each opening its document view; upload
 * and deletion for the roles the role table lets change them (editProjectDocuments).
 */
export function DocumentsTab({ project, roles }: DocumentsTabProps) {
  const canEdit = canRunAction(roles, 'editProjectDocuments');
  return (
    <ProjectDocuments
      projectId={project.id}
      version={versionToken('project', project)}
      documents={project.details.documents.map(({ id, name, type, status, createdAt }) => ({
        id,
        name,
        type,
        status,
        createdAt,
      }))}
      canEdit={canEdit}
      owners={canEdit ? ownersOf(project) : []}
    />
  );
}
