import type { z } from 'zod';

/** The French messages a value gets from a rule, in order; [] when it passes. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message a form shows under the field (react-hook-form shows the first one). */
export function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  return messagesOf(schema, value)[0];
}

/** The messages of an object schema, by field path. */
export function fieldMessagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  const byField: Record<string, string[]> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      (byField[key] ??= []).push(issue.message);
    }
  }
  return byField;
}
