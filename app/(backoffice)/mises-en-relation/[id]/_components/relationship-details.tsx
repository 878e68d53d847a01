import { RecordLink } from '@/components/record/related-links';
import { RecordSection } from '@/components/record/record-section';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access/paths';
import { formatDate, formatDateTime } from '@/lib/domain/dates';
import {
  acceptanceMode,
  positioningMode,
  relationshipStatus,
  relationshipStatusReason,
} from '@/lib/domain/enums';
import type { Relationship, UserSummary } from '@/lib/domain/schemas';

/** "First Last", or the RID when the gateway gives no name (an anonymised account). */
export function professionalName(user: UserSummary): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.rid;
}

/** Every field of the SPEC §3 relationship, in four cards. */
export function RelationshipDetails({ relationship }: { relationship: Relationship }) {
  const { user, project } = relationship;
  const locality = project.address ? `${project.address.postalCode} ${project.address.cityName}` : null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <RecordSection
        title="Professionnel"
        items={[
          {
            term: 'Nom',
            value: (
              <RecordLink href={pathFor('userView', { id: user.id })}>{professionalName(user)}</RecordLink>
            ),
          },
          { term: 'RID', value: user.rid },
          { term: 'Email', value: user.email },
        ]}
      />
      <RecordSection
        title="Projet"
        items={[
          {
            term: 'RID',
            value: <RecordLink href={pathFor('projectView', { id: project.id })}>{project.rid}</RecordLink>,
          },
          { term: 'Besoin', value: project.workNeed.label },
          { term: 'Ville', value: locality },
        ]}
      />
      <RecordSection
        title="Suivi"
        items={[
          {
            term: 'Statut',
            value: <EnumBadge catalogue={relationshipStatus} value={relationship.status} />,
          },
          { term: 'Date du statut', value: formatDate(relationship.statusDate) },
          { term: 'Mode de positionnement', value: positioningMode.label(relationship.positioningMode) },
          { term: "Mode d'acceptation", value: acceptanceMode.label(relationship.acceptanceMode) },
          { term: 'Date de positionnement', value: formatDate(relationship.positionedAt) },
          { term: "Date d'acceptation", value: formatDate(relationship.acceptedAt) },
          { term: 'Date du rendez-vous', value: formatDateTime(relationship.meetingDateTime) },
        ]}
      />
      <RecordSection
        title="Commentaire et motifs"
        columns={1}
        items={[
          {
            term: 'Commentaire',
            value: relationship.comment ? (
              <span className="whitespace-pre-line">{relationship.comment}</span>
            ) : null,
          },
          {
            term: 'Motifs du statut',
            value:
              relationship.statusReasons.length > 0 ? (
                <ul className="flex flex-wrap gap-2" aria-label="Motifs du statut">
                  {relationship.statusReasons.map((reason) => (
                    <li key={reason}>
                      <EnumBadge catalogue={relationshipStatusReason} value={reason} />
                    </li>
                  ))}
                </ul>
              ) : null,
          },
          { term: 'Autre motif', value: relationship.statusOtherReason },
        ]}
      />
    </div>
  );
}
