import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as billing from '@/lib/gateway/billing';
import * as communications from '@/lib/gateway/communications';
import * as credentials from '@/lib/gateway/credentials';
import * as documents from '@/lib/gateway/documents';
import * as feedbacks from '@/lib/gateway/feedbacks';
import * as invoices from '@/lib/gateway/invoices';
import * as issues from '@/lib/gateway/issues';
import * as logger from '@/lib/gateway/logger';
import * as matches from '@/lib/gateway/matches';
import * as messaging from '@/lib/gateway/messaging';
import * as payment from '@/lib/gateway/payment';
import * as ppAccounts from '@/lib/gateway/pp-accounts';
import * as profiles from '@/lib/gateway/profiles';
import * as projects from '@/lib/gateway/projects';
import * as quotes from '@/lib/gateway/quotes';
import * as relationships from '@/lib/gateway/relationships';
import * as reports from '@/lib/gateway/reports';
import * as search from '@/lib/gateway/search';
import * as sync from '@/lib/gateway/sync';
import * as users from '@/lib/gateway/users';
import * as works from '@/lib/gateway/works';
import * as worksAcceptances from '@/lib/gateway/works-acceptances';
import { GATEWAY, mswGateway, TEST_TOKEN } from './support';

const server = mswGateway({ silence: ['error', 'warn'] });
const t = TEST_TOKEN;

interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  contentType: string | null;
}

let seen: Seen[] = [];

