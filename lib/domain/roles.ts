/** The nine staff roles of SPEC §6, their French labels and their groups. */
export const ROLES = [
  'SUPPORT',
  'MANAGER_CA',
  'MANAGER_CC',
  'MANAGER_BD_CCO',
  'FINANCE',
  'BD',
  'CCO',
  'CA',
  'CC',
] as const;

export type Role = (typeof ROLES)[number];

// SPEC §6: only MANAGER CA and MANAGER CC lose their underscore; the others show the code.
export const ROLE_LABELS = {
  SUPPORT: 'SUPPORT',
  MANAGER_CA: 'MANAGER CA',
  MANAGER_CC: 'MANAGER CC',
  MANAGER_BD_CCO: 'MANAGER_BD_CCO',
  FINANCE: 'FINANCE',
  BD: 'BD',
  CCO: 'CCO',
  CA: 'CA',
  CC: 'CC',
} as const satisfies Record<Role, string>;

/** A role as staff read it; a role the app does not know shows as sent. */
export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABELS[role] : role;
}

export const ROLE_GROUPS = {
  CA: ['MANAGER_CA', 'CA'],
  CC: ['MANAGER_CC', 'CC'],
  CA_CC: ['MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'],
  BD_CCO: ['MANAGER_BD_CCO', 'BD', 'CCO'],
  MANAGER: ['MANAGER_CA', 'MANAGER_CC', 'MANAGER_BD_CCO'],
} as const satisfies Record<string, readonly Role[]>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Keeps the known roles of a list the gateway sent, dropping anything else. */
export function knownRoles(values: readonly string[]): Role[] {
  // SPEC §5 shows a mismatched answer as sent: a missing list of roles grants none.
  return Array.isArray(values) ? values.filter(isRole) : [];
}

export function hasAnyRole(userRoles: readonly Role[], allowed: readonly Role[]): boolean {
  return userRoles.some((role) => allowed.includes(role));
}
