'use client';

import { PageHeader } from '@/components/ui/page-header';
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

/*
 * The table's frame and header row as the list draws them (components/ui/table.tsx), in plain
 * markup that scrolls sideways when the headers are wider: the scrolling frame's shadows and
 * keyboard stop and the sortable headers have nothing to do while the rows load, and their code
 * would come twice with every list, in the page's scripts and in these.
 */
function Frame({
  caption,
  headers,
  rows,
}: Pick<DataTableSkeletonProps, 'caption' | 'headers'> & { rows: number }) {
  const cells = headers.map((_, column) => <td key={column} />);
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {LOADING_LABEL}
      </p>
      <div className="mb-4 h-16" aria-hidden="true" />
      <div className="relative overflow-x-auto rounded-lg border border-border bg-surface">
        <table className="data-table w-full border-separate border-spacing-0 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          {/* Empty cells whose bars the stylesheet draws (`.skeleton-rows`), hidden from assistive technologies. */}
          <tbody className="skeleton-rows">
            {Array.from({ length: rows }, (_, row) => (
              <tr key={row} aria-hidden="true">
                {cells}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
