import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { startStack } from '/work/main/scripts/bench/stack';
import { signIn } from '/work/main/scripts/bench/session';
const paths = (process.argv[2] ?? '/clients').split(',');
async function main(){
const stack = await startStack(500);
try {
  const session = await signIn(stack.gatewayUrl, stack.env);
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (let p of paths) {
    if (p.includes('SHOW')) { const s = await (await fetch(new URL('/__fake/showcase', stack.gatewayUrl))).json() as Record<string,string>; p = p.replace('SHOW', s.paying); }
    const context = await browser.newContext();
    const [name, ...value] = session.cookie.split('=');
    await context.addCookies([{ name, value: value.join('='), url: stack.appUrl }]);
    const page = await context.newPage();
    const files: string[] = [];
    page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.startsWith('/_next/static/') && u.pathname.endsWith('.js')) files.push(u.pathname.replace('/_next/', '')); });
    await page.goto(stack.appUrl + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let total = 0; const rows: string[] = [];
    for (const f of files) { const b = gzipSync(readFileSync('/work/main/.next/' + f)).length; total += b; rows.push(`   ${f} ${(b/1024).toFixed(1)}`); }
    console.log(p, page.url().replace(stack.appUrl,''), (total/1024).toFixed(1), 'kB', files.length, 'files');
    console.log(rows.join('\n'));
    await context.close();
  }
  await browser.close();
} finally { await stack.stop(); }
}
main();
