import { z } from 'zod';
import { APPROVABLE, isApprovable, type ApprovalPolicy, type ApprovalRule } from '@/lib/access/approvals';

/*
 * APPROVAL_POLICY as lib/env.ts validates it. Apart from the role table's policy so that zod stays
 * out of the browser's bundles, which import lib/access.
 */

const RULE = /^([A-Za-z]+)(?:>(\d+(?:\.\d{1,2})?))?$/;

/**
 * APPROVAL_POLICY: `none`, or a comma-separated list of `action` or `action>euros`. A threshold on
 * an action without an amount, an unknown action or a repeated one is refused at start-up.
 */
export const approvalPolicySchema = z.string().transform((text, ctx): ApprovalPolicy => {
  if (text.trim() === 'none') return [];
  const rules: ApprovalRule[] = [];
  for (const part of text.split(',').map((each) => each.trim())) {
    const match = RULE.exec(part);
    const action = match?.[1] ?? '';
    if (!match || !isApprovable(action)) {
      ctx.addIssue({ code: 'custom', message: `unknown action "${part}"` });
      return z.NEVER;
    }
    if (match[2] !== undefined && !APPROVABLE[action].amount) {
      ctx.addIssue({ code: 'custom', message: `${action} has no amount` });
      return z.NEVER;
    }
    if (rules.some((rule) => rule.action === action)) {
      ctx.addIssue({ code: 'custom', message: `${action} listed twice` });
      return z.NEVER;
    }
    rules.push({ action, aboveEuros: match[2] === undefined ? null : Number(match[2]) });
  }
  return rules;
});
