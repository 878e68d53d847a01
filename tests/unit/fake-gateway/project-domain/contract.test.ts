/**
 * Contract: every call of the project domain answers what the lib/domain schemas accept, so the
 * fake and the gateway client cannot drift. Each route of projectDomainHandlers must be listed.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  discussionSchema,
  documentSchema,
  feedbackSchema,
  issueSchema,
  matchSchema,
  pageOf,
  professionalInvoiceSchema,
  projectListItemSchema,
  projectSchema,
  providerInvoiceSchema,
  quoteSchema,
  relationshipSchema,
  searchResultSchema,
  worksAcceptanceSchema,
  constructionSchema,
} from '@/lib/domain/schemas';
import type { FakeGateway } from '@/lib/fake-gateway';
import { quoteDocument } from '@/lib/fake-gateway/data/project-documents';
import { linked } from '@/lib/fake-gateway/data/project-links';
import { projectDomainHandlers } from '@/lib/fake-gateway/handlers/project-domain';
import { call, staffEmail, startFakeGateway, type CallOptions } from '../core/harness';
import {
  matchesOf,
  multipart,
  pdfFile,
  pngFile,
  quotesOf,
  relationshipsOf,
  showcase,
  supportToken,
} from './support';

const { gateway } = startFakeGateway();

const noBody = z.undefined();
const errorBody = z.object({ code: z.string().min(1), message: z.string(), processId: z.string().min(1) });

interface Case {
  /** `METHOD /declared/path` */
  route: string;
  path: (gateway: FakeGateway) => string;
  options?: (gateway: FakeGateway) => CallOptions;
  status: number;
  schema: z.ZodType;
}

const data = (g: FakeGateway) => g.db().projects;
const first = <T>(values: readonly T[], test: (value: T) => boolean, what: string): T => {
  const found = values.find(test);
  if (!found) throw new Error(`no ${what} in the seed`);
  return found;
};
const pendingQuote = (g: FakeGateway) =>
  first(quotesOf(g, showcase(g, 'published')), (quote) => quote.status === 'PENDING', 'pending quote');
const signedQuote = (g: FakeGateway) =>
  first(quotesOf(g, showcase(g, 'signed')), (quote) => quote.status === 'SIGNED', 'signed quote');
const createdMatch = (g: FakeGateway) =>
  first(matchesOf(g, showcase(g, 'published')), (match) => match.status === 'CREATED', 'created match');
const withdrawn = (g: FakeGateway) =>
  first(
    relationshipsOf(g, showcase(g, 'published')),
    (rel) => rel.status === 'WITHDRAWN',
    'withdrawn relationship',
  );
const pendingProvider = (g: FakeGateway, n: number) =>
  data(g)
    .providerInvoices.values()
    .filter((invoice) => invoice.status === 'PENDING' && invoice.type !== 'BASIC_CREDIT_NOTE')[n];
const pendingPro = (g: FakeGateway, n: number) =>
  data(g)
    .professionalInvoices.values()
    .filter((invoice) => invoice.status === 'PENDING')[n];
const pendingAcceptance = (g: FakeGateway) =>
  data(g).worksAcceptances.get(linked(showcase(g, 'acceptance'), 'worksAcceptances').at(-1)!)!;
const activeDiscussion = (g: FakeGateway) =>
  first(
    data(g).discussions.values(),
    (d) => d.status === 'ACTIVE' && d.type === 'PROJECT',
    'active discussion',
  );
const feedbackWithReply = (g: FakeGateway) =>
  first(data(g).feedbacks.values(), (feedback) => feedback.replies.length > 0, 'feedback with a reply');
const storedDocument = (g: FakeGateway) =>
  data(g).documents.get(linked(showcase(g, 'published'), 'documents')[0] ?? '') ??
  data(g).documents.values()[0];
const particularOf = (g: FakeGateway) => showcase(g, 'published').ownerId;
/** A quote's PDF, derived from the quote (not stored). */
const quoteDocumentId = (g: FakeGateway) => quoteDocument(data(g), signedQuote(g))!.id;

