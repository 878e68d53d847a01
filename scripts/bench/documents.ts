/**
 * A document's bytes streamed through the app's route handler
 * (/api/documents/:id/content) against the same bytes read straight from the gateway
 * (GET /documents/:id/content), for a document of BENCH_DOC_MB megabytes that the fake stores
 * on demand (POST /__fake/documents). Each read is timed to its last byte, the two in turn on
 * one kept-alive connection each; throughput = size / median time.
 */
import { inTurn, ms, printTable, probe, statusList, type Target } from './measure';
import type { Check } from './checks';
import { signIn } from './session';
import type { Stack } from './stack';

export interface DocumentsOptions {
  requests: number;
  warmup: number;
  megabytes: number;
}

/** The budget: through the app, at least 80 % of the direct read's throughput. */
const BUDGET = { share: 0.8 };

const MB = 1024 * 1024;

async function storeDocument(gatewayUrl: string, sizeBytes: number): Promise<string> {
  const response = await fetch(`${gatewayUrl}/__fake/documents`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sizeBytes, name: 'Mesure de débit.pdf' }),
  });
  if (response.status !== 201) throw new Error(`POST /__fake/documents answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

const throughputOf = (bytes: number, milliseconds: number) =>
  `${(bytes / MB / (milliseconds / 1000)).toFixed(0)} MB/s`;

export async function benchDocuments(stack: Stack, options: DocumentsOptions): Promise<Check[]> {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const size = Math.round(options.megabytes * MB);
  const id = await storeDocument(stack.gatewayUrl, size);
  const direct: Target = {
    label: '(a) gateway direct',
    url: new URL(`/documents/${id}/content`, stack.gatewayUrl),
    headers: { authorization: `Bearer ${session.token}` },
  };
  const app: Target = {
    label: '(b) through the app',
    url: new URL(`/api/documents/${id}/content`, stack.appUrl),
    headers: { cookie: session.cookie },
  };
  for (const target of [direct, app]) {
    const { status, body } = await probe(target);
    if (status !== 200 || !body.startsWith('%PDF-'))
      throw new Error(`${target.label} answered ${status} without the PDF: is the session accepted?`);
  }

  const [a, b] = await inTurn([direct, app], options.warmup, options.requests);
  const share = a.median / b.median;
  printTable(
    ['', 'request', 'size', 'median', 'p99', 'throughput (median)', 'statuses'],
    [
      [
        direct.label,
        'GET /documents/:id/content',
        `${options.megabytes} MB`,
        ms(a.median),
        ms(a.p99),
        throughputOf(size, a.median),
        statusList(a.statuses),
      ],
      [
        app.label,
        'GET /api/documents/:id/content',
        `${options.megabytes} MB`,
        ms(b.median),
        ms(b.p99),
        throughputOf(size, b.median),
        statusList(b.statuses),
      ],
    ],
  );
  console.log(`\n(c) the app streams at ${(share * 100).toFixed(0)} % of the direct read's throughput`);
  return [
    {
      name: `Document streaming, ${options.megabytes} MB (c)`,
      value: `${(share * 100).toFixed(0)} % of direct`,
      target: `≥ ${BUDGET.share * 100} %`,
      pass: share >= BUDGET.share,
    },
  ];
}
