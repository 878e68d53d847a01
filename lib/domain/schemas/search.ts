import { z } from 'zod';
import { searchHitType, userType } from '../enums';
import { entityId } from './common';

/**
 * One hit of GET /search. `userType` comes with `user` hits, so a staff (LMSG) user can open on
 * the credentials view (SPEC §2).
 */
export const searchHitSchema = z.object({
  type: searchHitType.schema,
  id: entityId,
  label: z.string().nullish(),
  userType: z.nullish(userType.schema),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** GET /search?value=: the hits, best first. */
export const searchResultSchema = z.array(searchHitSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;