const cases: Case[] = [
  { route: 'GET /projects', path: () => '/projects', status: 200, schema: pageOf(projectListItemSchema) },
  {
    route: 'GET /projects',
    path: () => '/projects',
    options: (g) => ({
      query: { status: 'SIGNED', sort: 'rid,asc', q: 'a', ownerId: particularOf(g), size: '5' },
    }),
    status: 200,
    schema: pageOf(projectListItemSchema),
  },
  ...[
    'published',
    'full',
    'signed',
    'paying',
    'acceptance',
    'downPaymentPending',
    'finished',
    'canceled',
    'draft',
    'validating',
    'validated',
  ].map((name): Case => ({
    route: 'GET /projects/:id',
    path: (g) => `/projects/${showcase(g, name).id}`,
    status: 200,
    schema: projectSchema,
  })),
  { route: 'GET /projects/:id', path: () => '/projects/unknown', status: 404, schema: errorBody },
  {
    route: 'POST /projects/:id/documents',
    path: (g) => `/projects/${showcase(g, 'published').id}/documents`,
    options: (g) => ({
      query: { ownerId: particularOf(g) },
      multipart: multipart({ files: [pdfFile(), pngFile()] }),
    }),
    status: 201,
    schema: z.array(documentSchema).length(2),
  },
  {
    route: 'DELETE /projects/:id/documents',
    path: (g) => `/projects/${showcase(g, 'published').id}/documents`,
    options: (g) => ({ method: 'DELETE', query: { documentIds: storedDocument(g).id } }),
    status: 204,
    schema: noBody,
  },
  { route: 'GET /matches', path: () => '/matches', status: 200, schema: pageOf(matchSchema) },
  {
    route: 'GET /matches',
    path: () => '/matches',
    options: (g) => ({
      query: { projectId: showcase(g, 'published').id, status: 'CREATED', sort: 'statusDate,asc' },
    }),
    status: 200,
    schema: pageOf(matchSchema),
  },
  {
    route: 'GET /matches/:id',
    path: (g) => `/matches/${createdMatch(g).id}`,
    status: 200,
    schema: matchSchema,
  },
  {
    route: 'POST /matches/:id/accept',
    path: (g) => `/matches/${createdMatch(g).id}/accept`,
    status: 200,
    schema: matchSchema,
  },
  {
    route: 'GET /relationships/:id',
    path: (g) => `/relationships/${withdrawn(g).id}`,
    status: 200,
    schema: relationshipSchema,
  },
  {
    route: 'PATCH /relationships/:id',
    path: (g) => `/relationships/${withdrawn(g).id}`,
    options: () => ({ method: 'PATCH', json: { comment: 'Rappelé le 3 mars.' } }),
    status: 200,
    schema: relationshipSchema,
  },
  {
    route: 'POST /relationships/:id/reactivate',
    path: (g) => `/relationships/${withdrawn(g).id}/reactivate`,
    status: 200,
    schema: relationshipSchema,
  },
  {
    route: 'GET /messaging/discussions/mine',
    path: () => '/messaging/discussions/mine',
    status: 200,
    schema: pageOf(discussionSchema),
  },
  {
    route: 'GET /messaging/discussions',
    path: () => '/messaging/discussions',
    options: (g) => ({ query: { memberIds: activeDiscussion(g).memberIds } }),
    status: 200,
    schema: z.array(discussionSchema).min(1),
  },
  ...['ACTIVE', 'ARCHIVED', 'READER', 'EVICTED'].map((status): Case => ({
    route: 'GET /messaging/discussions/:id',
    path: (g) =>
      `/messaging/discussions/${first(data(g).discussions.values(), (d) => d.status === status, status).id}`,
    status: 200,
    schema: discussionSchema,
  })),
  {
    route: 'POST /messaging/discussions',
    path: () => '/messaging/discussions',
    options: (g) => ({
      json: { memberIds: [particularOf(g), g.db().people.emailIndex.get(staffEmail('ca'))!] },
    }),
    status: 201,
    schema: discussionSchema,
  },
  {
    route: 'POST /messaging/discussions/:id/messages',
    path: (g) => `/messaging/discussions/${activeDiscussion(g).id}/messages`,
    options: () => ({ json: { content: 'Bonjour, pouvez-vous nous confirmer le rendez-vous ?' } }),
    status: 201,
    schema: discussionSchema,
  },
  {
    route: 'POST /messaging/discussions/:id/mark-as-read',
    path: (g) => `/messaging/discussions/${activeDiscussion(g).id}/mark-as-read`,
    status: 200,
    schema: discussionSchema,
  },
  {
    route: 'POST /messaging/discussions/:id/join',
    path: (g) => `/messaging/discussions/${activeDiscussion(g).id}/join`,
    status: 200,
    schema: discussionSchema,
  },
  {
    route: 'POST /messaging/discussions/:id/close',
    path: (g) => `/messaging/discussions/${activeDiscussion(g).id}/close`,
    status: 200,
    schema: discussionSchema,
  },
  { route: 'GET /quotes/:id', path: (g) => `/quotes/${signedQuote(g).id}`, status: 200, schema: quoteSchema },
  { route: 'GET /quotes/:id', path: () => '/quotes/unknown', status: 404, schema: errorBody },
  {
    route: 'POST /quotes/signed',
    path: () => '/quotes/signed',
    options: (g) => ({
      multipart: multipart(
        { file: pdfFile('devis-signe.pdf') },
        {
          quote: {
            projectId: showcase(g, 'published').id,
            ownerId: pendingQuote(g).ownerId,
            type: 'INITIAL',
            amount: { exclTax: 10_000, inclTax: 12_000 },
            signedAt: '2020-03-02',
            downPayment: { percentage: 30 },
          },
        },
      ),
    }),
    status: 201,
    schema: quoteSchema,
  },
  {
    route: 'POST /quotes/:id/down-payment',
    path: (g) => `/quotes/${signedQuote(g).id}/down-payment`,
    options: () => ({ json: { percentage: 20 } }),
    status: 200,
    schema: quoteSchema,
  },
  {
    route: 'POST /quotes/:id/sign',
    path: (g) => `/quotes/${pendingQuote(g).id}/sign`,
    options: () => ({ json: { signedAt: '2020-03-03' } }),
    status: 200,
    schema: quoteSchema,
  },
  {
    route: 'POST /quotes/:id/unsign',
    path: (g) => `/quotes/${signedQuote(g).id}/unsign`,
    status: 200,
    schema: quoteSchema,
  },
  {
    route: 'POST /quotes/:id/unsign',
    path: (g) =>
      `/quotes/${first(quotesOf(g, showcase(g, 'paying')), (quote) => quote.status === 'SIGNED', 'signed').id}/unsign`,
    status: 409,
    schema: errorBody,
  },
  {
    route: 'POST /quotes/:id/cancel',
    path: (g) => `/quotes/${pendingQuote(g).id}/cancel`,
    options: () => ({ json: { reasons: ['TOO_EXPENSIVE'], comment: 'Budget dépassé.' } }),
    status: 200,
    schema: quoteSchema,
  },
  {
    route: 'GET /billing/invoices',
    path: () => '/billing/invoices',
    status: 200,
    schema: pageOf(providerInvoiceSchema),
  },
  {
    route: 'GET /billing/invoices',
    path: () => '/billing/invoices',
    options: () => ({ query: { type: 'FEE', status: 'PAID', sort: 'number,asc', q: 'FA' } }),
    status: 200,
    schema: pageOf(providerInvoiceSchema),
  },
  {
    route: 'GET /billing/invoices/:id',
    path: (g) => `/billing/invoices/${pendingProvider(g, 0).id}`,
    status: 200,
    schema: providerInvoiceSchema,
  },
  {
    route: 'POST /billing/invoices/:id/mark-as-paid',
    path: (g) => `/billing/invoices/${pendingProvider(g, 0).id}/mark-as-paid`,
    options: () => ({ json: { paidAt: '2020-03-02' } }),
    status: 200,
    schema: providerInvoiceSchema,
  },
  {
    route: 'POST /billing/invoices/:id/mark-as-canceled-by-credit-note',
    path: (g) => `/billing/invoices/${pendingProvider(g, 1).id}/mark-as-canceled-by-credit-note`,
    status: 200,
    schema: providerInvoiceSchema,
  },
  {
    route: 'POST /billing/invoices/:id/mark-as-irrecoverable',
    path: (g) => `/billing/invoices/${pendingProvider(g, 2).id}/mark-as-irrecoverable`,
    status: 200,
    schema: providerInvoiceSchema,
  },
  {
    route: 'POST /billing/invoices/:id/cancel-by-credit-note',
    path: (g) => `/billing/invoices/${pendingProvider(g, 3).id}/cancel-by-credit-note`,
    status: 201,
    schema: providerInvoiceSchema,
  },
  {
    route: 'GET /invoices/:id',
    path: (g) => `/invoices/${pendingPro(g, 0).id}`,
    status: 200,
    schema: professionalInvoiceSchema,
  },
  {
    route: 'POST /invoices/paid',
    path: () => '/invoices/paid',
    options: (g) => {
      const project = showcase(g, 'paying');
      return {
        multipart: multipart(
          { file: pdfFile('facture.pdf') },
          {
            invoice: {
              projectId: project.id,
              ownerId: project.contractorId,
              type: 'INTERIM_PAYMENT',
              amount: { inclTax: 3000 },
              paidAt: '2020-03-01',
            },
            feeInvoice: { amount: { exclTax: 150, inclTax: 180 } },
          },
        ),
      };
    },
    status: 201,
    schema: professionalInvoiceSchema,
  },
  {
    route: 'POST /invoices/:id/mark-as-paid',
    path: (g) => `/invoices/${pendingPro(g, 0).id}/mark-as-paid`,
    options: () => ({ json: { paidAt: '2020-03-03' } }),
    status: 200,
    schema: professionalInvoiceSchema,
  },
  {
    route: 'POST /invoices/:id/cancel',
    path: (g) => `/invoices/${pendingPro(g, 1).id}/cancel`,
    status: 200,
    schema: professionalInvoiceSchema,
  },
  {
    route: 'GET /works-acceptances/:id',
    path: (g) => `/works-acceptances/${pendingAcceptance(g).id}`,
    status: 200,
    schema: worksAcceptanceSchema,
  },
  {
    route: 'PUT /projects/:id/construction',
    path: (g) => `/projects/${showcase(g, 'signed').id}/construction`,
    options: () => ({ method: 'PUT', json: { startDate: '2020-03-10', endDate: '2020-04-10' } }),
    status: 200,
    schema: constructionSchema,
  },
  {
    route: 'POST /projects/:id/construction/started',
    path: (g) => `/projects/${showcase(g, 'signed').id}/construction/started`,
    options: () => ({ json: { startDate: '2020-03-03' } }),
    status: 200,
    schema: constructionSchema,
  },
  {
    route: 'POST /works-acceptances/:id/validate',
    path: (g) => `/works-acceptances/${pendingAcceptance(g).id}/validate`,
    status: 200,
    schema: worksAcceptanceSchema,
  },
  {
    route: 'POST /works-acceptances/:id/cancel',
    path: (g) => `/works-acceptances/${pendingAcceptance(g).id}/cancel`,
    status: 200,
    schema: worksAcceptanceSchema,
  },
  {
    route: 'POST /works-acceptances/validated',
    path: () => '/works-acceptances/validated',
    options: (g) => {
      const project = showcase(g, 'paying');
      return {
        multipart: multipart(
          { file: pdfFile('pv.pdf') },
          {
            worksAcceptance: {
              projectId: project.id,
              ownerId: project.contractorId,
              effectiveDate: '2020-03-02',
              unconditional: true,
            },
          },
        ),
      };
    },
    status: 201,
    schema: worksAcceptanceSchema,
  },
  {
    route: 'GET /feedbacks/:id',
    path: (g) => `/feedbacks/${feedbackWithReply(g).id}`,
    status: 200,
    schema: feedbackSchema,
  },
  {
    route: 'PATCH /feedbacks/:id',
    path: (g) => `/feedbacks/${feedbackWithReply(g).id}`,
    options: () => ({ method: 'PATCH', json: { action: 'UPDATE', status: 'REFUSED' } }),
    status: 200,
    schema: feedbackSchema,
  },
  {
    route: 'PATCH /feedbacks/:id/replies/:replyId',
    path: (g) => `/feedbacks/${feedbackWithReply(g).id}/replies/${feedbackWithReply(g).replies[0].id}`,
    options: () => ({ method: 'PATCH', json: { message: 'Merci pour votre confiance.' } }),
    status: 200,
    schema: feedbackSchema,
  },
  { route: 'GET /issues', path: () => '/issues', status: 200, schema: pageOf(issueSchema) },
  {
    route: 'GET /issues',
    path: () => '/issues',
    options: () => ({ query: { type: 'OTHER', sort: 'createdAt,asc' } }),
    status: 200,
    schema: pageOf(issueSchema),
  },
  {
    route: 'GET /issues/:id',
    path: (g) => `/issues/${data(g).issues.values()[0].id}`,
    status: 200,
    schema: issueSchema,
  },
  {
    route: 'GET /documents/:id',
    path: (g) => `/documents/${storedDocument(g).id}`,
    status: 200,
    schema: documentSchema,
  },
  {
    route: 'GET /documents/:id',
    path: (g) => `/documents/${quoteDocumentId(g)}`,
    status: 200,
    schema: documentSchema,
  },
  { route: 'GET /documents/:id', path: () => '/documents/unknown', status: 404, schema: errorBody },
  {
    route: 'GET /documents/:id/content',
    path: (g) => `/documents/${quoteDocumentId(g)}/content`,
    status: 200,
    schema: z.string().startsWith('%PDF-'),
  },
  {
    route: 'GET /search',
    path: () => '/search',
    options: (g) => ({ query: { value: showcase(g, 'signed').rid } }),
    status: 200,
    schema: searchResultSchema.min(1),
  },
  { route: 'GET /search', path: () => '/search', status: 400, schema: errorBody },
  {
    route: 'GET /reports/invoices',
    path: () => '/reports/invoices',
    options: () => ({ query: { from: '2019-01-01', to: '2020-03-03' } }),
    status: 200,
    schema: z.string().startsWith('Numéro;'),
  },
  {
    route: 'GET /reports/insurance-invoices',
    path: () => '/reports/insurance-invoices',
    options: () => ({ query: { from: '2019-01-01', to: '2020-03-03' } }),
    status: 200,
    schema: z.string().startsWith('Numéro;'),
  },
];

describe('contract of the project-domain calls', () => {
  it('lists a case for every route', () => {
    const covered = new Set(cases.map((entry) => entry.route));
    expect(
      projectDomainHandlers
        .map((route) => `${route.method} ${route.path}`)
        .filter((route) => !covered.has(route)),
    ).toEqual([]);
  });

  it.each(cases.map((entry) => [`${entry.route} → ${entry.status}`, entry] as const))(
    '%s parses with its schema',
    async (_, entry) => {
      const token = await supportToken();
      const method = entry.route.split(' ')[0];
      const result = await call(entry.path(gateway), { token, method, ...entry.options?.(gateway) });
      expect(result.status, result.text.slice(0, 500)).toBe(entry.status);
      const parsed = entry.schema.safeParse(result.body);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)?.slice(0, 1000)).toBe(true);
    },
  );
});
