import { describe, expect, it } from 'vitest';
import { formatEuros, formatShare } from '@/lib/domain/money';

describe('formatEuros', () => {
  it('writes French amounts with two decimals and the euro sign', () => {
    expect(formatEuros(1234.5)).toBe('1\u00a0234,50\u00a0€');
    expect(formatEuros(1500)).toBe('1\u00a0500,00\u00a0€');
    expect(formatEuros(0)).toBe('0,00\u00a0€');
    expect(formatEuros(-42.1)).toBe('-42,10\u00a0€');
  });

  it('leaves a missing amount empty', () => {
    expect(formatEuros(null)).toBe('');
    expect(formatEuros(undefined)).toBe('');
    expect(formatEuros(Number.NaN)).toBe('');
  });
});

describe('formatShare', () => {
  it('writes a probability as a French percentage', () => {
    expect(formatShare(0.425)).toBe('42,5\u00a0%');
    expect(formatShare(1)).toBe('100\u00a0%');
    expect(formatShare(0)).toBe('0\u00a0%');
    expect(formatShare(null)).toBe('');
  });
});
