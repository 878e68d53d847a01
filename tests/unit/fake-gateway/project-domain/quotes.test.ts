/** Quote sign, unsign, cancel, down payment and signed-quote creation, allowed and refused. */
import { describe, expect, it } from 'vitest';
import { businessCode } from '@/lib/domain/errors';
import { call, startFakeGateway } from '../core/harness';
import { multipart, pdfFile, quotesOf, relationshipsOf, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();

const signedQuoteOf = (name: string) =>
  quotesOf(gateway, showcase(gateway, name)).find((quote) => quote.status === 'SIGNED')!;
const pendingQuote = () =>
  quotesOf(gateway, showcase(gateway, 'published')).find((quote) => quote.status === 'PENDING')!;

describe('quotes', () => {
  it('signs a PENDING quote: the project becomes SIGNED with the professional as contractor', async () => {
    const token = await supportToken();
    const quote = pendingQuote();
    const result = await call(`/quotes/${quote.id}/sign`, { token, json: { signedAt: '2020-03-02' } });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'SIGNED', signedAt: '2020-03-02T00:00:00.000+01:00' });
    const project = await call(`/projects/${quote.projectId}`, { token });
    expect(project.body.status).toBe('SIGNED');
    expect(project.body.contractualization.contractor.id).toBe(quote.ownerId);
    const relationship = project.body.professionals.relationships.find(
      (r: { user: { id: string } }) => r.user.id === quote.ownerId,
    );
    expect(relationship.status).toBe('CONTRACTUALIZED');
  });

  it('refuses to sign a quote that is not PENDING', async () => {
    const token = await supportToken();
    const result = await call(`/quotes/${signedQuoteOf('signed').id}/sign`, {
      token,
      json: { signedAt: '2020-03-02' },
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('INVALID_STATE');
  });

  it('unsigns a quote with nothing paid: back to PENDING, the project loses its contractor', async () => {
    const token = await supportToken();
    const quote = signedQuoteOf('signed');
    const result = await call(`/quotes/${quote.id}/unsign`, { token, method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'PENDING', signedAt: null });
    const project = await call(`/projects/${quote.projectId}`, { token });
    expect(project.body.status).toBe('PUBLISHED');
    expect(project.body.contractualization.contractor).toBeNull();
  });

  it('refuses to unsign with QUOTE_WITH_BILLING_PAID_INVOICES once the down payment is paid', async () => {
    const token = await supportToken();
    const result = await call(`/quotes/${signedQuoteOf('paying').id}/unsign`, { token, method: 'POST' });
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({
      code: 'QUOTE_WITH_BILLING_PAID_INVOICES',
      message: businessCode.label('QUOTE_WITH_BILLING_PAID_INVOICES'),
    });
    expect(result.body.processId).toEqual(expect.any(String));
  });

  it('refuses to unsign with QUOTE_WITH_BILLING_PAID_INVOICES while an option is ACTIVE', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'signed');
    project.options = [
      {
        code: 'LEGAL_PROTECTION',
        status: 'ACTIVE',
        statusDate: '2020-03-01T10:00:00.000+01:00',
        activatedAt: '2020-03-01T10:00:00.000+01:00',
      },
    ];
    const result = await call(`/quotes/${signedQuoteOf('signed').id}/unsign`, { token, method: 'POST' });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('QUOTE_WITH_BILLING_PAID_INVOICES');
  });

  it('cancels a PENDING quote with its reasons, and refuses to cancel it twice', async () => {
    const token = await supportToken();
    const quote = pendingQuote();
    const result = await call(`/quotes/${quote.id}/cancel`, {
      token,
      json: { reasons: ['TOO_EXPENSIVE', 'OTHER'], comment: 'Hors budget.' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      status: 'CANCELED',
      refusedReasons: ['TOO_EXPENSIVE', 'OTHER'],
      comment: 'Hors budget.',
    });
    expect((await call(`/quotes/${quote.id}/cancel`, { token, json: { reasons: ['OTHER'] } })).status).toBe(
      409,
    );
    expect(
      (await call(`/quotes/${pendingQuote()?.id ?? quote.id}/cancel`, { token, json: { reasons: [] } }))
        .status,
    ).toBe(400);
  });

  it('changes the down payment within the bounds of SPEC §9', async () => {
    const token = await supportToken();
    const quote = signedQuoteOf('signed');
    const amounts = quote.amount;
    // The bounds depend on the amounts; 20 % is inside every row of the table.
    const result = await call(`/quotes/${quote.id}/down-payment`, { token, json: { percentage: 20 } });
    expect(result.status, JSON.stringify(amounts)).toBe(200);
    expect(result.body.downPayment).toEqual({ percentage: 20 });
    const project = await call(`/projects/${quote.projectId}`, { token });
    expect(project.body.payment.downPayment.percentage).toBe(20);
  });

  it('refuses a down payment outside the bounds with the form message', async () => {
    const token = await supportToken();
    const quote = signedQuoteOf('signed');
    quote.amount = { exclTax: 5_000, inclTax: 5_500 };
    const low = await call(`/quotes/${quote.id}/down-payment`, { token, json: { percentage: 10 } });
    expect(low.status).toBe(400);
    expect(low.body.message).toBe("Le pourcentage de l'acompte doit être supérieur à 10%.");
    const high = await call(`/quotes/${quote.id}/down-payment`, { token, json: { percentage: 55 } });
    expect(high.status).toBe(400);
    expect(high.body.message).toBe("Le pourcentage de l'acompte doit être inférieur ou égal à 50%.");
    quote.amount = { exclTax: 25_000, inclTax: 30_000 };
    expect((await call(`/quotes/${quote.id}/down-payment`, { token, json: { percentage: 10 } })).status).toBe(
      200,
    );
  });

  it('refuses a down-payment change with PROJECT_PAYMENT_STATUS_CONFLICT while a payment is pending', async () => {
    const token = await supportToken();
    for (const name of ['paying', 'downPaymentPending']) {
      const result = await call(`/quotes/${signedQuoteOf(name).id}/down-payment`, {
        token,
        json: { percentage: 30 },
      });
      expect(result.status, name).toBe(409);
      expect(result.body.code).toBe('PROJECT_PAYMENT_STATUS_CONFLICT');
    }
  });

  it('creates a signed quote from an upload, whose document can be read back', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const pro = relationshipsOf(gateway, project).find(
      (relationship) => relationship.status === 'MET',
    )!.userId;
    const result = await call('/quotes/signed', {
      token,
      multipart: multipart(
        { file: pdfFile('devis-signé.pdf') },
        {
          quote: {
            projectId: project.id,
            ownerId: pro,
            type: 'INITIAL',
            amount: { exclTax: 8000, inclTax: 8800 },
            signedAt: '2020-03-01',
            downPayment: { percentage: 30 },
          },
        },
      ),
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      status: 'SIGNED',
      type: 'INITIAL',
      owner: { id: pro },
      downPayment: { percentage: 30 },
    });
    expect(result.body.rid).toMatch(/^D[A-Z0-9]{4}$/);
    const content = await call(`/documents/${result.body.document.id}/content`, { token });
    expect(content.headers.get('content-type')).toBe('application/pdf');
    expect(content.text.startsWith('%PDF-')).toBe(true);
    expect((await call(`/projects/${project.id}`, { token })).body.status).toBe('SIGNED');
  });

  it('refuses a signed amendment on a project without contract, an oversized file and a wrong type', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const pro = relationshipsOf(gateway, project)[0].userId;
    const part = {
      quote: {
        projectId: project.id,
        ownerId: pro,
        type: 'AMENDMENT',
        amount: { exclTax: 800, inclTax: 880 },
        signedAt: '2020-03-01',
      },
    };
    expect(
      (await call('/quotes/signed', { token, multipart: multipart({ file: pdfFile() }, part) })).status,
    ).toBe(409);
    const big = new File([new Uint8Array(10_485_760)], 'gros.pdf', { type: 'application/pdf' });
    const tooLarge = await call('/quotes/signed', {
      token,
      multipart: multipart({ file: big }, { ...part, quote: { ...part.quote, type: 'INITIAL' } }),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBeTruthy();
    const text = new File(['bonjour'], 'note.txt', { type: 'text/plain' });
    expect((await call('/quotes/signed', { token, multipart: multipart({ file: text }, part) })).status).toBe(
      415,
    );
    expect(
      (await call('/quotes/signed', { token, multipart: multipart({ file: pdfFile() }, {}) })).status,
    ).toBe(400);
  });
});
