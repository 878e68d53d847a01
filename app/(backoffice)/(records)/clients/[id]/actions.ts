'use server';

import type { ActionResult } from '@/lib/action-result';
import { targetKindOf, type ActionTarget } from '@/lib/access';
import { runAction } from '@/lib/auth/run-action';
import type { Session } from '@/lib/auth/session';
import { userRid } from '@/lib/domain/rules';
import { associateAccount, dissociateAccount } from '@/lib/gateway/pp-accounts';
import { getUser, listUsers } from '@/lib/gateway/users';
import type { GatewayToken } from '@/lib/gateway/http';
import { USER_ACTION_MESSAGES as M } from '@/lib/users/messages';
import { associateInput, ppAccountInput } from './schema';
import { anonymiseSpec, deactivateSpec, reactivateSpec, releaseEmailSpec } from '@/lib/users/action-specs';

export async function deactivateUserAction(raw: unknown): Promise<ActionResult> {
  return runAction(deactivateSpec('userView'), raw);
}

export async function reactivateUserAction(raw: unknown): Promise<ActionResult> {
  return runAction(reactivateSpec('userView'), raw);
}

export async function anonymiseUserAction(raw: unknown): Promise<ActionResult> {
  return runAction(anonymiseSpec('userView'), raw);
}

/** Staff e-mails only (SPEC §6): the gateway holds credentials for staff users alone. */
export async function releaseUserEmailAction(raw: unknown): Promise<ActionResult> {
  return runAction(releaseEmailSpec('credentialsView'), raw);
}

const onUser = ({ userId }: { userId: string }) => ({ type: 'userView' as const, id: userId });
// The pp-account is part of the user the page read: its version is the user's.
const theUser = ({ userId }: { userId: string }) => ({ kind: 'user' as const, id: userId });

/** The owner of the pp-account, or null when the user named does not own it. */
async function ppAccountOwner(
  { token }: Session,
  { ppAccountId, userId }: { ppAccountId: string; userId: string },
): Promise<ActionTarget | null> {
  const user = await getUser(token, userId);
  if (user.type === 'LMSG' || user.ppAccount?.id !== ppAccountId) return null;
  return { kind: targetKindOf(user.type), id: user.id };
}

class UnknownAccountError extends Error {}

/**
 * Staff know the other professional by their RID, the gateway wants the pp-account id: a RID is
 * looked up (exact match), anything else goes to the gateway as an account id.
 */
async function accountIdOf(token: GatewayToken, account: string): Promise<string> {
  if (!userRid.safeParse(account.toUpperCase()).success) return account;
  const { items } = await listUsers(token, { q: account, type: 'PROFESSIONAL', size: 10 });
  const owner = items.find((user) => user.rid === account.toUpperCase());
  if (!owner || owner.type !== 'PROFESSIONAL') throw new UnknownAccountError();
  return owner.ppAccount.id;
}

export async function associateAccountAction(raw: unknown): Promise<ActionResult> {
  let unknownAccount = false;
  const result = await runAction(
    {
      route: 'userView',
      action: 'associatePpAccount',
      actsOn: ppAccountOwner,
      schema: associateInput,
      record: theUser,
      journalAction: 'associateAccount',
      target: onUser,
      details: ({ account }) => `Compte associé : ${account}`,
      journaled: () => !unknownAccount,
      run: async (session, { ppAccountId, account }) => {
        let accountId: string;
        try {
          accountId = await accountIdOf(session.token, account);
        } catch (error) {
          if (error instanceof UnknownAccountError) {
            unknownAccount = true;
            return undefined;
          }
          throw error;
        }
        await associateAccount(session.token, ppAccountId, { accountId });
        return undefined;
      },
      success: M.associated,
      failure: M.associateFailed,
    },
    raw,
  );
  return unknownAccount
    ? { ok: false, message: M.accountUnknown, fieldErrors: { account: M.accountUnknown } }
    : result;
}

export async function dissociateAccountAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'userView',
      action: 'associatePpAccount',
      actsOn: ppAccountOwner,
      schema: ppAccountInput,
      record: theUser,
      journalAction: 'dissociateAccount',
      target: onUser,
      run: async (session, { ppAccountId }) => {
        await dissociateAccount(session.token, ppAccountId);
        return undefined;
      },
      success: M.dissociated,
      failure: M.dissociateFailed,
    },
    raw,
  );
}
