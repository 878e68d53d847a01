/**
 * Security headers of every response. The Content-Security-Policy carries a fresh
 * nonce per request: Next.js reads it from the request's CSP header and tags its own scripts, so no
 * inline script runs without it.
 */
import { randomBytes } from 'node:crypto';

/** node:crypto rather than globalThis.crypto: Next wraps the latter with per-call bookkeeping. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

export function contentSecurityPolicy(nonce: string, { development }: { development: boolean }): string {
  const scripts = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`];
  // React's development build evaluates source maps and refresh code.
  if (development) scripts.push(`'unsafe-eval'`);
  return [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    // Radix positions popovers with inline styles; styles cannot run code.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src 'self'`,
    `connect-src 'self'${development ? ' ws:' : ''}`,
    `object-src 'none'`,
    `frame-src 'self'`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/**
 * A document's bytes (lib/documents/content.ts), which the app's own viewer frames: nothing runs
 * in them, and only a page of this origin may frame them. Chromium draws a PDF through an internal
 * <embed> of the same URL (object-src) with inline styles; `object-src 'none'` would block it.
 */
export function documentContentPolicy(): string {
  return [
    `default-src 'none'`,
    `object-src 'self'`,
    `style-src 'unsafe-inline'`,
    `img-src 'self' data:`,
    `frame-ancestors 'self'`,
    `base-uri 'none'`,
    `form-action 'none'`,
  ].join('; ');
}

export function securityHeaders(
  nonce: string,
  {
    development,
    production,
    embeddable = false,
  }: { development: boolean; production: boolean; embeddable?: boolean },
): Record<string, string> {
  return {
    'Content-Security-Policy': embeddable
      ? documentContentPolicy()
      : contentSecurityPolicy(nonce, { development }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': embeddable ? 'SAMEORIGIN' : 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
