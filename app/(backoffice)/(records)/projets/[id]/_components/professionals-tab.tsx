import { RecordLink, RelatedLinks } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { EMPTY_VALUE } from '@/components/ui/description-list';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access/paths';
import { formatDateTime } from '@/lib/domain/dates';
import {
  acceptanceMode,
  positioningMode,
  relationshipStatus,
  relationshipStatusReason,
} from '@/lib/domain/enums';
import type { Role } from '@/lib/domain/roles';
import type { Project, Relationship } from '@/lib/domain/schemas';
import { StartDiscussionButton } from '@/app/(backoffice)/_components/start-discussion-button';
import { UserLink } from '@/app/(backoffice)/_components/user-link';

/** A match's id is the project id and the professional id joined (SPEC §3). */
export function matchIdOf(projectId: string, professionalId: string): string {
  return `${projectId}_${professionalId}`;
}

function reasonsOf(relationship: Relationship): string[] {
  const reasons = relationship.statusReasons
    .filter((reason) => reason !== 'OTHER' || !relationship.statusOtherReason)
    .map((reason) => relationshipStatusReason.label(reason));
  if (relationship.statusOtherReason) reasons.push(relationship.statusOtherReason);
  return reasons;
}

/**
 * Short values with their labels inside one cell, a dash for each missing one: beside them, or
 * under them (`stacked`) where the values are words that would otherwise widen the column.
 */
function LabelledValues({
  values,
  stacked = false,
}: {
  values: readonly (readonly [label: string, value: string])[];
  stacked?: boolean;
}) {
  return (
    <dl
      className={
        stacked
          ? 'flex flex-col [&>div+div>dt]:mt-1'
          : 'grid grid-cols-[auto_auto] items-baseline gap-x-3 gap-y-0.5'
      }
    >
      {values.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs whitespace-nowrap text-fg-muted">{label}</dt>
          <dd>{value || EMPTY_VALUE}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Professionals tab: each professional positioned on the project, with their relationship and match.
 * The modes and the four dates of a relationship share a cell each, so the table fits a laptop's
 * screen without hiding any of them behind a scroll.
 */
export function ProfessionalsTab({ project, roles }: { project: Project; roles: readonly Role[] }) {
  const { relationships } = project.professionals;
  // The project discussion a professional belongs to, opened straight from their row.
  const discussionWith = (userId: string) =>
    project.messaging.discussions.find((discussion) =>
      discussion.members.some((member) => member.id === userId),
    )?.id;
  return (
    <div className="flex flex-col gap-4">
      <RelatedLinks
        label="Liens vers les matches du projet"
        links={[
          {
            href: `${pathFor('matches')}?${new URLSearchParams({ projectId: project.id })}`,
            label: 'Voir les matches du projet',
          },
        ]}
      />
      <Table caption="Professionnels du projet">
        <THead>
          <tr>
            <Th>Professionnel</Th>
            <Th>Statut et motifs</Th>
            <Th>Mise en relation</Th>
            <Th>Dates</Th>
            <Th>Liens</Th>
          </tr>
        </THead>
        <TBody>
          {relationships.length === 0 ? (
            <TableEmptyRow colSpan={5}>Aucun professionnel positionné.</TableEmptyRow>
          ) : (
            relationships.map((relationship) => {
              const reasons = reasonsOf(relationship);
              const discussionId = discussionWith(relationship.user.id);
              return (
                <Tr key={relationship.id}>
                  <Td>
                    <UserLink user={relationship.user} />
                  </Td>
                  <Td>
                    <EnumBadge catalogue={relationshipStatus} value={relationship.status} />
                    {reasons.length > 0 ? (
                      <ul aria-label="Motifs" className="mt-1 flex flex-col gap-0.5 text-xs text-fg-muted">
                        {reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Td>
                  <Td>
                    <LabelledValues
                      stacked
                      values={[
                        ['Positionnement', positioningMode.label(relationship.positioningMode)],
                        ['Acceptation', acceptanceMode.label(relationship.acceptanceMode)],
                      ]}
                    />
                  </Td>
                  <Td kind="datetime">
                    <LabelledValues
                      values={[
                        ['Positionné le', formatDateTime(relationship.positionedAt)],
                        ['Accepté le', formatDateTime(relationship.acceptedAt)],
                        ['Rendez-vous', formatDateTime(relationship.meetingDateTime)],
                        ['Date du statut', formatDateTime(relationship.statusDate)],
                      ]}
                    />
                  </Td>
                  <Td>
                    <span className="flex flex-col gap-0.5 whitespace-nowrap">
                      <RecordLink href={pathFor('relationshipView', { id: relationship.id })}>
                        Mise en relation
                      </RecordLink>
                      <RecordLink
                        href={pathFor('matchView', { id: matchIdOf(project.id, relationship.user.id) })}
                      >
                        Match
                      </RecordLink>
                      {discussionId ? (
                        <RecordLink href={pathFor('discussionView', { id: discussionId })}>
                          Discussion
                        </RecordLink>
                      ) : null}
                    </span>
                    <div className="mt-2">
                      <StartDiscussionButton user={relationship.user} roles={roles} size="sm" />
                    </div>
                  </Td>
                </Tr>
              );
            })
          )}
        </TBody>
      </Table>
    </div>
  );
}
