import { RecordLink } from '@/components/record/related-links';
import { Badge, EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { formatDate } from '@/lib/domain/dates';
import { requirementStatus } from '@/lib/domain/enums';
import {
  groupRequirementLines,
  REQUIREMENT_GROUPS,
  requirementAnchor,
  type RequirementLine,
} from '../_lib/requirements';

function RequirementItem({ line }: { line: RequirementLine }) {
  const { requirement, parents, document } = line;
  return (
    <li
      id={requirementAnchor(line.account, requirement.code)}
      data-requirement={requirement.code}
      className="flex scroll-mt-24 flex-wrap items-center gap-x-2 gap-y-1 text-sm target:rounded-sm target:bg-warning-soft"
    >
      <span className="font-medium text-fg">
        {parents.length > 0 ? (
          <span className="font-normal text-fg-muted">{parents.join(' › ')} › </span>
        ) : null}
        {requirement.label}
      </span>
      <EnumBadge catalogue={requirementStatus} value={requirement.status} />
      {requirement.mandatory ? <Badge tone="info">Obligatoire</Badge> : <Badge>Facultatif</Badge>}
      {document ? (
        <RecordLink href={pathFor('documentView', { id: document.id })} className="text-xs">
          Document : {document.name}
        </RecordLink>
      ) : requirement.documentType ? (
        <span className="text-xs text-fg-muted">Document attendu : {requirement.documentType.name}</span>
      ) : null}
      {requirement.expireAt ? (
        <span className="text-xs whitespace-nowrap text-fg-muted">
          Expire le {formatDate(requirement.expireAt)}
        </span>
      ) : null}
    </li>
  );
}

/** A registration's requirements in three groups: what blocks, what is under way, what is done. */
export function RequirementGroups({ lines }: { lines: readonly RequirementLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-fg-muted">Aucune exigence.</p>;
  const groups = groupRequirementLines(lines);
  return (
    <div className="flex flex-col gap-4">
      {REQUIREMENT_GROUPS.filter(({ key }) => groups[key].length > 0).map(({ key, label }) => (
        <section key={key} data-requirement-group={key} aria-label={`Exigences ${label.toLowerCase()}`}>
          <h4 className="mb-2 text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {label} ({groups[key].length})
          </h4>
          <ul className="flex flex-col gap-2">
            {groups[key].map((line) => (
              <RequirementItem key={`${line.account}-${line.requirement.code}`} line={line} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
