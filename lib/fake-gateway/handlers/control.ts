import { z } from 'zod';
import { DEFAULT_NOW_ISO } from '../core/clock';
import { failureRuleRequest, type FailureRule } from '../core/failures';
import { json, parseJson, route, toIso } from '../core/route-kit';
import { configure, getConfig, getDb, resetDb } from '../store';
import { ANOTHER_MEMBER, postAsMember } from './project-domain/messaging';
import { messageView } from './project-domain/views';
import { roundCents } from '../data/project-rules';

/**
 * Control endpoints of the fake only, under /__fake: no Authorization, never logged, never
 * subject to failure injection (docs/gateway-contract.md, "Control endpoints").
 */
const control = { control: true } as const;

const clockRequest = z.object({ now: z.iso.datetime({ offset: true }) });
const tokenLifetimeRequest = z.object({ seconds: z.number().int().min(1).max(86_400) });
const memberMessageRequest = z.object({
  /** A member's id, or 'another member': the first member who is not staff. */
  from: z.string().min(1).default(ANOTHER_MEMBER),
  text: z.string().trim().min(1).max(10_000),
  /** Several messages at once ("<text> (n/count)"), e.g. a long thread for the benchmark. */
  count: z.number().int().min(1).max(1000).default(1),
});

const invoiceAmountRequest = z.object({ inclTax: z.number().positive().max(10_000_000) });
const pendingInvoicesRequest = z.object({ count: z.number().int().min(1).max(300) });

/** The lifetime before the first POST /__fake/token-lifetime, so /__fake/reset can put it back. */
let lifetimeBeforeOverride: number | undefined;

function restoreTokenLifetime(): void {
  if (lifetimeBeforeOverride === undefined) return;
  configure({ tokenLifetimeSeconds: lifetimeBeforeOverride });
  lifetimeBeforeOverride = undefined;
}

const ruleView = ({ pattern, ...rule }: FailureRule) => ({
  ...rule,
  pattern: pattern.source,
  remaining: Number.isFinite(rule.remaining) ? rule.remaining : null,
});

