import { describe, expect, it } from 'vitest';
import { DEFAULT_APPROVAL_POLICY } from '@/lib/access/approvals';
import { approvalPolicySchema } from '@/lib/approvals/policy';
import { needsApproval } from '@/lib/access';

/* Which actions wait for a second person, read from APPROVAL_POLICY. */

const policy = (text: string) => approvalPolicySchema.parse(text);

describe('the four-eyes policy', () => {
  it('holds a credit note strictly above its threshold and every roles change', () => {
    const rules = policy(DEFAULT_APPROVAL_POLICY);
    expect(needsApproval(rules, 'createCreditNote', 5000)).toBe(false);
    expect(needsApproval(rules, 'createCreditNote', 5000.01)).toBe(true);
    expect(needsApproval(rules, 'createCreditNote', 48_000)).toBe(true);
    expect(needsApproval(rules, 'markProInvoicePaid', 10_000)).toBe(false);
    expect(needsApproval(rules, 'markProInvoicePaid', 10_000.01)).toBe(true);
    expect(needsApproval(rules, 'replaceRoles')).toBe(true);
    expect(needsApproval(rules, 'anonymiseUser')).toBe(true);
    expect(needsApproval(rules, 'markInvoicePaid', 1_000_000)).toBe(false);
  });

  it('holds an amount it could not read rather than let it through', () => {
    expect(needsApproval(policy('createCreditNote>100'), 'createCreditNote', null)).toBe(true);
  });

  it('can hold an action whatever its amount, or nothing at all', () => {
    expect(needsApproval(policy('createCreditNote'), 'createCreditNote', 1)).toBe(true);
    expect(needsApproval(policy('none'), 'replaceRoles')).toBe(false);
  });

  it.each([
    ['an unknown action', 'deleteEverything'],
    ['a threshold on an action without an amount', 'replaceRoles>10'],
    ['an action listed twice', 'replaceRoles,replaceRoles'],
    ['a malformed threshold', 'createCreditNote>dix'],
  ])('refuses %s at start-up', (_case, text) => {
    expect(approvalPolicySchema.safeParse(text).success).toBe(false);
  });
});
