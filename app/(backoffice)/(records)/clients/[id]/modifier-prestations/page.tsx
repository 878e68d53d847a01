import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { RecordHeader } from '@/components/record/record-header';
import { tabHref } from '@/components/record/record-tabs';
import { canActOn, pathFor, ROUTES, targetKindOf, type TargetKind } from '@/lib/access';
import { readOrExpire } from '@/lib/auth/gateway-read';
import { requireAccess } from '@/lib/auth/session';
import { NotFoundError } from '@/lib/gateway/errors';
import { getUser } from '@/lib/gateway/users';
import { getDepartments, getJobs, getUserWorks, getWorkTypes } from '@/lib/gateway/works';
import { WorksEditor } from './_components/after-load';
import { versionToken } from '@/lib/changes/version';

export const metadata: Metadata = { title: ROUTES.userWorkTypes.title };

interface PageProps {
  params: Promise<{ id: string }>;
}

/** Edit a professional's works against the catalogue (SPEC §2); saving returns to the prestations tab. */
export default async function EditUserWorksPage({ params }: PageProps) {
  const session = await requireAccess('userWorkTypes');
  const { id } = await params;
  const read = async () => {
    const [user, works, jobs, departments, types] = await Promise.all([
      getUser(session.token, id),
      getUserWorks(session.token, id),
      getJobs(session.token),
      getDepartments(session.token),
      getWorkTypes(session.token),
    ]);
    return { user, works, jobs, departments, types };
  };
  let data: Awaited<ReturnType<typeof read>>;
  try {
    data = await readOrExpire(read);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
  const { user, works, jobs, departments, types } = data;
  // Only a professional has work types: the same rule as the save action's. A type the gateway
  // sends that we do not know still shows the editor; saving reads the type again and refuses it.
  const kind: TargetKind | undefined = targetKindOf(user.type);
  if (kind && !canActOn(session.user, 'editWorkTypes', { kind, id: user.id })) notFound();
  const qualified = new Set(works.qualifiedTypes);
  const userPath = pathFor('userView', { id: user.id });
  const back = tabHref(userPath, 'prestations');

  return (
    <>
      <RecordHeader
        breadcrumb={<Link href={back}>Retour à la fiche client</Link>}
        title={ROUTES.userWorkTypes.title}
        subtitle={`${user.firstName} ${user.lastName}`}
        identifiers={[{ label: 'RID', value: user.rid }]}
      />
      <WorksEditor
        version={versionToken('works', works, { id: user.id })}
        cancelHref={back}
        catalogue={{ jobs, departments, types }}
        initial={{
          id: user.id,
          departments: works.departments,
          jobs: works.jobs,
          types: works.types.map((typeId) => ({ id: typeId, insured: qualified.has(typeId) })),
        }}
      />
    </>
  );
}
