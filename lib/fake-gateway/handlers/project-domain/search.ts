/**
 * GET /search?value=: the global search of the header (SPEC §2). Hits come in this order, and the
 * app opens the first one:
 *   1. exact identifiers, by type: user (id, RID, e-mail, phone in any common form, a
 *      professional's SIRET, a staff member's SGID; a staff user is a `credentials` hit), project
 *      (id, RID), quote (id, RID), professional invoice (id, RID), works acceptance (id, RID),
 *      provider invoice (id, RID, number), document (id), discussion (id), issue (id, RID),
 *      match (id: `<projectId>_<professionalId>`);
 *   2. then fragments: users whose name or e-mail contains the value (case and accents ignored)
 *      or whose phone contains its digits, then documents whose name contains it.
 * At most MAX_HITS hits, without duplicates.
 */
import type { SearchHit } from '@/lib/domain/schemas';
import { phoneDigits } from '@/lib/domain/phone-match';
import { searchQuery } from '@/lib/domain/requests';
import { normalizeText, parseQuery, route } from '../../core/route-kit';
import type { UserRecord } from '../../data/people-records';
import type { DocumentRecord } from '../../data/project-records';
import { findAnyDocument } from '../../data/registration-documents';
import type { Db } from '../../store';

export const MAX_HITS = 20;
/** Fewer digits than this would match most numbers: "06" is not a search. */
export const PHONE_FRAGMENT_MIN_DIGITS = 4;

interface UserIndex {
  version: number;
  /** Exact identifiers (RID and SGID upper case, phone and SIRET as national digits) → user ids. */
  byKey: Map<string, string[]>;
  /** Normalised "first last", "last first" and e-mail of each user, and the phone's digits, in table order. */
  entries: { user: UserRecord; text: string; phone: string }[];
}

let userIndex: UserIndex | undefined;
let indexedTable: unknown;

/** Built once per version of the users table, so a search at 100,000 users is one pass of `includes`. */
function usersIndex(db: Db): UserIndex {
  const users = db.people.users;
  if (userIndex && indexedTable === users && userIndex.version === users.version) return userIndex;
  const index: UserIndex = { version: users.version, byKey: new Map(), entries: [] };
  const key = (name: string, value: string | null | undefined, id: string) => {
    if (!value) return;
    const list = index.byKey.get(`${name}:${value}`);
    if (list) list.push(id);
    else index.byKey.set(`${name}:${value}`, [id]);
  };
  for (const user of users.values()) {
    const phone = user.phone ? (phoneDigits(user.phone) ?? '') : '';
    key('rid', user.rid.toUpperCase(), user.id);
    key('phone', phone, user.id);
    key('sgid', user.sgid?.toUpperCase(), user.id);
    key('siret', user.companyId ? db.people.companies.get(user.companyId)?.siret : undefined, user.id);
    index.entries.push({
      user,
      text: normalizeText(
        `${user.firstName} ${user.lastName} \u0000 ${user.lastName} ${user.firstName} \u0000 ${user.email}`,
      ),
      phone,
    });
  }
  userIndex = index;
  indexedTable = users;
  return index;
}

let documentNames:
  { table: unknown; version: number; entries: { document: DocumentRecord; text: string }[] } | undefined;

/** Normalised names of the stored documents, rebuilt when the table changes. */
function documentsIndex(db: Db): { document: DocumentRecord; text: string }[] {
  const table = db.projects.documents;
  if (documentNames?.table !== table || documentNames.version !== table.version) {
    documentNames = {
      table,
      version: table.version,
      entries: table.values().map((document) => ({ document, text: normalizeText(document.name) })),
    };
  }
  return documentNames.entries;
}

function userHit(user: UserRecord): SearchHit {
  return {
    type: user.type === 'LMSG' ? 'credentials' : 'user',
    id: user.id,
    label: `${user.firstName} ${user.lastName} (${user.rid})`,
    userType: user.type,
    email: user.email,
    phone: user.phone,
  };
}

