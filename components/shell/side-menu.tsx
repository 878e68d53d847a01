'use client';

import { Bookmark, ListChecks, LogOut, UserRound } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { MenuSection } from '@/lib/access/menu';
import { ACCOUNT_LINK, LOGOUT_LINK } from '@/lib/access/account-links';
import type { MenuView } from '@/lib/views/menu';
import { currentSectionId, isWithin } from './menu-state';

/** `data-current`: the link of the page on screen, or the closed section holding it (app/globals.css). */
const currentMark = (yes: boolean) => (yes ? { 'data-current': '' } : {});

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
                className="menu-section"
                {...currentMark(section.id === current && !open)}
              >
                {section.label}
                <span aria-hidden="true" className="menu-chevron" />
              </button>
              {/* A closed section's links are drawn when it opens: every page would otherwise send
                  the whole menu's markup for the few links on show. */}
              <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-0.5 pl-3">
                {open &&
                  section.links.map((link) => {
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
                          className="menu-link"
                          {...currentMark(isWithin(pathname, link.href))}
                        >
                          {link.label}
                        </Link>
                      </li>
                    );
                  })}
                {open &&
                  views
                    .filter((view) => view.section === section.id)
                    .map((view) => {
                      const Icon = view.queue ? ListChecks : Bookmark;
                      return (
                        <li key={view.id}>
                          <Link href={view.href} prefetch={false} className="menu-link" data-view="">
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
            className="menu-link"
            {...currentMark(pathname === ACCOUNT_LINK.href)}
          >
            <UserRound aria-hidden="true" className="size-4" />
            {ACCOUNT_LINK.label}
          </Link>
        </li>
        <li>
          {/* A POST from this origin: the route handler ends the session on the server too. */}
          <form method="post" action={LOGOUT_LINK.href}>
            <button type="submit" className="menu-link w-full cursor-pointer text-left">
              <LogOut aria-hidden="true" className="size-4" />
              {LOGOUT_LINK.label}
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