export const controlHandlers = [
  /**
   * Puts paid provider invoices back to pending until `count` are pending (until /__fake/reset),
   * for a test or benchmark that marks many paid at once: the seed holds fewer. Answers their ids.
   */
  route(
    'POST',
    '/__fake/pending-invoices',
    async ({ request, db }) => {
      const { count } = await parseJson(request, pendingInvoicesRequest);
      const invoices = db.projects.providerInvoices;
      let pending = invoices.values().filter((invoice) => invoice.status === 'PENDING');
      for (const invoice of invoices.values()) {
        if (pending.length >= count) break;
        if (invoice.status !== 'PAID') continue;
        invoice.status = 'PENDING';
        invoice.paidAt = undefined;
        pending = [...pending, invoice];
      }
      invoices.touch();
      return { ids: pending.slice(0, count).map((invoice) => invoice.id) };
    },
    control,
  ),
  route(
    'GET',
    '/__fake/health',
    () => {
      const db = getDb();
      return {
        ok: true,
        now: toIso(db.clock.now()),
        users: db.people.users.size,
        seedMs: Math.round(db.seedMs),
        scaleUsers: db.config.scaleUsers,
      };
    },
    control,
  ),

  route(
    'POST',
    '/__fake/reset',
    () => {
      restoreTokenLifetime();
      const db = resetDb();
      return { ok: true, now: toIso(db.clock.now()), seedMs: Math.round(db.seedMs) };
    },
    control,
  ),

  // Tokens issued from now on live this long (session-expiry tests); tokens already issued keep theirs.
  route('GET', '/__fake/token-lifetime', () => ({ seconds: getConfig().tokenLifetimeSeconds }), control),
  route(
    'POST',
    '/__fake/token-lifetime',
    async ({ request }) => {
      const { seconds } = await parseJson(request, tokenLifetimeRequest);
      lifetimeBeforeOverride ??= getConfig().tokenLifetimeSeconds;
      return { seconds: configure({ tokenLifetimeSeconds: seconds }).tokenLifetimeSeconds };
    },
    control,
  ),

  route(
    'GET',
    '/__fake/clock',
    ({ db }) => ({ now: toIso(db.clock.now()), fixed: !db.clock.isSet, default: DEFAULT_NOW_ISO }),
    control,
  ),
  route(
    'POST',
    '/__fake/clock',
    async ({ request, db }) => {
      const { now } = await parseJson(request, clockRequest);
      db.clock.set(new Date(now));
      return { now: toIso(db.clock.now()) };
    },
    control,
  ),
  route(
    'DELETE',
    '/__fake/clock',
    ({ db }) => {
      db.clock.reset();
      return { now: toIso(db.clock.now()) };
    },
    control,
  ),

  route('GET', '/__fake/failures', ({ db }) => db.failures.list().map(ruleView), control),
  route(
    'POST',
    '/__fake/failures',
    async ({ request, db }) =>
      json(ruleView(db.failures.add(await parseJson(request, failureRuleRequest))), 201),
    control,
  ),
  route(
    'DELETE',
    '/__fake/failures',
    ({ db }) => {
      db.failures.clear();
      return undefined;
    },
    control,
  ),

  route(
    'GET',
    '/__fake/calls',
    ({ db, query }) => {
      const method = query.get('method')?.toUpperCase();
      const path = query.get('path');
      return db.calls
        .list()
        .filter((call) => (!method || call.method === method) && (!path || call.path.startsWith(path)));
    },
    control,
  ),
  route(
    'DELETE',
    '/__fake/calls',
    ({ db }) => {
      db.calls.clear();
      return undefined;
    },
    control,
  ),

  route(
    'GET',
    '/__fake/tokens',
    ({ db }) => {
      const { access, refresh } = db.tokens.list();
      return {
        access: access.map((token) => ({
          value: token.value,
          kind: token.subject.kind,
          userId: token.subject.kind === 'user' ? token.subject.userId : null,
          issuedAt: toIso(token.issuedAt),
          expiresAt: toIso(token.expiresAt),
          expired: Date.now() >= token.expiresAt,
        })),
        refresh: refresh.map((token) => ({
          value: token.value,
          userId: token.userId,
          issuedAt: toIso(token.issuedAt),
          used: token.usedAt !== undefined,
        })),
      };
    },
    control,
  ),

  route(
    'GET',
    '/__fake/password-tokens',
    ({ db, query }) => {
      const email = query.get('email')?.trim().toLowerCase();
      const now = db.clock.now().getTime();
      return db.people.passwordTokens
        .values()
        .filter((token) => !email || token.email.toLowerCase() === email)
        .map((token) => ({
          token: token.id,
          email: token.email,
          userId: token.userId,
          purpose: token.purpose,
          createdAt: token.createdAt,
          expiresAt: token.expiresAt,
          expired: Date.parse(token.expiresAt) <= now,
          used: token.usedAt !== undefined,
          authenticationCodeRequired: token.authenticationCode !== undefined,
        }))
        .reverse();
    },
    control,
  ),

  route('GET', '/__fake/logs', ({ db }) => db.appLogs, control),

  // The showcase projects' ids by name, so end-to-end tests never hard-code seed-dependent ids.
  route('GET', '/__fake/showcase', ({ db }) => ({ ...db.projects.showcase }), control),
  route('GET', '/__fake/showcase/discussions', ({ db }) => ({ ...db.projects.showcaseDiscussions }), control),

  // A provider invoice of the amount a test needs (a credit note above the four-eyes threshold):
  // its one line keeps its tax rate, its amount excluding tax follows.
  route(
    'POST',
    '/__fake/provider-invoices/:id/amount',
    async ({ request, db, params }) => {
      const { inclTax } = await parseJson(request, invoiceAmountRequest);
      const { providerInvoices } = db.projects;
      const { line } = providerInvoices.require(params.id);
      const exclTax = roundCents(inclTax / (1 + line.tax.rate / 100));
      providerInvoices.update(params.id, {
        line: { ...line, exclTax, tax: { ...line.tax, amount: roundCents(inclTax - exclTax) } },
      });
      return { id: params.id, inclTax };
    },
    control,
  ),

  // Another member writes in a discussion, as the real members do while a staff member reads it.
  route(
    'POST',
    '/__fake/discussions/:id/messages',
    async ({ request, db, params, now }) => {
      const { from, text, count } = await parseJson(request, memberMessageRequest);
      const discussion = db.projects.discussions.require(params.id);
      const texts = Array.from({ length: count }, (_, index) =>
        count === 1 ? text : `${text} (${index + 1}/${count})`,
      );
      const added = postAsMember(db, discussion, from, texts, now);
      return json(
        {
          messages: added.map((message) => messageView(db, message)),
          unreadMessagesCount: discussion.unreadMessagesCount,
          lastMessageDate: discussion.lastMessageDate,
        },
        201,
      );
    },
    control,
  ),
];
