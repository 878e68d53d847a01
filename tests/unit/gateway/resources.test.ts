import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { listCommunications } from '@/lib/gateway/communications';
import { changePassword, createPassword, requestPasswordReset } from '@/lib/gateway/credentials';
import { NotFoundError } from '@/lib/gateway/errors';
import { createPaidProfessionalInvoice } from '@/lib/gateway/invoices';
import { getPaymentAccount, getPaymentAccountLink, getProjectViban } from '@/lib/gateway/payment';
import { getProfile } from '@/lib/gateway/profiles';
import { addProjectDocuments, deleteProjectDocuments } from '@/lib/gateway/projects';
import { createSignedQuote } from '@/lib/gateway/quotes';
import { clearWorksCatalogueCache, getDepartments, getJobs, getWorkTypes } from '@/lib/gateway/works';
import { GATEWAY, mswGateway, TEST_TOKEN } from './support';

const server = mswGateway({ silence: ['warn', 'error'] });
beforeEach(() => {
  clearWorksCatalogueCache();
});

const pdf = (name = 'doc.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const noContent = () => new HttpResponse(null, { status: 204 });

async function partJson(data: FormData, name: string): Promise<unknown> {
  const part = data.get(name);
  return JSON.parse(typeof part === 'string' ? part : await (part as Blob).text());
}

describe('404 defaults', () => {
  it('a user without payment account has none', async () => {
    let userId: string | null = null;
    server.use(
      http.get(`${GATEWAY}/payment/payment-account`, ({ request }) => {
        userId = new URL(request.url).searchParams.get('userId');
        return HttpResponse.json({ code: 'NOT_FOUND' }, { status: 404 });
      }),
    );
    await expect(getPaymentAccount(TEST_TOKEN, 'u1')).resolves.toBeNull();
    expect(userId).toBe('u1');
  });

  it('a project without viban has none', async () => {
    server.use(
      http.get(`${GATEWAY}/payment/project/:id/viban`, () => new HttpResponse(null, { status: 404 })),
    );
    await expect(getProjectViban(TEST_TOKEN, 'p1')).resolves.toBeNull();
  });

  it('a professional without statistics gets the default profile', async () => {
    server.use(http.get(`${GATEWAY}/profiles/:id`, () => new HttpResponse(null, { status: 404 })));
    await expect(getProfile(TEST_TOKEN, 'u1')).resolves.toEqual({
      segment: 'PRO_NO_SEGMENT',
      segmentDays: 0,
      previousSegment: 'PRO_NO_SEGMENT',
      previousSegmentDays: 0,
      timesSegmentChangedLast6Months: 0,
      segmentMax: 'PRO_NO_SEGMENT',
    });
  });

  it('a profile without history gets the previous-segment defaults', async () => {
    server.use(
      http.get(`${GATEWAY}/profiles/:id`, () =>
        HttpResponse.json({
          segment: 'PRO_VIP',
          segmentDays: 12,
          timesSegmentChangedLast6Months: 1,
          segmentMax: 'PRO_VIP',
        }),
      ),
    );
    await expect(getProfile(TEST_TOKEN, 'u1')).resolves.toMatchObject({
      previousSegment: 'PRO_NO_SEGMENT',
      previousSegmentDays: 0,
    });
  });

  it('other calls still fail with NotFoundError on 404', async () => {
    server.use(
      http.get(
        `${GATEWAY}/payment-accounts/:id/:provider/link`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    );
    await expect(getPaymentAccountLink(TEST_TOKEN, 'pa1', 'STRIPE')).rejects.toBeInstanceOf(NotFoundError);
  });
});

it('reads the payment link as text', async () => {
  let accept: string | null = null;
  server.use(
    http.get(`${GATEWAY}/payment-accounts/pa%201/STRIPE/link`, ({ request }) => {
      accept = request.headers.get('accept');
      return HttpResponse.text('https://dashboard.stripe.test/accounts/acct_1\n');
    }),
  );
  await expect(getPaymentAccountLink(TEST_TOKEN, 'pa 1', 'STRIPE')).resolves.toBe(
    'https://dashboard.stripe.test/accounts/acct_1',
  );
  expect(accept).toBe('text/plain');
});

describe('uploads', () => {
  it('POST /quotes/signed sends the file and the quote as a JSON part', async () => {
    let data: FormData | undefined;
    server.use(
      http.post(`${GATEWAY}/quotes/signed`, async ({ request }) => {
        data = await request.formData();
        return noContent();
      }),
    );
    const quote = {
      projectId: 'p1',
      ownerId: 'u1',
      type: 'INITIAL' as const,
      amount: { exclTax: 1000, inclTax: 1200 },
      signedAt: '2020-03-03',
      downPayment: { percentage: 30 },
    };

    await createSignedQuote(TEST_TOKEN, { file: pdf('devis.pdf'), quote }).catch(() => undefined);

    expect((data?.get('file') as File).name).toBe('devis.pdf');
    expect((data?.get('quote') as Blob).type).toBe('application/json');
    expect(await partJson(data!, 'quote')).toEqual(quote);
  });

  it('POST /invoices/paid sends the file, the invoice and the fee invoice', async () => {
    let data: FormData | undefined;
    server.use(
      http.post(`${GATEWAY}/invoices/paid`, async ({ request }) => {
        data = await request.formData();
        return noContent();
      }),
    );
    const invoice = {
      projectId: 'p1',
      ownerId: 'u1',
      type: 'FINAL_PAYMENT' as const,
      amount: { inclTax: 1200 },
      paidAt: '2020-03-03',
    };
    const feeInvoice = { amount: { exclTax: 10, inclTax: 12 } };

    await createPaidProfessionalInvoice(TEST_TOKEN, { file: pdf('facture.pdf'), invoice, feeInvoice }).catch(
      () => undefined,
    );

    expect((data?.get('file') as File).name).toBe('facture.pdf');
    expect(await partJson(data!, 'invoice')).toEqual(invoice);
    expect(await partJson(data!, 'feeInvoice')).toEqual(feeInvoice);
  });

  it('POST /projects/:id/documents sends every file as `files` and the owner in the query', async () => {
    let names: string[] = [];
    let ownerId: string | null = null;
    server.use(
      http.post(`${GATEWAY}/projects/p1/documents`, async ({ request }) => {
        ownerId = new URL(request.url).searchParams.get('ownerId');
        names = (await request.formData()).getAll('files').map((file) => (file as File).name);
        return noContent();
      }),
    );

    await addProjectDocuments(TEST_TOKEN, 'p1', { files: [pdf('a.pdf'), pdf('b.pdf')], ownerId: 'u1' });

    expect(names).toEqual(['a.pdf', 'b.pdf']);
    expect(ownerId).toBe('u1');
  });

  it('DELETE /projects/:id/documents repeats documentIds', async () => {
    let ids: string[] = [];
    server.use(
      http.delete(`${GATEWAY}/projects/p1/documents`, ({ request }) => {
        ids = new URL(request.url).searchParams.getAll('documentIds');
        return noContent();
      }),
    );

    await deleteProjectDocuments(TEST_TOKEN, 'p1', ['d1', 'd2']);

    expect(ids).toEqual(['d1', 'd2']);
  });
});

describe('credentials calls', () => {
  it('creates a password with a form-encoded body', async () => {
    let form: URLSearchParams | undefined;
    server.use(
      http.post(`${GATEWAY}/credentials/password/:token`, async ({ request, params }) => {
        expect(params.token).toBe('abc');
        form = new URLSearchParams(await request.text());
        return noContent();
      }),
    );

    await createPassword(TEST_TOKEN, 'abc', { password: 'Secret123', authenticationCode: '123456' });

    expect(Object.fromEntries(form ?? [])).toEqual({ password: 'Secret123', authenticationCode: '123456' });
  });

  it('sends the reset e-mail and the password change in the query', async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.post(`${GATEWAY}/credentials/password/:what`, ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return noContent();
      }),
    );

    await requestPasswordReset(TEST_TOKEN, { email: 'marie@groupe.example' });
    await changePassword(TEST_TOKEN, { oldPassword: 'Old12345', newPassword: 'New12345' });

    expect(queries).toEqual([
      { email: 'marie@groupe.example' },
      { oldPassword: 'Old12345', newPassword: 'New12345' },
    ]);
  });
});

