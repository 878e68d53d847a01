import { z } from 'zod';
import { searchHitType, userType } from '../enums';
import { entityId } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

/**
 * One hit of GET /search. `userType` comes with `user` hits, so a staff (LMSG) user can open on
 * the credentials view (SPEC §2); their e-mail and phone, when sent, tell the search's suggestions
 * apart (two clients of the same name).
 */
export const searchHitSchema = z.object({
  type: enumSchema(searchHitType),
  id: entityId,
  label: z.string().nullish(),
  userType: enumSchema(userType).nullish(),
  email: z.string().max(320).nullish(),
  phone: z.string().max(40).nullish(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** GET /search?value=: the hits, best first. */
export const searchResultSchema = z.array(searchHitSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;