export function search(db: Db, rawValue: string): SearchHit[] {
  const value = rawValue.trim();
  const upper = value.toUpperCase();
  const lower = value.toLowerCase();
  const { projects: data, people } = db;
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  const add = (hit: SearchHit | undefined) => {
    if (!hit || hits.length >= MAX_HITS) return;
    const key = `${hit.type}:${hit.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    hits.push(hit);
  };
  const byIdOrRid = <T>(get: (id: string) => T | undefined, rids: Map<string, string>) =>
    get(value) ?? get(rids.get(upper) ?? '');

  // 1. Exact identifiers.
  const index = usersIndex(db);
  const digits = phoneDigits(value);
  const userIds = [
    people.users.get(value)?.id,
    ...(index.byKey.get(`rid:${upper}`) ?? []),
    people.emailIndex.get(lower),
    ...(digits ? (index.byKey.get(`phone:${digits}`) ?? []) : []),
    ...(digits ? (index.byKey.get(`siret:${digits}`) ?? []) : []),
    ...(index.byKey.get(`sgid:${upper}`) ?? []),
  ];
  for (const id of userIds) {
    const user = id ? people.users.get(id) : undefined;
    if (user) add(userHit(user));
  }
  const project = byIdOrRid((id) => data.projects.get(id), data.byRid.project);
  if (project)
    add({
      type: 'project',
      id: project.id,
      label: `${project.rid} – ${project.workNeed.label}, ${project.address.cityName}`,
    });
  const quote = byIdOrRid((id) => data.quotes.get(id), data.byRid.quote);
  if (quote)
    add({
      type: 'quote',
      id: quote.id,
      label: `${quote.type === 'AMENDMENT' ? 'Avenant' : 'Devis'} ${quote.rid}`,
    });
  const proInvoice = byIdOrRid((id) => data.professionalInvoices.get(id), data.byRid.professionalInvoice);
  if (proInvoice)
    add({
      type: 'professional-invoice',
      id: proInvoice.id,
      label: `Facture professionnel ${proInvoice.rid}`,
    });
  const acceptance = byIdOrRid((id) => data.worksAcceptances.get(id), data.byRid.worksAcceptance);
  if (acceptance)
    add({ type: 'works-acceptance', id: acceptance.id, label: `PV de fin de chantier ${acceptance.rid}` });
  const providerInvoice =
    byIdOrRid((id) => data.providerInvoices.get(id), data.byRid.providerInvoice) ??
    data.providerInvoices.get(data.providerInvoiceByNumber.get(upper) ?? '');
  if (providerInvoice) {
    add({
      type: 'provider-invoice',
      id: providerInvoice.id,
      label: `${providerInvoice.type.endsWith('CREDIT_NOTE') ? 'Avoir' : 'Facture'} ${providerInvoice.number}`,
    });
  }
  const document = findAnyDocument(db, value);
  if (document) add({ type: 'document', id: document.id, label: document.name });
  const discussion = data.discussions.get(value);
  if (discussion) {
    const discussionProject = discussion.projectId ? data.projects.get(discussion.projectId) : undefined;
    add({
      type: 'discussion',
      id: discussion.id,
      label: `Discussion ${discussionProject ? discussionProject.rid : 'staff'}`,
    });
  }
  const issue = byIdOrRid((id) => data.issues.get(id), data.byRid.issue);
  if (issue) add({ type: 'issue', id: issue.id, label: `Signalement ${issue.rid}` });
  const match = data.matches.get(value);
  if (match) {
    const pro = people.users.get(match.userId);
    const matchProject = data.projects.get(match.projectId);
    add({
      type: 'match',
      id: match.id,
      label: `Match ${matchProject?.rid ?? ''} – ${pro ? `${pro.firstName} ${pro.lastName}` : match.userId}`,
    });
  }

  // 2. Fragments.
  const needle = normalizeText(value);
  const phoneNeedle = digits && digits.length >= PHONE_FRAGMENT_MIN_DIGITS ? digits : null;
  if (needle.length >= 2) {
    for (const { user, text, phone } of index.entries) {
      if (hits.length >= MAX_HITS) break;
      if (text.includes(needle) || (phoneNeedle && phone.includes(phoneNeedle))) add(userHit(user));
    }
    for (const { document: stored, text } of documentsIndex(db)) {
      if (hits.length >= MAX_HITS) break;
      if (text.includes(needle)) add({ type: 'document', id: stored.id, label: stored.name });
    }
  }
  return hits;
}

export const searchHandlers = [
  route('GET', '/search', (ctx) => {
    const { value } = parseQuery(ctx.query, searchQuery);
    return search(ctx.db, value);
  }),
];
