import { Suspense } from 'react';
import { PaletteLauncher } from '@/components/command-palette/palette-launcher';
import { Badge } from '@/components/ui/badge';
import { canSeeMessaging } from '@/lib/access';
import type { SessionUser } from '@/lib/auth/session-cookie';
import { ROLE_LABELS } from '@/lib/domain/roles';
import type { MenuView } from '@/lib/views/menu';
import { GlobalSearch } from './global-search';
import { MessagingLink } from './messaging-link';
import { unreadDiscussionCount } from './unread-discussions';

/** Streams in after the page: the count never holds up the screen. */
async function MessagingLinkWithCount() {
  return <MessagingLink unread={await unreadDiscussionCount()} />;
}

/**
 * The signed-in header: the global search, the command palette's button (and Ctrl+K listener),
 * "Ma messagerie" with its unread count for the roles that have it, who is signed in. The count is
 * read with the page (kept a few seconds from page to page, components/shell/unread-discussions.ts):
 * on every load and every router refresh, which the open discussion's live polling does once it
 * has marked new messages read, which forgets the kept count. `unread`: the count kept already,
 * drawn at once; without it the count streams in.
 */
export function AppHeader({
  user,
  views = [],
  unread,
}: {
  user: SessionUser;
  views?: readonly MenuView[];
  unread?: number;
}) {
  return (
    <header className="sticky top-0 z-10 flex flex-wrap items-start justify-between gap-4 border-b border-border bg-surface px-6 py-3">
      <div className="flex flex-wrap items-start gap-4">
        <GlobalSearch />
        <PaletteLauncher roles={user.roles} views={views} />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {!canSeeMessaging(user.roles) ? null : unread !== undefined ? (
          <MessagingLink unread={unread} />
        ) : (
          <Suspense fallback={<MessagingLink unread={null} />}>
            <MessagingLinkWithCount />
          </Suspense>
        )}
        <div aria-label="Utilisateur connecté" role="group" className="flex flex-col items-end gap-1">
          <span className="text-sm font-semibold text-fg">
            {user.firstName} {user.lastName}
          </span>
          <ul aria-label="Rôles" className="flex flex-wrap justify-end gap-1">
            {user.roles.map((role) => (
              <li key={role}>
                <Badge tone="info">{ROLE_LABELS[role]}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </header>
  );
}
