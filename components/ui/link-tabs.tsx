'use client';

import Link from 'next/link';
import { cn } from './cn';
import { resolveTab, TAB_LIST, type LinkTab, type SearchParamValue } from './tab-keys';

// A client component: a record page sends its tabs as data (keys and labels) instead of a link
// element with the record's whole path for each of them.

export interface LinkTabsProps {
  tabs: readonly LinkTab[];
  /** The value of the search param (e.g. `(await searchParams).tab`). */
  current: SearchParamValue;
  /** Names the tab bar for assistive technologies, e.g. "Sections de la fiche". */
  label: string;
  /** Search param holding the active tab. */
  param?: string;
  /** Path the tab links point to; without it they only change the query of the current page. */
  basePath?: string;
  /** Other parameters of the page the tab links keep (e.g. the list a record was opened from). */
  keep?: Readonly<Record<string, string>>;
  className?: string;
}

/**
 * Tabs that are links (`?tab=key`), so the active tab lives in the URL: a link or a reload opens the
 * same tab and the back button returns to the previous one. Render the active panel yourself with
 * `resolveTab`.
 */
export function LinkTabs({
  tabs,
  current,
  label,
  param = 'tab',
  basePath = '',
  keep = {},
  className,
}: LinkTabsProps) {
  const active = resolveTab(tabs, current);
  return (
    <nav aria-label={label} className={cn('mb-4', className)}>
      <ul className={TAB_LIST}>
        {tabs.map((tab) => {
          const isActive = tab.key === active;
          return (
            <li key={tab.key}>
              <Link
                href={`${basePath}?${new URLSearchParams({ ...keep, [param]: tab.key })}`}
                scroll={false}
                aria-current={isActive ? 'page' : undefined}
                className="link-tab"
              >
                {tab.label}
                {tab.count !== undefined ? <span>{tab.count}</span> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
