import { ROLE_LABELS, ROLES, type Role } from '@/lib/domain/roles';

export interface DemoAccount {
  role: Role;
  label: string;
  email: string;
}

export interface DemoAccounts {
  password: string;
  accounts: DemoAccount[];
}

/** The fake gateway seeds one staff account per role: `<role lowercase>@<staff domain>`. */
export function demoAccounts(domain: string, password: string): DemoAccounts {
  return {
    password,
    accounts: ROLES.map((role) => ({
      role,
      label: ROLE_LABELS[role],
      email: `${role.toLowerCase()}@${domain}`,
    })),
  };
}
