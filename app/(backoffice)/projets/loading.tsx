import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { PROJECTS_COLUMN_HEADERS, PROJECTS_SUBTITLE } from './_components/projects-list';

export default function ProjectsLoading() {
  return (
    <>
      <PageHeader title={ROUTES.projects.title} subtitle={PROJECTS_SUBTITLE} />
      <DataTableSkeleton caption="Liste des projets" headers={PROJECTS_COLUMN_HEADERS} />
    </>
  );
}
