/**
 * The route handlers the project view's creation forms post to (signed quote, validated works
 * acceptance, paid professional invoice): each re-checks the role table, the same rules as the
 * browser (again once the project is read) and the file, then calls the gateway and answers the
 * ActionResult that opens the new record's view.
 */
import { http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canAccessRoute, canRunAction, type ActionId, type RouteId } from '@/lib/access';
import { INVALID_FORM_MESSAGE } from '@/lib/action-result';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/documents/upload';
import { businessErrorMessage, SESSION_EXPIRED_MESSAGE } from '@/lib/domain/errors';
import type { Role } from '@/lib/domain/roles';
import { FILE_MESSAGES, INVOICE_AMOUNT_MESSAGES } from '@/lib/domain/rules';
import type { Project } from '@/lib/domain/schemas';
import { getDb } from '@/lib/fake-gateway';
import { projectView } from '@/lib/fake-gateway/handlers/project-domain/views';
import {
  PAID_INVOICE_MESSAGES as I,
  PROFESSIONAL_MESSAGES as P,
  SIGNED_QUOTE_MESSAGES as Q,
  WORKS_ACCEPTANCE_CREATION_MESSAGES as W,
} from '@/lib/projects/messages';
import { GATEWAY, mswGateway, TEST_TOKEN } from '../gateway/support';
import { journalWrites } from '../support/journal-stub';

const session = vi.hoisted(() => ({ roles: ['SUPPORT'] as string[] | null }));
vi.mock('@/lib/auth/session', async (original) => {
  const actual = await original<typeof import('@/lib/auth/session')>();
  const current = () =>
    session.roles ? { user: { id: 'me', roles: session.roles }, token: TEST_TOKEN } : null;
  return {
    ...actual,
    getSession: async () => current(),
    requireActionAccess: async (route: RouteId, action?: ActionId) => {
      const roles = (session.roles ?? []) as Role[];
      if (!session.roles || !canAccessRoute(roles, route) || (action && !canRunAction(roles, action)))
        throw new actual.ForbiddenActionError();
      return current();
    },
  };
});

const quotes = await import('@/app/api/projets/[id]/devis-signes/route');
const acceptances = await import('@/app/api/projets/[id]/pv-de-fin-de-chantier/route');
const invoices = await import('@/app/api/projets/[id]/factures-pro/route');

const server = mswGateway({ silence: ['warn', 'error'] });

// Real GET /projects/:id answers: the fake gateway's showcase projects.
const db = getDb();
const showcase = (name: keyof typeof db.projects.showcase): Project =>
  projectView(db, db.projects.projects.require(db.projects.showcase[name]));
const published = showcase('published');
const signed = showcase('signed');
const contractor = signed.contractualization.contractor!;
// Answers of the creation calls, taken from other showcase records.
const newQuote = signed.contractualization.quotes[0];
const newAcceptance = showcase('acceptance').construction.worksAcceptances[0];
const newInvoice = showcase('paying').payment.invoices[0];

interface Received {
  path: string;
  parts: Record<string, unknown>;
  file: File | null;
}

/** The gateway: the project read, and each creation call recording its multipart parts. */
function gateway(project: Project, answer?: () => Response): Received[] {
  const received: Received[] = [];
  const record = (path: string, created: object) =>
    http.post(`${GATEWAY}${path}`, async ({ request }) => {
      const form = await request.formData();
      const parts: Record<string, unknown> = {};
      for (const [name, value] of form.entries())
        if (name !== 'file') parts[name] = JSON.parse(await (value as Blob).text());
      received.push({ path, parts, file: form.get('file') as File | null });
      return answer?.() ?? HttpResponse.json(created, { status: 201 });
    });
  server.use(
    http.get(`${GATEWAY}/projects/:id`, () => HttpResponse.json(project)),
    record('/quotes/signed', newQuote),
    record('/works-acceptances/validated', newAcceptance),
    record('/invoices/paid', newInvoice),
  );
  return received;
}

const pdf = (size = 2048) => new File([new Uint8Array(size)], 'document.pdf', { type: 'application/pdf' });

type Handler = typeof quotes.POST;

