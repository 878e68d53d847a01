import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError, NetworkError } from '@/lib/gateway/errors';
import { JOURNAL_ACTIONS } from '@/lib/journal/actions';
import { journalWrites } from '../support/journal-stub';

/*
 * Every server action that changes data at the gateway writes one journal entry, after the
 * gateway answered, with who ran it, what, on which record, why, how it went and the request id;
 * never the password or the message's text. The gateway modules are automocked: each call answers
 * `undefined` unless a row needs more.
 */

const STAFF = { id: 'staff-1', email: 'camille.agent@groupe.example', roles: ['SUPPORT'] };
const TOKEN = { tokenType: 'Bearer', accessToken: 'secret-token' };

vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof import('@/lib/auth/session')>()),
  requireActionAccess: async () => ({
    user: { ...STAFF, firstName: 'Camille', lastName: 'Agent' },
    token: TOKEN,
  }),
  confirmedSession: async <T>(session: T) => session,
}));
vi.mock('@/lib/auth/request-context', async (original) => ({
  ...(await original<typeof import('@/lib/auth/request-context')>()),
  currentRequest: async () => ({ requestId: 'req-42', route: '/x' }),
  currentPath: async () => '/x',
}));
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/env', () => ({ env: () => ({ STAFF_EMAIL_DOMAIN: 'groupe.example' }) }));
vi.mock('next/headers', () => ({ cookies: async () => ({ delete: () => undefined }) }));
for (const name of [
  'users',
  'credentials',
  'pp-accounts',
  'works',
  'quotes',
  'messaging',
  'sync',
  'invoices',
  'billing',
  'matches',
  'relationships',
  'works-acceptances',
  'projects',
  'feedbacks',
  'search',
]) {
  vi.doMock(`@/lib/gateway/${name}`, async () => {
    const actual = (await vi.importActual(`@/lib/gateway/${name}`)) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(actual).map(([key, value]) => [key, typeof value === 'function' ? vi.fn() : value]),
    );
  });
}

const gateway = {
  users: await import('@/lib/gateway/users'),
  credentials: await import('@/lib/gateway/credentials'),
  quotes: await import('@/lib/gateway/quotes'),
  messaging: await import('@/lib/gateway/messaging'),
  billing: await import('@/lib/gateway/billing'),
  matches: await import('@/lib/gateway/matches'),
  search: await import('@/lib/gateway/search'),
};
const user = await import('@/app/(backoffice)/(records)/clients/[id]/actions');
const works = await import('@/app/(backoffice)/(records)/clients/[id]/modifier-prestations/actions');
const account = await import('@/app/(backoffice)/compte/actions');
const creation = await import('@/app/(backoffice)/creation-utilisateur/actions');
const staff = await import('@/app/(backoffice)/(records)/utilisateurs/[id]/actions');
const quote = await import('@/app/(backoffice)/devis/[id]/actions');
const discussion = await import('@/app/(backoffice)/discussions/[id]/actions');
const start = await import('@/app/(backoffice)/discussions/actions');
const bulk = await import('@/app/(backoffice)/exports/actions');
const sync = await import('@/app/(backoffice)/actions');
const proInvoice = await import('@/app/(backoffice)/factures-pro/[id]/actions');
const invoice = await import('@/app/(backoffice)/(records)/factures/[id]/actions');
const match = await import('@/app/(backoffice)/(records)/matches/[id]/actions');
const relationship = await import('@/app/(backoffice)/mises-en-relation/[id]/actions');
const construction = await import('@/app/(backoffice)/(records)/projets/[id]/actions');
const documents = await import('@/app/(backoffice)/(records)/projets/[id]/actions');
const acceptance = await import('@/app/(backoffice)/pv-de-fin-de-chantier/[id]/actions');
const feedback = await import('@/app/(backoffice)/avis/[id]/actions');
const headerSearch = await import('@/components/shell/search-action');
const palette = await import('@/components/command-palette/open-action');

