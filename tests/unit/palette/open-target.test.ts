import { describe, expect, it } from 'vitest';
import { openablePath } from '@/components/command-palette/open-target';

const staff = { type: 'credentials', id: 's-1', userType: 'LMSG' } as const;
const customer = { type: 'user', id: 'u-1', userType: 'PARTICULAR' } as const;
const project = { type: 'project', id: 'p-1' } as const;

describe('openablePath', () => {
  it('opens the first hit of the wanted types', () => {
    expect(openablePath([project, customer], ['user', 'credentials'], ['CA'])).toBe('/clients/u-1');
    expect(openablePath([customer, project], ['project'], ['CA'])).toBe('/projets/p-1');
    expect(openablePath([project, customer], null, ['CA'])).toBe('/projets/p-1');
  });

  it('skips a view the roles may not open', () => {
    expect(openablePath([staff, customer], ['user', 'credentials'], ['CA'])).toBe('/clients/u-1');
    expect(openablePath([staff, customer], ['user', 'credentials'], ['SUPPORT'])).toBe('/utilisateurs/s-1');
    expect(openablePath([staff], null, ['FINANCE'])).toBeNull();
  });

  it('finds nothing when no hit fits', () => {
    expect(openablePath([], null, ['SUPPORT'])).toBeNull();
    expect(openablePath([project], ['user'], ['SUPPORT'])).toBeNull();
  });
});
