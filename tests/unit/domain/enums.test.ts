import { describe, expect, it } from 'vitest';
import * as enums from '@/lib/domain/enums';
import { defineEnum, pickEnum, TONES, type EnumCatalogue } from '@/lib/domain/enums';
import { businessCode } from '@/lib/domain/errors';
import { enumSchema } from '@/lib/domain/enums/schema';

function isCatalogue(value: unknown): value is EnumCatalogue<string> {
  return (
    typeof value === 'object' && value !== null && 'values' in value && 'options' in value && 'label' in value
  );
}

const catalogues = (Object.entries({ ...enums, businessCode }) as [string, unknown][]).filter(
  (entry): entry is [string, EnumCatalogue<string>] => isCatalogue(entry[1]),
);

/** SPEC §4, value for value (notification types and the search-hit kinds are ours). */
const SPEC_VALUES: Record<string, string[]> = {
  userType: ['PARTICULAR', 'PROFESSIONAL', 'LMSG'],
  userAccountStatus: ['NEW', 'PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE', 'CLOSED'],
  userAccountStatusFilter: ['PENDING_ACTIVATION', 'ACTIVE', 'INACTIVE'],
  professionalAccountStatus: ['UNREGISTERED', 'REGISTERED', 'SUSPENDED', 'TERMINATED'],
  playerStatus: ['NONE', 'WARM_UP', 'READY_TO_PLAY', 'BENCHED'],
  registrationFeeStatus: ['NOT_APPLICABLE', 'OFFERED', 'APPLICABLE', 'PENDING_PAYMENT', 'PAID'],
  registrationStatus: ['NONE', 'COMPLETED', 'UNCOMPLETED', 'EXPIRED', 'EXPIRE_SOON'],
  requirementStatus: ['COMPLETED', 'UNCOMPLETED', 'COMPLETING', 'EXPIRED', 'EXPIRE_SOON', 'REFUSED'],
  requirementCode: [
    'POSITIONING',
    'PAYMENT',
    'EMAIL',
    'INSURANCE',
    'INSURANCE_DC',
    'INSURANCE_RC',
    'RGE_CERTIFICATE',
    'QUALITY_CHARTER',
    'GTC',
    'REGISTRATION_FEE',
    'SOFTWARE',
    'SOFTWARE_CONTRACT_QUOTES_INVOICES',
    'ADMINISTRATIVE',
    'FISCAL_BUNDLE',
  ],
  professionalSegment: [
    'PRO_NO_SEGMENT',
    'PRO_NEW',
    'PRO_NOT_POSITIONABLE',
    'PRO_FEW_MATCH',
    'PRO_NOT_INTERESTED',
    'PRO_PICKY',
    'PRO_AR_FAILURE',
    'PRO_QUOTE_FAILURE',
    'PRO_SIGN_FAILURE',
    'PRO_TO_WATCH',
    'PRO_TO_NEUTRALIZE',
    'PRO_VIP',
    'PRO_SUPER_VIP',
  ],
  deactivationReason: [
    'ACCOUNT_NOT_ACTIVATED',
    'BUSINESS_ENDING',
    'BUSINESS_ENDING_BY_LMSG',
    'BYPASS_INVOICE_NOT_REGULATED',
    'BYPASS_VERIFIED',
    'BYPASS_SUSPECTED',
    'CONSTRUCTION_LITIGATION',
    'DISSATISFIED',
    'IMPERATIVE_REASON',
    'INACTIVE',
    'INSURANCE_RENEWAL_NOT_COMPLIANT',
    'MISSING_MANDATORY_DOCUMENTS',
    'PLANIFICATION',
    'QUALITY_CHARTER_NON_COMPLIANCE',
    'RATING',
    'SERIOUS_MISCONDUCT',
    'UNPAID_SA',
    'VACATIONS',
    'ACCOUNT_CLOSED',
    'ACCOUNT_ANONYMIZED',
    'CUSTOM',
    'OTHER',
  ],
  projectStatus: ['DRAFT', 'VALIDATING', 'VALIDATED', 'PUBLISHED', 'CANCELED', 'SIGNED', 'FINISHED'],
  projectCancelReason: [
    'POSTPONED',
    'NO_LONGER_RELEVANT',
    'TOO_EXPENSIVE',
    'DIRECT_RELATIONSHIP',
    'PROFESSIONALS_NOT_OK',
    'PROFESSIONAL_FOUND',
    'NO_PP_ANYMORE',
    'NO_PROFESSIONAL',
    'MERGED_PROJECT',
    'UNREACHABLE_CONTACT',
    'PART_TERMINATION',
    'LITIGATION_OUTSIDE_LMSG',
    'ABANDONED_CONSTRUCTION_GUARANTEE',
    'LMSG_PROTOCOL',
  ],
  startingPeriod: ['ASAP', '1_MONTH', '3_MONTHS', '6_MONTHS', '12_MONTHS', 'UNKNOWN'],
  projectSearch: [
    'PRICE_ESTIMATION',
    'QUOTE_FOR_BANK',
    'QUOTE_COMPARE',
    'COMPANY_SEARCH',
    'COMPANY_RELATIONSHIPS',
  ],
  authorisationStatus: ['DONE', 'IN_PROGRESS', 'NOT', 'UNKNOWN', 'UNNECESSARY'],
  ownership: ['OWNER', 'TENANT', 'ACQUISITION_IN_PROGRESS', 'LOOKING_FOR_PROPERTY', 'UNKNOWN'],
  projectTag: ['INSTALLATION_ONLY', 'REPAIR_MAINTENANCE', 'RGE', 'MANUAL_POSITIONING'],
  matchStatus: ['CREATED', 'VIEWED', 'ACCEPTED', 'REFUSED', 'ARCHIVED'],
  positionableStatus: [
    'WORK_TYPES_NOT_QUALIFIED',
    'BUDGET_NO_REQUIRED_RATING',
    'BUDGET_INSUFFICIENT_REQUIRED_RATING_COUNT',
    'PRO_POSITIONING_LIMIT_REACHED',
    'NO_SLOT_AVAILABLE',
    'POSITIONABLE',
  ],
  visibilityStatus: [
    'NOT_ACTIVE_MATCH',
    'PUBLICATION_DATE_TOO_FAR',
    'NEW_PRO_EXCLUSIVITY_EXCLUSION',
    'EXCLUSIVITY_EXCLUSION',
    'NO_SLOT_AVAILABLE_LIMIT_REACHED',
    'MANUAL_POSITIONING',
    'VISIBLE',
  ],
  relationshipStatus: [
    'ACCEPTED',
    'MEETING_SCHEDULED',
    'MET',
    'POSITIONED',
    'REFUSED',
    'NOT_RETAINED',
    'CANCELED',
    'WITHDRAWN',
    'CONTRACTUALIZED',
    'FINISHED',
    'NONE',
  ],
  positioningMode: ['GAMING', 'MANUAL'],
  acceptanceMode: ['PART', 'AUTO'],
  relationshipStatusReason: [
    'PRO_PROFILE',
    'CERTIFICATIONS',
    'DISTANCE',
    'DIRECT_RELATIONSHIP',
    'PROJECT_NO_LONGER_RELEVANT',
    'UNREACHABLE_CONTACT',
    'PRO_NO_LONGER_AVAILABLE',
    'PROJECT_DESCRIPTION_NOT_CORRESPONDING',
    'SKILLS_LACK',
    'SLAPDASH_EXPECTATIONS',
    'DEADLINES',
    'BUDGET',
    'RELATIONAL',
    'QUOTE_NOT_SUITABLE',
    'OTHER',
    'ACCEPTED_ANOTHER',
    'CONTRACTUALIZE_WITH_ANOTHER',
    'PROJECT_CANCELED',
    'PRO_TERMINATED',
    'CONFLICT',
  ],
  discussionType: ['PROJECT', 'LMSG'],
  discussionStatus: ['ACTIVE', 'ARCHIVED', 'READER', 'EVICTED'],
  messageType: ['STANDARD', 'EVENT', 'ROBOT', 'ATTACHMENT'],
  eventContent: [
    'DISCUSSION_STARTED',
    'PROFESSIONAL_ACCEPTED',
    'YOU_SHALL_NOT_BYPASS',
    'LMSG_DISCUSSION_STARTED',
    'DISCUSSION_CLOSED',
  ],
  robotContent: [
    'PROFESSIONAL_POSITIONED_REMINDER',
    'PROFESSIONALS_AUTO_SELECTION_SUGGESTION',
    'ANY_QUESTIONS',
  ],
  documentStatus: ['EMPTY', 'NEW', 'VALIDABLE', 'VALIDATED', 'REFUSED', 'EXPIRED'],
  documentType: [
    'picture_site',
    'doc_site',
    'insurance_dc',
    'insurance_rc',
    'contractor_quality_chart',
    'software_contract_quotes_invoices',
    'fiscal_bundle',
  ],
  quoteType: ['INITIAL', 'AMENDMENT'],
  quoteStatus: ['PENDING', 'SIGNED', 'REFUSED', 'CANCELED', 'NOT_RETAINED'],
  quoteRefusalReason: [
    'TOO_EXPENSIVE',
    'NOT_CLEAR_ENOUGH',
    'NEEDS_NOT_SATISFIED',
    'REQUEST_ANOTHER_QUOTE',
    'INCONCLUSIVE_VISIT',
    'MORE_INTERESTING_QUOTE',
    'PROJECT_NO_LONGER_RELEVANT',
    'NO_FAITH_IN_COMPANY',
    'SIGN_RETRACTION',
    'SIGN_ANOTHER',
    'PRO_NOT_RETAINED',
    'PRO_TERMINATED',
    'OTHER',
  ],
  projectPaymentStatus: [
    'NONE',
    'DOWN_PAYMENT_PENDING',
    'DOWN_PAYMENT_PAID',
    'INTERIM_PAYMENT_PENDING',
    'INTERIM_PAYMENT_PAID',
    'FINAL_PAYMENT_PENDING',
    'FINISHED',
  ],
  invoiceType: [
    'DOWN_PAYMENT',
    'INTERIM_PAYMENT',
    'FINAL_PAYMENT',
    'FEE',
    'INSURANCE',
    'BASIC',
    'INSURANCE_CREDIT_NOTE',
    'BASIC_CREDIT_NOTE',
  ],
  invoiceStatus: ['PENDING', 'PAID', 'CANCELED', 'CANCELED_BY_CREDIT_NOTE', 'IRRECOVERABLE'],
  taxUnit: ['TVA', 'TCA'],
  paymentAccountStatus: ['NONE', 'VALIDATING', 'VALIDATED', 'CLOSED'],
  paymentProvider: ['MANGOPAY', 'LEMONWAY', 'STRIPE', 'NONE'],
  productCode: ['FEE', 'DOWN_PAYMENT_GUARANTEE', 'LEGAL_PROTECTION_PACK', 'REGISTRATION_FEE'],
  optionCode: ['DOWN_PAYMENT_GUARANTEE', 'LEGAL_PROTECTION'],
  optionStatus: ['REQUESTED', 'PENDING_ACTIVATION', 'ACTIVE', 'ABORTED', 'TERMINATED'],
  worksAcceptanceStatus: ['PENDING', 'CANCELED', 'VALIDATED'],
  constructionStatus: ['NOT_STARTED', 'STARTED', 'WORKS_ACCEPTANCE', 'FINISHED'],
  feedbackStatus: ['PENDING', 'VALIDATING', 'REFUSED', 'PUBLISHED'],
  feedbackAction: ['UPDATE'],
  issueType: ['UNREACHABLE_CONTACT', 'BYPASS_PROPOSED', 'BYPASS_SUSPECTED', 'OTHER'],
  communicationChannel: ['EMAIL', 'SMS'],
  communicationStatus: ['SENT', 'OPENED', 'CLICKED', 'LEAVE_ME_ALONE', 'NOT_DELIVERED'],
  reportType: ['INVOICES', 'INSURANCE_INVOICES'],
  alertLevel: ['info', 'warning', 'error'],
  searchHitType: [
    'user',
    'credentials',
    'project',
    'quote',
    'professional-invoice',
    'works-acceptance',
    'provider-invoice',
    'document',
    'discussion',
    'issue',
    'match',
  ],
  businessCode: [
    'DEFAULT',
    'FORBIDDEN',
    'MAX_ACTIVE_RELATIONSHIPS',
    'MAX_PRE_SALES_RELATIONSHIPS',
    'USERNAME_ALREADY_IN_USE',
    'UNMATCHING_PASSWORD',
    'EMPTY_DOCUMENT',
    'USER_CONFLICT',
    'QUOTE_WITH_BILLING_PAID_INVOICES',
    'USER_WITH_PROJECTS',
    'PROJECT_PAYMENT_STATUS_CONFLICT',
    'ACCOUNT_ASSOCIATION_CONFLICT',
  ],
};

