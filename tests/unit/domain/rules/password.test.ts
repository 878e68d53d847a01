import { describe, expect, it } from 'vitest';
import { password, passwordWithConfirmation } from '@/lib/domain/rules';
import { fieldMessagesOf, messageOf, messagesOf } from './messages';

describe('password', () => {
  it('accepts 8 characters with a digit, a lowercase and an uppercase letter', () => {
    expect(password.parse('Abcdefg1')).toBe('Abcdefg1');
  });

  it('refuses 7 characters as too short', () => {
    expect(messagesOf(password, 'Abcdef1')).toEqual(['Mot de passe trop court.']);
  });

  it.each([
    ['Abcdefgh', 'Il manque un numéro.'],
    ['ABCDEFG1', 'Il manque une minuscule.'],
    ['abcdefg1', 'Il manque une majuscule.'],
  ])('refuses %s: %s', (value, message) => {
    expect(messagesOf(password, value)).toEqual([message]);
  });

  it('lists every missing requirement, the length first', () => {
    expect(messagesOf(password, 'abc')).toEqual([
      'Mot de passe trop court.',
      'Il manque un numéro.',
      'Il manque une majuscule.',
    ]);
  });

  it.each([undefined, null, ''])('asks for the password when empty (%j)', (value) => {
    expect(messagesOf(password, value)).toEqual(['Merci de renseigner votre mot de passe.']);
  });

  it('keeps blanks, which belong to the password', () => {
    expect(password.parse(' Abcdef1 ')).toBe(' Abcdef1 ');
  });
});

describe('passwordWithConfirmation', () => {
  it('accepts a confirmed password', () => {
    expect(
      passwordWithConfirmation.parse({ password: 'Abcdefg1', passwordConfirmation: 'Abcdefg1' }),
    ).toEqual({
      password: 'Abcdefg1',
      passwordConfirmation: 'Abcdefg1',
    });
  });

  it('refuses a different confirmation under the confirmation field', () => {
    expect(
      fieldMessagesOf(passwordWithConfirmation, { password: 'Abcdefg1', passwordConfirmation: 'Abcdefg2' }),
    ).toEqual({ passwordConfirmation: ['Les mots de passe ne correspondent pas.'] });
  });

  it('asks for the confirmation when empty', () => {
    expect(
      fieldMessagesOf(passwordWithConfirmation, { password: 'Abcdefg1', passwordConfirmation: '' }),
    ).toEqual({
      passwordConfirmation: ['Merci de confirmer votre mot de passe.'],
    });
  });

  it('applies the password rule to the new password', () => {
    expect(
      messageOf(passwordWithConfirmation, { password: 'Abcdef1', passwordConfirmation: 'Abcdef1' }),
    ).toBe('Mot de passe trop court.');
  });
});
