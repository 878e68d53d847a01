/**
 * Query schemas of the gateway's paged lists: the contract the back-office expects from the real
 * gateway and that the fake gateway implements (docs/gateway-contract.md). Every list answers
 * `{ items, total, page, size }` (see `pageOf` in lib/domain/schemas).
 *
 * The same schemas parse the list pages' URL search params, so an unknown or malformed
 * parameter is dropped instead of crashing the page.
 */
import { z } from 'zod';
import {
  communicationChannel,
  communicationStatus,
  discussionStatus,
  invoiceStatus,
  invoiceType,
  issueType,
  matchStatus,
  positionableStatus,
  projectStatus,
  projectTag,
  userAccountStatus,
  userType,
  visibilityStatus,
} from './enums';
import { MAX_STATUS_AGE_DAYS } from './constants';
import { enumSchema } from './enums/schema';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging';
import { ROLES } from './roles';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from './paging';

/** Drops a value that does not parse instead of failing the whole query. */
function lenient<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

const text = lenient(z.string().trim().min(1).max(200));
/** A calendar day as <input type="date"> gives it (yyyy-MM-dd). */
const day = lenient(z.iso.date());

/** Repeated query parameters arrive as a string or a list of strings. */
function lenientList<T extends z.ZodType>(item: T) {
  return z
    .preprocess(
      (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
      z.array(z.unknown()).optional(),
    )
    .transform((values) => {
      if (!values) return undefined;
      const kept = values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      });
      return kept.length > 0 ? kept : undefined;
    });
}

function sortOf<const F extends readonly [string, ...string[]]>(fields: F) {
  return lenient(
    z
      .string()
      .regex(new RegExp(`^(${fields.join('|')}),(asc|desc)$`))
      .transform((value) => value as `${F[number]},${'asc' | 'desc'}`),
  );
}

export const pagingQuery = {
  page: z.coerce.number().int().min(1).catch(1).default(1),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).catch(DEFAULT_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
};

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'rid', 'email'] as const;
export const usersQuery = z.object({
  ...pagingQuery,
  sort: sortOf(USER_SORT_FIELDS),
  q: text,
  type: lenient(enumSchema(userType)),
  status: lenient(enumSchema(userAccountStatus)),
});

export const CREDENTIALS_SORT_FIELDS = ['createdAt', 'lastName', 'email'] as const;
export const credentialsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(CREDENTIALS_SORT_FIELDS),
  q: text,
  status: lenient(enumSchema(userAccountStatus)),
  role: lenient(z.enum(ROLES)),
});

export const PROJECT_SORT_FIELDS = ['publicationDate', 'lastEventDate', 'rid'] as const;
export const projectsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(PROJECT_SORT_FIELDS),
  q: text,
  status: lenient(enumSchema(projectStatus)),
  ownerId: text,
  /** The work need's bsku (a leaf sku of the works catalogue). */
  workNeed: text,
  /** The owner's RID (exact, any case) or a part of their name. */
  owner: text,
  /** A postal code or its beginning: a department (`75`, `974`) or a full code (`75011`). */
  location: lenient(
    z
      .string()
      .trim()
      .regex(/^\d{2,5}$/),
  ),
  /** Projects having every one of these tags. */
  tags: lenientList(enumSchema(projectTag)),
  /** Published on or after this Paris day. */
  publishedFrom: day,
  /** Published on or before this Paris day. */
  publishedTo: day,
});

export const MATCH_SORT_FIELDS = ['createdAt', 'statusDate'] as const;
export const matchesQuery = z.object({
  ...pagingQuery,
  sort: sortOf(MATCH_SORT_FIELDS),
  q: text,
  status: lenient(enumSchema(matchStatus)),
  positionableStatus: lenient(enumSchema(positionableStatus)),
  visibilityStatus: lenient(enumSchema(visibilityStatus)),
  projectId: text,
  /** The professional. */
  userId: text,
});

