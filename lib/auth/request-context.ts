import 'server-only';
import { headers } from 'next/headers';

/**
 * Headers proxy.ts adds to every request it forwards. It overwrites any copy the browser sent, and
 * nothing security-relevant depends on them: the path only picks where to come back after login
 * (and is validated by safeRedirect), the nonce only tags our own scripts.
 */
export const PATH_HEADER = 'x-bo-path';
export const NONCE_HEADER = 'x-nonce';

export async function currentPath(): Promise<string> {
  return (await headers()).get(PATH_HEADER) ?? '/';
}

export async function currentNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
