import type { Instrumentation } from 'next';

/**
 * Runs once when the server starts: a bad configuration stops it with one message naming each
 * variable; the renderer's abort reasons stop holding every served request
 * (lib/runtime/abort-reason-stacks.ts); requests' X-Forwarded-For get their socket's address
 * (lib/limits/client-address.ts); then the staff journal opens and migrates its database (a failure
 * there is logged and shown by /api/health, never fatal: actions go on and their entries wait); the
 * bulk job engine starts, taking up the jobs a stopped replica left.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/env')).assertEnv();
  (await import('./lib/runtime/abort-reason-stacks')).releaseAbortReasonStacks();
  (await import('./lib/limits/client-address')).appendSocketAddress();
  await (await import('./lib/journal/runtime')).startJournal();
  await (await import('./lib/jobs/runtime')).startJobs();
}

/** Every error Next caught while serving a request, logged with its request id and digest. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  (await import('./lib/request-error-log')).logRequestError(...args);
};
