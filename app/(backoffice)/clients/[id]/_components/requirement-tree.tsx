import { Badge, EnumBadge } from '@/components/ui/badge';
import { requirementStatus } from '@/lib/domain/enums';
import { formatDate } from '@/lib/domain/dates';
import type { Requirement } from '@/lib/domain/schemas';

/** A registration's requirements, nested as the gateway sends them, each with its status badge. */
export function RequirementTree({
  requirements,
  nested = false,
}: {
  requirements: readonly Requirement[];
  nested?: boolean;
}) {
  if (requirements.length === 0) {
    return nested ? null : <p className="text-sm text-fg-muted">Aucune exigence.</p>;
  }
  return (
    <ul
      className={nested ? 'mt-2 ml-5 flex flex-col gap-2 border-l border-border pl-4' : 'flex flex-col gap-3'}
    >
      {requirements.map((requirement) => (
        <li key={requirement.code} data-requirement={requirement.code}>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-fg">{requirement.label}</span>
            <EnumBadge catalogue={requirementStatus} value={requirement.status} />
            {requirement.mandatory ? <Badge tone="info">Obligatoire</Badge> : <Badge>Facultatif</Badge>}
            {requirement.documentType ? (
              <span className="text-xs text-fg-muted">Document : {requirement.documentType.name}</span>
            ) : null}
            {requirement.expireAt ? (
              <span className="text-xs text-fg-muted">Expire le {formatDate(requirement.expireAt)}</span>
            ) : null}
          </div>
          <RequirementTree requirements={requirement.children} nested />
        </li>
      ))}
    </ul>
  );
}
