import { z } from 'zod';

/*
 * What a list's bulk action sends to start a job: which work, on which records (the ids picked on
 * the page, or the list's own URL query for "all N of the filtered set", read again on the server),
 * and the few parameters some work needs. Shared by the lists' selection and the job engine.
 */
export const BULK_KINDS = [
  'markInvoicesPaid',
  'markInvoicesIrrecoverable',
  'markProInvoicesPaid',
  'closeDiscussions',
  'deactivateUsers',
  'acceptMatches',
  'resyncRecords',
] as const;

export type BulkKindId = (typeof BULK_KINDS)[number];

/**
 * The kinds whose job can re-read a list's whole filter on the server (lib/jobs/kinds names the
 * list); the others take the ids picked on the page only, so their lists never offer "all N".
 */
export const WHOLE_FILTER_KINDS: readonly BulkKindId[] = [
  'markInvoicesPaid',
  'markInvoicesIrrecoverable',
  'deactivateUsers',
  'acceptMatches',
  'resyncRecords',
];

export const MAX_BULK_IDS = 1_000;

export const bulkJobInput = z
  .object({
    kind: z.enum(BULK_KINDS),
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(MAX_BULK_IDS).optional(),
    /** The list's search params as its URL holds them (without `page`), when every filtered row is meant. */
    listQuery: z.string().max(2_000).optional(),
    /** yyyy-MM-dd, for the "mark paid" kinds. */
    paidAt: z.iso.date().optional(),
    /** Required by the kinds that journal a reason (deactivation). */
    reason: z.string().trim().max(500).optional(),
    /** Drawn once per opened dialog: the same submission sent twice starts one job. */
    submissionKey: z.uuid().optional(),
  })
  .refine((input) => Boolean(input.ids) !== (input.listQuery !== undefined), {
    message: 'Choisissez des lignes ou toute la sélection filtrée.',
  });

export type BulkJobInput = z.infer<typeof bulkJobInput>;
