import 'server-only';
import { pathFor } from '@/lib/access';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';

/**
 * What the open discussion view's two route handlers (its live read and its read mark) share: the
 * view is their page, and their script reads `{ message }`, the generic one for an unknown thread.
 */
export const discussionView = ({ id }: { id: string }) =>
  ({ page: pathFor('discussionView', { id }), answers: 'json', notFound: DEFAULT_ERROR_MESSAGE }) as const;
