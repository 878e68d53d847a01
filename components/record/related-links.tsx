import { ExternalLink as ExternalIcon } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { hasPath } from '@/lib/access/paths';

export interface RelatedLink {
  href: string;
  label: string;
  /** Another site (e.g. the front office): opens in a new tab without giving it this window. */
  external?: boolean;
}

/** A link to another record of the back-office, or to another site when `external`. */
export function RecordLink({
  href,
  external = false,
  className,
  children,
}: Omit<RelatedLink, 'label'> & { className?: string; children: ReactNode }) {
  const classes = cn('inline-flex items-center gap-1', className);
  // A record the gateway sent without its id (SPEC §5 shows it as sent): its name, unlinked.
  if (!hasPath(href)) return <span className={classes}>{children}</span>;
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes}>
        {children}
        <ExternalIcon aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    );
  }
  return (
    <Link href={href} prefetch={false} className={classes}>
      {children}
    </Link>
  );
}

export interface RelatedLinksProps {
  links: readonly RelatedLink[];
  /** Names the group for assistive technologies. */
  label?: string;
  className?: string;
}

/** The records related to this one (projects, communications…), as a row of links. */
export function RelatedLinks({ links, label = 'Liens associés', className }: RelatedLinksProps) {
  const linked = links.filter((link) => hasPath(link.href));
  if (linked.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {linked.map((link) => (
          <li key={link.href}>
            <RecordLink href={link.href} external={link.external}>
              {link.label}
            </RecordLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
