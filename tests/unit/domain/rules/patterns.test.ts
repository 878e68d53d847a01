import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from '@/lib/domain/rules/patterns';

describe('identifier patterns', () => {
  it("keeps the e-mail shape equal to zod's", () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });
});
