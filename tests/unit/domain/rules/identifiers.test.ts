import { describe, expect, it } from 'vitest';
import { optionalProjectRid, projectRid, sgid, userRid, uuid } from '@/lib/domain/rules';
import { messageOf, messagesOf } from './messages';

const EMPTY_VALUES = [undefined, null, '', '   '];

describe('sgid', () => {
  it.each(['A1234567', 'Z0000000'])('accepts %s', (value) => {
    expect(sgid.parse(value)).toBe(value);
  });

  it.each(['a1234567', 'A123456', 'A12345678', '12345678', 'AB123456', 'A123456X'])('refuses %s', (value) => {
    expect(messagesOf(sgid, value)).toEqual(['Merci de renseigner un SGID valide.']);
  });

  it.each(EMPTY_VALUES)('asks for the SGID when empty (%j)', (value) => {
    expect(messagesOf(sgid, value)).toEqual(['Merci de renseigner votre SGID.']);
  });

  it('trims a pasted value', () => {
    expect(sgid.parse(' A1234567 ')).toBe('A1234567');
  });
});

describe('projectRid', () => {
  it.each(['P1234', 'PABCD', 'P12AB'])('accepts %s', (value) => {
    expect(projectRid.parse(value)).toBe(value);
  });

  it.each(['p1234', 'Pab12', 'P123', 'P12345', 'U1234', 'P-123'])('refuses %s', (value) => {
    expect(messagesOf(projectRid, value)).toEqual(['Merci de renseigner un RID valide.']);
  });

  it.each(EMPTY_VALUES)('asks for the project RID when empty (%j)', (value) => {
    expect(messagesOf(projectRid, value)).toEqual(['Merci de renseigner le RID du projet.']);
  });
});

describe('optionalProjectRid', () => {
  it.each(EMPTY_VALUES)('lets the field stay empty (%j) and parses it to undefined', (value) => {
    expect(optionalProjectRid.safeParse(value)).toEqual({ success: true, data: undefined });
  });

  it('accepts a RID', () => {
    expect(optionalProjectRid.parse('P12AB')).toBe('P12AB');
  });

  it.each(['p12ab', 'P123', 'P12345'])('still refuses a malformed RID (%s)', (value) => {
    expect(messagesOf(optionalProjectRid, value)).toEqual(['Merci de renseigner un RID valide.']);
  });
});

describe('userRid', () => {
  it.each(['U1234', 'C12AB', 'EABCD'])('accepts %s', (value) => {
    expect(userRid.parse(value)).toBe(value);
  });

  it.each(['P1234', 'u1234', 'Uabcd', 'U123', 'U12345', 'X1234'])('refuses %s', (value) => {
    expect(messagesOf(userRid, value)).toEqual(['Merci de renseigner un RID valide.']);
  });

  it.each(EMPTY_VALUES)('asks for the user RID when empty (%j)', (value) => {
    expect(messagesOf(userRid, value)).toEqual(["Merci de renseigner le RID de l'utilisateur."]);
  });
});

describe('uuid', () => {
  it.each([
    '3f2b8c1e-9a4d-4c6e-8b7a-1d2e3f4a5b6c',
    '3F2B8C1E-9A4D-4C6E-8B7A-1D2E3F4A5B6C',
    '00000000-0000-0000-0000-000000000001',
  ])('accepts %s', (value) => {
    expect(uuid.parse(value)).toBe(value);
  });

  it.each([
    '3f2b8c1e9a4d4c6e8b7a1d2e3f4a5b6c',
    '3f2b8c1e-9a4d-4c6e-8b7a-1d2e3f4a5b6',
    'not-a-uuid',
    'g3f2b8c1-9a4d-4c6e-8b7a-1d2e3f4a5b6c',
  ])('refuses %s', (value) => {
    expect(messageOf(uuid, value)).toBe('Merci de saisir un uuid valide.');
  });

  it.each(EMPTY_VALUES)('asks for a uuid when empty (%j)', (value) => {
    expect(messageOf(uuid, value)).toBe('Merci de saisir un uuid.');
  });
});
