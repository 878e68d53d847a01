import { expect, test, type APIRequestContext } from '@playwright/test';
import { CRASH_SCREEN, NOT_FOUND_SCREEN } from '@/lib/domain/errors';
import { PAGE_READ_TEXTS } from '@/lib/domain/page-read';
import { ROUTES, type RouteId } from '@/lib/access/routes';
import { ROLES } from '@/lib/domain/roles';
import { resetGateway } from './support/fake-gateway';
import { sampleParams, samplePaths } from './support/route-samples';
import { sessionOf } from './support/signed-in';

/*
 * Every side-menu link, every link of home and every link of one record of each type opens a real
 * screen, for each of the nine roles. Pages are fetched as the role (its saved session) and read as
 * HTML: the 404 page, the crash screen and the failed-read screen are rendered on the server, so
 * their texts in the page (outside the scripts, which carry other screens' payloads) give them away.
 */

// Each role's walk stands alone, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 300_000 });

const FAILURE_TEXTS = [NOT_FOUND_SCREEN.text, CRASH_SCREEN.title, PAGE_READ_TEXTS.requestId];
/** Links that leave the screens: signing out, and the route handlers' files. */
const NOT_SCREENS = /^\/(deconnexion|api\/|_next\/)/;

/** The record views the crawl starts from (every user view sample: a customer's and a professional's). */
const START_ROUTES = [
  'projectView',
  'userView',
  'matchView',
  'relationshipView',
  'quoteView',
  'proInvoiceView',
  'invoiceView',
  'worksAcceptanceView',
  'feedbackView',
  'issueView',
  'discussionView',
  'documentView',
  'documentViewer',
] as const satisfies readonly RouteId[];

/** One record of each type, read from the fake's showcase records. */
async function recordPaths(request: APIRequestContext): Promise<{ all: string[]; support: string[] }> {
  const params = await sampleParams(request);
  return {
    all: START_ROUTES.flatMap((id) => samplePaths({ id, ...ROUTES[id] }, params)),
    support: samplePaths({ id: 'credentialsView', ...ROUTES.credentialsView }, params),
  };
}

function visibleHtml(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
}

/** The app's own screens a page links to, as paths with their query. */
function screenLinks(html: string): string[] {
  const links = new Set<string>();
  for (const [, raw] of visibleHtml(html).matchAll(/href="([^"]*)"/g)) {
    const href = raw.replace(/&amp;/g, '&').split('#')[0];
    if (href.startsWith('/') && !href.startsWith('//') && !NOT_SCREENS.test(href)) links.add(href);
  }
  return [...links];
}

interface Visit {
  path: string;
  html: string;
  problem: string | null;
}

async function visit(app: APIRequestContext, path: string): Promise<Visit> {
  const response = await app.get(path);
  const html = await response.text();
  const landed = new URL(response.url()).pathname;
  if (landed === '/connexion') return { path, html, problem: 'sent to the login page' };
  if (response.status() >= 400) return { path, html, problem: `answered ${response.status()}` };
  const shown = visibleHtml(html);
  const failure = FAILURE_TEXTS.find((text) => shown.includes(text));
  return { path, html, problem: failure ? `shows "${failure}"` : null };
}

for (const role of ROLES) {
  test(`${role}: every menu link and every link of a record of each type opens a screen`, async ({
    browser,
    baseURL,
    playwright,
    request,
  }) => {
    await resetGateway(request);
    const records = await recordPaths(request);
    const app = await playwright.request.newContext({
      baseURL,
      storageState: await sessionOf(browser, role, baseURL),
    });
    try {
      const problems: string[] = [];
      const seen = new Set<string>();
      const check = async (path: string, from: string): Promise<Visit | null> => {
        if (seen.has(path)) return null;
        seen.add(path);
        const result = await visit(app, path);
        if (result.problem) problems.push(`${path} (from ${from}) ${result.problem}`);
        return result;
      };

      // The account page holds the side menu and the header links, and little else: the walk starts
      // there. A saved view in the menu is its list with filters, and home's day's work (queues,
      // views, discussions, records opened last) is data of the session: each of their links opens
      // once, without walking on from it, or the walk would grow with every view and claim.
      const home = await check('/', 'the start');
      const account = await check('/compte', 'the start');
      const savedView = (link: string) => link.includes('?') && !link.includes('tab=');
      const shell = screenLinks(account!.html);
      for (const link of [...shell.filter(savedView), ...screenLinks(home!.html)]) await check(link, '/');
      const starts = [
        ...shell.filter((link) => !savedView(link)),
        ...records.all,
        ...(role === 'SUPPORT' ? records.support : []),
      ];
      // A record's tabs are screens of their own, whose links count as the record's.
      for (let index = 0; index < starts.length; index += 1) {
        const start = starts[index];
        const page = seen.has(start) ? await visit(app, start) : await check(start, 'the record or menu');
        if (!page || page.problem) continue;
        const pathname = start.split('?')[0];
        for (const link of screenLinks(page.html)) {
          if (link.split('?')[0] === pathname && link.includes('tab=') && !starts.includes(link))
            starts.push(link);
          else await check(link, start);
        }
      }

      expect(seen.size).toBeGreaterThan(records.all.length);
      expect(problems).toEqual([]);
    } finally {
      await app.dispose();
    }
  });
}
