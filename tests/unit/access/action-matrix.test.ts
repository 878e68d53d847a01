import { describe, expect, it } from 'vitest';
import { ACTIONS, canRunAction, type ActionId } from '@/lib/access';
import { ROLES, type Role } from '@/lib/domain/roles';

// Our choice (docs/decisions.md), written by hand: the table must agree.
const PROJECT_STAFF: readonly Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];
const BILLING_STAFF: readonly Role[] = ['SUPPORT', 'FINANCE'];
const ALL: readonly Role[] = ROLES;
const WORK_TYPES_EDITORS: readonly Role[] = ['SUPPORT', 'MANAGER_BD_CCO', 'BD', 'CCO'];
const EXPECTED: Record<ActionId, readonly Role[]> = {
  editProjectDocuments: PROJECT_STAFF,
  acceptMatch: PROJECT_STAFF,
  updateRelationship: PROJECT_STAFF,
  editQuote: PROJECT_STAFF,
  createSignedQuote: PROJECT_STAFF,
  editConstruction: PROJECT_STAFF,
  editWorksAcceptance: PROJECT_STAFF,
  createWorksAcceptance: PROJECT_STAFF,
  editProviderInvoice: BILLING_STAFF,
  editProInvoice: BILLING_STAFF,
  createPaidProInvoice: BILLING_STAFF,
  writeDiscussion: PROJECT_STAFF,
  startDiscussion: PROJECT_STAFF,
  moderateFeedback: PROJECT_STAFF,
  bulkSync: ['SUPPORT'],
  deactivateUser: ALL,
  bulkDeactivateUsers: ['SUPPORT'],
  reactivateUser: ALL,
  anonymiseUser: ALL,
  releaseEmail: ['SUPPORT'],
  associatePpAccount: ALL,
  editWorkTypes: WORK_TYPES_EDITORS,
  replaceRoles: ['SUPPORT'],
  createStaff: ['SUPPORT'],
  changeIssueStatus: PROJECT_STAFF,
  claimQueueItem: ALL,
  releaseClaim: ALL,
  reassignClaim: ['SUPPORT', 'MANAGER_CA', 'MANAGER_CC', 'MANAGER_BD_CCO'],
};

describe('action permissions', () => {
  it('lists exactly the restricted actions', () => {
    expect(Object.keys(ACTIONS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [action, allowed] of Object.entries(EXPECTED) as [ActionId, readonly Role[]][]) {
    it(`${action}: ${allowed.join(', ')}`, () => {
      for (const role of ROLES) expect(canRunAction([role], action), role).toBe(allowed.includes(role));
    });
  }

  it('refuses a visitor and unknown roles', () => {
    expect(canRunAction([], 'acceptMatch')).toBe(false);
    expect(canRunAction(['NOPE' as Role], 'acceptMatch')).toBe(false);
  });
});
