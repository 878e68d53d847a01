import { ChevronLeft, ChevronRight } from 'lucide-react';
import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';

/**
 * A paging link (previous/next, newer/older), its chevron on the side it leads to. A link with no
 * target is not a link: it stays visible so the bar does not jump, but inert.
 */
export function PageLink({
  href,
  label,
  forward,
}: {
  href: string | null;
  label: string;
  forward?: boolean;
}) {
  const content = (
    <>
      {forward ? null : <ChevronLeft aria-hidden="true" />}
      {label}
      {forward ? <ChevronRight aria-hidden="true" /> : null}
    </>
  );
  const classes = buttonClasses({ variant: 'secondary', size: 'sm' });
  if (!href) {
    return (
      <span role="link" aria-disabled="true" className={classes}>
        {content}
      </span>
    );
  }
  return (
    <Link href={href} scroll={false} className={classes}>
      {content}
    </Link>
  );
}