const UUID = '3f2b8c1e-9a4d-4e1f-8b7a-2c5d6e7f8a9b';

interface Row {
  name: string;
  run: () => Promise<{ ok: boolean }>;
  entry: {
    action: string;
    targetType: string | null;
    targetId: string | null;
    reason?: string | null;
    details?: string | null;
  };
}

const ROWS: Row[] = [
  {
    name: 'deactivate a user',
    run: () => user.deactivateUserAction({ id: 'u1', reason: 'ACCOUNT_NOT_ACTIVATED' }),
    entry: { action: 'deactivateUser', targetType: 'userView', targetId: 'u1', reason: expect.any(String) },
  },
  {
    name: 'reactivate a user',
    run: () => user.reactivateUserAction({ id: 'u1' }),
    entry: { action: 'reactivateUser', targetType: 'userView', targetId: 'u1' },
  },
  {
    name: 'anonymise a user',
    run: () => user.anonymiseUserAction({ id: 'u1' }),
    entry: { action: 'anonymiseUser', targetType: 'userView', targetId: 'u1' },
  },
  {
    name: "release a staff member's e-mail",
    run: () => staff.releaseStaffEmailAction({ id: 's9' }),
    entry: { action: 'releaseEmail', targetType: 'credentialsView', targetId: 's9' },
  },
  {
    name: 'deactivate a staff member',
    run: () => staff.deactivateStaffAction({ id: 's9', reason: 'ACCOUNT_NOT_ACTIVATED' }),
    entry: {
      action: 'deactivateUser',
      targetType: 'credentialsView',
      targetId: 's9',
      reason: expect.any(String),
    },
  },
  {
    name: 'associate an account',
    run: () => user.associateAccountAction({ ppAccountId: 'pp1', userId: 'u1', account: 'acc-7' }),
    entry: {
      action: 'associateAccount',
      targetType: 'userView',
      targetId: 'u1',
      details: 'Compte associé : acc-7',
    },
  },
  {
    name: 'dissociate an account',
    run: () => user.dissociateAccountAction({ ppAccountId: 'pp1', userId: 'u1' }),
    entry: { action: 'dissociateAccount', targetType: 'userView', targetId: 'u1' },
  },
  {
    name: "change a professional's works",
    run: () =>
      works.saveUserWorksAction({
        id: 'u1',
        departments: ['75'],
        jobs: ['job-plombier'],
        types: [{ id: 'type-plb-wc', insured: true }],
      }),
    entry: { action: 'updateUserWorks', targetType: 'userView', targetId: 'u1' },
  },
  {
    name: 'change her own password',
    run: () =>
      account.changeMyPasswordAction({
        oldPassword: 'Old-pass1',
        password: 'New-pass12',
        passwordConfirmation: 'New-pass12',
      }),
    entry: { action: 'changeOwnPassword', targetType: 'credentialsView', targetId: STAFF.id },
  },
  {
    name: 'change her own phone',
    run: () => account.changeMyPhoneAction({ phone: '06 12 34 56 78' }),
    entry: { action: 'changeOwnPhone', targetType: 'credentialsView', targetId: STAFF.id },
  },
  {
    name: 'create a staff member',
    run: () =>
      creation.createStaffAction({
        firstName: 'Camille',
        lastName: 'Martin',
        email: 'camille.martin@groupe.example',
        phone: '06 12 34 56 78',
        sgid: 'A1234567',
        roles: ['SUPPORT'],
      }),
    entry: {
      action: 'createStaffUser',
      targetType: 'credentialsView',
      targetId: 'new-staff',
      details: 'camille.martin@groupe.example · Rôles : SUPPORT',
    },
  },
  {
    name: "replace a staff member's roles",
    run: () => staff.replaceStaffRolesAction({ id: 's9', roles: ['SUPPORT'] }),
    entry: {
      action: 'replaceRoles',
      targetType: 'credentialsView',
      targetId: 's9',
      details: 'Rôles : SUPPORT',
    },
  },
  {
    name: 'sign a quote',
    run: () => quote.signQuoteAction({ id: 'q1', type: 'INITIAL', signedAt: '2020-03-02' }),
    entry: { action: 'signQuote', targetType: 'quoteView', targetId: 'q1', details: 'Signé le 2020-03-02' },
  },
  {
    name: "cancel a quote's signature",
    run: () => quote.unsignQuoteAction({ id: 'q1', type: 'INITIAL' }),
    entry: { action: 'unsignQuote', targetType: 'quoteView', targetId: 'q1' },
  },
  {
    name: 'cancel a quote, with reasons and a comment',
    run: () =>
      quote.cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons: ['OTHER'], comment: 'Projet abandonné' }),
    entry: {
      action: 'cancelQuote',
      targetType: 'quoteView',
      targetId: 'q1',
      reason: expect.stringContaining('Projet abandonné'),
    },
  },
  {
    name: "change a quote's down payment",
    run: () => quote.updateDownPaymentAction({ id: 'q1', percentage: '30' }),
    entry: {
      action: 'updateDownPayment',
      targetType: 'quoteView',
      targetId: 'q1',
      details: 'Acompte : 30 %',
    },
  },
  {
    name: 'send a message (its text stays out of the journal)',
    run: () => discussion.sendMessageAction({ id: 'd1', content: 'Bonjour, voici le devis.' }),
    entry: {
      action: 'sendMessage',
      targetType: 'discussionView',
      targetId: 'd1',
      reason: null,
      details: null,
    },
  },
  {
    name: 'join a discussion',
    run: () => discussion.joinDiscussionAction({ id: 'd1' }),
    entry: { action: 'joinDiscussion', targetType: 'discussionView', targetId: 'd1' },
  },
  {
    name: 'close a discussion',
    run: () => discussion.closeDiscussionAction({ id: 'd1' }),
    entry: { action: 'closeDiscussion', targetType: 'discussionView', targetId: 'd1' },
  },
  {
    name: 'start a discussion with a user',
    run: () => start.startDiscussionAction({ userId: 'u2' }),
    entry: { action: 'startDiscussion', targetType: 'userView', targetId: 'u2', details: 'Discussion d9' },
  },
  {
    name: 'resynchronise a batch',
    run: () => bulk.bulkSyncAction([{ type: 'USER', id: UUID }]),
    entry: {
      action: 'bulkSync',
      targetType: null,
      targetId: null,
      details: `1 identifiant(s) : Utilisateur ${UUID}`,
    },
  },
  {
    name: 'search from the header',
    run: () => headerSearch.globalSearchAction({ search: 'noemie.noel@exemple.fr' }),
    entry: { action: 'search', targetType: null, targetId: null, details: '« noemie.noel@exemple.fr »' },
  },
  {
    name: 'open a record from the palette',
    run: () => palette.openFromPaletteAction({ value: 'CQ0HU', hitTypes: ['user'] }),
    entry: { action: 'search', targetType: null, targetId: null, details: '« CQ0HU »' },
  },
  {
    name: 'resynchronise one record',
    run: () => sync.syncRecordAction({ type: 'QUOTE', id: 'q1' }),
    entry: { action: 'syncRecord', targetType: 'quoteView', targetId: 'q1' },
  },
  {
    name: 'mark a professional invoice paid',
    run: () => proInvoice.markProInvoicePaidAction({ id: 'pi1', paidAt: '2020-03-02' }),
    entry: {
      action: 'markProInvoicePaid',
      targetType: 'proInvoiceView',
      targetId: 'pi1',
      details: 'Payée le 2020-03-02',
    },
  },
  {
    name: 'cancel a professional invoice',
    run: () => proInvoice.cancelProInvoiceAction({ id: 'pi1' }),
    entry: { action: 'cancelProInvoice', targetType: 'proInvoiceView', targetId: 'pi1' },
  },
  {
    name: 'mark an invoice paid',
    run: () => invoice.markProviderInvoicePaidAction({ id: 'b1', paidAt: '2020-03-02' }),
    entry: {
      action: 'markInvoicePaid',
      targetType: 'invoiceView',
      targetId: 'b1',
      details: 'Payée le 2020-03-02',
    },
  },
  {
    name: 'mark an invoice cancelled by credit note',
    run: () => invoice.markProviderInvoiceCanceledByCreditNoteAction({ id: 'b1' }),
    entry: { action: 'markInvoiceCanceledByCreditNote', targetType: 'invoiceView', targetId: 'b1' },
  },
  {
    name: 'mark an invoice irrecoverable',
    run: () => invoice.markProviderInvoiceIrrecoverableAction({ id: 'b1' }),
    entry: { action: 'markInvoiceIrrecoverable', targetType: 'invoiceView', targetId: 'b1' },
  },
  {
    name: 'generate a credit note',
    run: () => invoice.createCreditNoteAction({ id: 'b1' }),
    entry: { action: 'createCreditNote', targetType: 'invoiceView', targetId: 'b1', details: 'Avoir cn1' },
  },
  {
    name: 'accept a match',
    run: () => match.acceptMatchAction({ id: 'm1' }),
    entry: { action: 'acceptMatch', targetType: 'matchView', targetId: 'm1' },
  },
  {
    name: 'update a relationship, with a comment',
    run: () => relationship.updateRelationshipAction({ id: 'r1', comment: 'Rendez-vous pris' }),
    entry: {
      action: 'updateRelationship',
      targetType: 'relationshipView',
      targetId: 'r1',
      reason: 'Rendez-vous pris',
    },
  },
  {
    name: 'reopen a relationship',
    run: () => relationship.reactivateRelationshipAction({ id: 'r1' }),
    entry: { action: 'reactivateRelationship', targetType: 'relationshipView', targetId: 'r1' },
  },
  {
    name: 'schedule the works',
    run: () => construction.scheduleConstructionAction({ projectId: 'p1', startDate: '2020-03-10' }),
    entry: {
      action: 'scheduleConstruction',
      targetType: 'projectView',
      targetId: 'p1',
      details: 'Début : 2020-03-10',
    },
  },
  {
    name: 'declare the works started',
    run: () => construction.declareConstructionStartedAction({ projectId: 'p1', startDate: '2020-03-10' }),
    entry: {
      action: 'declareConstructionStarted',
      targetType: 'projectView',
      targetId: 'p1',
      details: 'Début : 2020-03-10',
    },
  },
  {
    name: "delete a project's documents",
    run: () => documents.deleteProjectDocumentsAction({ projectId: 'p1', documentIds: ['doc1', 'doc2'] }),
    entry: {
      action: 'deleteProjectDocuments',
      targetType: 'projectView',
      targetId: 'p1',
      details: '2 document(s) : doc1, doc2',
    },
  },
  {
    name: 'validate a works acceptance',
    run: () => acceptance.validateWorksAcceptanceAction({ id: 'wa1' }),
    entry: { action: 'validateWorksAcceptance', targetType: 'worksAcceptanceView', targetId: 'wa1' },
  },
  {
    name: 'cancel a works acceptance',
    run: () => acceptance.cancelWorksAcceptanceAction({ id: 'wa1' }),
    entry: { action: 'cancelWorksAcceptance', targetType: 'worksAcceptanceView', targetId: 'wa1' },
  },
  {
    name: 'moderate a feedback',
    run: () => feedback.moderateFeedbackAction({ id: 'f1', status: 'PUBLISHED' }),
    entry: {
      action: 'moderateFeedback',
      targetType: 'feedbackView',
      targetId: 'f1',
      details: expect.stringContaining('Statut'),
    },
  },
  {
    name: 'moderate a reply',
    run: () => feedback.moderateReplyAction({ id: 'f1', replyId: 'rep1', message: 'Texte corrigé.' }),
    entry: {
      action: 'moderateReply',
      targetType: 'feedbackView',
      targetId: 'f1',
      details: expect.stringContaining('rep1'),
    },
  },
];

