import { describe, expect, it } from 'vitest';
import { formatPhone } from '@/lib/domain/phone-display';

/** The display with plain spaces, as written in the issue and the screens' mock-ups. */
const shown = (value: string | null | undefined) => formatPhone(value).replace(/\u00a0/g, ' ');

describe('formatPhone', () => {
  it('groups a French number in pairs', () => {
    expect(shown('0638334659')).toBe('06 38 33 46 59');
    expect(shown('01.42.68.53.00')).toBe('01 42 68 53 00');
    expect(shown(' 06-38-33-46-59 ')).toBe('06 38 33 46 59');
  });

  it('writes an international French number with +33 and the digit after it alone', () => {
    expect(shown('+33638334659')).toBe('+33 6 38 33 46 59');
    expect(shown('0033638334659')).toBe('+33 6 38 33 46 59');
    expect(shown('+33 (0)6 38 33 46 59')).toBe('+33 6 38 33 46 59');
  });

  it('joins the groups with no-break spaces, so the number never wraps', () => {
    expect(formatPhone('0638334659')).toBe('06\u00a038\u00a033\u00a046\u00a059');
  });

  it('shows anything else as sent, trimmed', () => {
    expect(formatPhone('+32 470 12 34 56')).toBe('+32 470 12 34 56');
    expect(formatPhone('063833465')).toBe('063833465');
    expect(formatPhone('0038334659')).toBe('0038334659');
    expect(formatPhone(' standard ')).toBe('standard');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});
