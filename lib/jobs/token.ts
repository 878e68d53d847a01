import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/*
 * A job acts with its author's gateway token, kept in the database sealed with a key derived from
 * AUTH_SECRET (AES-256-GCM): a copy of the database alone gives no token. The job never refreshes
 * it: the gateway accepts a refresh token once, so a job's refresh would sign its author's browser
 * out. When the token expires the job waits, and the author's next request on the job's page
 * hands it the session's current token (handTokenOver). No 'server-only': the engines of the
 * resilience test seal and open tokens outside Next.
 */

const sealedToken = z.object({ tokenType: z.string().min(1), accessToken: z.string().min(1) });
export type JobToken = z.infer<typeof sealedToken>;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'bulk-jobs', 'gateway token of a bulk job', 32));
}

export function sealToken(token: JobToken, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(token), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The token, or null when the seal is not ours (another secret, altered). */
export function openToken(sealed: string, secret: string): JobToken | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
    decipher.setAuthTag(tag!);
    const text = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    return sealedToken.parse(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Tells two tokens apart without keeping either in clear. */
export function tokenDigest(token: JobToken): string {
  return createHash('sha256').update(token.accessToken).digest('base64url');
}
