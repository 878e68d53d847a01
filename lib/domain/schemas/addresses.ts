import { z } from 'zod';

/** Where a project is: the gateway sends only the town. */
export const localitySchema = z.object({ postalCode: z.string().min(1), cityName: z.string().min(1) });
export type Locality = z.infer<typeof localitySchema>;

export const addressSchema = localitySchema.extend({
  street: z.string().min(1),
  additionalAddress: z.string().nullish(),
});
export type Address = z.infer<typeof addressSchema>;
