import type { RecordRef } from '@/lib/changes/kinds';

/**
 * lib/changes/check with every record version accepted and no change journaled, for the tests of
 * an action's other rules (roles, input, the gateway's answers). The version check itself is
 * tested on its own (tests/unit/changes).
 * Use it in the mock's factory, which vitest hoists above the imports:
 *   vi.mock('@/lib/changes/check', async (original) =>
 *     (await import('../support/versions-accepted')).versionsAccepted(original));
 */
export async function versionsAccepted(
  original: <T>() => Promise<T>,
): Promise<typeof import('@/lib/changes/check')> {
  const actual = await original<typeof import('@/lib/changes/check')>();
  return {
    ...actual,
    checkVersion: async (_session, ref: RecordRef) => ({
      ok: true,
      checked: {
        ref,
        before: { kind: ref.kind, values: {} },
        etag: null,
        readPath: '',
        seen: { kind: ref.kind, id: ref.id, version: 'v', etag: false, values: {}, readAt: 0 },
      },
    }),
    changesMade: async () => null,
  };
}
