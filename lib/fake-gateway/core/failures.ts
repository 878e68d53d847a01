import { z } from 'zod';
import { ANSWER_MUTATIONS } from './hostile';

/**
 * Failure injection (POST /__fake/failures): the next matching calls answer an error, a broken
 * body, or come late, so tests can show every error path of the app.
 */
export const failureRuleRequest = z.object({
  method: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', '*'])),
  /** `/users/:id`, `/users/*`, an exact path, or `*` for every call. */
  path: z
    .string()
    .trim()
    .refine((path) => path === '*' || path.startsWith('/'), 'A path starts with / (or is *).'),
  status: z.number().int().min(100).max(599).optional(),
  code: z.string().min(1).max(100).optional(),
  message: z.string().max(1000).optional(),
  /** Up to 10 minutes: beyond the app's timeouts (60 s, 300 s for uploads); tests should shorten the app's. */
  delayMs: z.number().int().min(0).max(600_000).optional(),
  /**
   * A fixed broken body, or the real answer rewritten (core/hostile.ts); a list of rewrites applies
   * each in turn, so payloads that touch different fields are proven in one page load.
   */
  body: z
    .union([
      z.enum(['malformed', 'schema-breaking', ...ANSWER_MUTATIONS]),
      z.array(z.enum(ANSWER_MUTATIONS)).min(1).max(ANSWER_MUTATIONS.length),
    ])
    .optional(),
  /** Destroy the connection without answering: the client sees a network error. */
  reset: z.boolean().optional(),
  /** How many calls it applies to; 0 = until cleared. */
  times: z.number().int().min(0).default(1),
  /**
   * A share of the matching calls: of each `every` in a row, the first `count` fail and the others
   * pass, so "3 of every 10" fails exactly 12 of 40 calls whatever order they arrive in.
   */
  every: z.number().int().min(1).max(1_000).optional(),
  count: z.number().int().min(1).max(1_000).optional(),
});
export type FailureRuleRequest = z.infer<typeof failureRuleRequest>;

export interface FailureRule extends FailureRuleRequest {
  id: number;
  pattern: RegExp;
  /** Calls it still applies to (Infinity until cleared). */
  remaining: number;
  /** Matching calls seen, for `every`. */
  seen: number;
}

function compilePath(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Counts the call for a rule with a share, and says whether this one is in it. */
function inShare(rule: FailureRule): boolean {
  if (rule.every === undefined) return true;
  const position = rule.seen % rule.every;
  rule.seen += 1;
  return position < (rule.count ?? 1);
}

export class FailureInjector {
  private rules: FailureRule[] = [];
  private counter = 0;

  add(request: FailureRuleRequest): FailureRule {
    this.counter += 1;
    const rule: FailureRule = {
      ...request,
      id: this.counter,
      pattern: compilePath(request.path),
      remaining: request.times === 0 ? Number.POSITIVE_INFINITY : request.times,
      seen: 0,
    };
    this.rules.push(rule);
    return rule;
  }

  /**
   * The first rule matching the call, used up by one. `routePath` is the handler's declared
   * pattern, so a rule written `/users/:id` matches it literally as well.
   */
  take(method: string, path: string, routePath: string): FailureRule | undefined {
    const rule = this.rules.find(
      (candidate) =>
        (candidate.method === '*' || candidate.method === method) &&
        (candidate.path === routePath || candidate.pattern.test(path)) &&
        inShare(candidate),
    );
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.rules = this.rules.filter((candidate) => candidate !== rule);
    return rule;
  }

  list(): readonly FailureRule[] {
    return this.rules;
  }

  clear(): void {
    this.rules = [];
  }
}
