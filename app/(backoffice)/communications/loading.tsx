import { DataTableSkeleton } from '@/components/data-table/data-table-skeleton';
import { ROUTES } from '@/lib/access';
import {
  COMMUNICATIONS_CAPTION,
  COMMUNICATIONS_COLUMN_HEADERS,
  COMMUNICATIONS_SUBTITLE,
} from './_components/communications-list';

export default function CommunicationsLoading() {
  return (
    <DataTableSkeleton
      title={ROUTES.communications.title}
      subtitle={COMMUNICATIONS_SUBTITLE}
      caption={COMMUNICATIONS_CAPTION}
      headers={COMMUNICATIONS_COLUMN_HEADERS}
    />
  );
}
