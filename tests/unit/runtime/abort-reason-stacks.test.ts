import { afterEach, describe, expect, it } from 'vitest';
import { releaseAbortReasonStacks } from '@/lib/runtime/abort-reason-stacks';

/*
 * V8 keeps an Error's call sites, and everything they reach, until its stack is first written out
 * (through Error.prepareStackTrace when one is set): what the patch must do at the abort itself.
 */
describe('abort reasons', () => {
  const prepare = Error.prepareStackTrace;
  afterEach(() => {
    Error.prepareStackTrace = prepare;
  });

  function stacksWrittenBy(abort: (controller: AbortController, reason: Error) => void): number {
    let written = 0;
    Error.prepareStackTrace = (error, frames) => {
      written += 1;
      return prepare ? prepare(error, frames) : String(error);
    };
    const controller = new AbortController();
    const reason = new Error('This render completed successfully.');
    abort(controller, reason);
    expect(controller.signal.aborted).toBe(true);
    expect(controller.signal.reason).toBe(reason);
    return written;
  }

  it('writes out the stack of an Error an AbortController is aborted with, once', () => {
    releaseAbortReasonStacks();
    releaseAbortReasonStacks();
    expect(stacksWrittenBy((controller, reason) => controller.abort(reason))).toBe(1);
  });

  it('leaves other reasons, and the stack itself, as they were', () => {
    releaseAbortReasonStacks();
    const controller = new AbortController();
    controller.abort('gone');
    expect(controller.signal.reason).toBe('gone');
    const bare = new AbortController();
    bare.abort();
    expect(bare.signal.reason).toBeInstanceOf(DOMException);
    const reason = new Error('stopped');
    new AbortController().abort(reason);
    expect(reason.stack).toMatch(/^Error: stopped\n\s+at /);
  });
});
