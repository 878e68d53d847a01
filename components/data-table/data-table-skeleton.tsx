import { Table, TableSkeletonRows, TBody, Th, THead } from '@/components/ui/table';
import { LOADING_LABEL } from '@/components/ui/spinner';

export interface DataTableSkeletonProps {
  caption: string;
  /** The column headers of the list, so the frame does not jump when the rows arrive. */
  headers: readonly string[];
  rows?: number;
}

/** The list's frame with placeholder rows, for a route's loading.tsx. */
export function DataTableSkeleton({ caption, headers, rows = 10 }: DataTableSkeletonProps) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {LOADING_LABEL}
      </p>
      <div className="mb-4 h-16" aria-hidden="true" />
      <Table caption={caption}>
        <THead>
          <tr>
            {headers.map((header) => (
              <Th key={header}>{header}</Th>
            ))}
          </tr>
        </THead>
        <TBody>
          <TableSkeletonRows columns={headers.length} rows={rows} />
        </TBody>
      </Table>
    </div>
  );
}
