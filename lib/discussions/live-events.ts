/*
 * The open discussion's live updates as server-sent events (app/api/discussions/[id]/live): the
 * frames the route handler writes and the browser reads from a streamed fetch. Pure, for both.
 */

/** The event carrying a ThreadUpdate (lib/discussions/thread.ts) as JSON. */
export const LIVE_UPDATE_EVENT = 'update';

export function liveUrl(discussionId: string, afterId: string | null): string {
  const query = afterId ? `?${new URLSearchParams({ after: afterId })}` : '';
  return `/api/discussions/${encodeURIComponent(discussionId)}/live${query}`;
}

/** One event: its name, then its data on one line (JSON never holds a raw line break). */
export function eventFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: keeps proxies from closing a quiet stream, and is skipped by readers. */
export const HEARTBEAT_FRAME = ':\n\n';

export interface LiveEvent {
  event: string;
  data: string;
}

/**
 * The whole events in `buffer` and what is left of it (an event cut between two chunks). Follows
 * the event-stream format: blank-line separated blocks, `event:` and `data:` fields (several data
 * lines joined by line feeds), comments and unknown fields skipped, "message" when unnamed.
 */
export function readEvents(buffer: string): { events: LiveEvent[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
