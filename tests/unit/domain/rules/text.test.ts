import { describe, expect, it } from 'vitest';
import { messageText, searchTerm } from '@/lib/domain/rules';
import { messagesOf } from './messages';

describe('searchTerm', () => {
  it('accepts 5 characters and trims surrounding blanks', () => {
    expect(searchTerm.parse('P12AB')).toBe('P12AB');
    expect(searchTerm.parse('   P12AB  ')).toBe('P12AB');
  });

  it('refuses 4 characters, even padded with blanks', () => {
    expect(messagesOf(searchTerm, 'P12A')).toEqual(['Merci de saisir un terme de recherche valide.']);
    expect(messagesOf(searchTerm, '  P12A   ')).toEqual(['Merci de saisir un terme de recherche valide.']);
  });

  it.each([undefined, null, '', '     '])('asks for a search term when empty (%j)', (value) => {
    expect(messagesOf(searchTerm, value)).toEqual(['Merci de saisir un terme de recherche.']);
  });
});

describe('messageText', () => {
  it('accepts 10000 characters, counted after trimming', () => {
    expect(messageText.parse('a'.repeat(10_000))).toHaveLength(10_000);
    expect(messageText.parse(`  ${'a'.repeat(10_000)}\n`)).toHaveLength(10_000);
  });

  it('refuses 10001 characters', () => {
    expect(messagesOf(messageText, 'a'.repeat(10_001))).toEqual(['Votre message est trop long.']);
  });

  it.each([undefined, null, '', ' \n\t '])('asks for a message when empty (%j)', (value) => {
    expect(messagesOf(messageText, value)).toEqual(['Merci de saisir votre message.']);
  });

  it('keeps line breaks inside the message', () => {
    expect(messageText.parse(' Bonjour,\n\nMerci. ')).toBe('Bonjour,\n\nMerci.');
  });
});
