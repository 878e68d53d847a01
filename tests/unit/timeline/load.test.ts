/**
 * The "Chronologie" tab's reads against the fake gateway (in-process through msw): the story of a
 * seeded project and of seeded users, in order, each entry linked to its record; a failed source
 * leaves a note and the rest; the journal is read for the record and shown only where the viewer
 * may open the target.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pathFor } from '@/lib/access';
import type { Role } from '@/lib/domain/roles';
import type { Project, User } from '@/lib/domain/schemas';
import { createFakeGateway } from '@/lib/fake-gateway';
import { AuthenticationError } from '@/lib/gateway/errors';
import { getProject } from '@/lib/gateway/projects';
import { getUser } from '@/lib/gateway/users';
import { getDiscussion } from '@/lib/gateway/messaging';
import type { JournalEntry, JournalFilter } from '@/lib/journal/types';
import { loadProjectTimeline, loadUserTimeline, type TimelineReader } from '@/lib/timeline/load';
import { mergeTimeline, TIMELINE_MAX_PAGES } from '@/lib/timeline/merge';
import type { TimelineEntry } from '@/lib/timeline/types';
import { fakeGatewayToken, GATEWAY, stubGatewayEnv } from '../gateway/support';

const journal = vi.hoisted(() => ({
  entries: [] as JournalEntry[],
  calls: [] as JournalFilter[],
  fail: false,
}));
vi.mock('@/lib/journal/read', () => ({
  listJournal: async (filter: JournalFilter) => {
    journal.calls.push(filter);
    if (journal.fail) throw new Error('database down');
    const entries = journal.entries.filter(
      (entry) => entry.targetType === filter.targetType && entry.targetId === filter.targetId,
    );
    return { entries: entries.slice(0, filter.limit), nextCursor: null };
  },
}));

const gateway = createFakeGateway({ baseUrl: GATEWAY });
const server = setupServer(...gateway.handlers);
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => server.close());
beforeEach(() => {
  stubGatewayEnv();
  // Sources that fail on purpose log a warning.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  journal.entries = [];
  journal.calls = [];
  journal.fail = false;
});
afterEach(async () => {
  await fetch(`${GATEWAY}/__fake/failures`, { method: 'DELETE' });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

// After the seed, so its dates are all in the past; the fake's clock is 2020-03-03.
const NOW = new Date('2020-03-03T09:00:00Z');
const ALL = { kinds: [], pages: TIMELINE_MAX_PAGES };

let token: Awaited<ReturnType<typeof fakeGatewayToken>>;
beforeAll(async () => {
  token = await fakeGatewayToken(gateway);
});

function reader(roles: Role[] = ['SUPPORT']): TimelineReader {
  return { token, roles, now: NOW, needed: 10_000 };
}

function showcaseId(name: string): string {
  const id = gateway.db().projects.showcase[name];
  if (!id) throw new Error(`no showcase ${name}`);
  return id;
}

async function fail(path: string, status = 500) {
  await fetch(`${GATEWAY}/__fake/failures`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'GET', path, status, times: 0 }),
  });
}

/** Every entry's instant, which must never grow down the list. */
function expectNewestFirst(entries: readonly TimelineEntry[]) {
  const times = entries.map((entry) => Date.parse(entry.at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(entries.length).toBeGreaterThan(0);
}

const byId = (entries: readonly TimelineEntry[], id: string) => entries.find((entry) => entry.id === id);

describe('the timeline of the published showcase project', () => {
  let project: Project;
  beforeEach(async () => {
    project = await getProject(token, showcaseId('published'));
  });

  it('merges the project, its relationships, quote, issue, documents, match and messages, newest first', async () => {
    const sources = await loadProjectTimeline(reader(), project);
    const { entries, failed } = mergeTimeline(sources, ALL, NOW);
    expect(failed).toEqual([]);
    expectNewestFirst(entries);

    const quote = project.contractualization.quotes[0]!;
    expect(byId(entries, `devis:${quote.id}:dispatched`)).toMatchObject({
      kind: 'devis',
      at: quote.dispatchedAt,
      summary: expect.stringContaining(`Devis ${quote.rid} envoyé par`),
      target: { href: pathFor('quoteView', { id: quote.id }), label: `Devis ${quote.rid}` },
    });
    for (const relationship of project.professionals.relationships) {
      expect(byId(entries, `relation:${relationship.id}:positioned`)?.target?.href).toBe(
        pathFor('relationshipView', { id: relationship.id }),
      );
    }
    const issue = project.issues[0]!;
    expect(byId(entries, `signalement:${issue.id}:created`)?.summary).toContain(`Signalement ${issue.rid}`);
    for (const document of project.details.documents) {
      expect(byId(entries, `document:${document.id}:created`)?.target?.href).toBe(
        pathFor('documentView', { id: document.id }),
      );
    }
    const published = byId(entries, `statut:${project.id}:published`);
    expect(published).toMatchObject({ at: project.publicationDate, summary: 'Projet publié' });

    const matches = entries.filter((entry) => entry.kind === 'match');
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) expect(match.target?.href).toMatch(/^\/matches\//);
  });

  it('holds every message of its discussion, in the thread order reversed', async () => {
    const discussionId = gateway.db().projects.showcaseDiscussions.everyMessage!;
    const thread = await getDiscussion(token, discussionId);
    const { entries } = mergeTimeline(await loadProjectTimeline(reader(), project), ALL, NOW);
    const messageIds = entries
      .filter((entry) => entry.id.startsWith(`message:${discussionId}:message-`))
      .map((entry) => entry.id.split(':message-')[1]);
    const expected = [...thread.messages]
      .sort((a, b) => Date.parse(b.sentAt) - Date.parse(a.sentAt))
      .map((message) => message.id);
    expect(new Set(messageIds)).toEqual(new Set(expected));
    expect(messageIds).toHaveLength(14);
    const standard = thread.messages.find((message) => message.type === 'STANDARD');
    if (standard?.type === 'STANDARD') {
      expect(byId(entries, `message:${discussionId}:message-${standard.id}`)?.summary).toMatch(
        /^Message de .+ : « /,
      );
    }
  });

  it('filters by kind: the same entries in the same order', async () => {
    const sources = await loadProjectTimeline(reader(), project);
    const all = mergeTimeline(sources, ALL, NOW).entries;
    const some = mergeTimeline(
      sources,
      { kinds: ['devis', 'relation'], pages: TIMELINE_MAX_PAGES },
      NOW,
    ).entries;
    expect(some.length).toBeGreaterThan(0);
    expect(some).toEqual(all.filter((entry) => entry.kind === 'devis' || entry.kind === 'relation'));
  });

  it('keeps the other sources when one fails, and says which', async () => {
    await fail('/matches');
    const page = mergeTimeline(await loadProjectTimeline(reader(), project), ALL, NOW);
    expect(page.failed).toEqual(['matches']);
    expect(page.entries.some((entry) => entry.kind === 'match')).toBe(false);
    expect(page.entries.some((entry) => entry.kind === 'devis')).toBe(true);
  });

  it('lets an expired session through, so the page can send the user to sign in', async () => {
    await fail('/matches', 401);
    await expect(loadProjectTimeline(reader(), project)).rejects.toBeInstanceOf(AuthenticationError);
  });
});

describe('the timeline of a finished project', () => {
  it('tells the works acceptance, the invoices and the feedback with its replies', async () => {
    const project = await getProject(token, showcaseId('finished'));
    const { entries, failed } = mergeTimeline(await loadProjectTimeline(reader(), project), ALL, NOW);
    expect(failed).toEqual([]);
    expectNewestFirst(entries);
    const acceptance = project.construction.worksAcceptances[0]!;
    expect(byId(entries, `pv:${acceptance.id}:status`)).toMatchObject({
      summary: expect.stringContaining(`PV ${acceptance.rid} : Validé`),
      target: { href: pathFor('worksAcceptanceView', { id: acceptance.id }) },
    });
    for (const invoice of project.payment.invoices) {
      expect(byId(entries, `facture:${invoice.id}:paid`)?.target?.href).toBe(
        pathFor('proInvoiceView', { id: invoice.id }),
      );
    }
    for (const invoice of project.payment.lmsgInvoices) {
      expect(byId(entries, `facture:${invoice.id}:dispatched`)?.target?.href).toBe(
        pathFor('invoiceView', { id: invoice.id }),
      );
    }
    const feedback = byId(entries, `avis:${project.feedback!.id}:dispatched`);
    expect(feedback?.summary).toMatch(/^Avis de .+ sur .+/);
  });
});

describe('the timeline of seeded users', () => {
  it("of the published project's owner: their account, projects, discussions and the project's story", async () => {
    const project = await getProject(token, showcaseId('published'));
    const owner: User = await getUser(token, project.owner.id);
    const sources = await loadUserTimeline(reader(), owner);
    const { entries, failed } = mergeTimeline(sources, ALL, NOW);
    expect(failed).toEqual([]);
    expectNewestFirst(entries);
    expect(byId(entries, `statut:${owner.id}:created`)).toMatchObject({
      at: owner.createdAt,
      summary: 'Compte créé',
    });
    expect(byId(entries, `statut:${project.id}:published`)).toMatchObject({
      summary: `Projet publié — projet ${project.rid}`,
      target: { href: pathFor('projectView', { id: project.id }) },
    });
    const quote = project.contractualization.quotes[0]!;
    expect(byId(entries, `devis:${quote.id}:dispatched`)?.summary).toContain(`— projet ${project.rid}`);
    const discussionId = gateway.db().projects.showcaseDiscussions.everyMessage!;
    expect(byId(entries, `message:${discussionId}:opened`)).toBeDefined();
  });

  it('of a professional: their matches and their own relationships, not the other professionals’', async () => {
    const project = await getProject(token, showcaseId('published'));
    const accepted = project.professionals.relationships.find(
      (relationship) => relationship.status === 'ACCEPTED',
    )!;
    const others = project.professionals.relationships.filter(
      (relationship) => relationship.user.id !== accepted.user.id,
    );
    const professional = await getUser(token, accepted.user.id);
    const { entries, failed } = mergeTimeline(await loadUserTimeline(reader(), professional), ALL, NOW);
    expect(failed).toEqual([]);
    expectNewestFirst(entries);
    expect(byId(entries, `relation:${accepted.id}:positioned`)).toBeDefined();
    for (const other of others) expect(byId(entries, `relation:${other.id}:positioned`)).toBeUndefined();
    expect(entries.some((entry) => entry.kind === 'match')).toBe(true);
    expect(
      entries.filter((entry) => entry.kind === 'match').every((entry) => entry.summary.includes('— projet ')),
    ).toBe(true);
  });

  it('of a user with communications: each one sent, linked to their communications list', async () => {
    const db = gateway.db();
    const communication = db.people.communications.values().find((item) => item.userId);
    expect(communication).toBeDefined();
    const user = await getUser(token, communication!.userId!);
    const { entries } = mergeTimeline(await loadUserTimeline(reader(), user), ALL, NOW);
    const sent = byId(entries, `communication:${communication!.id}:sent`);
    expect(sent?.target?.href).toBe(`${pathFor('communications')}?userId=${encodeURIComponent(user.id)}`);
    expect(sent?.summary).toContain(`envoyé à ${communication!.recipientTo}`);
  });
});

describe('journal entries', () => {
  const entry = (over: Partial<JournalEntry>): JournalEntry => ({
    id: 'j1',
    at: '2020-03-02T12:00:00.000+01:00',
    staffId: 's1',
    staffEmail: 'support@groupe.example',
    staffRoles: ['SUPPORT'],
    action: 'editQuote',
    targetType: 'quoteView',
    targetId: 'x',
    reason: null,
    outcome: 'SUCCESS',
    requestId: 'r1',
    ...over,
  });

  it('are read for the record and the records it links to, and merged by date', async () => {
    const project = await getProject(token, showcaseId('published'));
    const quote = project.contractualization.quotes[0]!;
    journal.entries = [
      entry({
        id: 'on-project',
        targetType: 'projectView',
        targetId: project.id,
        action: 'addProjectDocuments',
      }),
      entry({
        id: 'on-quote',
        targetId: quote.id,
        action: 'unsignQuote',
        outcome: 'QUOTE_WITH_BILLING_PAID_INVOICES',
        reason: 'Demande du client',
      }),
    ];
    const { entries } = mergeTimeline(
      await loadProjectTimeline({ ...reader(), needed: 31 }, project),
      { kinds: ['journal'], pages: 1 },
      NOW,
    );
    expect(entries.map((item) => item.id)).toEqual(['journal:on-project', 'journal:on-quote']);
    expect(entries[0]).toMatchObject({
      summary: 'Ajout de documents par support@groupe.example : réussie',
      target: { href: pathFor('projectView', { id: project.id }), label: `Projet ${project.rid}` },
    });
    expect(entries[1]!.summary).toBe(
      "Annulation de la signature du devis par support@groupe.example : échec : Au moins une option est active, merci de la résilier avant d'annuler la signature du devis — motif : Demande du client",
    );
    expect(journal.calls).toContainEqual({ targetType: 'projectView', targetId: project.id, limit: 31 });
  });

  it('are only those of records the viewer may open', async () => {
    const staff = gateway
      .db()
      .people.users.values()
      .find((user) => user.type === 'LMSG')!;
    const user = await getUser(token, staff.id);
    journal.entries = [
      entry({ id: 'on-user', targetType: 'userView', targetId: user.id, action: 'userView' }),
      entry({
        id: 'on-credentials',
        targetType: 'credentialsView',
        targetId: user.id,
        action: 'credentialsView',
      }),
    ];
    const shown = async (roles: Role[]) =>
      mergeTimeline(
        await loadUserTimeline(reader(roles), user),
        { kinds: ['journal'], pages: 1 },
        NOW,
      ).entries.map((item) => item.id);
    expect(await shown(['SUPPORT'])).toEqual(
      expect.arrayContaining(['journal:on-user', 'journal:on-credentials']),
    );
    expect(await shown(['BD'])).toEqual(['journal:on-user']);
  });

  it('failing to be read leaves a note and the gateway entries', async () => {
    journal.fail = true;
    const project = await getProject(token, showcaseId('published'));
    const page = mergeTimeline(await loadProjectTimeline(reader(), project), ALL, NOW);
    expect(page.failed).toEqual(['journal']);
    expect(page.entries.length).toBeGreaterThan(0);
  });
});
