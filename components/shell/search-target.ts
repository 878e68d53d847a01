import { pathFor } from '@/lib/access/paths';
import type { SearchHit } from '@/lib/domain/schemas';

/**
 * The view a global-search hit opens (SPEC §2). Pure, so the whole table is unit-tested. A user
 * hit of staff type (LMSG) is a staff member, whose page is the credentials view.
 */
export function searchTargetPath(hit: Pick<SearchHit, 'type' | 'id' | 'userType'>): string {
  const { id } = hit;
  switch (hit.type) {
    case 'user':
      return hit.userType === 'LMSG' ? pathFor('credentialsView', { id }) : pathFor('userView', { id });
    case 'credentials':
      return pathFor('credentialsView', { id });
    case 'project':
      return pathFor('projectView', { id });
    case 'quote':
      return pathFor('quoteView', { id });
    case 'professional-invoice':
      return pathFor('proInvoiceView', { id });
    case 'works-acceptance':
      return pathFor('worksAcceptanceView', { id });
    case 'provider-invoice':
      return pathFor('invoiceView', { id });
    case 'document':
      return pathFor('documentView', { id });
    case 'discussion':
      return pathFor('discussionView', { id });
    case 'issue':
      return pathFor('issueView', { id });
    case 'match':
      return pathFor('matchView', { id });
  }
}

/** The first hit's view, or null when the search found nothing. */
export function firstHitPath(hits: readonly Pick<SearchHit, 'type' | 'id' | 'userType'>[]): string | null {
  const [first] = hits;
  return first ? searchTargetPath(first) : null;
}
