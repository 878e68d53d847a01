import { RecordLink } from '@/components/record/related-links';
import { pathFor } from '@/lib/access';
import type { UserSummary } from '@/lib/domain/schemas';

/** "Prénom Nom (RID)", the way staff recognise a person. */
export function userLabel(user: Pick<UserSummary, 'firstName' | 'lastName' | 'rid'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name ? `${name} (${user.rid})` : user.rid;
}

/** A particular or a professional named in another record, opening their user view. */
export function UserLink({ user }: { user: UserSummary | null | undefined }) {
  if (!user) return null;
  return <RecordLink href={pathFor('userView', { id: user.id })}>{userLabel(user)}</RecordLink>;
}
