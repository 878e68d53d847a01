import { describe, expect, it } from 'vitest';
import { firstName, lastName, personName } from '@/lib/domain/rules';
import { messagesOf } from './messages';

describe('firstName and lastName', () => {
  it.each([
    'Al',
    'Jean',
    'Éloïse',
    'Jean-Éric',
    "D'Artagnan",
    'D’Artagnan',
    'Le Gall',
    'Anne-Marie Çelik',
    'Zoë',
  ])('accept %s', (value) => {
    expect(firstName.parse(value)).toBe(value);
    expect(lastName.parse(value)).toBe(value);
  });

  it('accept exactly 40 characters', () => {
    const forty = 'A'.repeat(40);
    expect(lastName.parse(forty)).toBe(forty);
  });

  it('refuse 41 characters as too long', () => {
    expect(messagesOf(firstName, 'A'.repeat(41))).toEqual(['Votre prénom est trop long.']);
    expect(messagesOf(lastName, 'A'.repeat(41))).toEqual(['Votre nom est trop long.']);
  });

  it('refuse a single character', () => {
    expect(messagesOf(firstName, 'A')).toEqual(['Merci de renseigner un prénom valide.']);
    expect(messagesOf(lastName, 'A')).toEqual(['Merci de renseigner un nom valide.']);
  });

  it.each([
    'Jean  Paul',
    'Jean--Paul',
    'Jean- Paul',
    '-Jean',
    'Jean-',
    'Jean2',
    'Jean_Paul',
    'J.',
    "Jean''Paul",
  ])('refuse %j', (value) => {
    expect(messagesOf(firstName, value)).toEqual(['Merci de renseigner un prénom valide.']);
  });

  it.each([undefined, null, '', '  '])('ask for the name when empty (%j)', (value) => {
    expect(messagesOf(firstName, value)).toEqual(['Merci de renseigner votre prénom.']);
    expect(messagesOf(lastName, value)).toEqual(['Merci de renseigner votre nom.']);
  });

  it('trim the name and count a decomposed accent once', () => {
    expect(firstName.parse('  Chloé ')).toBe('Chloé');
    const decomposed = 'E\u0301'.repeat(40);
    expect(lastName.parse(decomposed)).toBe('\u00c9'.repeat(40));
  });

  it('put any label in the messages', () => {
    expect(messagesOf(personName('nom de naissance'), 'X')).toEqual([
      'Merci de renseigner un nom de naissance valide.',
    ]);
  });
});