describe('enum catalogues', () => {
  it('declare every enumeration of SPEC §4 with exactly its values', () => {
    const byName = Object.fromEntries(catalogues);
    for (const [name, values] of Object.entries(SPEC_VALUES)) {
      expect(byName[name]?.values, name).toEqual(values);
    }
  });

  it.each(catalogues)('%s: every value has a French label and a badge tone', (_name, catalogue) => {
    for (const value of catalogue.values) {
      expect(catalogue.label(value).trim(), value).not.toBe('');
      expect(TONES).toContain(catalogue.tone(value));
    }
  });

  it.each(catalogues)(
    '%s: labels are distinct, so a select never shows two identical choices',
    (_name, catalogue) => {
      const labels = catalogue.values.map((value) => catalogue.label(value));
      expect(new Set(labels).size).toBe(labels.length);
    },
  );

  it.each(catalogues)('%s: options list every value in order with its label', (_name, catalogue) => {
    expect(catalogue.options.map((option) => option.value)).toEqual([...catalogue.values]);
    for (const option of catalogue.options) expect(option.label).toBe(catalogue.label(option.value));
  });

  it.each(catalogues)('%s: the schema accepts its values and nothing else', (_name, catalogue) => {
    for (const value of catalogue.values) {
      expect(enumSchema(catalogue).parse(value)).toBe(value);
      expect(catalogue.is(value)).toBe(true);
    }
    expect(enumSchema(catalogue).safeParse('NOT_A_VALUE').success).toBe(false);
    expect(enumSchema(catalogue).safeParse(catalogue.values[0].toLowerCase() + '_').success).toBe(false);
    expect(catalogue.is('NOT_A_VALUE')).toBe(false);
    expect(catalogue.is(undefined)).toBe(false);
  });
});

