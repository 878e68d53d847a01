import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { ExplainedStatus } from '@/components/record/explained-status';
import { RecordHeader } from '@/components/record/record-header';
import { RecordSection } from '@/components/record/record-section';
import { RecordLink, RelatedLinks, type RelatedLink } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { pathFor } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { formatDateTime } from '@/lib/domain/dates';
import {
  matchStatus,
  positionableStatus,
  projectStatus,
  projectTag,
  visibilityStatus,
} from '@/lib/domain/enums';
import { formatShare } from '@/lib/domain/money';
import type { Match, Project } from '@/lib/domain/schemas';
import { NotFoundError } from '@/lib/gateway/errors';
import { getMatch } from '@/lib/gateway/matches';
import { getProject } from '@/lib/gateway/projects';
import { MatchActions } from './_components/match-actions';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import {
  keptListParams,
  ListBreadcrumb,
  listContextOf,
} from '@/app/(backoffice)/_components/list-breadcrumb';
import { recordTitle } from '@/lib/access/record-title';

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A read that answers null on a 404 (and ends the session on a 401/403, as every page read). */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}

/** One gateway read per request, shared by the title and the page. */
const readMatch = cache(async (id: string) => {
  const session = await requireAccess('matchView');
  const match = await orNull(() => getMatch(session.token, id));
  if (!match) notFound();
  return { session, match };
});

const proNameOf = (match: Match) => `${match.user.firstName} ${match.user.lastName}`.trim() || match.user.rid;

export async function generateMetadata({ params }: Pick<PageProps, 'params'>): Promise<Metadata> {
  const { match } = await readMatch((await params).id);
  return recordTitle('matchView', `${match.project.rid} – ${proNameOf(match)}`);
}

/** The relationship the match opened, once accepted: the project lists its relationships. */
function relationshipOf(match: Match, project: Project | null) {
  if (match.status !== 'ACCEPTED' || !project) return undefined;
  return project.professionals.relationships.find((relationship) => relationship.user.id === match.user.id);
}

function TagList({ tags }: { tags: readonly Match['project']['tags'][number][] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <EnumBadge key={tag} catalogue={projectTag} value={tag} />
      ))}
    </span>
  );
}

/** The match view (SPEC §2): the professional, the project and its tags, the three statuses explained. */
export default async function MatchViewPage({ params, searchParams }: PageProps) {
  const { session, match } = await readMatch((await params).id);
  const search = await searchParams;
  // The project's status decides whether the match may still be accepted.
  const project = await orNull(() => getProject(session.token, match.project.id));
  const relationship = relationshipOf(match, project);
  const proName = proNameOf(match);
  const proHref = pathFor('userView', { id: match.user.id });
  const projectHref = pathFor('projectView', { id: match.project.id });
  const links: RelatedLink[] = [
    ...(relationship
      ? [{ href: pathFor('relationshipView', { id: relationship.id }), label: 'Voir la mise en relation' }]
      : []),
    {
      href: `${pathFor('matches')}?${new URLSearchParams({ projectId: match.project.id })}`,
      label: 'Voir les matches du projet',
    },
    {
      href: `${pathFor('matches')}?${new URLSearchParams({ userId: match.user.id })}`,
      label: 'Voir les matches du professionnel',
    },
  ];

  return (
    <>
      <RecordHeader
        record={{ type: 'matchView', id: match.id }}
        breadcrumb={
          <ListBreadcrumb list="matches" recordId={match.id} searchParams={search} session={session} />
        }
        title={`Match ${match.project.rid} – ${proName}`}
        status={<EnumBadge catalogue={matchStatus} value={match.status} />}
        statusChange={{ targetType: 'matchView', targetId: match.id, roles: session.user.roles }}
        subtitle={match.project.workNeed.label}
        identifiers={[{ label: 'Id', value: match.id }]}
      />
      <div className="mb-6 flex flex-col gap-4">
        <MatchActions match={match} projectStatus={project?.status ?? null} roles={session.user.roles} />
        <RelatedLinks label="Liens vers les données du match" links={links} />
      </div>
      <RecordWithJournal
        targetType="matchView"
        targetId={match.id}
        roles={session.user.roles}
        basePath={pathFor('matchView', { id: match.id })}
        searchParams={search}
        keep={keptListParams(listContextOf('matches', search))}
      >
        <div className="grid gap-4 lg:grid-cols-2">
          <RecordSection
            title="Professionnel"
            items={[
              { term: 'Nom', value: <RecordLink href={proHref}>{proName}</RecordLink> },
              { term: 'RID', value: match.user.rid },
              { term: 'E-mail', value: match.user.email },
            ]}
          />
          <RecordSection
            title="Projet"
            items={[
              { term: 'RID', value: <RecordLink href={projectHref}>{match.project.rid}</RecordLink> },
              { term: 'Travaux', value: match.project.workNeed.label },
              {
                term: 'Ville',
                value: match.project.address
                  ? `${match.project.address.cityName} (${match.project.address.postalCode})`
                  : null,
              },
              {
                term: 'Statut du projet',
                value: project ? <EnumBadge catalogue={projectStatus} value={project.status} /> : null,
              },
              {
                term: 'Tags',
                value: match.project.tags.length > 0 ? <TagList tags={match.project.tags} /> : null,
              },
            ]}
          />
          <RecordSection
            title="Statuts"
            columns={1}
            items={[
              {
                term: 'Statut du match',
                value: <ExplainedStatus catalogue={matchStatus} value={match.status} />,
              },
              {
                term: 'Positionnement',
                value: <ExplainedStatus catalogue={positionableStatus} value={match.positionableStatus} />,
              },
              {
                term: 'Visibilité',
                value: <ExplainedStatus catalogue={visibilityStatus} value={match.visibilityStatus} />,
              },
            ]}
          />
          <RecordSection
            title="Acceptation et dates"
            columns={1}
            items={[
              {
                term: "Probabilité d'acceptation par le particulier",
                value: formatShare(match.partAcceptanceProbability) || 'Non calculée',
              },
              { term: 'Créé le', value: formatDateTime(match.createdAt) },
              { term: 'Date du statut', value: formatDateTime(match.statusDate) },
            ]}
          />
        </div>
      </RecordWithJournal>
    </>
  );
}
