import { describe, expect, it } from 'vitest';
import { knownRoles } from '@/lib/domain/roles';

describe('knownRoles', () => {
  it('keeps the known roles of the list the gateway sent', () => {
    expect(knownRoles(['SUPPORT', 'SOMETHING_NEW', 'MANAGER_CA'])).toEqual(['SUPPORT', 'MANAGER_CA']);
  });

  it('grants no role when the answer has no list of roles (SPEC §5 shows it as sent)', () => {
    expect(knownRoles(undefined as unknown as string[])).toEqual([]);
    expect(knownRoles('not-a-list' as unknown as string[])).toEqual([]);
  });
});
