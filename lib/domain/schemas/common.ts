import { z } from 'zod';

/** Every date on the wire: an ISO 8601 date-time with an offset or Z (SPEC §5). */
export const isoDateTime = z.iso.datetime({ offset: true });

export const entityId = z.string().min(1);

/** An amount in euros, as the gateway sends it (a JSON number, two decimals). */
export const money = z.number();

export const amountSchema = z.object({ exclTax: money, inclTax: money });
export type Amount = z.infer<typeof amountSchema>;

/** A { code, label } pair the gateway labels itself (e.g. commercial programs). */
export const codeLabelSchema = z.object({ code: z.string().min(1), label: z.string() });
export type CodeLabel = z.infer<typeof codeLabelSchema>;

/** The envelope of every paged list (lib/domain/lists.ts): page is 1-based. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    size: z.number().int().positive(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
}
