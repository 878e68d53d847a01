import { describe, expect, it } from 'vitest';
import { DEFAULT_STAFF_EMAIL_DOMAIN } from '@/lib/domain/constants';
import { email, staffEmail } from '@/lib/domain/rules';
import { messagesOf } from './messages';

describe('email', () => {
  it.each(['jean.dupont@example.fr', 'j+tag@mail.example.com', "o'neil@example.org"])(
    'accepts %s',
    (value) => {
      expect(email.parse(value)).toBe(value);
    },
  );

  it.each(['jean.dupont', 'jean@', '@example.fr', 'jean@example', 'jean dupont@example.fr', 'a@@example.fr'])(
    'refuses %s',
    (value) => {
      expect(messagesOf(email, value)).toEqual(['Merci de renseigner un email valide.']);
    },
  );

  it.each([undefined, null, '', ' '])('asks for the e-mail when empty (%j)', (value) => {
    expect(messagesOf(email, value)).toEqual(["Merci de renseigner l'email de l'utilisateur."]);
  });
});

describe('staffEmail', () => {
  const staff = staffEmail(DEFAULT_STAFF_EMAIL_DOMAIN);
  const invalid = 'Merci de renseigner un email groupe.example valide.';

  it.each(['jean.dupont@groupe.example', 'jean.dupont@ext.groupe.example', 'Jean.Dupont@Groupe.Example'])(
    'accepts an address of the group or its ext. sub-domain: %s',
    (value) => {
      expect(staff.parse(value)).toBe(value);
    },
  );

  it.each([
    'jean.dupont@example.fr',
    'jean.dupont@other.groupe.example',
    'jean.dupont@ext.ext.groupe.example',
    'jean.dupont@groupe.example.evil.com',
    'jean.dupont@evilgroupe.example',
    'jean.dupont@ext-groupe.example',
    'jean.dupont@groupe-example.com',
    'groupe.example@evil.com',
    'jean.dupont',
  ])('refuses %s, naming the group', (value) => {
    expect(messagesOf(staff, value)).toEqual([invalid]);
  });

  it.each([undefined, null, ''])('asks for the e-mail when empty (%j)', (value) => {
    expect(messagesOf(staff, value)).toEqual(['Merci de renseigner votre email.']);
  });

  it('follows the configured domain and group name', () => {
    const other = staffEmail('maison.example', 'Maison');
    expect(other.safeParse('a@ext.maison.example').success).toBe(true);
    expect(messagesOf(other, 'a@groupe.example')).toEqual(['Merci de renseigner un email Maison valide.']);
  });

  it('reads the domain literally, not as a pattern', () => {
    expect(messagesOf(staff, 'jean@groupeXexample')).toEqual([invalid]);
  });
});
