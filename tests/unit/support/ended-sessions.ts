import type { EndedSessionStore } from '@/lib/auth/ended-sessions';

/** The record of ended sessions in memory, as one Redis or database would hold it for every replica. */
export function memoryEndedSessions(): EndedSessionStore & { ended: Map<string, number> } {
  const ended = new Map<string, number>();
  return {
    ended,
    async end(sid, untilMs) {
      ended.set(sid, untilMs);
    },
    async isEnded(sid) {
      return (ended.get(sid) ?? 0) > Date.now();
    },
  };
}
