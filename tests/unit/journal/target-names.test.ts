/**
 * The journal screen names each record by what the gateway holds now (fake gateway in-process):
 * a record that is gone or too slow to answer is left to its kind, and never delays the page.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeGateway } from '@/lib/fake-gateway';
import { getProject } from '@/lib/gateway/projects';
import { nameJournalTargets, targetKey } from '@/lib/journal/target-names';
import type { JournalEntry, JournalTargetType } from '@/lib/journal/types';
import { fakeGatewayToken, GATEWAY, stubGatewayEnv } from '../gateway/support';

const gateway = createFakeGateway({ baseUrl: GATEWAY });
const server = setupServer(...gateway.handlers);
server.listen({ onUnhandledRequest: 'error' });
afterAll(() => server.close());
beforeEach(() => {
  stubGatewayEnv();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  await fetch(`${GATEWAY}/__fake/failures`, { method: 'DELETE' });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

let token: Awaited<ReturnType<typeof fakeGatewayToken>>;
beforeAll(async () => {
  token = await fakeGatewayToken(gateway);
});

const on = (targetType: JournalTargetType, targetId: string): JournalEntry => ({
  id: `${targetType}-${targetId}`,
  at: '2020-03-03T10:00:00.000+01:00',
  staffId: 's1',
  staffEmail: 'support@groupe.example',
  staffRoles: ['SUPPORT'],
  action: 'syncRecord',
  targetType,
  targetId,
  reason: null,
  outcome: 'SUCCESS',
  requestId: 'r1',
});

describe('the names of the records the journal shows', () => {
  it('names each record by its name and RID', async () => {
    const projectId = gateway.db().projects.showcase['published']!;
    const project = await getProject(token, projectId);
    const customer = project.owner;
    const quote = project.contractualization.quotes[0]!;
    const names = await nameJournalTargets(token, [
      on('projectView', projectId),
      on('projectView', projectId),
      on('userView', customer.id),
      on('quoteView', quote.id),
    ]);
    expect(names).toEqual({
      [targetKey('projectView', projectId)]: `${project.workNeed.label} (${project.rid})`,
      [targetKey('userView', customer.id)]: `${customer.firstName} ${customer.lastName} (${customer.rid})`,
      [targetKey('quoteView', quote.id)]: expect.stringContaining(quote.rid),
    });
  });

  it('leaves out a record the gateway no longer has, or does not name in time', async () => {
    const projectId = gateway.db().projects.showcase['published']!;
    await fetch(`${GATEWAY}/__fake/failures`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'GET', path: '/projects/:id', delayMs: 2_000 }),
    });
    const started = Date.now();
    const names = await nameJournalTargets(
      token,
      [on('projectView', projectId), on('userView', '00000000-0000-4000-8000-000000000000')],
      200,
    );
    expect(names).toEqual({});
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
