import { LinkTabs, resolveTab, type LinkTab, type SearchParamValue } from '@/components/ui/tabs';

export const RECORD_TABS_LABEL = 'Sections de la fiche';

/** The tabs of a record, with the active one read from `?tab=` (an unknown value opens the first). */
export interface RecordTabsProps {
  tabs: readonly LinkTab[];
  current: SearchParamValue;
  /** The record page's path, so the links keep only `?tab=`. */
  basePath: string;
  label?: string;
  /** Parameters the tab links keep besides `?tab=` (the list the record was opened from). */
  keep?: Readonly<Record<string, string>>;
}

export function RecordTabs({ tabs, current, basePath, label = RECORD_TABS_LABEL, keep }: RecordTabsProps) {
  return <LinkTabs tabs={tabs} current={current} basePath={basePath} label={label} keep={keep} />;
}

/** The key of the active tab, typed as the union of the page's keys. */
export function activeTab<K extends string>(
  tabs: readonly (LinkTab & { key: K })[],
  current: SearchParamValue,
): K {
  return resolveTab(tabs, current) as K;
}

/** The URL of a record page on one tab, e.g. after a save (`/clients/1?tab=prestations`). */
export function tabHref(basePath: string, tab: string): string {
  return `${basePath}?${new URLSearchParams({ tab })}`;
}