function post(
  handler: Handler,
  projectId: string,
  fields: Record<string, string>,
  file: File | null = pdf(),
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', file);
  const request = new NextRequest(`http://app.test/api/projets/${projectId}/x`, {
    method: 'POST',
    body: form,
    // The app's own page posts it: a browser sends its origin with every POST.
    headers: { origin: 'http://app.test', ...headers },
  });
  return handler(request, { params: Promise.resolve({ id: projectId }) });
}

const quoteFields = (ownerId: string) => ({
  ownerId,
  type: 'INITIAL',
  amountHT: '5 000',
  amountTTC: '5 500',
  depositPercentage: '30',
  signedAt: '2020-03-02',
});

beforeEach(() => {
  session.roles = ['SUPPORT'];
});

describe('POST /api/projets/:id/devis-signes', () => {
  const owner = published.professionals.relationships[0].user.id;

  it('sends the quote part and the file, then opens the new quote', async () => {
    const received = gateway(published);
    const response = await post(quotes.POST, published.id, quoteFields(owner));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: Q.created(newQuote.type),
      data: { id: newQuote.id, type: newQuote.type },
      redirectTo: `/devis/${newQuote.id}`,
    });
    expect(received).toHaveLength(1);
    expect(received[0].parts.quote).toEqual({
      projectId: published.id,
      ownerId: owner,
      type: 'INITIAL',
      amount: { exclTax: 5000, inclTax: 5500 },
      downPayment: { percentage: 30 },
      signedAt: '2020-03-02',
    });
    expect(received[0].file?.name).toBe('document.pdf');
    // The staff journal: one entry on the project, naming the new quote, never the file.
    expect(journalWrites).toEqual([
      expect.objectContaining({
        action: 'createSignedQuote',
        targetType: 'projectView',
        targetId: published.id,
        details: `Devis ${newQuote.id}`,
        outcome: 'SUCCESS',
      }),
    ]);
  });

  it('asks a visitor to sign in again, coming back to the project', async () => {
    session.roles = null;
    const received = gateway(published);
    const response = await post(quotes.POST, published.id, quoteFields(owner));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      ok: false,
      sessionExpired: true,
      message: SESSION_EXPIRED_MESSAGE,
      redirectTo: `/connexion?redirect=%2Fprojets%2F${published.id}`,
    });
    expect(received).toHaveLength(0);
  });

  it('refuses FINANCE, which the role table keeps out of quotes, and a request from another site', async () => {
    const received = gateway(published);
    session.roles = ['FINANCE'];
    const refused = await post(quotes.POST, published.id, quoteFields(owner));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ ok: false, message: businessErrorMessage('FORBIDDEN') });
    session.roles = ['CA'];
    const crossSite = await post(quotes.POST, published.id, quoteFields(owner), pdf(), {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it("refuses with the browser's rules, under the fields, without calling the gateway", async () => {
    const received = gateway(published);
    const response = await post(quotes.POST, published.id, {
      ...quoteFields(owner),
      amountHT: 'abc',
      signedAt: '',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: {
        amountHT: 'Merci de renseigner le montant HT.',
        signedAt: "Merci d'indiquer la date de signature.",
      },
    });
    expect(received).toHaveLength(0);
  });

  it('checks the file again: its type, its size, its presence', async () => {
    const received = gateway(published);
    const text = await post(quotes.POST, published.id, quoteFields(owner), new File(['x'], 'a.txt'));
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ fieldErrors: { file: FILE_MESSAGES.invalidType } });
    const none = await post(quotes.POST, published.id, quoteFields(owner), null);
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ fieldErrors: { file: FILE_MESSAGES.required } });
    const large = await post(quotes.POST, published.id, quoteFields(owner), pdf(), {
      'content-length': String(MAX_UPLOAD_REQUEST_BYTES + 1),
    });
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ fieldErrors: { file: FILE_MESSAGES.tooLarge } });
    expect(received).toHaveLength(0);
  });

  it('refuses, once the project is read, a professional who is not on it or not its contractor', async () => {
    const received = gateway(published);
    const stranger = await post(quotes.POST, published.id, quoteFields('someone-else'));
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toMatchObject({ fieldErrors: { ownerId: P.notOnProject } });
    gateway(signed);
    const other = signed.professionals.relationships.find((item) => item.user.id !== contractor.id)!.user.id;
    const notContractor = await post(quotes.POST, signed.id, quoteFields(other));
    expect(await notContractor.json()).toMatchObject({ fieldErrors: { ownerId: Q.notTheContractor } });
    expect(received).toHaveLength(0);
  });

  it("puts the gateway's refusal of the file under the file field, and any other with the form's message", async () => {
    gateway(published, () => HttpResponse.json({ code: 'PAYLOAD_TOO_LARGE' }, { status: 413 }));
    const tooLarge = await post(quotes.POST, published.id, quoteFields(owner));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({ fieldErrors: { file: FILE_MESSAGES.tooLarge } });
    gateway(published, () => HttpResponse.json({ code: 'INVALID_STATE' }, { status: 409 }));
    const refused = await post(quotes.POST, published.id, quoteFields(owner));
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ ok: false, message: Q.createFailed });
  });
});

