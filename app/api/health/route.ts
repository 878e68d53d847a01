import { handleRoute } from '@/lib/auth/handle-route';
import { env } from '@/lib/env';
import { probeGateway } from '@/lib/gateway/health';
import { journalHealth } from '@/lib/journal/runtime';
import { signInCounts } from '@/lib/limits/sign-in-counts';

/**
 * Ops health check (public): the app answers, and says whether it can reach the gateway and write
 * the staff journal (`degraded`: its database fails and `journalPending` entries wait in memory).
 */
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const GET = handleRoute('public', async () => {
  try {
    env();
  } catch {
    // The detail is in the start-up log; a probe must not learn which secret is wrong.
    return Response.json({ status: 'error', reason: 'configuration' }, { status: 503, headers: NO_STORE });
  }
  const [{ reachable, latencyMs }, journal] = await Promise.all([probeGateway(), journalHealth()]);
  return Response.json(
    {
      status: 'ok',
      gateway: reachable ? 'reachable' : 'unreachable',
      latencyMs,
      journal: journal.state,
      journalPending: journal.pending,
      journalDropped: journal.dropped,
      // This replica's failed sign-ins since it started, and those the limits refused unasked.
      ...signInCounts(),
    },
    { headers: NO_STORE },
  );
});
