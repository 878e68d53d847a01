'use client';

import Link from 'next/link';
import { createContext, useContext, type ReactNode } from 'react';
import { hasPath } from '@/lib/access/paths';

/** The row's own record link, and that link carrying the list it is opened from (DataTable sets it). */
export const RowLinkContext = createContext<{ href: string; carried: string } | null>(null);

/** The link to a row's record in its first cell: the keyboard and screen-reader way to open it. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  const row = useContext(RowLinkContext);
  // A row without its id (SPEC §5 shows the answer as sent) still shows its name.
  if (!hasPath(href)) return <span className="font-medium">{children}</span>;
  return (
    <Link href={row?.href === href ? row.carried : href} className="focus-ring rounded font-medium">
      {children}
    </Link>
  );
}
