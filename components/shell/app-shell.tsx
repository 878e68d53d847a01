import Link from 'next/link';
import type { ReactNode } from 'react';
import { HOME_PATH, menuFor } from '@/lib/access';
import type { SessionUser } from '@/lib/auth/session-cookie';
import type { MenuView } from '@/lib/views/menu';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

export const MAIN_CONTENT_ID = 'contenu';

/** The frame of every signed-in screen: side menu (with the staff member's saved views), header, then the page. */
export function AppShell({
  user,
  views = [],
  unread,
  children,
}: {
  user: SessionUser;
  views?: readonly MenuView[];
  /** The header's unread count when it is known already (see AppHeader). */
  unread?: number;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2"
      >
        Aller au contenu
      </a>
      <aside className="sticky top-0 flex h-dvh w-64 shrink-0 flex-col bg-brand-900 text-white">
        <Link
          href={HOME_PATH}
          prefetch={false}
          className="focus-ring block px-6 pt-5 pb-2 text-lg font-semibold tracking-tight text-white no-underline hover:no-underline"
        >
          Back-office
        </Link>
        <SideMenu sections={menuFor(user.roles)} views={views} />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <AppHeader user={user} views={views} unread={unread} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-6 py-6 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