describe('POST /api/projets/:id/pv-de-fin-de-chantier', () => {
  const fields = { ownerId: contractor.id, effectiveDate: '2020-03-01', unconditional: 'false' };

  it('sends the works acceptance part and the file, then opens the new works acceptance', async () => {
    session.roles = ['CC'];
    const received = gateway(signed);
    const response = await post(acceptances.POST, signed.id, fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: W.created,
      data: newAcceptance.id,
      redirectTo: `/pv-de-fin-de-chantier/${newAcceptance.id}`,
    });
    expect(received[0].parts.worksAcceptance).toEqual({
      projectId: signed.id,
      ownerId: contractor.id,
      effectiveDate: '2020-03-01',
      unconditional: false,
    });
  });

  it('refuses FINANCE and a missing reservations choice', async () => {
    const received = gateway(signed);
    session.roles = ['FINANCE'];
    expect((await post(acceptances.POST, signed.id, fields)).status).toBe(403);
    session.roles = ['SUPPORT'];
    const response = await post(acceptances.POST, signed.id, { ...fields, unconditional: '' });
    expect(await response.json()).toMatchObject({ fieldErrors: { unconditional: W.reservationsRequired } });
    expect(received).toHaveLength(0);
  });
});

describe('POST /api/projets/:id/factures-pro', () => {
  const fields = {
    invoiceType: 'DOWN_PAYMENT',
    amount: '3892,80',
    paidAt: '2020-03-02',
    feeAmountHT: '150',
  };

  it("sends the contractor's paid invoice and the fee, then opens the new invoice", async () => {
    session.roles = ['FINANCE'];
    const received = gateway(signed);
    const response = await post(invoices.POST, signed.id, fields);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      message: I.created,
      data: newInvoice.id,
      redirectTo: `/factures-pro/${newInvoice.id}`,
    });
    expect(received[0].parts).toEqual({
      invoice: {
        projectId: signed.id,
        ownerId: contractor.id,
        type: 'DOWN_PAYMENT',
        amount: { inclTax: 3892.8 },
        paidAt: '2020-03-02',
      },
      feeInvoice: { amount: { exclTax: 150, inclTax: 180 } },
    });
  });

  it('refuses CA, which the role table keeps out of invoices', async () => {
    session.roles = ['CA'];
    const received = gateway(signed);
    const response = await post(invoices.POST, signed.id, fields);
    expect(response.status).toBe(403);
    expect(received).toHaveLength(0);
  });

  it("checks the amount against the project's payment as the gateway has it now", async () => {
    const received = gateway(signed);
    const response = await post(invoices.POST, signed.id, { ...fields, invoiceType: 'FINAL_PAYMENT' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fieldErrors: { amount: INVOICE_AMOUNT_MESSAGES.notEqual(signed.payment.balance) },
    });
    expect(received).toHaveLength(0);
  });

  it('refuses a project without contractor with its reason', async () => {
    const received = gateway(published);
    const response = await post(invoices.POST, published.id, fields);
    expect(await response.json()).toEqual({ ok: false, message: I.noContractor });
    expect(received).toHaveLength(0);
  });
});