export const ISSUE_SORT_FIELDS = ['createdAt'] as const;
export const issuesQuery = z.object({
  ...pagingQuery,
  sort: sortOf(ISSUE_SORT_FIELDS),
  q: text,
  type: lenient(enumSchema(issueType)),
  projectId: text,
  /** The project's RID (exact, any case; sent upper case). */
  project: lenient(
    z
      .string()
      .trim()
      .regex(/^p[a-z0-9]{4}$/i)
      .transform((rid) => rid.toUpperCase()),
  ),
  emitterId: text,
  /** Created on or after this Paris day. */
  createdFrom: day,
  /** Created on or before this Paris day. */
  createdTo: day,
});

/** `amount`: the amount including tax; `paidAt`: unpaid invoices last ascending, first descending. */
export const INVOICE_SORT_FIELDS = ['dispatchedAt', 'statusDate', 'number', 'amount', 'paidAt'] as const;
export const invoicesQuery = z.object({
  ...pagingQuery,
  sort: sortOf(INVOICE_SORT_FIELDS),
  q: text,
  type: lenient(enumSchema(invoiceType)),
  status: lenient(enumSchema(invoiceStatus)),
  projectId: text,
  recipientId: text,
  /** A part of the recipient's first or last name, e-mail or RID. */
  recipient: text,
  /** A part of the invoice number. */
  number: text,
  /** Dispatched on or after this Paris day. */
  dispatchedFrom: day,
  /** Dispatched on or before this Paris day. */
  dispatchedTo: day,
  /** Status last changed on or after this Paris day. */
  statusDateFrom: day,
  /** Status last changed on or before this Paris day. */
  statusDateTo: day,
});

/**
 * The invoices list's URL: an age of the status in whole days (`statusOlderThan`) rather than the
 * gateway's status days, so that a saved view keeps meaning "for more than N days" as days pass.
 * The gateway's whole-record `q` is not one of the list's filters.
 */
export const invoicesListQuery = invoicesQuery
  .omit({ q: true, statusDateFrom: true, statusDateTo: true })
  .extend({ statusOlderThan: lenient(z.coerce.number().int().min(1).max(MAX_STATUS_AGE_DAYS)) });

export const COMMUNICATION_SORT_FIELDS = ['sentAt', 'statusDate'] as const;
export const communicationsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(COMMUNICATION_SORT_FIELDS),
  q: text,
  channel: lenient(enumSchema(communicationChannel)),
  statuses: lenientList(enumSchema(communicationStatus)),
  userId: text,
  /** The notification type's code, exactly (the list of types is open: SPEC §4 shows examples). */
  type: lenient(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_]{1,100}$/),
  ),
  /** A part of the e-mail address or phone number it went to. */
  recipient: text,
  /** Sent on or after this Paris day. */
  sentFrom: day,
  /** Sent on or before this Paris day. */
  sentTo: day,
});

/** `unread`: the discussions with unread messages first, each group by its last message. */
export const DISCUSSION_SORT_FIELDS = ['unread', 'lastMessageDate', 'createdAt'] as const;
export const myDiscussionsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(DISCUSSION_SORT_FIELDS),
  status: lenient(enumSchema(discussionStatus)),
  /** 'true': only the discussions with unread messages; 'false': only those without. */
  unread: lenient(z.enum(['true', 'false'])),
});

/** GET /messaging/discussions: the discussions having all these members (not paged). */
export const discussionsByMembersQuery = z.object({
  memberIds: lenientList(z.string().min(1)),
});

export type UsersQuery = z.infer<typeof usersQuery>;
export type CredentialsQuery = z.infer<typeof credentialsQuery>;
export type ProjectsQuery = z.infer<typeof projectsQuery>;
export type MatchesQuery = z.infer<typeof matchesQuery>;
export type IssuesQuery = z.infer<typeof issuesQuery>;
export type InvoicesQuery = z.infer<typeof invoicesQuery>;
export type InvoicesListQuery = z.infer<typeof invoicesListQuery>;
export type CommunicationsQuery = z.infer<typeof communicationsQuery>;
export type MyDiscussionsQuery = z.infer<typeof myDiscussionsQuery>;
export type DiscussionsByMembersQuery = z.infer<typeof discussionsByMembersQuery>;
