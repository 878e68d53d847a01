import { describe, expect, it } from 'vitest';
import { depositBounds, depositPercentage, depositPercentageChoices } from '@/lib/domain/rules';
import { messagesOf } from './messages';

const LOW_TTC = 5000;
const HIGH_TTC = 30000;
const NOT_HIGH_HT = 4000;
const HIGH_HT = 25000;

describe('depositBounds', () => {
  it.each([
    ['low TTC and not high HT', NOT_HIGH_HT, LOW_TTC, { min: 15, max: 50 }],
    ['high HT and low TTC', HIGH_HT, LOW_TTC, { min: 10, max: 40 }],
    ['not high HT and high TTC', NOT_HIGH_HT, HIGH_TTC, { min: 15, max: 40 }],
    ['high HT and high TTC', HIGH_HT, HIGH_TTC, { min: 10, max: 50 }],
  ])('%s: %d HT, %d TTC', (_case, amountExclTax, amountInclTax, bounds) => {
    expect(depositBounds({ amountExclTax, amountInclTax })).toEqual(bounds);
  });

  it('counts a TTC of exactly 6000 as low and 6000.01 as high', () => {
    expect(depositBounds({ amountExclTax: 5000, amountInclTax: 6000 })).toEqual({ min: 15, max: 50 });
    expect(depositBounds({ amountExclTax: 5000, amountInclTax: 6000.01 })).toEqual({ min: 15, max: 40 });
  });

  it('counts an HT of exactly 20000 as not high and 20000.01 as high', () => {
    expect(depositBounds({ amountExclTax: 20000, amountInclTax: 24000 })).toEqual({ min: 15, max: 40 });
    expect(depositBounds({ amountExclTax: 20000.01, amountInclTax: 24000 })).toEqual({ min: 10, max: 50 });
  });
});

describe('depositPercentageChoices', () => {
  it.each([
    [NOT_HIGH_HT, LOW_TTC, [15, 20, 25, 30, 35, 40, 45, 50]],
    [HIGH_HT, LOW_TTC, [10, 15, 20, 25, 30, 35, 40]],
    [NOT_HIGH_HT, HIGH_TTC, [15, 20, 25, 30, 35, 40]],
    [HIGH_HT, HIGH_TTC, [10, 15, 20, 25, 30, 35, 40, 45, 50]],
  ])('offers for %d HT, %d TTC the choices %j', (amountExclTax, amountInclTax, choices) => {
    expect(depositPercentageChoices({ amountExclTax, amountInclTax })).toEqual(choices);
  });
});

describe('depositPercentage', () => {
  const smallQuote = depositPercentage({ amountExclTax: NOT_HIGH_HT, amountInclTax: HIGH_TTC }); // 15–40
  const largeQuote = depositPercentage({ amountExclTax: HIGH_HT, amountInclTax: HIGH_TTC }); // 10–50

  it('accepts both bounds, from a number or a select value', () => {
    expect(smallQuote.parse(15)).toBe(15);
    expect(smallQuote.parse('40')).toBe(40);
    expect(largeQuote.parse('10')).toBe(10);
    expect(largeQuote.parse(50)).toBe(50);
  });

  it('refuses below the minimum with the legacy wording (the choice under the minimum)', () => {
    expect(messagesOf(smallQuote, 10)).toEqual(["Le pourcentage de l'acompte doit être supérieur à 10%."]);
    expect(messagesOf(largeQuote, 5)).toEqual(["Le pourcentage de l'acompte doit être supérieur à 5%."]);
  });

  it('refuses above the maximum, naming it', () => {
    expect(messagesOf(smallQuote, 45)).toEqual([
      "Le pourcentage de l'acompte doit être inférieur ou égal à 40%.",
    ]);
    expect(messagesOf(largeQuote, '55')).toEqual([
      "Le pourcentage de l'acompte doit être inférieur ou égal à 50%.",
    ]);
  });

  it.each([undefined, null, '', Number.NaN])('asks for the percentage when empty (%j)', (value) => {
    expect(messagesOf(smallQuote, value)).toEqual(["Merci de renseigner le pourcentage de l'acompte."]);
  });
});
