import { z } from 'zod';
import { searchHitType, userType } from '../enums';
import { entityId } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

/**
 * One hit of GET /search. `userType` comes with `user` hits, so a staff (LMSG) user can open on
 * the credentials view (SPEC §2).
 */
export const searchHitSchema = z.object({
  type: enumSchema(searchHitType),
  id: entityId,
  label: z.string().nullish(),
  userType: enumSchema(userType).nullish(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** GET /search?value=: the hits, best first. */
export const searchResultSchema = z.array(searchHitSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;
