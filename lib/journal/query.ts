import { z } from 'zod';
import { parisDateTime } from '@/lib/domain/dates';
import { JOURNAL_APPROVAL_PARAM, JOURNAL_JOB_PARAM } from './options';
import { hasControlCharacter } from './sanitise';
import {
  JOURNAL_ANY_FAILURE,
  JOURNAL_DEFAULT_SIZE,
  JOURNAL_PAGE_SIZES,
  JOURNAL_SUCCESS,
  type JournalFilter,
  type JournalTargetType,
} from './types';
import { JOURNAL_TARGET_TYPES } from './target-types';

/*
 * The journal screen's URL: its filters (staff member, action, target, period, outcome), the page
 * size and the cursor of the page shown. Malformed values are dropped, never an error, as in the
 * other lists (lib/domain/lists.ts), except a control character in a filter read as typed: that
 * filter is refused with a message rather than sent to the database, which would fail on a NUL.
 * Server only: the client's share (options, sizes) is in ./options, free of zod.
 */

/** The CSV export's ceiling: beyond it, narrow the filters. */
export const JOURNAL_EXPORT_MAX = 50_000;

function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}
const text = lenient(z.string().trim().min(1).max(200));
const day = lenient(z.iso.date());

export const journalQuery = z.object({
  /** The staff member's e-mail. */
  staff: lenient(z.string().trim().toLowerCase().min(3).max(200)),
  action: text,
  targetType: lenient(z.enum(JOURNAL_TARGET_TYPES)),
  targetId: text,
  [JOURNAL_JOB_PARAM]: text,
  [JOURNAL_APPROVAL_PARAM]: text,
  outcome: lenient(z.enum([JOURNAL_SUCCESS, JOURNAL_ANY_FAILURE])),
  from: day,
  to: day,
  before: lenient(z.string().max(200)),
  size: z.coerce
    .number()
    .int()
    .refine((size) => (JOURNAL_PAGE_SIZES as readonly number[]).includes(size))
    .catch(JOURNAL_DEFAULT_SIZE)
    .default(JOURNAL_DEFAULT_SIZE),
});
export type JournalQuery = z.output<typeof journalQuery>;

type SearchParams = Record<string, string | string[] | undefined>;

const single = (params: SearchParams) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );

export function parseJournalQuery(params: SearchParams): JournalQuery {
  return journalQuery.parse(single(params));
}

export const JOURNAL_FILTER_CONTROL_MESSAGE =
  'Ce filtre contient un caractère de contrôle (invisible, comme un retour à la ligne) : retirez-le.';
export const JOURNAL_EXPORT_CONTROL_MESSAGE =
  'Un filtre du journal contient un caractère de contrôle (invisible, comme un retour à la ligne) : ' +
  'retirez-le, puis relancez l’export.';

const withoutControl = z
  .string()
  .refine((value) => !hasControlCharacter(value), { error: JOURNAL_FILTER_CONTROL_MESSAGE })
  .optional();
// The filters whose value goes to the database as given; the others are read against a list.
const typedFilters = z.object({
  staff: withoutControl,
  action: withoutControl,
  targetId: withoutControl,
  [JOURNAL_JOB_PARAM]: withoutControl,
  [JOURNAL_APPROVAL_PARAM]: withoutControl,
});

/** The filters refused, by parameter, each with the message shown under it; empty when none is. */
export function refusedJournalFilters(params: SearchParams): Record<string, string> {
  const result = typedFilters.safeParse(single(params));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** The first and last instants of a period of Paris days, both days included. */
function periodBounds(from?: string, to?: string): { from?: string; to?: string } {
  const start = from ? parisDateTime(from, '00:00') : undefined;
  const end = to ? parisDateTime(to, '23:59') : undefined;
  return {
    from: start?.toISOString(),
    to: end ? new Date(end.getTime() + 59_999).toISOString() : undefined,
  };
}

/** The store's filter for a query, limited to the kinds of record `visible` (what the viewer may open). */
export function journalFilterOf(
  query: JournalQuery,
  visible: readonly JournalTargetType[],
  limit: number = query.size,
): JournalFilter {
  const everything = visible.length === JOURNAL_TARGET_TYPES.length;
  return {
    staffEmail: query.staff,
    action: query.action,
    targetType: query.targetType,
    // A viewer who may open every kind also sees entries without a target (exports, bulk resyncs).
    targetTypes: everything ? undefined : visible,
    targetId: query.targetId,
    jobId: query[JOURNAL_JOB_PARAM],
    approvalId: query[JOURNAL_APPROVAL_PARAM],
    outcome: query.outcome,
    ...periodBounds(query.from, query.to),
    before: query.before,
    limit,
  };
}