beforeEach(() => {
  works.clearWorksCatalogueCache();
  seen = [];
  // Answers every call with 204, records it; the calls expecting an entity then fail to parse,
  // which is fine here: this table checks what is sent.
  server.use(
    http.all(`${GATEWAY}/*`, ({ request }) => {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

const pdf = () => new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' });
const day = '2020-03-03';

// Every call of SPEC §7 but the token call (oauth.test.ts): [method and path sent, the call].
const CALLS: [string, () => Promise<unknown>][] = [
  ['POST /logger', () => logger.sendLog(t, { level: 'info', message: 'm' })],
  ['GET /communications', () => communications.listCommunications(t)],
  ['GET /works-acceptances/wa1', () => worksAcceptances.getWorksAcceptance(t, 'wa1')],
  ['PUT /projects/p1/construction', () => worksAcceptances.scheduleConstruction(t, 'p1', { startDate: day })],
  [
    'POST /projects/p1/construction/started',
    () => worksAcceptances.declareConstructionStarted(t, 'p1', { startDate: day }),
  ],
  ['POST /works-acceptances/wa1/validate', () => worksAcceptances.validateWorksAcceptance(t, 'wa1')],
  ['POST /works-acceptances/wa1/cancel', () => worksAcceptances.cancelWorksAcceptance(t, 'wa1')],
  [
    'POST /works-acceptances/validated',
    () =>
      worksAcceptances.createValidatedWorksAcceptance(t, {
        file: pdf(),
        worksAcceptance: { projectId: 'p1', ownerId: 'u1', effectiveDate: day, unconditional: true },
      }),
  ],
  ['GET /quotes/q1', () => quotes.getQuote(t, 'q1')],
  [
    'POST /quotes/signed',
    () =>
      quotes.createSignedQuote(t, {
        file: pdf(),
        quote: {
          projectId: 'p1',
          ownerId: 'u1',
          type: 'INITIAL',
          amount: { exclTax: 100, inclTax: 120 },
          signedAt: day,
        },
      }),
  ],
  ['POST /quotes/q1/down-payment', () => quotes.updateQuoteDownPayment(t, 'q1', { percentage: 30 })],
  ['POST /quotes/q1/sign', () => quotes.signQuote(t, 'q1', { signedAt: day })],
  ['POST /quotes/q1/unsign', () => quotes.unsignQuote(t, 'q1')],
  ['POST /quotes/q1/cancel', () => quotes.cancelQuote(t, 'q1', { reasons: ['TOO_EXPENSIVE'] })],
  ['POST /credentials/password/tok', () => credentials.createPassword(t, 'tok', { password: 'Secret123' })],
  [
    'POST /credentials/password/reset',
    () => credentials.requestPasswordReset(t, { email: 'a@groupe.example' }),
  ],
  ['POST /credentials/password/tok/awake', () => credentials.checkPasswordToken(t, 'tok')],
  [
    'POST /credentials/password/change',
    () => credentials.changePassword(t, { oldPassword: 'Old12345', newPassword: 'New12345' }),
  ],
  ['PUT /credentials/c1/roles', () => credentials.replaceRoles(t, 'c1', ['SUPPORT'])],
  ['GET /credentials/mine', () => credentials.getMyCredentials(t)],
  ['GET /credentials/lmsg', () => credentials.listStaffCredentials(t)],
  ['GET /credentials/c1', () => credentials.getCredentials(t, 'c1')],
  ['POST /credentials/c1/email/release', () => credentials.releaseEmail(t, 'c1')],
  ['GET /users', () => users.listUsers(t)],
  ['GET /users/u1', () => users.getUser(t, 'u1')],
  ['GET /users/u1/status', () => users.getUserState(t, 'u1')],
  ['POST /users/u1/anonymize', () => users.anonymizeUser(t, 'u1')],
  [
    'POST /users/type/lmsg',
    () =>
      users.createStaffUser(t, {
        firstName: 'Marie',
        lastName: 'Dupont',
        email: 'm@groupe.example',
        phone: '0612345678',
        sgid: 'A1234567',
      }),
  ],
  ['POST /users/u1/deactivate', () => users.deactivateUser(t, 'u1', { reason: 'INACTIVE' })],
  ['POST /users/u1/reactivate', () => users.reactivateUser(t, 'u1')],
  ['PATCH /users/me', () => users.updateMyPhone(t, { phone: '0612345678' })],
  ['GET /documents/d1', () => documents.getDocument(t, 'd1')],
  [
    'POST /tooling/domain-events/sync',
    () => sync.syncDomainEvents(t, [{ type: 'USER', mode: 'ID', id: 'u1' }]),
  ],
  ['GET /reports/invoices', () => reports.getReport(t, 'INVOICES', { from: day, to: day })],
  [
    'GET /reports/insurance-invoices',
    () => reports.getReport(t, 'INSURANCE_INVOICES', { from: day, to: day }),
  ],
  ['GET /issues', () => issues.listIssues(t)],
  ['GET /issues/i1', () => issues.getIssue(t, 'i1')],
  ['GET /matches', () => matches.listMatches(t)],
  ['GET /matches/p1-u1', () => matches.getMatch(t, 'p1-u1')],
  ['POST /matches/p1-u1/accept', () => matches.acceptMatch(t, 'p1-u1')],
  ['GET /messaging/discussions/mine', () => messaging.listMyDiscussions(t)],
  ['GET /messaging/discussions', () => messaging.findDiscussions(t, ['u1', 'u2'])],
  ['GET /messaging/discussions/di1', () => messaging.getDiscussion(t, 'di1')],
  ['POST /messaging/discussions/di1/messages', () => messaging.postMessage(t, 'di1', { content: 'Bonjour' })],
  ['POST /messaging/discussions/di1/mark-as-read', () => messaging.markDiscussionAsRead(t, 'di1')],
  ['POST /messaging/discussions/di1/join', () => messaging.joinDiscussion(t, 'di1')],
  ['POST /messaging/discussions', () => messaging.createDiscussion(t, { memberIds: ['u1', 'u2'] })],
  ['POST /messaging/discussions/di1/close', () => messaging.closeDiscussion(t, 'di1')],
  ['GET /projects', () => projects.listProjects(t)],
  ['GET /projects/p1', () => projects.getProject(t, 'p1')],
  [
    'POST /projects/p1/documents',
    () => projects.addProjectDocuments(t, 'p1', { files: [pdf()], ownerId: 'u1' }),
  ],
  ['DELETE /projects/p1/documents', () => projects.deleteProjectDocuments(t, 'p1', ['d1'])],
  ['GET /billing/invoices', () => billing.listProviderInvoices(t)],
  ['GET /billing/invoices/b1', () => billing.getProviderInvoice(t, 'b1')],
  ['POST /billing/invoices/b1/mark-as-paid', () => billing.markProviderInvoicePaid(t, 'b1', { paidAt: day })],
  [
    'POST /billing/invoices/b1/mark-as-canceled-by-credit-note',
    () => billing.markProviderInvoiceCanceledByCreditNote(t, 'b1'),
  ],
  [
    'POST /billing/invoices/b1/mark-as-irrecoverable',
    () => billing.markProviderInvoiceIrrecoverable(t, 'b1'),
  ],
  [
    'POST /billing/invoices/b1/cancel-by-credit-note',
    () => billing.cancelProviderInvoiceByCreditNote(t, 'b1'),
  ],
  ['GET /invoices/f1', () => invoices.getProfessionalInvoice(t, 'f1')],
  [
    'POST /invoices/paid',
    () =>
      invoices.createPaidProfessionalInvoice(t, {
        file: pdf(),
        invoice: {
          projectId: 'p1',
          ownerId: 'u1',
          type: 'FINAL_PAYMENT',
          amount: { inclTax: 1200 },
          paidAt: day,
        },
        feeInvoice: { amount: { exclTax: 10, inclTax: 12 } },
      }),
  ],
  ['POST /invoices/f1/mark-as-paid', () => invoices.markProfessionalInvoicePaid(t, 'f1', { paidAt: day })],
  ['POST /invoices/f1/cancel', () => invoices.cancelProfessionalInvoice(t, 'f1')],
  ['GET /payment/payment-account', () => payment.getPaymentAccount(t, 'u1')],
  ['GET /payment/project/p1/viban', () => payment.getProjectViban(t, 'p1')],
  ['GET /payment-accounts/pa1/MANGOPAY/link', () => payment.getPaymentAccountLink(t, 'pa1', 'MANGOPAY')],
  ['POST /pp-accounts/pp1/associate', () => ppAccounts.associateAccount(t, 'pp1', { accountId: 'pp2' })],
  ['POST /pp-accounts/pp1/dissociate', () => ppAccounts.dissociateAccount(t, 'pp1')],
  ['GET /relationships/r1', () => relationships.getRelationship(t, 'r1')],
  ['PATCH /relationships/r1', () => relationships.updateRelationship(t, 'r1', { comment: 'Rappeler' })],
  ['POST /relationships/r1/reactivate', () => relationships.reactivateRelationship(t, 'r1')],
  ['GET /profiles/u1', () => profiles.getProfile(t, 'u1')],
  ['GET /feedbacks/fb1', () => feedbacks.getFeedback(t, 'fb1')],
  [
    'PATCH /feedbacks/fb1',
    () => feedbacks.updateFeedback(t, 'fb1', { action: 'UPDATE', status: 'PUBLISHED' }),
  ],
  [
    'PATCH /feedbacks/fb1/replies/rp1',
    () => feedbacks.updateFeedbackReply(t, 'fb1', 'rp1', { status: 'REFUSED' }),
  ],
  ['GET /search', () => search.search(t, 'P1234')],
  ['GET /works/jobs', () => works.getJobs(t)],
  ['GET /works/departments', () => works.getDepartments(t)],
  ['GET /works/types', () => works.getWorkTypes(t)],
  ['GET /works/u1', () => works.getUserWorks(t, 'u1')],
  ['GET /works/types/u1/insured', () => works.getInsuredWorkTypes(t, 'u1')],
  ['PATCH /works/u1', () => works.updateUserWorks(t, 'u1', { jobs: ['j1'] })],
];

describe('every call of SPEC §7', () => {
  it.each(CALLS)('%s, with the Authorization header', async (expected, call) => {
    await call().catch(() => undefined);

    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([expected]);
    expect(seen[0].authorization).toBe('Bearer access-123');
  });

  it('resolves the calls that answer nothing to void', async () => {
    await expect(quotes.unsignQuote(t, 'q1')).resolves.toBeUndefined();
    await expect(users.updateMyPhone(t, { phone: '0612345678' })).resolves.toBeUndefined();
  });

  it('refuses a body the shared request schema rejects, before calling the gateway', async () => {
    await expect(quotes.updateQuoteDownPayment(t, 'q1', { percentage: 130 })).rejects.toThrow();
    await expect(credentials.replaceRoles(t, 'c1', [])).rejects.toThrow();
    expect(seen).toEqual([]);
  });
});

describe('list text filters', () => {
  it('send a phone number typed with spaces, dots or +33 as national digits, other text as typed', async () => {
    await users.listUsers(t, { q: '+33 7 61 33' }).catch(() => undefined);
    await projects.listProjects(t, { q: '07.61.33' }).catch(() => undefined);
    await communications
      .listCommunications(t, { q: 'Noémie', recipient: '0033 7 61' })
      .catch(() => undefined);

    expect(seen.map((request) => Object.fromEntries(request.query))).toEqual([
      expect.objectContaining({ q: '076133' }),
      expect.objectContaining({ q: '076133' }),
      expect.objectContaining({ q: 'Noémie', recipient: '0761' }),
    ]);
  });
});
