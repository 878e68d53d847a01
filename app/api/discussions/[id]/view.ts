import 'server-only';
import { z } from 'zod';
import { pathFor } from '@/lib/access';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';

/**
 * What the open discussion view's route handlers (its live reads and its read mark) share: the
 * view is their page, and their script reads `{ message }`, the generic one for an unknown thread.
 */
export const discussionView = ({ id }: { id: string }) =>
  ({ page: pathFor('discussionView', { id }), answers: 'json', notFound: DEFAULT_ERROR_MESSAGE }) as const;

/** A live read (polled or streamed): anyone who may open the view, its failures logged as such. */
export const liveRead = (params: { id: string }) =>
  ({
    ...discussionView(params),
    route: 'discussionView',
    forbidden: DEFAULT_ERROR_MESSAGE,
    event: 'discussion live read failed',
  }) as const;

/** `?after=`: the id of the last message the page has; none when its thread is empty. */
export const afterParam = z.string().min(1).max(200).nullable();
