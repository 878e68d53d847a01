import type { RouteId } from '@/lib/access/paths';
import type { TimelineKind } from './kinds';

/** The record an entry is about, opened by its link. */
export interface TimelineTarget {
  route: RouteId;
  /** The record's id, when the target is one record (not a list). */
  id?: string;
  href: string;
  /** The link's text, e.g. "Devis D000J". */
  label: string;
}

/** One dated fact of a record's story. */
export interface TimelineEntry {
  /** Stable and unique: the source record and the fact (`quote:<id>:signed`). */
  id: string;
  kind: TimelineKind;
  /** ISO 8601 with offset, as the gateway or the journal gave it. */
  at: string;
  /** One French line. */
  summary: string;
  target: TimelineTarget | null;
}

/** Where entries come from; each fails or is cut on its own. */
export type TimelineSourceId =
  | 'record'
  | 'paymentAccount'
  | 'projects'
  | 'projectDetails'
  | 'matches'
  | 'discussions'
  | 'providerInvoices'
  | 'issues'
  | 'feedbacks'
  | 'communications'
  | 'journal';

export interface TimelineSource {
  id: TimelineSourceId;
  entries: TimelineEntry[];
  /** The gateway (or the journal) did not answer: the tab says so and shows the rest. */
  failed: boolean;
  /**
   * The source holds more records than the timeline reads (the gateway lists are read up to a
   * bound): the older ones are missing, and `href` opens the list that has them all.
   */
  partial?: { read: number; total: number; href?: string };
}
