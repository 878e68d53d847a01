'use client';

import { PageHeader } from '@/components/ui/page-header';
import { Table, TableSkeletonBody, Th, THead } from '@/components/ui/table';
import { LOADING_LABEL, LoadingLine } from '@/components/ui/spinner';
import { useHydrated } from '@/components/ui/use-hydrated';

export interface DataTableSkeletonProps {
  /** The list page's heading and the line under it, as the page shows them. */
  title: string;
  subtitle: string;
  caption: string;
  /** The column headers of the list, so the frame does not jump when the rows arrive. */
  headers: readonly string[];
  rows?: number;
}

/**
 * A list page while it loads, for its route's loading.tsx: its heading, then the list's frame with
 * placeholder rows. A client component, so the page sends these few texts rather than the element
 * tree of every placeholder cell; the server's HTML, which the rows follow within moments, says
 * only that it loads.
 */
export function DataTableSkeleton({ title, subtitle, caption, headers, rows = 10 }: DataTableSkeletonProps) {
  const inBrowser = useHydrated();
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} />
      {inBrowser ? <Frame caption={caption} headers={headers} rows={rows} /> : <LoadingLine />}
    </>
  );
}

function Frame({ caption, headers, rows }: Pick<DataTableSkeletonProps, 'caption' | 'headers' | 'rows'>) {
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
        <TableSkeletonBody columns={headers.length} rows={rows} />
      </Table>
    </div>
  );
}
