import Link from 'next/link';
import type { ReactNode } from 'react';

/** The link to a row's record in its first cell: the keyboard and screen-reader way to open it. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="focus-ring rounded font-medium">
      {children}
    </Link>
  );
}
