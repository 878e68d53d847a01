import { ActionButton } from '@/components/actions/action-button-after-load';
import { Notice } from '@/components/ui/notice';
import { canRunAction } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import { claimedSince } from '@/lib/queues/format';
import { CLAIM_TEXTS as T } from '@/lib/queues/messages';
import { reassignTargets } from '@/lib/queues/rules';
import type { Claim, ClaimItemType } from '@/lib/queues/types';
import { claimants, claimOnRecord } from '@/lib/queues/work';
import { reassignClaimAction, releaseClaimAction } from '../files/actions';

/** The staff a manager or SUPPORT may hand this claim to; none when they may not. */
async function targetsFor(session: Session, claim: Claim) {
  if (!canRunAction(session.user.roles, 'reassignClaim')) return [];
  return reassignTargets(session.user.roles, claim, await claimants().catch(() => []));
}

/**
 * « Pris en charge par … depuis 10 h 42 » on a record someone works on: a warning when it is
 * someone else, shown before any action of the page; "Libérer" for the holder, "Réattribuer" for
 * SUPPORT and the holder's manager.
 */
export async function ClaimNotice({
  itemType,
  itemId,
  session,
  read,
}: {
  itemType: ClaimItemType;
  itemId: string;
  session: Session;
  /** The claim when the page read it already (null: nobody holds it). */
  read?: Claim | null;
}) {
  const claim = read === undefined ? await claimOnRecord(itemType, itemId) : read;
  if (!claim) return null;
  const mine = claim.staffId === session.user.id;
  const targets = await targetsFor(session, claim);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="claim-notice">
      <Notice tone={mine ? 'info' : 'warning'} role="status" className="min-w-0 flex-1">
        {T.by(mine ? `vous (${claim.staffName})` : claim.staffName, claimedSince(claim.claimedAt))}
        {mine ? null : ` — ${T.warnOther}`}
      </Notice>
      <ActionButton
        label={T.release.label}
        allowed={mine}
        action={releaseClaimAction}
        payload={{ claimId: claim.id }}
        confirm={T.release}
      />
      <ActionButton
        label={T.reassign.label}
        allowed={targets.length > 0}
        action={reassignClaimAction}
        payload={{ claimId: claim.id }}
        confirm={T.reassign}
        picker={{
          name: 'staffId',
          label: T.reassign.picker,
          requiredMessage: T.reassign.required,
          options: targets.map((member) => ({ value: member.id, label: member.name })),
        }}
      />
    </div>
  );
}
