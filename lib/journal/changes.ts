import { z } from 'zod';

/*
 * A FieldChange as the journal reads it back from its spool files and its database: both are kept
 * by the server alone, yet a file cut by a crash or a row written by an older build must not pass
 * for an entry's changes.
 */

export const fieldChange = z.object({
  field: z.string(),
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const fieldChanges = z.array(fieldChange);
