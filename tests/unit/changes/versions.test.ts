/**
 * A version token for each kind of record staff actions write to: read as a page reads it (the
 * fake gateway in process, with and without its ETags), sealed, and what it says changes when a
 * field an action depends on changes, not when another does.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { diffFields } from '@/lib/changes/diff';
import { fieldValuesOf, RECORD_KINDS, type RecordKindName } from '@/lib/changes/kinds';
import { readRecord } from '@/lib/changes/records';
import { hashedVersion, openVersionToken, versionToken } from '@/lib/changes/version';
import { configure } from '@/lib/fake-gateway/store';
import { BASE_URL, call, staffEmail, startFakeGateway, tokenFor } from '../fake-gateway/core/harness';
import { stubGatewayEnv } from '../gateway/support';

const { gateway } = startFakeGateway({ resetEachTest: false });

// A record of each kind, changed in one field its actions depend on, and the line that says so.
const CASES: {
  [K in RecordKindName]: { id: () => string; touch: (record: never) => unknown; line: RegExp };
} = {
  providerInvoice: {
    id: () =>
      gateway
        .db()
        .projects.providerInvoices.values()
        .find((i) => i.status === 'PENDING')!.id,
    touch: (r: { status: string }) => ({ ...r, status: 'IRRECOVERABLE' }),
    line: /^Statut : En attente → Irrécouvrable$/,
  },
  proInvoice: {
    id: () => gateway.db().projects.professionalInvoices.values()[0]!.id,
    touch: (r: { amount: { inclTax: number } }) => ({ ...r, amount: { inclTax: 48000 } }),
    line: /^Montant TTC : .+ → 48\u00a0000,00\u00a0€$/,
  },
  relationship: {
    id: () => gateway.db().projects.relationships.values()[0]!.id,
    touch: (r: object) => ({ ...r, meetingDateTime: '2020-03-04T09:05:00.000+01:00' }),
    line: /^Rendez-vous : .+ → 04\/03\/2020\s09:05:00$/,
  },
  user: {
    id: () =>
      gateway
        .db()
        .people.users.values()
        .find((u) => u.type === 'PARTICULAR')!.id,
    touch: (r: object) => ({ ...r, phone: '0611223344' }),
    line: /^Téléphone : .+ → 06\s11\s22\s33\s44$/,
  },
  credentials: {
    id: () => gateway.db().people.emailIndex.get(staffEmail('new'))!,
    touch: (r: { roles: string[] }) => ({ ...r, roles: [...r.roles, 'FINANCE'] }),
    line: /^Rôles : CC → CC, FINANCE$/,
  },
  project: {
    id: () => gateway.db().projects.projects.values()[0]!.id,
    touch: (r: { construction: object }) => ({
      ...r,
      construction: { ...r.construction, startDate: '2020-04-01T00:00:00.000+02:00' },
    }),
    line: /^Début des travaux : .+ → 01\/04\/2020$/,
  },
  feedback: {
    id: () => gateway.db().projects.feedbacks.values()[0]!.id,
    touch: (r: object) => ({ ...r, status: 'REFUSED', message: 'Texte modéré' }),
    line: /^Statut de modération : .+ → Refusé/,
  },
  quote: {
    id: () => gateway.db().projects.quotes.values()[0]!.id,
    touch: (r: object) => ({ ...r, downPayment: { percentage: 42.5 } }),
    line: /^Pourcentage d'acompte : .+ → 42,5\u00a0%$/,
  },
  match: {
    id: () => gateway.db().projects.matches.values()[0]!.id,
    touch: (r: object) => ({ ...r, status: 'ARCHIVED' }),
    line: /^Statut : .+ → Archivé/,
  },
  works: {
    id: () =>
      gateway
        .db()
        .people.users.values()
        .find((u) => u.type === 'PROFESSIONAL')!.id,
    touch: (r: { types: string[] }) => ({ ...r, types: [...r.types, 'another-type'] }),
    line: /^Prestations : .* → \d+ prestations?$/,
  },
  worksAcceptance: {
    id: () => gateway.db().projects.worksAcceptances.values()[0]!.id,
    touch: (r: object) => ({ ...r, status: 'CANCELED' }),
    line: /^Statut : .+ → Annulé$/,
  },
  discussion: {
    id: () => gateway.db().projects.discussions.values()[0]!.id,
    touch: (r: object) => ({ ...r, status: 'ARCHIVED' }),
    line: /^Statut : .+ → Archivée?$/,
  },
};

let token: { tokenType: string; accessToken: string };
beforeAll(async () => {
  stubGatewayEnv({ GATEWAY_URL: BASE_URL });
  token = { tokenType: 'Bearer', accessToken: await tokenFor(staffEmail('support')) };
});
beforeEach(() => stubGatewayEnv({ GATEWAY_URL: BASE_URL }));
afterAll(() => {
  configure({ etags: true });
  vi.unstubAllEnvs();
});

const KINDS = Object.keys(RECORD_KINDS) as RecordKindName[];

describe.each(KINDS)('the version of a %s', (kind) => {
  const { id, touch, line } = CASES[kind];

  it('is the ETag the gateway sent with the record, sealed with what the page showed', async () => {
    configure({ etags: true });
    const record = await readRecord(kind, token, id());
    const sent = await call(RECORD_PATH(kind, id()), { token: token.accessToken });
    const opened = openVersionToken(versionToken(kind, record as never, { id: id() }));
    expect(opened).toMatchObject({ kind, id: id(), etag: true, version: sent.headers.get('etag') });
    expect(opened?.values).toEqual(fieldValuesOf(kind, record as never));
  });

  it('is the hash of its tracked fields without an ETag: it moves with them, not with the others', async () => {
    configure({ etags: false });
    const record = (await readRecord(kind, token, id())) as never;
    const opened = openVersionToken(versionToken(kind, record, { id: id() }));
    expect(opened).toMatchObject({ kind, etag: false, version: hashedVersion(kind, record) });
    const touched = touch(record) as never;
    expect(hashedVersion(kind, touched)).not.toBe(hashedVersion(kind, record));
    expect(hashedVersion(kind, { ...(record as object), id: 'another-id-same-fields' } as never)).toBe(
      hashedVersion(kind, record),
    );
    const [change] = diffFields(
      { kind, values: fieldValuesOf(kind, record) },
      { kind, values: fieldValuesOf(kind, touched) },
    );
    expect(`${change?.label} : ${change?.before ?? '—'} → ${change?.after ?? '—'}`).toMatch(line);
  });
});

function RECORD_PATH(kind: RecordKindName, id: string): string {
  const paths: Record<RecordKindName, string> = {
    providerInvoice: '/billing/invoices',
    proInvoice: '/invoices',
    relationship: '/relationships',
    user: '/users',
    credentials: '/credentials',
    project: '/projects',
    feedback: '/feedbacks',
    quote: '/quotes',
    match: '/matches',
    works: '/works',
    worksAcceptance: '/works-acceptances',
    discussion: '/messaging/discussions',
  };
  return `${paths[kind]}/${encodeURIComponent(id)}`;
}

describe('a version token', () => {
  it('opens only as it was sealed: not altered, not under another secret', async () => {
    const record = await readRecord('relationship', token, CASES.relationship.id());
    const sealed = versionToken('relationship', record);
    expect(openVersionToken(sealed)?.id).toBe(record.id);
    expect(openVersionToken(`${sealed}x`)).toBeNull();
    expect(openVersionToken(sealed.replace('.', '.x'))).toBeNull();
    stubGatewayEnv({ GATEWAY_URL: BASE_URL, AUTH_SECRET: 'b'.repeat(32) });
    expect(openVersionToken(sealed)).toBeNull();
  });
});
