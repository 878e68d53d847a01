import { z } from 'zod';
import type { EnumCatalogue } from './define';

const schemas = new WeakMap<object, z.ZodType>();

/**
 * The zod schema of a catalogue's values, for the server's schemas and requests. Apart from the
 * catalogues so that the labels reach the browser without zod.
 */
export function enumSchema<V extends string>(catalogue: EnumCatalogue<V>): z.ZodEnum<{ [K in V]: K }> {
  let schema = schemas.get(catalogue);
  if (!schema) {
    schema = z.enum(catalogue.values as unknown as [V, ...V[]]);
    schemas.set(catalogue, schema);
  }
  return schema as z.ZodEnum<{ [K in V]: K }>;
}
