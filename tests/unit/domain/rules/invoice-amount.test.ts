import { describe, expect, it } from 'vitest';
import { formatEuroAmount, invoiceAmount } from '@/lib/domain/rules';
import { messagesOf } from './messages';

const NBSP = '\u00a0';

describe('invoiceAmount', () => {
  it.each(['DOWN_PAYMENT', 'INTERIM_PAYMENT', 'FINAL_PAYMENT', 'FEE', 'INSURANCE', 'BASIC'] as const)(
    'refuses zero for a %s invoice',
    (invoiceType) => {
      expect(messagesOf(invoiceAmount({ invoiceType, referenceAmount: 1000 }), 0)).toEqual([
        'Le montant indiqué doit être supérieur à zéro.',
      ]);
    },
  );

  it.each([undefined, null, ''])('asks for the amount when empty (%j)', (value) => {
    expect(messagesOf(invoiceAmount({ invoiceType: 'FEE', referenceAmount: 1000 }), value)).toEqual([
      'Merci de renseigner le montant.',
    ]);
  });

  describe('an interim payment', () => {
    const rule = invoiceAmount({ invoiceType: 'INTERIM_PAYMENT', referenceAmount: 1234.5 });

    it('must be strictly below the reference amount', () => {
      expect(rule.parse('1234,49')).toBe(1234.49);
      expect(messagesOf(rule, 1234.5)).toEqual([`Le montant indiqué doit être inférieur à 1${NBSP}234,50€.`]);
      expect(messagesOf(rule, 2000)).toEqual([`Le montant indiqué doit être inférieur à 1${NBSP}234,50€.`]);
    });
  });

  describe.each([
    'DOWN_PAYMENT',
    'FINAL_PAYMENT',
    'FEE',
    'INSURANCE',
    'BASIC',
    'INSURANCE_CREDIT_NOTE',
    'BASIC_CREDIT_NOTE',
  ] as const)('a %s invoice', (invoiceType) => {
    const rule = invoiceAmount({ invoiceType, referenceAmount: 1500 });

    it('must equal the reference amount', () => {
      expect(rule.parse('1500,00')).toBe(1500);
      expect(messagesOf(rule, 1499.99)).toEqual([`Le montant indiqué doit être égal à 1${NBSP}500€.`]);
      expect(messagesOf(rule, 1500.01)).toEqual([`Le montant indiqué doit être égal à 1${NBSP}500€.`]);
    });
  });

  it('compares to the cent, not to the float', () => {
    expect(invoiceAmount({ invoiceType: 'FINAL_PAYMENT', referenceAmount: 0.1 + 0.2 }).parse('0,30')).toBe(
      0.3,
    );
  });

  it.each([
    {},
    { invoiceType: '' as const, referenceAmount: 10 },
    { invoiceType: null, referenceAmount: 10 },
  ])('caps at the authorised maximum when no type is chosen (%j)', (context) => {
    const rule = invoiceAmount(context);
    expect(rule.parse(1_000_000_000)).toBe(1_000_000_000);
    expect(messagesOf(rule, 1_000_000_001)).toEqual([
      'Le montant indiqué doit être inférieur ou égal au montant autorisé.',
    ]);
  });

  it('keeps the authorised maximum for an interim payment', () => {
    expect(
      messagesOf(invoiceAmount({ invoiceType: 'INTERIM_PAYMENT', referenceAmount: 2e9 }), 1_500_000_000),
    ).toEqual(['Le montant indiqué doit être inférieur ou égal au montant autorisé.']);
  });
});

describe('formatEuroAmount', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [1000, `1${NBSP}000`],
    [1234.5, `1${NBSP}234,50`],
    [1234.567, `1${NBSP}234,57`],
    [1_000_000_000, `1${NBSP}000${NBSP}000${NBSP}000`],
    [0.05, '0,05'],
  ])('writes %d as %j', (value, text) => {
    expect(formatEuroAmount(value)).toBe(text);
  });
});
