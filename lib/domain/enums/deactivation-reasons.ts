import type { EnumValue } from './define';
import { deactivationReason, type DeactivationReason, type UserType } from './users';

/*
 * The deactivation reasons staff choose from, in groups, as a person looks for one: what the
 * account holder asked, what the registration lacks, what went wrong. The reasons only a
 * professional account can have are offered for professionals alone; ACCOUNT_CLOSED and
 * ACCOUNT_ANONYMIZED are the gateway's own, for accounts it closed or anonymised, never chosen.
 */
const GROUPS: readonly { label: string; reasons: readonly DeactivationReason[] }[] = [
  {
    label: "À la demande de l'utilisateur",
    reasons: ['DISSATISFIED', 'IMPERATIVE_REASON', 'VACATIONS', 'PLANIFICATION', 'BUSINESS_ENDING'],
  },
  {
    label: 'Inscription et conformité',
    reasons: [
      'ACCOUNT_NOT_ACTIVATED',
      'INACTIVE',
      'MISSING_MANDATORY_DOCUMENTS',
      'INSURANCE_RENEWAL_NOT_COMPLIANT',
      'QUALITY_CHARTER_NON_COMPLIANCE',
      'RATING',
    ],
  },
  {
    label: 'Contournement, litige ou faute',
    reasons: [
      'BYPASS_SUSPECTED',
      'BYPASS_VERIFIED',
      'BYPASS_INVOICE_NOT_REGULATED',
      'CONSTRUCTION_LITIGATION',
      'UNPAID_SA',
      'SERIOUS_MISCONDUCT',
      'BUSINESS_ENDING_BY_LMSG',
    ],
  },
  { label: 'Autre motif', reasons: ['CUSTOM', 'OTHER'] },
];

const PROFESSIONAL_ONLY: ReadonlySet<DeactivationReason> = new Set([
  'VACATIONS',
  'PLANIFICATION',
  'BUSINESS_ENDING',
  'MISSING_MANDATORY_DOCUMENTS',
  'INSURANCE_RENEWAL_NOT_COMPLIANT',
  'QUALITY_CHARTER_NON_COMPLIANCE',
  'RATING',
  'BYPASS_INVOICE_NOT_REGULATED',
  'UNPAID_SA',
  'BUSINESS_ENDING_BY_LMSG',
]);

/** The reasons that call for the staff member's own words. */
export const REASONS_NEEDING_COMMENT: readonly DeactivationReason[] = ['CUSTOM', 'OTHER'];

/** Every reason a staff member may choose, whatever the account. */
export const CHOOSABLE_DEACTIVATION_REASONS = GROUPS.flatMap((group) => group.reasons) as [
  DeactivationReason,
  ...DeactivationReason[],
];

export interface GroupedOption<V extends string> {
  value: V;
  label: string;
  group: string;
}

/** The reasons offered when deactivating an account of this type, each with its group's heading. */
export function deactivationReasonOptions(
  type: UserType,
): GroupedOption<EnumValue<typeof deactivationReason>>[] {
  return GROUPS.flatMap((group) =>
    group.reasons
      .filter((reason) => type === 'PROFESSIONAL' || !PROFESSIONAL_ONLY.has(reason))
      .map((reason) => ({ value: reason, label: deactivationReason.label(reason), group: group.label })),
  );
}
