import 'server-only';
import { env } from '@/lib/env';

/** The methods that change something: a browser sends them with an Origin header, same-origin ones too. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The host (with its port) the browser addressed: a reverse proxy's X-Forwarded-Host when
 * AUTH_TRUST_HOST says one sets it, else the Host header (Next sets X-Forwarded-Host itself when
 * none came, so it is no proof of a proxy). A request built without either names its URL's.
 */
function ownHost(request: Request): string {
  const forwarded = env().AUTH_TRUST_HOST
    ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined;
  return (forwarded || request.headers.get('host') || new URL(request.url).host).toLowerCase();
}

/**
 * Whether a browser says `request` comes from another site, or from no page (a typed address). The
 * browser sets Sec-Fetch-Site and no page can forge it; a request without it is no browser's.
 */
export function comesFromAnotherSite(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin';
}

/**
 * Whether a route handler may act on `request`: a read always; a POST, PUT, PATCH or DELETE only
 * from the app's own pages. Browsers cannot forge Origin nor Sec-Fetch-Site, so another site's form
 * or script is refused; a request without Origin (no browser sends a state-changing one without it)
 * is refused too. The host is compared, as Next's own check of server actions does: a page of the
 * same host under the other scheme is no other site's.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return true;
  if (comesFromAnotherSite(request)) return false;
  const origin = request.headers.get('origin');
  if (!origin || !URL.canParse(origin)) return false;
  const { protocol, host } = new URL(origin);
  if (protocol !== 'http:' && protocol !== 'https:') return false;
  return host.toLowerCase() === ownHost(request);
}
