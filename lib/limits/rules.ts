/*
 * How much guessing each public door allows (docs/decisions.md, "Limits on guessing"). A rule counts
 * failures (or uses) in a fixed window opened by the first one; reaching `limit` locks the key, for
 * `lockMs` doubled at each further failure up to `maxLockMs`, or with `lockMs: 0` until the window
 * ends. While locked nothing is asked of the gateway.
 */

const MINUTE = 60_000;

export interface LimitRule {
  /** Names the counters in Redis and in log lines. */
  name: string;
  limit: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
  /** A success forgets the failures (an account), or leaves them (an address others share). */
  successForgets: boolean;
}

export const LIMITS = {
  /** Per account (the e-mail, trimmed and lower-cased): a staff member mistypes, a guesser is slowed to one try per 15 min. */
  signInAccount: {
    name: 'sign-in-account',
    limit: 5,
    windowMs: 15 * MINUTE,
    lockMs: MINUTE,
    maxLockMs: 15 * MINUTE,
    successForgets: true,
  },
  /** Per client address: an office shares one; password spraying over many accounts comes from one. */
  signInAddress: {
    name: 'sign-in-address',
    limit: 50,
    windowMs: 15 * MINUTE,
    lockMs: MINUTE,
    maxLockMs: 15 * MINUTE,
    successForgets: false,
  },
  /** Per password link: its 6-digit code (or its password) tried at most 5 times. */
  passwordLink: {
    name: 'password-link',
    limit: 5,
    windowMs: 24 * 60 * MINUTE,
    lockMs: 0,
    maxLockMs: 0,
    successForgets: false,
  },
  /** Per e-mail address: reset e-mails asked at most 3 times an hour. */
  resetRequest: {
    name: 'reset-request',
    limit: 3,
    windowMs: 60 * MINUTE,
    lockMs: 0,
    maxLockMs: 0,
    successForgets: false,
  },
  /** Per client address: browser reports to the gateway's logger. */
  browserReport: {
    name: 'browser-report',
    limit: 30,
    windowMs: MINUTE,
    lockMs: 0,
    maxLockMs: 0,
    successForgets: false,
  },
} as const satisfies Record<string, LimitRule>;
