import { RecordSection } from '@/components/record/record-section';
import type { Department, Job, UserWorks, WorkType } from '@/lib/domain/schemas';
import { WorkTypeFlags } from './work-type-flags';

export interface WorksTabProps {
  works: UserWorks;
  catalogue: { jobs: Job[]; departments: Department[]; types: WorkType[] };
  /** The "Modifier les prestations" link, for the roles that may edit. */
  editLink?: React.ReactNode;
}

/** The catalogue's families that hold at least one of the user's types, with only those types. */
export function selectedTree(types: readonly WorkType[], selected: ReadonlySet<string>): WorkType[] {
  return types.flatMap((type) => {
    if (type.children.length === 0) return selected.has(type.id) ? [type] : [];
    const children = selectedTree(type.children, selected);
    return children.length > 0 ? [{ ...type, children }] : [];
  });
}

function TypeTree({ types, qualified }: { types: readonly WorkType[]; qualified: ReadonlySet<string> }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {types.map((type) => (
        <li key={type.id} data-work-type={type.id}>
          {type.children.length > 0 ? (
            <>
              <span className="text-sm font-semibold text-fg">{type.label}</span>
              <div className="mt-1 ml-5">
                <TypeTree types={type.children} qualified={qualified} />
              </div>
            </>
          ) : (
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span>{type.label}</span>
              <WorkTypeFlags
                insured={type.insured}
                initial={type.initial}
                qualified={qualified.has(type.id)}
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Prestations tab: departments, jobs and the work-type tree of a professional. */
export function WorksTab({ works, catalogue, editLink }: WorksTabProps) {
  const departments = catalogue.departments.filter((department) =>
    works.departments.includes(department.code),
  );
  const jobs = catalogue.jobs.filter((job) => works.jobs.includes(job.id));
  const tree = selectedTree(catalogue.types, new Set(works.types));
  return (
    <RecordSection
      title="Prestations"
      actions={editLink}
      items={[
        {
          term: 'Départements',
          value: departments.map((department) => `${department.name} (${department.code})`).join(', '),
        },
        { term: 'Métiers', value: jobs.map((job) => job.label).join(', ') },
      ]}
    >
      <div>
        <h3 className="mb-2 text-sm font-semibold text-fg">Types de travaux</h3>
        {tree.length > 0 ? (
          <TypeTree types={tree} qualified={new Set(works.qualifiedTypes)} />
        ) : (
          <p className="text-sm text-fg-muted">Aucun type de travaux.</p>
        )}
      </div>
    </RecordSection>
  );
}
