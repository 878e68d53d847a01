/** The key of the requester's reason in a held action's raw input (the confirmation's extra field). */
export const APPROVAL_REASON_FIELD = 'approvalReason';