it('sends list filters and repeats the communication statuses', async () => {
  let query: URLSearchParams | undefined;
  server.use(
    http.get(`${GATEWAY}/communications`, ({ request }) => {
      query = new URL(request.url).searchParams;
      return HttpResponse.json({ items: [], total: 0, page: 2, size: 50 });
    }),
  );

  const page = await listCommunications(TEST_TOKEN, {
    page: 2,
    size: 50,
    statuses: ['SENT', 'OPENED'],
    channel: 'EMAIL',
    q: '',
  });

  expect(page).toEqual({ items: [], total: 0, page: 2, size: 50 });
  expect(query?.getAll('statuses')).toEqual(['SENT', 'OPENED']);
  expect(query?.get('channel')).toBe('EMAIL');
  expect(query?.get('page')).toBe('2');
  expect(query?.has('q')).toBe(false);
});

describe('works catalogue cache', () => {
  const jobs = [{ id: 'j1', label: 'Plombier' }];

  it('loads jobs once: the second call makes no request', async () => {
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/works/jobs`, () => {
        calls += 1;
        return HttpResponse.json(jobs);
      }),
    );

    await expect(getJobs(TEST_TOKEN)).resolves.toEqual(jobs);
    await expect(getJobs(TEST_TOKEN)).resolves.toEqual(jobs);

    expect(calls).toBe(1);
  });

  it('shares one request between concurrent first callers and keeps each catalogue apart', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${GATEWAY}/works/:what`, ({ params }) => {
        calls.push(String(params.what));
        if (params.what === 'departments') return HttpResponse.json([{ code: '75', name: 'Paris' }]);
        return HttpResponse.json([
          { id: 't1', sku: 'SKU1', label: 'Peinture', insured: true, initial: false },
        ]);
      }),
    );

    const [a, b, departments] = await Promise.all([
      getWorkTypes(TEST_TOKEN),
      getWorkTypes(TEST_TOKEN),
      getDepartments(TEST_TOKEN),
    ]);

    expect(a).toEqual([
      { id: 't1', sku: 'SKU1', label: 'Peinture', insured: true, initial: false, children: [] },
    ]);
    expect(b).toEqual(a);
    expect(departments).toEqual([{ code: '75', name: 'Paris' }]);
    expect(calls.sort()).toEqual(['departments', 'types']);
  });

  it('does not keep a catalogue shown despite a schema mismatch (production): the next read asks again', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/works/jobs`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ items: 'not-a-list' }) : HttpResponse.json(jobs);
      }),
    );

    await expect(getJobs(TEST_TOKEN)).resolves.toEqual([]);
    await Promise.resolve();
    await expect(getJobs(TEST_TOKEN)).resolves.toEqual(jobs);
    await expect(getJobs(TEST_TOKEN)).resolves.toEqual(jobs);

    expect(calls).toBe(2);
    vi.unstubAllEnvs();
  });

  it('does not keep a failure, and reloads after the cache is cleared', async () => {
    let calls = 0;
    server.use(
      http.get(`${GATEWAY}/works/jobs`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(jobs);
      }),
    );

    await expect(getJobs(TEST_TOKEN)).rejects.toThrow();
    await expect(getJobs(TEST_TOKEN)).resolves.toEqual(jobs);
    clearWorksCatalogueCache();
    await getJobs(TEST_TOKEN);

    expect(calls).toBe(3);
  });
});
