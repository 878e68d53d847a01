import 'server-only';
import type { Session } from '@/lib/auth/session';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { jobEngine } from './runtime';
import { handTokenOver } from './store';
import { sealToken, tokenDigest } from './token';
import type { Job } from './types';

/**
 * A job waiting for its author's token takes the session's current one, on the author's next
 * request on its page (the page itself or its poll): never a token of anyone else.
 */
export async function resumeWithSession(session: Session, job: Job): Promise<boolean> {
  if (!job.waitingForToken || job.author.id !== session.user.id) return false;
  const resumed = await handTokenOver(
    await database(),
    job.id,
    sealToken(session.token, env().AUTH_SECRET),
    tokenDigest(session.token),
  );
  if (resumed) await (await jobEngine()).enqueue(job.id);
  return resumed;
}
