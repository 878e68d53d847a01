import { RecordLink, RelatedLinks } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { pathFor } from '@/lib/access';
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

/** Professionals tab: each professional positioned on the project, with their relationship and match. */
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
            <Th>Liens</Th>
            <Th>Statut</Th>
            <Th>Motifs</Th>
            <Th>Positionnement</Th>
            <Th>Acceptation</Th>
            <Th>Positionné le</Th>
            <Th>Accepté le</Th>
            <Th>Rendez-vous</Th>
            <Th>Date du statut</Th>
          </tr>
        </THead>
        <TBody>
          {relationships.length === 0 ? (
            <TableEmptyRow colSpan={10}>Aucun professionnel positionné.</TableEmptyRow>
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
                  <Td>
                    <EnumBadge catalogue={relationshipStatus} value={relationship.status} />
                  </Td>
                  <Td>
                    {reasons.length > 0 ? (
                      <ul className="flex flex-col gap-0.5">
                        {reasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Td>
                  <Td>{positioningMode.label(relationship.positioningMode)}</Td>
                  <Td>{acceptanceMode.label(relationship.acceptanceMode)}</Td>
                  <Td>{formatDateTime(relationship.positionedAt)}</Td>
                  <Td>{formatDateTime(relationship.acceptedAt)}</Td>
                  <Td>{formatDateTime(relationship.meetingDateTime)}</Td>
                  <Td>{formatDateTime(relationship.statusDate)}</Td>
                </Tr>
              );
            })
          )}
        </TBody>
      </Table>
    </div>
  );
}
