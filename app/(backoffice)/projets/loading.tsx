import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import { PROJECTS_COLUMN_HEADERS, PROJECTS_SUBTITLE } from './_components/projects-list';

export default function ProjectsLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.projects.title}
      subtitle={PROJECTS_SUBTITLE}
      caption="Liste des projets"
      headers={PROJECTS_COLUMN_HEADERS}
    />
  );
}
