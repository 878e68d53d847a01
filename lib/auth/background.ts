/*
 * A request the page makes by itself (a presence beat, a poll for new messages, a report) rather
 * than one a person asked for. It is no activity: it never moves the session's idle clock
 * (session-check.ts), so a record left open on screen still signs out after the idle time.
 * Anyone can send the header, and that is no risk: it only makes a request count less, never more.
 */
export const BACKGROUND_HEADER = 'x-bo-background';

/** The headers a timer-driven fetch adds to its own. */
export const BACKGROUND_HEADERS: Readonly<Record<string, string>> = { [BACKGROUND_HEADER]: '1' };

export function isBackgroundRequest(headers: Pick<Headers, 'has'>): boolean {
  return headers.has(BACKGROUND_HEADER);
}
