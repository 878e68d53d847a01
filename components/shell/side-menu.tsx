'use client';

import { Bookmark, ChevronDown, ListChecks, LogOut, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { MenuSection } from '@/lib/access';
import { ACCOUNT_LINK, LOGOUT_LINK } from '@/lib/access/account-links';
import type { MenuView } from '@/lib/views/menu';
import { currentSectionId, isWithin } from './menu-state';

const LINK =
  'focus-ring flex items-center gap-2 rounded-md px-3 py-1.5 text-sm text-brand-50 no-underline ' +
  'hover:bg-brand-800 hover:text-white hover:no-underline';
const CURRENT = 'bg-brand-800 font-semibold text-white';

export interface SideMenuProps {
  /** `menuFor(roles)`: only the sections and links the user's roles allow. */
  sections: readonly MenuSection[];
  /** The saved views the staff member may use, each under its list's section. */
  views?: readonly MenuView[];
}

/** The side menu of SPEC §2: sections that expand and collapse, then the account and logout links. */
export function SideMenu({ sections, views = [] }: SideMenuProps) {
  const pathname = usePathname();
  const current = currentSectionId(sections, pathname);
  // Only what the user toggled is stored: the section of the page on screen opens by itself.
  const [toggled, setToggled] = useState<Partial<Record<MenuSection['id'], boolean>>>({});

  return (
    <nav aria-label="Menu principal" className="flex h-full flex-col gap-4 overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-1">
        {sections.map((section) => {
          const open = toggled[section.id] ?? section.id === current;
          const listId = `menu-section-${section.id}`;
          return (
            <li key={section.id}>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => setToggled((state) => ({ ...state, [section.id]: !open }))}
                className={cn(
                  'focus-ring flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-semibold',
                  'text-white hover:bg-brand-800',
                  section.id === current && !open && 'bg-brand-800',
                )}
              >
                {section.label}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-4 transition-transform', open ? 'rotate-180' : 'rotate-0')}
                />
              </button>
              <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5 pl-3">
                {section.links.map((link) => {
                  const exact = pathname === link.href;
                  return (
                    <li key={link.routeId}>
                      {/* No prefetch on navigation chrome: pages are dynamic, so a prefetch renders them and
                          calls the gateway for nothing, and Chromium never completes the prefetch of a 404
                          (vercel/next.js#96801), which wedges its connections. */}
                      <Link
                        href={link.href}
                        prefetch={false}
                        aria-current={exact ? 'page' : undefined}
                        className={cn(LINK, isWithin(pathname, link.href) && CURRENT)}
                      >
                        {link.label}
                      </Link>
                    </li>
                  );
                })}
                {views
                  .filter((view) => view.section === section.id)
                  .map((view) => {
                    const Icon = view.queue ? ListChecks : Bookmark;
                    return (
                      <li key={view.id}>
                        <Link href={view.href} prefetch={false} className={cn(LINK, 'text-brand-100')}>
                          <Icon aria-hidden="true" className="size-3.5 shrink-0" />
                          <span className="truncate" title={view.label}>
                            {view.label}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
              </ul>
            </li>
          );
        })}
      </ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-brand-800 pt-4">
        <li>
          <Link
            href={ACCOUNT_LINK.href}
            prefetch={false}
            aria-current={pathname === ACCOUNT_LINK.href ? 'page' : undefined}
            className={cn(LINK, pathname === ACCOUNT_LINK.href && CURRENT)}
          >
            <UserRound aria-hidden="true" className="size-4" />
            {ACCOUNT_LINK.label}
          </Link>
        </li>
        <li>
          {/* A POST from this origin: the route handler ends the session on the server too. */}
          <form method="post" action={LOGOUT_LINK.href}>
            <button type="submit" className={cn(LINK, 'w-full cursor-pointer text-left')}>
              <LogOut aria-hidden="true" className="size-4" />
              {LOGOUT_LINK.label}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
