import { describe, expect, it } from 'vitest';
import { checkSearchTerm, searchTerm } from '@/lib/domain/rules';

describe('checkSearchTerm, the header form rule without zod', () => {
  it.each([
    ['P12AB', 'P12AB'],
    ['   P12AB  ', 'P12AB'],
    [` ${'x'.repeat(200)} `, 'x'.repeat(200)],
    ['Dupont Jean', 'Dupont Jean'],
  ])('accepts %j as %j', (input, trimmed) => {
    expect(checkSearchTerm(input)).toEqual({ ok: true, value: trimmed });
  });

  it.each([
    ['P12A', 'Merci de saisir un terme de recherche valide.'],
    ['  P12A   ', 'Merci de saisir un terme de recherche valide.'],
    ['', 'Merci de saisir un terme de recherche.'],
    ['    ', 'Merci de saisir un terme de recherche.'],
    [undefined, 'Merci de saisir un terme de recherche.'],
    [null, 'Merci de saisir un terme de recherche.'],
    [12345, 'Merci de saisir un terme de recherche valide.'],
    ['x'.repeat(201), 'Merci de saisir un terme de recherche valide.'],
    ['x'.repeat(10_000), 'Merci de saisir un terme de recherche valide.'],
  ])('refuses %j with its message', (input, message) => {
    expect(checkSearchTerm(input)).toEqual({ ok: false, message });
  });

  it('answers as the zod rule the server action applies', () => {
    const long = ['x'.repeat(200), ` ${'x'.repeat(200)} `, 'x'.repeat(201), 'x'.repeat(10_000)];
    for (const input of [
      'P12AB',
      '  P12AB ',
      'P12A',
      ' P1 ',
      '',
      '   ',
      undefined,
      null,
      12345,
      'abcde',
      ...long,
    ]) {
      const server = searchTerm.safeParse(input);
      const client = checkSearchTerm(input);
      expect(client.ok).toBe(server.success);
      if (client.ok && server.success) expect(client.value).toBe(server.data);
      if (!client.ok && !server.success) expect(client.message).toBe(server.error.issues[0].message);
    }
  });
});
