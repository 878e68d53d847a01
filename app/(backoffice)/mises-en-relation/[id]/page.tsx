import type { Metadata } from 'next';
import { cache } from 'react';
import Link from 'next/link';
import { RecordHeader } from '@/components/record/record-header';
import { tabHref } from '@/components/record/record-tabs';
import { RelatedLinks } from '@/components/record/related-links';
import { EnumBadge } from '@/components/ui/badge';
import { canRunAction, pathFor } from '@/lib/access';
import { orNotFound } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { relationshipStatus } from '@/lib/domain/enums';
import { getRelationship } from '@/lib/gateway/relationships';
import { professionalName, RelationshipDetails } from './_components/relationship-details';
import { RelationshipActions } from './_components/relationship-actions';
import { UpdateRelationshipForm } from './_components/after-load';
import { statusChangeBlocker } from '@/lib/relationships/rules';
import { relationshipFormValues } from './schema';
import { RecordWithJournal } from '@/app/(backoffice)/_components/record-journal';
import { recordTitle } from '@/lib/access/record-title';
import { versionToken } from '@/lib/changes/version';

/** One gateway read per request, shared by the title and the page. */
const readRelationship = cache(async (id: string) => {
  const session = await requireAccess('relationshipView');
  return { session, relationship: await orNotFound(() => getRelationship(session.token, id)) };
});

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }): Promise<Metadata> {
  const { relationship } = await readRelationship((await params).id);
  return recordTitle(
    'relationshipView',
    `${professionalName(relationship.user)} – ${relationship.project.rid}`,
  );
}

/** The `?tab=` key of the project view's professionals tab (app/(backoffice)/(records)/projets/[id]). */
const PROJECT_PROFESSIONALS_TAB = 'professionnels';

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The relationship view (SPEC §2 "mise en relation"): the professional, the project, the follow-up and the actions. */
export default async function RelationshipViewPage({ params, searchParams }: PageProps) {
  const { session, relationship } = await readRelationship((await params).id);
  const { user, project } = relationship;
  const projectPath = pathFor('projectView', { id: project.id });
  const mayUpdate = canRunAction(session.user.roles, 'updateRelationship');
  const initial = relationshipFormValues(relationship);
  const version = versionToken('relationship', relationship);

  return (
    <>
      <RecordHeader
        record={{ type: 'relationshipView', id: relationship.id }}
        breadcrumb={<Link href={projectPath}>Projet {project.rid}</Link>}
        title={`${professionalName(user)} sur le projet ${project.rid}`}
        status={<EnumBadge catalogue={relationshipStatus} value={relationship.status} />}
        statusChange={{
          targetType: 'relationshipView',
          targetId: relationship.id,
          roles: session.user.roles,
        }}
        subtitle={project.workNeed.label}
        identifiers={[{ label: 'Id', value: relationship.id }]}
      />
      <div className="mb-6 flex flex-col gap-4">
        <RelationshipActions relationship={relationship} version={version} allowed={mayUpdate} />
        <RelatedLinks
          label="Liens vers les données de la mise en relation"
          links={[
            { href: pathFor('matchView', { id: `${project.id}_${user.id}` }), label: 'Voir le match' },
            {
              href: tabHref(projectPath, PROJECT_PROFESSIONALS_TAB),
              label: 'Voir les professionnels du projet',
            },
          ]}
        />
      </div>
      <RecordWithJournal
        targetType="relationshipView"
        targetId={relationship.id}
        roles={session.user.roles}
        basePath={pathFor('relationshipView', { id: relationship.id })}
        searchParams={await searchParams}
      >
        <div className="flex flex-col gap-6">
          <RelationshipDetails relationship={relationship} />
          {mayUpdate ? (
            <UpdateRelationshipForm
              id={relationship.id}
              version={version}
              initial={initial}
              statusBlocker={statusChangeBlocker(relationship.status)}
            />
          ) : null}
        </div>
      </RecordWithJournal>
    </>
  );
}
