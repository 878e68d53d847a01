/**
 * Query schemas of the gateway's paged lists: the contract the back-office expects from the real
 * gateway and that the fake gateway implements (docs/gateway-contract.md). Every list answers
 * `{ items, total, page, size }` (see `pageOf` in lib/domain/schemas).
 *
 * The same schemas parse the list pages' URL search params, so an unknown or malformed
 * parameter is dropped instead of crashing the page.
 */
// zod/mini: the list modules that read these schemas reach the browser with their tables.
import * as z from 'zod/mini';
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
import { ROLES } from './roles';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Drops a value that does not parse instead of failing the whole query. */
function lenient<T extends z.core.SomeType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/** A trimmed text of `pattern`, for a parameter the gateway matches exactly. */
const trimmedText = (...checks: z.core.$ZodCheck<string>[]) => z.string().check(z.trim(), ...checks);

const text = lenient(trimmedText(z.minLength(1), z.maxLength(200)));
/** A calendar day as <input type="date"> gives it (yyyy-MM-dd). */
const day = lenient(z.iso.date());

/** Repeated query parameters arrive as a string or a list of strings. */
function lenientList<T extends z.core.$ZodType>(item: T) {
  return z.optional(
    z.pipe(
      z.pipe(
        z.transform((value: unknown) =>
          value === undefined ? undefined : Array.isArray(value) ? value : [value],
        ),
        z.optional(z.array(z.unknown())),
      ),
      z.transform((values) => {
        if (!values) return undefined;
        const kept = values.flatMap((value) => {
          const parsed = z.safeParse(item, value);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        });
        return kept.length > 0 ? kept : undefined;
      }),
    ),
  );
}

function sortOf<const F extends readonly [string, ...string[]]>(fields: F) {
  return lenient(
    z.pipe(
      z.string().check(z.regex(new RegExp(`^(${fields.join('|')}),(asc|desc)$`))),
      z.transform((value) => value as `${F[number]},${'asc' | 'desc'}`),
    ),
  );
}

/** A whole number within the bounds, or `fallback` for anything else (missing, text, out of range). */
const pageNumber = (max: number, fallback: number) =>
  z._default(
    z.catch(z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(max))), fallback),
    fallback,
  );

export const pagingQuery = {
  page: pageNumber(Number.MAX_SAFE_INTEGER, 1),
  size: pageNumber(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
};

export const USER_SORT_FIELDS = ['createdAt', 'lastName', 'rid', 'email'] as const;
export const usersQuery = z.object({
  ...pagingQuery,
  sort: sortOf(USER_SORT_FIELDS),
  q: text,
  type: lenient(userType.schema),
  status: lenient(userAccountStatus.schema),
});

export const CREDENTIALS_SORT_FIELDS = ['createdAt', 'lastName', 'email'] as const;
export const credentialsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(CREDENTIALS_SORT_FIELDS),
  q: text,
  status: lenient(userAccountStatus.schema),
  role: lenient(z.enum(ROLES)),
});

export const PROJECT_SORT_FIELDS = ['publicationDate', 'lastEventDate', 'rid'] as const;
export const projectsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(PROJECT_SORT_FIELDS),
  q: text,
  status: lenient(projectStatus.schema),
  ownerId: text,
  /** The work need's bsku (a leaf sku of the works catalogue). */
  workNeed: text,
  /** The owner's RID (exact, any case) or a part of their name. */
  owner: text,
  /** A postal code or its beginning: a department (`75`, `974`) or a full code (`75011`). */
  location: lenient(trimmedText(z.regex(/^\d{2,5}$/))),
  /** Projects having every one of these tags. */
  tags: lenientList(projectTag.schema),
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
  status: lenient(matchStatus.schema),
  positionableStatus: lenient(positionableStatus.schema),
  visibilityStatus: lenient(visibilityStatus.schema),
  projectId: text,
  /** The professional. */
  userId: text,
});

export const ISSUE_SORT_FIELDS = ['createdAt'] as const;
export const issuesQuery = z.object({
  ...pagingQuery,
  sort: sortOf(ISSUE_SORT_FIELDS),
  q: text,
  type: lenient(issueType.schema),
  projectId: text,
  /** The project's RID (exact, any case; sent upper case). */
  project: lenient(trimmedText(z.regex(/^p[a-z0-9]{4}$/i), z.toUpperCase())),
  emitterId: text,
  /** Created on or after this Paris day. */
  createdFrom: day,
  /** Created on or before this Paris day. */
  createdTo: day,
});

export const INVOICE_SORT_FIELDS = ['dispatchedAt', 'statusDate', 'number'] as const;
export const invoicesQuery = z.object({
  ...pagingQuery,
  sort: sortOf(INVOICE_SORT_FIELDS),
  q: text,
  type: lenient(invoiceType.schema),
  status: lenient(invoiceStatus.schema),
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
});

export const COMMUNICATION_SORT_FIELDS = ['sentAt', 'statusDate'] as const;
export const communicationsQuery = z.object({
  ...pagingQuery,
  sort: sortOf(COMMUNICATION_SORT_FIELDS),
  q: text,
  channel: lenient(communicationChannel.schema),
  statuses: lenientList(communicationStatus.schema),
  userId: text,
  /** The notification type's code, exactly (the list of types is open: SPEC §4 shows examples). */
  type: lenient(trimmedText(z.regex(/^[A-Za-z0-9_]{1,100}$/))),
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
  status: lenient(discussionStatus.schema),
  /** 'true': only the discussions with unread messages; 'false': only those without. */
  unread: lenient(z.enum(['true', 'false'])),
});

/** GET /messaging/discussions: the discussions having all these members (not paged). */
export const discussionsByMembersQuery = z.object({
  memberIds: lenientList(z.string().check(z.minLength(1))),
});

export type UsersQuery = z.infer<typeof usersQuery>;
export type CredentialsQuery = z.infer<typeof credentialsQuery>;
export type ProjectsQuery = z.infer<typeof projectsQuery>;
export type MatchesQuery = z.infer<typeof matchesQuery>;
export type IssuesQuery = z.infer<typeof issuesQuery>;
export type InvoicesQuery = z.infer<typeof invoicesQuery>;
export type CommunicationsQuery = z.infer<typeof communicationsQuery>;
export type MyDiscussionsQuery = z.infer<typeof myDiscussionsQuery>;
export type DiscussionsByMembersQuery = z.infer<typeof discussionsByMembersQuery>;
