import { z } from 'zod';
import { searchHitType } from '@/lib/domain/enums';
import { enumSchema } from '@/lib/domain/enums/schema';
import { searchTerm } from '@/lib/domain/rules';

/** A palette lookup: the value to search (the header search's rule) and the hit types to open (null: any). */
export const paletteLookupSchema = z.object({
  value: searchTerm,
  hitTypes: z.array(enumSchema(searchHitType)).max(20).nullable(),
});
export type PaletteLookupInput = z.input<typeof paletteLookupSchema>;