describe('labels given by the specification', () => {
  it('user types and account statuses', () => {
    expect(enums.userType.options).toEqual([
      { value: 'PARTICULAR', label: 'Particulier' },
      { value: 'PROFESSIONAL', label: 'Professionnel' },
      { value: 'LMSG', label: 'Équipe' },
    ]);
    expect(enums.userAccountStatus.options.map((option) => option.label)).toEqual([
      'Nouveau',
      "En attente d'activation",
      'Activé',
      'Désactivé',
      'Fermé',
    ]);
  });

  it('the user list filter offers pending activation, active and inactive, labelled as the statuses', () => {
    expect(enums.userAccountStatusFilter.options).toEqual([
      { value: 'PENDING_ACTIVATION', label: "En attente d'activation" },
      { value: 'ACTIVE', label: 'Activé' },
      { value: 'INACTIVE', label: 'Désactivé' },
    ]);
    expect(enumSchema(enums.userAccountStatusFilter).safeParse('CLOSED').success).toBe(false);
    expect(enums.userAccountStatusFilter.tone('ACTIVE')).toBe(enums.userAccountStatus.tone('ACTIVE'));
  });

  it('quote statuses and types, with the article form', () => {
    expect(enums.quoteStatus.options.map((option) => option.label)).toEqual([
      'En attente',
      'Signé',
      'Refusé',
      'Annulé',
      'Non retenu',
    ]);
    expect(enums.quoteType.label('INITIAL')).toBe('Devis');
    expect(enums.quoteType.label('AMENDMENT')).toBe('Avenant');
    expect(enums.quoteTypeWithArticle('INITIAL')).toBe('le devis');
    expect(enums.quoteTypeWithArticle('AMENDMENT')).toBe("l'avenant");
    expect(enums.quoteTypeAfterDe('INITIAL')).toBe('du devis');
    expect(enums.quoteTypeAfterDe('AMENDMENT')).toBe("de l'avenant");
    // A type the gateway added since still reads as a sentence rather than crashing the quote view.
    const unknown = 'SOMETHING_NEW' as enums.QuoteType;
    expect(enums.quoteTypeWithArticle(unknown)).toBe('le devis');
    expect(enums.quoteTypeAfterDe(unknown)).toBe('du devis');
  });

  it('automatic messages read as sentences', () => {
    expect(enums.eventContent.label('DISCUSSION_STARTED')).toBe('La discussion a démarré.');
    for (const catalogue of [enums.eventContent, enums.robotContent]) {
      for (const value of catalogue.values) expect(catalogue.label(value)).toMatch(/^[A-ZÀ-Ý].*[.!?]$/);
    }
  });
});

