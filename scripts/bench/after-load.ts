/**
 * What each page's browser fetches after the load event, in Chromium against the production build:
 * the scripts of the first load (fetched before it) and every script after it, with the libraries
 * they hold (the gzipped bytes of the build's files), so a page's later code is listed, not guessed.
 */
import path from 'node:path';
import { chromiumPath, CHROMIUM_FLAGS } from './lighthouse';
import { printTable } from './measure';
import { librariesIn, readBuild } from './weight';
import { ROOT } from './stack';

interface Fetched {
  /** The build's file, e.g. static/chunks/x.js. */
  file: string;
  afterLoad: boolean;
}

async function scriptsOf(appUrl: string, cookie: string, paths: string[]): Promise<Map<string, Fetched[]>> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS.slice(1) });
  const fetched = new Map<string, Fetched[]>();
  try {
    for (const pagePath of paths) {
      // A fresh context: a first load, nothing cached.
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const [name, ...value] = cookie.split('=');
      // The production cookie is `__Host-`: Secure, path /, no domain (Chromium keeps it on 127.0.0.1).
      const { hostname } = new URL(appUrl);
      await context.addCookies([
        {
          name,
          value: value.join('='),
          domain: hostname,
          path: '/',
          secure: true,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      const page = await context.newPage();
      const response = await page.goto(new URL(pagePath, appUrl).toString(), { waitUntil: 'load' });
      if (response?.status() !== 200)
        throw new Error(`${pagePath} answered ${response?.status()} in Chromium`);
      // What the page fetches on its own once loaded: the lazy parts and what idle time brings.
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1000);
      const entries = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ url: entry.name, afterLoad: entry.startTime >= navigation.loadEventStart }));
      });
      fetched.set(
        pagePath,
        entries
          .map((entry) => ({
            file: new URL(entry.url).pathname.replace(/^\/_next\//, ''),
            afterLoad: entry.afterLoad,
          }))
          .filter((entry) => entry.file.startsWith('static/')),
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return fetched;
}

/** Per page: the scripts before the load event and those after it, gzipped, with what they hold. */
export async function printAfterLoad(appUrl: string, cookie: string, paths: string[]): Promise<void> {
  if (!chromiumPath()) {
    console.log('no Chromium (CHROMIUM_PATH or /usr/bin/chromium): scripts after the load event not listed');
    return;
  }
  const build = readBuild(path.join(ROOT, '.next'));
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const fetched = await scriptsOf(appUrl, cookie, paths);
  const rows = paths.map((pagePath) => {
    const scripts = fetched.get(pagePath) ?? [];
    const before = scripts.filter((script) => !script.afterLoad);
    const after = scripts.filter((script) => script.afterLoad);
    const bytes = (list: Fetched[]) => list.reduce((sum, script) => sum + build.gzipBytes(script.file), 0);
    const what = after
      .map((script) => librariesIn(build.source(script.file)).join('+') || path.basename(script.file))
      .join(', ');
    return [
      pagePath.replace(/\/[0-9a-f-]{36}$/, '/:id'),
      `${before.length}, ${kb(bytes(before))}`,
      after.length ? `${after.length}, ${kb(bytes(after))}` : '—',
      what || '—',
    ];
  });
  console.log('\nScripts fetched in Chromium before and after the load event (gzipped):');
  printTable(['page', 'before load', 'after load', 'after load holds'], rows);
}
