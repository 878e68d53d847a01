import { MessagesSquare } from 'lucide-react';
import Link from 'next/link';
import { MESSAGING_LINK } from '@/lib/access';

/** Above this, the badge reads "99+" (the link's name still says the whole count). */
const BADGE_MAX = 99;

/** What follows "Ma messagerie" in the link's name: nothing when no discussion is unread. */
export function unreadDiscussionsText(count: number | null): string | null {
  if (!count || count < 1) return null;
  return count === 1 ? '1 discussion non lue' : `${count} discussions non lues`;
}

export function unreadBadgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

/**
 * The header's "Ma messagerie", with a badge of the discussions holding unread messages. The name
 * reads "Ma messagerie, 6 discussions non lues": the number is not left to the badge's colour.
 */
export function MessagingLink({ unread }: { unread: number | null }) {
  const text = unreadDiscussionsText(unread);
  return (
    <Link
      href={MESSAGING_LINK.href}
      prefetch={false}
      // A visually hidden part would be read with a space before its comma (it is laid out apart).
      aria-label={text ? `${MESSAGING_LINK.label}, ${text}` : undefined}
      className="inline-flex items-center gap-1.5 text-sm font-medium whitespace-nowrap no-underline hover:underline"
    >
      <MessagesSquare aria-hidden="true" className="size-4" />
      {MESSAGING_LINK.label}
      {text && unread ? (
        <span
          aria-hidden="true"
          className="min-w-5 rounded-full bg-danger-solid px-1.5 py-0.5 text-center text-xs leading-none font-semibold text-white tabular-nums"
        >
          {unreadBadgeText(unread)}
        </span>
      ) : null}
    </Link>
  );
}
