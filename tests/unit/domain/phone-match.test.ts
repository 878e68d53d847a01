import { describe, expect, it } from 'vitest';
import { matchTerm, phoneContains, phoneDigits } from '@/lib/domain/phone-match';

describe('phoneDigits', () => {
  it.each([
    ['07 61 33', '076133'],
    ['07.61.33', '076133'],
    ['07-61-33-44-55', '0761334455'],
    ['0761334455', '0761334455'],
    ['+33 7 61 33', '076133'],
    ['+33761334455', '0761334455'],
    ['+33 (0)7 61 33 44 55', '0761334455'],
    ['+33 07 61 33', '076133'],
    ['0033 7 61 33 44 55', '0761334455'],
    ['(07) 61/33', '076133'],
    ['\u00a007\u202f61 33 ', '076133'],
    ['123 456 789 00012', '12345678900012'],
    ['+44 20 7946 0958', '442079460958'],
  ])('reads %j as %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each(['Noémie', 'noemie.noel@example.fr', 'U12AB', '07 61 a3', '07+61', '+', '. - ()', ''])(
    'leaves %j alone: it is not written like a number',
    (input) => {
      expect(phoneDigits(input)).toBeNull();
    },
  );
});

describe('matchTerm', () => {
  it('sends a number in any form as national digits, and any other text as typed', () => {
    expect(matchTerm('+33 6 38 33')).toBe('063833');
    expect(matchTerm('06.38.33')).toBe('063833');
    expect(matchTerm('75011')).toBe('75011');
    expect(matchTerm('Noémie Noël')).toBe('Noémie Noël');
    expect(matchTerm('noemie@')).toBe('noemie@');
  });
});

describe('phoneContains', () => {
  it('finds a fragment in a number stored nationally or with +33', () => {
    for (const stored of ['0761334455', '+33761334455', '07 61 33 44 55']) {
      expect(phoneContains(stored, phoneDigits('07 61 33')!), stored).toBe(true);
      expect(phoneContains(stored, phoneDigits('+33 7 61 33 44')!), stored).toBe(true);
      expect(phoneContains(stored, phoneDigits('33 44 55')!), stored).toBe(true);
      expect(phoneContains(stored, phoneDigits('06 61 33')!), stored).toBe(false);
    }
  });

  it('finds nothing in a missing number or for no digits', () => {
    expect(phoneContains(null, '0761')).toBe(false);
    expect(phoneContains('0761334455', '')).toBe(false);
  });
});
