import { RecordLink } from '@/components/record/related-links';
import { pathFor } from '@/lib/access/paths';
import type { UserSummary } from '@/lib/domain/schemas';
import { personLabel } from './contract-links';

/** "Prénom Nom (RID)", the way staff recognise a person. */
export const userLabel = personLabel;

/** A particular or a professional named in another record, opening their user view. */
export function UserLink({
  user,
}: {
  user: Pick<UserSummary, 'id' | 'rid' | 'firstName' | 'lastName'> | null | undefined;
}) {
  if (!user) return null;
  return <RecordLink href={pathFor('userView', { id: user.id })}>{userLabel(user)}</RecordLink>;
}
