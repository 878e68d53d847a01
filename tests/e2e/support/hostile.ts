import type { BrowserContext, Page } from '@playwright/test';
import {
  CRASH_SCREEN,
  NOT_FOUND_SCREEN,
  REFRESH_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '@/lib/domain/error-texts';
import { BUSINESS_CODES, businessErrorMessage } from '@/lib/domain/error-texts';
import { PAGE_READ_TEXTS, PAGE_READ_TIMEOUT, pageReadMessage } from '@/lib/domain/page-read';

/*
 * The hostile behaviours of the fake gateway (docs/gateway-contract.md "Hostile mode") as the sweep
 * applies them, and what one page shows under them, read from the browser.
 */

/** The fields of a failure rule (POST /__fake/failures) besides method, path and times. */
export type RuleFields = Record<string, unknown>;

export type Outcome =
  /** The screen shows its data (free text, enums and dates as the gateway sent them). */
  | 'rendered'
  /** The login page with the session-expired notice. */
  | 'session-ended'
  | 'login'
  | 'crash-screen'
  | 'not-found'
  /** The SPEC §8 message of this code inside the shell (a business code, TIMEOUT). */
  | `message:${string}`
  | `other:${string}`;

export interface Behaviour {
  /** Column name in docs/hardening.md. */
  id: string;
  /** What it does, in the table's legend. */
  description: string;
  rule: RuleFields;
  /** What a route that needs the gateway may show under it. */
  allowed: Outcome[];
  /** Only some of the routes (each known code takes its share of them). */
  share?: { index: number; of: number };
  /** Pages visited at once: a late answer is waited for in parallel. */
  parallel?: number;
}

/** The app's gateway timeout in the end-to-end run (playwright.config.ts GATEWAY_TIMEOUT_MS). */
export const APP_TIMEOUT_MS = 5_000;

/** The fixed 500 that tells which routes render without the gateway (run first, by the discovery). */
export const UNKNOWN_CODE_RULE = { status: 500, code: 'SOMETHING_UNHEARD_OF' };

/**
 * Answers that break the schema: production renders what the gateway sent (SPEC §5), mended where
 * the schema says how (lib/gateway/repair.ts), so a route shows it; an answer that is not its entity
 * at all, or a screen that checks the answer itself, shows the DEFAULT message. Never the crash screen.
 */
const SCHEMA_BREAKS: [string, string][] = [
  ['missing-field', 'every `id` key dropped'],
  ['null-list', '`null` for every list'],
  ['schema-breaking', 'a fixed body no entity schema accepts'],
];

/**
 * Two behaviours that the gateway client turns into one error take half of the routes each: a
 * truncated body and a reset connection fail a read as the 500 with an unknown code does (every route
 * is walked under that one), and a 401 and a 403 both end the session. That each becomes its error
 * is the client's own unit test (tests/unit/gateway/http.test.ts); a route draws that error once.
 */
const HALF_OF_THE_ROUTES = [
  { index: 0, of: 2 },
  { index: 1, of: 2 },
] as const;

/** Every hostile behaviour, each applied to every call of a page (`method: '*', path: '*'`). */
export const BEHAVIOURS: Behaviour[] = [
  {
    id: 'payloads',
    description:
      'the real answer with its free text replaced by `<script>`, `<img onerror>`, `{{7*7}}`, a right-to-left override and a 5,000-character word, its links by `javascript:`, every status and type code by `SOMETHING_NEW`, and every date-time without its offset (three rewrites that touch different fields, proven in one page load)',
    rule: { body: ['hostile-text', 'unknown-enum', 'date-without-offset'] },
    allowed: ['rendered'],
  },
  {
    id: 'wrong-type',
    description: '12345 where an id or a free text is',
    rule: { body: 'wrong-type' },
    allowed: ['rendered'],
  },
  ...SCHEMA_BREAKS.map(([body, description]): Behaviour => ({
    id: body,
    description,
    rule: { body },
    // A `null` list of roles grants none (SPEC §4, §6): once the session's facts are due for their
    // minute's re-read, that answer ends the session, as the gateway would by removing every role.
    // As under a 401, a page whose proxy finds the session ended already (by the page before's
    // late re-read) shows the login page alone.
    allowed:
      body === 'null-list'
        ? ['rendered', 'message:DEFAULT', 'session-ended', 'login']
        : ['rendered', 'message:DEFAULT'],
  })),
  {
    id: 'malformed-json',
    description: 'a truncated JSON body (200), on half of the routes (the other half: connection-reset)',
    rule: { body: 'malformed' },
    allowed: ['message:DEFAULT'],
    share: HALF_OF_THE_ROUTES[0],
  },
  {
    id: '500-unknown-code',
    description: '500 with a code the app does not know',
    rule: UNKNOWN_CODE_RULE,
    allowed: ['message:DEFAULT'],
  },
  ...BUSINESS_CODES.map((code, index): Behaviour => ({
    id: `500-${code}`,
    description: `500 with the SPEC §8 code ${code}`,
    rule: { status: 500, code },
    allowed: [`message:${code}`],
    share: { index, of: BUSINESS_CODES.length },
  })),
  // The session ends; the login page says why, except when the proxy found it ended before any
  // page read could (seen at the end of a long walk on a loaded machine): the login page alone.
  {
    id: '401',
    description: '401 in the middle of a session, on half of the routes (the other half: 403)',
    rule: { status: 401 },
    allowed: ['session-ended', 'login'],
    share: HALF_OF_THE_ROUTES[0],
  },
  {
    id: '403',
    description: '403 in the middle of a session, on the half of the routes 401 leaves',
    rule: { status: 403 },
    allowed: ['session-ended', 'login'],
    share: HALF_OF_THE_ROUTES[1],
  },
  {
    id: 'timeout',
    description: `every answer ${APP_TIMEOUT_MS / 1000 + 2} s late, past the app's timeout (${APP_TIMEOUT_MS / 1000} s in the test run)`,
    rule: { delayMs: APP_TIMEOUT_MS + 2_000 },
    allowed: [`message:${PAGE_READ_TIMEOUT}`],
    parallel: 10,
  },
  {
    id: 'connection-reset',
    description:
      'the connection destroyed without an answer, on the half of the routes malformed-json leaves',
    rule: { reset: true },
    allowed: ['message:DEFAULT'],
    share: HALF_OF_THE_ROUTES[1],
  },
];

export interface Observation {
  path: string;
  outcome: Outcome;
  /** alert/confirm/prompt calls, dialogs and blocked inline scripts. */
  scripts: string[];
  /** href/src/action values with a script scheme. */
  unsafeLinks: string[];
  /** Pixels the document is wider than the window. */
  overflowPx: number;
  /** What of the payloads the page shows as plain text. */
  shows: { template: boolean; unknownEnum: boolean; longWord: boolean };
}

const MESSAGES = new Map<string, string>([
  ...BUSINESS_CODES.map((code): [string, string] => [businessErrorMessage(code), code]),
  [pageReadMessage(PAGE_READ_TIMEOUT), PAGE_READ_TIMEOUT],
]);

/**
 * Hooks every page of `context`: the dialog functions report their calls before running, and a
 * blocked inline script (CSP) counts as a script that tried to run.
 */
export async function watchScripts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ran: string[] = [];
    Object.defineProperty(window, '__hostileRan', { value: ran });
    for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
      const original = window[name] as (...args: unknown[]) => unknown;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        ran.push(`${name}(${args.map(String).join(', ')})`);
        return original.apply(window, args);
      };
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      // zod probes `new Function` once to pick its parser (blocked: 'eval'); not a payload.
      if (event.effectiveDirective.startsWith('script') && event.blockedURI !== 'eval')
        ran.push(`blocked script: ${event.blockedURI}`);
    });
  });
  context.on('dialog', (dialog) => {
    void dialog.dismiss().catch(() => undefined);
  });
}

