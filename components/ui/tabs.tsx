import Link from 'next/link';
import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

// No 'use client' here: the Radix parts are client components already, and LinkTabs and
// resolveTab must stay usable from server pages.

const LIST = 'flex flex-wrap items-end gap-1 border-b border-border';
const TAB =
  'focus-ring -mb-px inline-flex items-center gap-2 rounded-t-md border-b-2 border-transparent px-3 py-2 ' +
  'text-sm font-medium whitespace-nowrap text-fg-muted no-underline hover:text-fg hover:no-underline ' +
  'disabled:cursor-not-allowed disabled:opacity-50';

/** In-page tabs (state kept in the component). Record pages use LinkTabs instead. */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root className={cn('flex flex-col gap-4', className)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn(LIST, className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        TAB,
        'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('focus-ring rounded-sm', className)} {...props} />;
}

export interface LinkTab {
  key: string;
  label: ReactNode;
  /** A count shown after the label (e.g. number of documents). */
  count?: number;
}

/** A search param value as Next hands it to a page. */
export type SearchParamValue = string | string[] | undefined | null;

/** The active tab's key: the search param if it names a tab, else the first tab. */
export function resolveTab(
  tabs: readonly Pick<LinkTab, 'key'>[],
  current: SearchParamValue,
): string | undefined {
  const value = Array.isArray(current) ? current[0] : current;
  return tabs.find((tab) => tab.key === value)?.key ?? tabs[0]?.key;
}

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
      <ul className={LIST}>
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
