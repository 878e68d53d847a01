import type { ReactNode } from 'react';

/*
 * What server pages and the link tabs both read: a tab's key, label and count, and which tab the
 * URL names. No component here, so a server page may call resolveTab.
 */

/** The bar under which a page's tabs sit, in-page or links. */
export const TAB_LIST = 'flex flex-wrap items-end gap-1 border-b border-border';

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
