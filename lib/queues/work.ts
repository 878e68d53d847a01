import 'server-only';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import { errorFields, log } from '@/lib/log';
import { completeClaim, type Claimant } from './claims';
import { issueWorkOn, type IssueWork } from './issue-status';
import { activeClaimsOn } from './read';
import { knownClaimants } from './stats';
import type { Claim, ClaimItemType } from './types';

/*
 * The claims as pages and actions meet them, on this process's database. A claim is a help to
 * staff, never a condition of their work: when the database fails, the record still shows and the
 * action still stands, and the log says what was not read or ended.
 */

export function claimTimeoutMinutes(): number {
  return env().QUEUE_CLAIM_TIMEOUT_MINUTES;
}

export function claimantOf(user: {
  id: string;
  firstName: string;
  lastName: string;
  roles: readonly string[];
}): Claimant {
  return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), roles: user.roles };
}

/** The item was handled by the queue's own rule: its claim ends as completed (see claims.ts). */
export async function completeWork(
  itemType: ClaimItemType,
  itemId: string,
  holderId?: string,
): Promise<void> {
  try {
    await completeClaim(await database(), itemType, itemId, holderId);
  } catch (error) {
    log('warn', 'claim not completed', { itemType, itemId, error: errorFields(error) });
  }
}

/** Who holds a record now, or null (also when the database cannot say). */
export async function claimOnRecord(itemType: ClaimItemType, itemId: string): Promise<Claim | null> {
  try {
    return (await activeClaimsOn(await database(), itemType, [itemId])).get(itemId) ?? null;
  } catch (error) {
    log('warn', 'claim not read', { itemType, itemId, error: errorFields(error) });
    return null;
  }
}

/** The claims on a list's page, one query; an empty map when the database cannot say. */
export async function claimsOnPage(
  itemType: ClaimItemType,
  ids: readonly string[],
): Promise<Map<string, Claim>> {
  try {
    return await activeClaimsOn(await database(), itemType, ids);
  } catch (error) {
    log('warn', 'claims not read', { itemType, error: errorFields(error) });
    return new Map();
  }
}

/** The staff a claim may be handed to (lib/queues/rules.ts filters them). */
export async function claimants(): Promise<Claimant[]> {
  return knownClaimants(await database());
}

/** The issue reports' statuses and claims on a page, one query; none when the database cannot say. */
export async function issueWorkOnPage(ids: readonly string[]): Promise<Map<string, IssueWork> | null> {
  try {
    return await issueWorkOn(await database(), ids);
  } catch (error) {
    log('warn', 'issue statuses not read', { error: errorFields(error) });
    return null;
  }
}
