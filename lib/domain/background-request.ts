/*
 * A request the page makes by itself (a presence beat, a poll for new messages, a report) rather
 * than one a person asked for. It is no activity: it never moves the session's idle clock
 * (lib/auth/session-check.ts), so a record left open on screen still signs out after the idle time.
 * Anyone can send the header, and that is no risk: it only makes a request count less, never more.
 * Here rather than in lib/auth, so the browser's pollers import nothing of the session's internals.
 */
export const BACKGROUND_HEADER = 'x-bo-background';

/** The headers a timer-driven fetch adds to its own. */
export const BACKGROUND_HEADERS: Readonly<Record<string, string>> = { [BACKGROUND_HEADER]: '1' };