describe('catalogue behaviour', () => {
  it('shows an unknown value as sent and an absent one as empty', () => {
    expect(enums.projectStatus.label('ARCHIVED_IN_2030')).toBe('ARCHIVED_IN_2030');
    expect(enums.projectStatus.tone('ARCHIVED_IN_2030')).toBe('neutral');
    expect(enums.projectStatus.label(null)).toBe('');
    expect(enums.projectStatus.label(undefined)).toBe('');
  });

  it('refuses a declaration whose labels do not match its values', () => {
    // @ts-expect-error B has no label: the type check catches it first.
    expect(() => defineEnum(['A', 'B'], { A: { label: 'a' } })).toThrow(/B/);
    // @ts-expect-error C is not a value.
    expect(() => defineEnum(['A'], { A: { label: 'a' }, C: { label: 'c' } })).toThrow();
    // @ts-expect-error a label is required.
    expect(() => defineEnum(['A'], { A: { tone: 'info' } })).toThrow(/A/);
  });

  it('defaults the tone to neutral and picks subsets with the same labels', () => {
    const colour = defineEnum(['RED', 'BLUE'], {
      RED: { label: 'Rouge', tone: 'danger' },
      BLUE: { label: 'Bleu' },
    });
    expect(colour.tone('BLUE')).toBe('neutral');
    const warm = pickEnum(colour, ['RED']);
    expect(warm.options).toEqual([{ value: 'RED', label: 'Rouge' }]);
    expect(warm.tone('RED')).toBe('danger');
    expect(warm.is('BLUE')).toBe(false);
  });
});

describe('notification types', () => {
  it('list at least 15 e-mail and 8 SMS types, without a code shared by both', () => {
    expect(enums.emailNotificationType.values.length).toBeGreaterThanOrEqual(15);
    expect(enums.smsNotificationType.values.length).toBeGreaterThanOrEqual(8);
    const shared = enums.emailNotificationType.values.filter((value) => enums.smsNotificationType.is(value));
    expect(shared).toEqual([]);
  });

  it('label a communication type on its channel and fall back to the code', () => {
    expect(enums.notificationTypeLabel('EMAIL', 'QUOTE_SIGNED')).toBe('Devis signé');
    expect(enums.notificationTypeLabel('SMS', 'AUTHENTICATION_CODE')).toBe("Code d'authentification");
    expect(enums.notificationTypeLabel('SMS', 'QUOTE_SIGNED')).toBe('QUOTE_SIGNED');
    expect(enums.notificationTypeLabel('EMAIL', 'SOME_FUTURE_TYPE')).toBe('SOME_FUTURE_TYPE');
  });
});
