/*
 * React's server renderer aborts each finished render's cache signal with an Error it creates while
 * flushing, inside a setImmediate. Until someone reads that Error's `stack`, V8 keeps the call sites
 * it was thrown from, and with them the Immediate that ran the flush; the Immediate holds the async
 * context of the request that queued it, which holds that request's own finished render and its
 * abort Error, and so on back through every request the process has served. Measured on a project
 * page: 80 kB kept per request, a heap past 400 MB within a minute of load and a full collection of
 * 100 to 400 ms every ten seconds. Reading the stack as the signal is aborted turns it into a string
 * and lets all of that go; the message and stack stay what they were.
 */

const holder = globalThis as typeof globalThis & { __boAbortReasonStacks?: true };

/** Once per process: every Error an AbortController is aborted with has its stack written out. */
export function releaseAbortReasonStacks(): void {
  if (holder.__boAbortReasonStacks) return;
  holder.__boAbortReasonStacks = true;
  const abort = AbortController.prototype.abort;
  AbortController.prototype.abort = function abortWithWrittenStack(this: AbortController, reason?: unknown) {
    if (reason instanceof Error) void reason.stack;
    return abort.call(this, reason);
  };
}
