import Link from 'next/link';
import type { ReactNode } from 'react';
import { hasPath } from '@/lib/access/match';

/** The link to a row's record in its first cell: the keyboard and screen-reader way to open it. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  // A row without its id (SPEC §5 shows the answer as sent) still shows its name.
  if (!hasPath(href)) return <span className="font-medium">{children}</span>;
  return (
    <Link href={href} className="focus-ring rounded font-medium">
      {children}
    </Link>
  );
}
