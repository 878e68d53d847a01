import { RecordLink } from '@/components/record/related-links';
import { pathFor } from '@/lib/access/paths';
import type { Document, ProjectSummary, UserSummary } from '@/lib/domain/schemas';
import { personLabel } from '@/lib/domain/people';

export { personLabel };

/** A person named in a record, opening their user view (a staff member's credentials view). */
export function PersonLink({ person }: { person: UserSummary }) {
  const href =
    person.type === 'LMSG'
      ? pathFor('credentialsView', { id: person.id })
      : pathFor('userView', { id: person.id });
  return <RecordLink href={href}>{personLabel(person)}</RecordLink>;
}

/** "P1234 · Rénovation de salle de bains", opening the project view. */
export function ProjectLink({ project }: { project: Pick<ProjectSummary, 'id' | 'rid' | 'workNeed'> }) {
  return (
    <RecordLink href={pathFor('projectView', { id: project.id })}>
      {project.rid} · {project.workNeed.label}
    </RecordLink>
  );
}

/** A document's two pages: the viewer (the file itself) and its record (metadata). */
export function DocumentLinks({ document }: { document: Pick<Document, 'id' | 'name'> }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3 gap-y-1">
      <RecordLink href={pathFor('documentViewer', { id: document.id })}>
        Voir le document<span className="sr-only"> {document.name}</span>
      </RecordLink>
      <RecordLink href={pathFor('documentView', { id: document.id })}>
        Fiche du document<span className="sr-only"> {document.name}</span>
      </RecordLink>
    </span>
  );
}

export function yesNo(value: boolean): string {
  return value ? 'Oui' : 'Non';
}
