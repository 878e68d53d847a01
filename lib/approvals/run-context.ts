import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/*
 * The approved request whose action is running now: set only by lib/approvals/decide.ts around the
 * replay of the requester's input, so the runner lets that one action through and journals it with
 * the request's id. Nothing from a browser can set it.
 */
interface ApprovedRun {
  id: string;
  action: string;
}

const storage = new AsyncLocalStorage<ApprovedRun>();

export function runApproved<T>(run: ApprovedRun, work: () => Promise<T>): Promise<T> {
  return storage.run(run, work);
}

export function approvedRun(): ApprovedRun | undefined {
  return storage.getStore();
}

/** The id of the approved request being run, for the journal entry of its action. */
export function approvedRunId(): string | null {
  return storage.getStore()?.id ?? null;
}
