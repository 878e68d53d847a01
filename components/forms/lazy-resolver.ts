import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's zod schema, or a function that imports the module holding it. */
export type SchemaSource<I extends FieldValues, O> = z.ZodType<O, I> | (() => Promise<z.ZodType<O, I>>);

/**
 * react-hook-form's zod resolver for a schema that may be imported on demand: the shared rules are
 * built with the full zod, which would add about 30 kB gzipped to a page's first load, so a form
 * imports its schema module, and the resolver with it, the first time it validates (the first field
 * left, or the first submit) and keeps them. A failed import is retried on the next validation.
 */
export function lazyZodResolver<I extends FieldValues, O>(
  source: SchemaSource<I, O>,
): Resolver<I, unknown, O> {
  let ready: Promise<Resolver<I, unknown, O>> | undefined;
  const load = () =>
    (ready ??= Promise.all([
      typeof source === 'function' ? source() : Promise.resolve(source),
      import('@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<I, unknown, O>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  return async (...args) => (await load())(...args);
}
