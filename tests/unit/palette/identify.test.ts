import { describe, expect, it } from 'vitest';
import { identify } from '@/lib/palette/identify';
import { email, mobilePhone, projectRid, sgid, userRid, uuid } from '@/lib/domain/rules';

describe('identify', () => {
  it.each([
    ['U12AB', 'userRid', 'U12AB', 'U12AB'],
    ['C0000', 'userRid', 'C0000', 'C0000'],
    ['E9ZZZ', 'userRid', 'E9ZZZ', 'E9ZZZ'],
    [' u12ab ', 'userRid', 'U12AB', 'U12AB'],
    ['P12AB', 'projectRid', 'P12AB', 'P12AB'],
    ['p1x2y', 'projectRid', 'P1X2Y', 'P1X2Y'],
    ['PARIS', 'projectRid', 'PARIS', 'PARIS'],
    ['uyylb', 'userRid', 'UYYLB', 'UYYLB'],
    ['pabcd', 'projectRid', 'PABCD', 'PABCD'],
    ['A1234567', 'sgid', 'A1234567', 'A1234567'],
    ['z7654321', 'sgid', 'Z7654321', 'Z7654321'],
    ['73282932000074', 'siret', '73282932000074', '732 829 320 00074'],
    ['732 829 320 00074', 'siret', '73282932000074', '732 829 320 00074'],
    ['jean.dupont@example.fr', 'email', 'jean.dupont@example.fr', 'jean.dupont@example.fr'],
    ['  Marie+test@Groupe.example ', 'email', 'Marie+test@Groupe.example', 'Marie+test@Groupe.example'],
    ['0612345678', 'phone', '0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', 'phone', '0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', 'phone', '0612345678', '06 12 34 56 78'],
    ['06-12-34-56-78', 'phone', '0612345678', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', 'phone', '0612345678', '06 12 34 56 78'],
    ['+33 (0)7 12 34 56 78', 'phone', '0712345678', '07 12 34 56 78'],
    ['0033612345678', 'phone', '0612345678', '06 12 34 56 78'],
    ['01 23 45 67 89', 'phone', '0123456789', '01 23 45 67 89'],
    [
      '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
      'uuid',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    ],
    ['Dupont', 'text', 'Dupont', 'Dupont'],
    ['  jean dupont  ', 'text', 'jean dupont', 'jean dupont'],
  ] as const)('%j is a %s', (input, kind, value, display) => {
    expect(identify(input)).toEqual({ kind, value, display });
  });

  it.each([
    // Five letters in mixed case are names, not RIDs.
    'Emile',
    'Clara',
    'Paris',
    'uYYLB',
    // Near misses of each shape.
    'U12A',
    'U12ABC',
    'X12AB',
    'A123456',
    'A12345678',
    '7328293200007',
    '732829320000745',
    '0012345678',
    '0812345',
    '+44 6 12 34 56 78',
    'jean@dupont',
    'jean dupont@example.fr',
    '3f2504e0-4f89-11d3-9a0c-0305e82c330',
    'g2504e0-4f89-11d3-9a0c-0305e82c3301',
    'Créer un utilisateur',
    '<script>alert(1)</script>',
    '%',
  ])('%j is free text', (input) => {
    expect(identify(input)).toMatchObject({ kind: 'text', value: input.trim() });
  });

  it('has nothing to say about an empty or blank input', () => {
    expect(identify('')).toBeNull();
    expect(identify(' \t\u00a0')).toBeNull();
  });

  it('recognises exactly what the form rules of SPEC §5 accept', () => {
    const cases: [string, { safeParse: (value: unknown) => { success: boolean } }, string][] = [
      ['U12AB', userRid, 'userRid'],
      ['P12AB', projectRid, 'projectRid'],
      ['A1234567', sgid, 'sgid'],
      ['3f2504e0-4f89-11d3-9a0c-0305e82c3301', uuid, 'uuid'],
      ['jean.dupont@example.fr', email, 'email'],
      ['+33612345678', mobilePhone, 'phone'],
    ];
    for (const [value, rule, kind] of cases) {
      expect(rule.safeParse(value).success).toBe(true);
      expect(identify(value)?.kind).toBe(kind);
    }
  });
});
