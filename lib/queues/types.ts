/** What a queue's items can be: the records staff take one after the other. */
export const CLAIM_ITEM_TYPES = ['discussion', 'issue', 'invoice', 'project'] as const;
export type ClaimItemType = (typeof CLAIM_ITEM_TYPES)[number];

export type ClaimEnd = 'released' | 'completed' | 'expired' | 'reassigned';

/** One staff member's hold on one record (lib/db/migrations/006-queue-claims.ts). */
export interface Claim {
  id: string;
  /** The queue it was taken from; null when taken from the record itself. */
  viewId: string | null;
  itemType: ClaimItemType;
  itemId: string;
  staffId: string;
  staffName: string;
  staffRoles: string[];
  claimedAt: string;
  expiresAt: string;
  endedAt: string | null;
  endedHow: ClaimEnd | null;
}
