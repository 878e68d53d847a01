import { describe, expect, it } from 'vitest';
import {
  classifyField,
  HOSTILE_LINK,
  HOSTILE_TEXTS,
  mutateAnswer,
  UNKNOWN_ENUM,
} from '@/lib/fake-gateway/core/hostile';

describe('classifyField', () => {
  it.each([
    ['firstName', 'Jeanne'],
    ['lastName', 'Martin'],
    ['label', 'Isolation des combles'],
    ['description', 'Refaire la toiture'],
    ['message', 'Bonjour'],
    ['content', 'Voici le devis'],
    ['comment', 'Pièce illisible'],
    ['crcComment', 'Rappeler demain'],
    ['name', 'devis.pdf'],
    ['fileName', 'facture.pdf'],
    ['statusOtherReason', 'Le client a déménagé'],
    ['street', '3 rue des Lilas'],
  ])('reads %s as free text', (key, value) => {
    expect(classifyField(key, value)).toBe('text');
  });

  it.each(['uri', 'thumbUri', 'documentUrl', 'href', 'url', 'avatarUrl'])('reads %s as a link', (key) => {
    expect(classifyField(key, 'https://files.example/a.pdf')).toBe('link');
  });

  it.each([
    ['id', 'u-123'],
    ['userId', 'u-123'],
    ['status', 'ACTIVE'],
    ['userType', 'PARTICULAR'],
    ['code', 'ISOLATION'],
    ['email', 'jeanne@example.fr'],
    ['phone', '0601020304'],
    ['createdAt', '2020-03-03T10:00:00.000+01:00'],
    ['statusDate', '2020-03-03T10:00:00.000+01:00'],
    ['mimeType', 'application/pdf'],
    ['siret', '73282932000074'],
    // An enum code in a text-like key (a reason chosen from a list) is a code, not free text.
    ['reason', 'OTHER'],
    // A date in a text-like key stays a date.
    ['name', '2020-03-03T10:00:00+01:00'],
  ])('leaves %s alone', (key, value) => {
    expect(classifyField(key, value)).toBe('other');
  });

  it('leaves numbers, booleans and objects alone whatever their key', () => {
    expect(classifyField('name', 3)).toBe('other');
    expect(classifyField('comment', true)).toBe('other');
    expect(classifyField('address', { street: 'x' })).toBe('other');
  });
});

const user = {
  id: 'u-1',
  firstName: 'Jeanne',
  lastName: 'Martin',
  email: 'jeanne@example.fr',
  status: 'ACTIVE',
  userType: 'PARTICULAR',
  createdAt: '2020-03-03T10:00:00.000+01:00',
  count: 3,
  address: { street: '3 rue des Lilas', city: 'Lyon', postalCode: '69001' },
  commercialPrograms: [{ code: 'CEE', label: 'Certificats' }],
  tags: ['ISOLATION'],
  documents: [{ id: 'd-1', name: 'devis.pdf', uri: 'https://files/d-1', thumbUri: 'https://files/t-1' }],
};

describe('mutateAnswer', () => {
  it('hostile-text: cycles the payloads through every free-text field and poisons every link', () => {
    const out = mutateAnswer(user, 'hostile-text') as typeof user;
    expect([out.firstName, out.lastName, out.address.street, out.address.city]).toEqual(
      HOSTILE_TEXTS.slice(0, 4),
    );
    expect(out.commercialPrograms[0].label).toBe(HOSTILE_TEXTS[4]);
    expect(out.commercialPrograms[0].label).toHaveLength(5_000);
    expect(out.documents[0].name).toBe(HOSTILE_TEXTS[0]);
    expect(out.documents[0].uri).toBe(HOSTILE_LINK);
    expect(out.documents[0].thumbUri).toBe(HOSTILE_LINK);
    // Ids, codes, enums, emails, dates and numbers are untouched.
    expect(out).toMatchObject({
      id: 'u-1',
      email: 'jeanne@example.fr',
      status: 'ACTIVE',
      userType: 'PARTICULAR',
      createdAt: user.createdAt,
      count: 3,
      tags: ['ISOLATION'],
      address: { postalCode: '69001' },
      commercialPrograms: [{ code: 'CEE' }],
      documents: [{ id: 'd-1' }],
    });
    expect(HOSTILE_TEXTS.join('')).toContain('\u202E');
  });

  it('missing-field: drops every id', () => {
    const out = mutateAnswer(user, 'missing-field') as Record<string, unknown>;
    expect(out).not.toHaveProperty('id');
    expect((out.documents as object[])[0]).not.toHaveProperty('id');
    expect(out.firstName).toBe('Jeanne');
  });

  it('wrong-type: a number where an id or a free text is', () => {
    const out = mutateAnswer(user, 'wrong-type') as typeof user;
    expect(out.id).toBe(12345);
    expect(out.firstName).toBe(12345);
    expect(out.status).toBe('ACTIVE');
  });

  it('date-without-offset: strips the offset of every date-time', () => {
    const out = mutateAnswer(
      { createdAt: '2020-03-03T10:00:00.000+01:00', at: '2020-03-03T09:00:00Z', day: '2020-03-03' },
      'date-without-offset',
    );
    expect(out).toEqual({
      createdAt: '2020-03-03T10:00:00.000',
      at: '2020-03-03T09:00:00',
      day: '2020-03-03',
    });
  });

  it('unknown-enum: every status and type value becomes SOMETHING_NEW', () => {
    const out = mutateAnswer(
      { ...user, items: [{ documentType: 'QUOTE', mimeType: 'application/pdf' }] },
      'unknown-enum',
    ) as typeof user & { items: Record<string, string>[] };
    expect(out.status).toBe(UNKNOWN_ENUM);
    expect(out.userType).toBe(UNKNOWN_ENUM);
    expect(out.items[0]).toEqual({ documentType: UNKNOWN_ENUM, mimeType: 'application/pdf' });
    expect(out.firstName).toBe('Jeanne');
  });

  it('null-list: every list field is null', () => {
    const out = mutateAnswer({ items: [1, 2], total: 2, page: { tags: ['A'] } }, 'null-list');
    expect(out).toEqual({ items: null, total: 2, page: { tags: null } });
  });
});
