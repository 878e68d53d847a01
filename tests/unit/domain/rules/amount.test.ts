import { describe, expect, it } from 'vitest';
import { amount } from '@/lib/domain/rules';
import { messagesOf } from './messages';

const amountHT = amount('montant HT');

describe('amount', () => {
  it.each([
    [0.01, 0.01],
    [1_000_000_000, 1_000_000_000],
    ['1500', 1500],
    ['1234,56', 1234.56],
    ['1234.56', 1234.56],
    ['1 234,56', 1234.56],
    ['1\u00a0234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    [' 42 ', 42],
  ])('accepts %j as %d', (value, parsed) => {
    expect(amountHT.parse(value)).toBe(parsed);
  });

  it.each([0, '0', '0,00', -5, '-1'])('refuses %j as not above zero', (value) => {
    expect(messagesOf(amountHT, value)).toEqual(['Le montant indiqué doit être supérieur à zéro.']);
  });

  it.each([1_000_000_001, '1000000000,01', Number.POSITIVE_INFINITY])(
    'refuses %j as above the maximum',
    (value) => {
      expect(messagesOf(amountHT, value)).toEqual([
        'Le montant indiqué doit être inférieur ou égal au montant autorisé.',
      ]);
    },
  );

  it.each([undefined, null, '', '  ', Number.NaN, 'abc', '12,3,4'])(
    'asks for the amount when empty or not a number (%j)',
    (value) => {
      expect(messagesOf(amountHT, value)).toEqual(['Merci de renseigner le montant HT.']);
    },
  );
});
