import type { UserSummary } from '@/lib/domain/schemas';

/** "Prénom Nom (RID)", the way staff recognise a person. */
export function personLabel(person: Pick<UserSummary, 'firstName' | 'lastName' | 'rid'>): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return name ? `${name} (${person.rid})` : person.rid;
}
