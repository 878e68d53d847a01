import { describe, expect, it } from 'vitest';
import { mobilePhone } from '@/lib/domain/rules';
import { messagesOf } from './messages';

describe('mobilePhone', () => {
  it.each([
    ['0612345678', '0612345678'],
    ['0712345678', '0712345678'],
    ['+33612345678', '+33612345678'],
    ['+33712345678', '+33712345678'],
    ['0033612345678', '0033612345678'],
    ['0033712345678', '0033712345678'],
    ['06 12 34 56 78', '0612345678'],
    ['+33 6 12 34 56 78', '+33612345678'],
  ])('accepts %s as %s', (value, parsed) => {
    expect(mobilePhone.parse(value)).toBe(parsed);
  });

  it.each([
    '0512345678',
    '0812345678',
    '0112345678',
    '+33512345678',
    '0033812345678',
    '+330612345678',
    '061234567',
    '06123456789',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+32612345678',
  ])('refuses %s', (value) => {
    expect(messagesOf(mobilePhone, value)).toEqual([
      'Merci de renseigner un numéro de téléphone mobile valide.',
    ]);
  });

  it.each([undefined, null, '', ' '])('asks for the number when empty (%j)', (value) => {
    expect(messagesOf(mobilePhone, value)).toEqual(['Merci de renseigner votre numéro de téléphone mobile.']);
  });
});