// The users the rows act on, as the gateway names them (read before acting on a user).
const USERS: Record<string, { id: string; type: string; ppAccount?: { id: string } }> = {
  u1: { id: 'u1', type: 'PROFESSIONAL', ppAccount: { id: 'pp1' } },
  u2: { id: 'u2', type: 'PARTICULAR' },
  s9: { id: 's9', type: 'LMSG' },
  [STAFF.id]: { id: STAFF.id, type: 'LMSG' },
};

beforeEach(() => {
  vi.mocked(gateway.users.getUser).mockImplementation(async (_token, id) => USERS[id] as never);
  vi.mocked(gateway.credentials.getCredentials).mockResolvedValue({ id: 's9', roles: ['CC'] } as never);
  vi.mocked(gateway.users.createStaffUser).mockResolvedValue({ id: 'new-staff' } as never);
  vi.mocked(gateway.quotes.getQuote).mockResolvedValue({
    amount: { exclTax: 10_000, inclTax: 12_000 },
  } as never);
  vi.mocked(gateway.search.search).mockResolvedValue([]);
  vi.mocked(gateway.messaging.createDiscussion).mockResolvedValue({ id: 'd9' } as never);
  vi.mocked(gateway.billing.cancelProviderInvoiceByCreditNote).mockResolvedValue({ id: 'cn1' } as never);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the staff journal of the server actions', () => {
  it.each(ROWS)(
    '$name: one entry, with who, what, which record, the outcome and the request id',
    async (row) => {
      const result = await row.run();

      expect(result).toMatchObject({ ok: true });
      expect(journalWrites).toHaveLength(1);
      const entry = journalWrites[0]!;
      expect(entry).toMatchObject({
        staffId: STAFF.id,
        staffEmail: STAFF.email,
        staffRoles: STAFF.roles,
        outcome: 'SUCCESS',
        requestId: 'req-42',
        reason: null,
        details: null,
        ...row.entry,
      });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      expect(Object.keys(JOURNAL_ACTIONS)).toContain(entry.action);
      expect(JSON.stringify(entry)).not.toMatch(/secret-token|New-pass12|Old-pass1|voici le devis/);
    },
  );

  it('writes the SPEC §8 code of a failed gateway call, and the action fails as before', async () => {
    vi.mocked(gateway.matches.acceptMatch).mockRejectedValue(
      new BusinessError('refused', {
        code: 'MAX_ACTIVE_RELATIONSHIPS',
        status: 409,
        statusText: 'Conflict',
        body: {},
      }),
    );

    const result = await match.acceptMatchAction({ id: 'm1' });

    expect(result).toMatchObject({ ok: false });
    expect(journalWrites).toEqual([
      expect.objectContaining({
        action: 'acceptMatch',
        targetType: 'matchView',
        targetId: 'm1',
        outcome: 'MAX_ACTIVE_RELATIONSHIPS',
      }),
    ]);
  });

  it('names a failure without a business code by its kind', async () => {
    vi.mocked(gateway.users.anonymizeUser).mockRejectedValue(new NetworkError('connection refused'));

    expect(await user.anonymiseUserAction({ id: 'u1' })).toMatchObject({ ok: false });
    expect(journalWrites).toEqual([expect.objectContaining({ outcome: 'GATEWAY_UNREACHABLE' })]);
  });

  it('writes nothing for an input refused before the gateway is asked to change anything', async () => {
    expect(await quote.signQuoteAction({ id: 'q1', type: 'INITIAL', signedAt: '' })).toMatchObject({
      ok: false,
    });
    expect(await start.startDiscussionAction({ userId: STAFF.id })).toMatchObject({ ok: false });
    expect(journalWrites).toEqual([]);
  });
});
