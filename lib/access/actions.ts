import { ROLE_GROUPS, type Role } from '@/lib/domain/roles';
import { ALL_ROLES, MESSAGING_USERS, SUPPORT_ONLY, WORK_TYPES_EDITORS, type RouteId } from './routes';

/** Who follows the projects day to day: SUPPORT and the CA and CC groups (docs/decisions.md). */
const PROJECT_STAFF: readonly Role[] = ['SUPPORT', ...ROLE_GROUPS.CA_CC];
/** Who keeps the books: SUPPORT and FINANCE. */
const BILLING_STAFF: readonly Role[] = ['SUPPORT', 'FINANCE'];

/** The kinds of user an action may act on: a PARTICULAR, a PROFESSIONAL, a staff (LMSG) account. */
export type TargetKind = 'customer' | 'professional' | 'staff';

interface ActionDefinition {
  /** The page the action runs from: its roles are required too. */
  readonly route: RouteId;
  readonly roles: readonly Role[];
  /** Confirmed with the gateway just before it runs, as on a sensitive route. */
  readonly sensitive?: true;
  /**
   * For an action on a user: the kinds of user it may act on and, for each, the roles that may
   * (`canActOn`). A kind missing here is refused to everyone.
   */
  readonly on?: Partial<Record<TargetKind, readonly Role[]>>;
}

/** Any user but a staff account for every role of the page; a staff account for SUPPORT only. */
const ANY_USER_STAFF_BY_SUPPORT = {
  customer: ALL_ROLES,
  professional: ALL_ROLES,
  staff: SUPPORT_ONLY,
} as const;

/**
 * The actions that fewer roles may run than may open their page, and the actions on a user, with
 * the users each may act on (SPEC §6 does not show per-action permissions; an action missing here
 * is open to every role of its page). Part of the role table: buttons, server actions and route
 * handlers all read it through `canRunAction` and `canActOn`.
 */
export const ACTIONS = {
  editProjectDocuments: { route: 'projectView', roles: PROJECT_STAFF },
  acceptMatch: { route: 'matchView', roles: PROJECT_STAFF },
  updateRelationship: { route: 'relationshipView', roles: PROJECT_STAFF },
  /** Sign, unsign, cancel a quote and change its down payment. */
  editQuote: { route: 'quoteView', roles: PROJECT_STAFF },
  createSignedQuote: { route: 'projectView', roles: PROJECT_STAFF },
  /** Schedule the works and declare their start. */
  editConstruction: { route: 'projectView', roles: PROJECT_STAFF },
  /** Validate or cancel a works acceptance. */
  editWorksAcceptance: { route: 'worksAcceptanceView', roles: PROJECT_STAFF },
  createWorksAcceptance: { route: 'projectView', roles: PROJECT_STAFF },
  /** Mark paid, cancelled by credit note or irrecoverable; create a credit note. */
  editProviderInvoice: { route: 'invoiceView', roles: BILLING_STAFF },
  /** Mark paid or cancel a professional invoice. */
  editProInvoice: { route: 'proInvoiceView', roles: BILLING_STAFF },
  createPaidProInvoice: { route: 'projectView', roles: BILLING_STAFF },
  /** Send a message, join, close a discussion. */
  writeDiscussion: { route: 'discussionView', roles: MESSAGING_USERS },
  /** Start a discussion with a user, from the user view or a project (never with oneself). */
  startDiscussion: {
    route: 'discussionView',
    roles: MESSAGING_USERS,
    on: { customer: MESSAGING_USERS, professional: MESSAGING_USERS, staff: MESSAGING_USERS },
  },
  /** Change the status or correct the message of a feedback or of a reply. */
  moderateFeedback: { route: 'feedbackView', roles: PROJECT_STAFF },
  /** Change an issue report's status in the back-office (nouveau, en cours, traité). */
  changeIssueStatus: { route: 'issueView', roles: PROJECT_STAFF },
  /*
   * A queue's claims: every role the queue is shared with takes and lets go of its items; handing
   * one to a colleague is SUPPORT's or a manager's of the holder's group (lib/queues/rules.ts).
   */
  claimQueueItem: { route: 'queue', roles: ALL_ROLES },
  releaseClaim: { route: 'queue', roles: ALL_ROLES },
  reassignClaim: { route: 'queue', roles: ['SUPPORT', ...ROLE_GROUPS.MANAGER] },
  /** Send a list of identifiers to re-synchronise (the exports screen). */
  bulkSync: { route: 'exports', roles: SUPPORT_ONLY, sensitive: true },
  /*
   * The user actions, from the user view or the credentials view (which adds its own SUPPORT-only
   * route). Nobody runs them on their own account; a staff account is SUPPORT's.
   */
  deactivateUser: { route: 'userView', roles: ALL_ROLES, on: ANY_USER_STAFF_BY_SUPPORT },
  reactivateUser: { route: 'userView', roles: ALL_ROLES, on: ANY_USER_STAFF_BY_SUPPORT },
  anonymiseUser: { route: 'userView', roles: ALL_ROLES, on: ANY_USER_STAFF_BY_SUPPORT },
  /** Deactivating several users as one job: SUPPORT only, never a staff account (nor oneself). */
  bulkDeactivateUsers: {
    route: 'users',
    roles: SUPPORT_ONLY,
    on: { customer: SUPPORT_ONLY, professional: SUPPORT_ONLY },
  },
  /** Only staff accounts have credentials, hence an e-mail to release. */
  releaseEmail: {
    route: 'userView',
    roles: SUPPORT_ONLY,
    on: { staff: SUPPORT_ONLY },
    sensitive: true,
  },
  /** Associate or dissociate a user's pp-account; staff accounts have none. */
  associatePpAccount: {
    route: 'userView',
    roles: ALL_ROLES,
    on: { customer: ALL_ROLES, professional: ALL_ROLES },
  },
  /** Only professionals have work types. */
  editWorkTypes: {
    route: 'userWorkTypes',
    roles: WORK_TYPES_EDITORS,
    on: { professional: WORK_TYPES_EDITORS },
  },
  /** Every role added must be held by the staff member who adds it (`canActOn`). */
  replaceRoles: {
    route: 'credentialsView',
    roles: SUPPORT_ONLY,
    on: { staff: SUPPORT_ONLY },
    sensitive: true,
  },
  createStaff: {
    route: 'createCredentials',
    roles: SUPPORT_ONLY,
    on: { staff: SUPPORT_ONLY },
    sensitive: true,
  },
} as const satisfies Record<string, ActionDefinition>;

export type ActionId = keyof typeof ACTIONS;