/**
 * Waits until the page is final: no loading skeleton left (a failed read inside a streamed segment
 * replaces it only once React has hydrated) and its heading hydrated (a render crash in the browser
 * has happened by then). Survives the client-side redirects of an ended session.
 */
async function settle(page: Page, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const settled = await page
      .evaluate(() => {
        if (document.readyState !== 'complete') return false;
        if (document.querySelector('[aria-busy="true"]:not(button)')) return false;
        const heading = document.querySelector('h1');
        return !!heading && Object.keys(heading).some((key) => key.startsWith('__reactProps'));
      })
      .catch(() => false);
    if (settled) return;
    await page.waitForTimeout(100);
  }
}

/**
 * Opens `path` and reads what the page shows once it has settled; `idle` also waits for the
 * browser's own fetches (a thread's live updates, a lazy tab) to end.
 */
export async function observe(page: Page, path: string, { idle = false } = {}): Promise<Observation> {
  const dialogs: string[] = [];
  const onDialog = (dialog: { type(): string; message(): string }) =>
    dialogs.push(`dialog ${dialog.type()}: ${dialog.message()}`);
  page.on('dialog', onDialog);
  try {
    await page.goto(path, { waitUntil: 'load' });
    await settle(page, 20_000);
    // Polling screens never go fully idle.
    if (idle) await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
    const seen = await page.evaluate(() => {
      const root = document.documentElement;
      const unsafeLinks: string[] = [];
      for (const element of document.querySelectorAll('[href], [src], [action], [formaction]'))
        for (const name of ['href', 'src', 'action', 'formaction']) {
          const value = element.getAttribute(name);
          if (value && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))
            unsafeLinks.push(`${element.tagName.toLowerCase()}[${name}]=${value.slice(0, 60)}`);
        }
      const heading = document.querySelector('#page-read-title')?.textContent?.trim() ?? null;
      return {
        pathname: location.pathname,
        text: document.body.innerText,
        pageRead: heading,
        unsafeLinks,
        overflowPx: Math.max(0, root.scrollWidth - root.clientWidth),
        ran: [...((window as unknown as { __hostileRan?: string[] }).__hostileRan ?? [])],
      };
    });
    return {
      path,
      outcome: outcomeOf(seen),
      scripts: [...seen.ran, ...dialogs],
      unsafeLinks: seen.unsafeLinks,
      overflowPx: seen.overflowPx,
      shows: {
        template: seen.text.includes('{{7*7}}'),
        unknownEnum: seen.text.includes('SOMETHING_NEW'),
        longWord: seen.text.includes('W'.repeat(5_000)),
      },
    };
  } finally {
    page.off('dialog', onDialog);
  }
}

function outcomeOf(seen: { pathname: string; text: string; pageRead: string | null }): Outcome {
  // Either SPEC §8 text says why: a page read refused (expired), or the proxy's re-read of the
  // session's facts refused (a failed credentials refresh), whichever came first.
  if (seen.pathname === '/connexion')
    return [SESSION_EXPIRED_MESSAGE, REFRESH_FAILED_MESSAGE].some((text) => seen.text.includes(text))
      ? 'session-ended'
      : 'login';
  if (seen.text.includes(CRASH_SCREEN.title)) return 'crash-screen';
  if (seen.text.includes(NOT_FOUND_SCREEN.text)) return 'not-found';
  if (seen.pageRead !== null) {
    const code = MESSAGES.get(seen.pageRead);
    return code && seen.text.includes(PAGE_READ_TEXTS.requestId)
      ? `message:${code}`
      : `other:${seen.pageRead}`;
  }
  return 'rendered';
}
