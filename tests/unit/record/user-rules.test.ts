import { describe, expect, it } from 'vitest';
import {
  actionOnUser,
  anonymiseBlocker,
  deactivateBlocker,
  reactivateBlocker,
  releaseEmailBlocker,
} from '@/lib/users/rules';
import { USER_RULE_REASONS } from '@/lib/users/messages';

describe('user action rules (SPEC §4)', () => {
  it('allows deactivation only from NEW, PENDING_ACTIVATION or ACTIVE', () => {
    expect(deactivateBlocker('NEW')).toBeNull();
    expect(deactivateBlocker('PENDING_ACTIVATION')).toBeNull();
    expect(deactivateBlocker('ACTIVE')).toBeNull();
    expect(deactivateBlocker('INACTIVE')).toBe(USER_RULE_REASONS.deactivate);
    expect(deactivateBlocker('CLOSED')).toBe(
      "Seul un compte nouveau, en attente d'activation ou activé peut être désactivé.",
    );
  });

  it('allows reactivation only of an INACTIVE user', () => {
    expect(reactivateBlocker('INACTIVE')).toBeNull();
    expect(reactivateBlocker('ACTIVE')).toBe('Seul un compte désactivé peut être réactivé.');
  });

  it('releases only the e-mail of an INACTIVE or CLOSED account', () => {
    expect(releaseEmailBlocker('INACTIVE')).toBeNull();
    expect(releaseEmailBlocker('CLOSED')).toBeNull();
    expect(releaseEmailBlocker('ACTIVE')).toBe(USER_RULE_REASONS.releaseEmail);
  });

  it('anonymises an INACTIVE user whose accounts are UNREGISTERED or TERMINATED', () => {
    expect(anonymiseBlocker({ userStatus: 'INACTIVE' })).toBeNull();
    expect(
      anonymiseBlocker({ userStatus: 'INACTIVE', ppStatus: 'TERMINATED', saStatus: 'UNREGISTERED' }),
    ).toBeNull();
  });

  it('names the state that blocks the anonymisation, with its French label', () => {
    expect(anonymiseBlocker({ userStatus: 'ACTIVE', ppStatus: 'TERMINATED' })).toBe(
      'Anonymisation impossible : le compte utilisateur est activé.',
    );
    expect(anonymiseBlocker({ userStatus: 'INACTIVE', ppStatus: 'REGISTERED' })).toBe(
      'Anonymisation impossible : le compte professionnel est inscrit.',
    );
    expect(anonymiseBlocker({ userStatus: 'INACTIVE', ppStatus: 'TERMINATED', saStatus: 'SUSPENDED' })).toBe(
      'Anonymisation impossible : le compte SA est suspendu.',
    );
  });
});

// What the user view and the credentials view give the buttons of an action on a user: the rule
// the server actions apply (their refusal itself is in tests/unit/access/action-target-matrix).
const cc = { id: 'cc-1', roles: ['CC'] as const };
const support = { id: 'support-1', roles: ['SUPPORT'] as const };
const staff = { kind: 'staff', id: 'staff-9' } as const;
const blocker = 'Seul un compte désactivé peut être réactivé.';

describe('user action buttons', () => {
  it('hides an action on a staff account from a role other than SUPPORT', () => {
    expect(actionOnUser(cc, 'deactivateUser', staff)).toEqual({ allowed: false, disabledReason: null });
    expect(actionOnUser(cc, 'deactivateUser', { kind: 'customer', id: 'u1' }, blocker)).toEqual({
      allowed: true,
      disabledReason: blocker,
    });
  });

  it("shows one's own account's actions disabled with the reason, before the state's", () => {
    expect(actionOnUser(support, 'anonymiseUser', { kind: 'staff', id: support.id }, blocker)).toEqual({
      allowed: true,
      disabledReason: USER_RULE_REASONS.ownAccount,
    });
    expect(actionOnUser(support, 'anonymiseUser', staff, blocker)).toEqual({
      allowed: true,
      disabledReason: blocker,
    });
  });
});
