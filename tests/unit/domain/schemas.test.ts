import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  alertSchema,
  authorizationHeader,
  bankDetailsSchema,
  communicationSchema,
  companySchema,
  credentialsSchema,
  DEFAULT_PROFILE_SEGMENT_STATISTICS,
  departmentSchema,
  discussionSchema,
  documentSchema,
  exportResultSchema,
  feedbackSchema,
  issueSchema,
  jobSchema,
  matchSchema,
  mediaSchema,
  messageSchema,
  oauthTokenResponseSchema,
  pageOf,
  paymentAccountSchema,
  ppAccountSchema,
  professionalInvoiceSchema,
  profileSegmentStatisticsSchema,
  projectListItemSchema,
  projectSchema,
  providerInvoiceSchema,
  quoteSchema,
  relationshipSchema,
  searchResultSchema,
  toToken,
  tokenSchema,
  userListItemSchema,
  userSchema,
  userStateSchema,
  userSummarySchema,
  userWorksSchema,
  workTypeSchema,
  worksAcceptanceSchema,
} from '@/lib/domain/schemas';

// --- Realistic samples, as the gateway sends them ---------------------------------------------------

const at = '2020-03-03T10:00:00.000+01:00';
const later = '2020-03-10T14:30:00Z';

const particular = {
  id: 'u-101',
  rid: 'UAB12',
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@example.fr',
  type: 'PARTICULAR',
};
const professional = {
  id: 'u-202',
  rid: 'CXY34',
  firstName: 'Julien',
  lastName: "N'Diaye",
  email: 'contact@renov-ndiaye.fr',
  type: 'PROFESSIONAL',
};
const staff = { id: 'u-303', rid: 'EST56', firstName: 'Lucie', lastName: 'Bernard', type: 'LMSG' };

const workNeed = { bsku: 'BSKU-PEINT-INT', label: 'Peinture intérieure' };
const projectSummary = {
  id: 'p-1',
  rid: 'PAB12',
  workNeed,
  address: { postalCode: '75011', cityName: 'Paris' },
};

const pdf = {
  id: 'd-1',
  name: 'devis-peinture.pdf',
  status: 'VALIDATED',
  type: { code: 'quote', name: 'Devis' },
  mimeType: 'application/pdf',
  createdAt: at,
};
const address = {
  street: '12 rue Oberkampf',
  additionalAddress: 'Bâtiment B',
  postalCode: '75011',
  cityName: 'Paris',
};
const company = {
  id: 'c-1',
  rid: 'C0001',
  siret: '73282932000074',
  name: 'Rénov Ndiaye SARL',
  legalCategory: 'SARL',
  address,
  activityStartDate: '2015-06-01T00:00:00.000+02:00',
};
const ppAccount = {
  id: 'pp-1',
  status: 'REGISTERED',
  statusReasons: [],
  playerStatus: 'READY_TO_PLAY',
  registrationFeeStatus: 'PAID',
  associatedAccount: { id: 'pp-9', rid: 'C0009', company: { id: 'c-9', rid: 'C0009' } },
};
const userHead = { phone: '0612345678', userAccountStatus: 'ACTIVE', createdAt: at };
const professionalUser = { ...professional, ...userHead, company, ppAccount };
const particularUser = { ...particular, ...userHead };
const fullUser = { ...professionalUser, commercialPrograms: [{ code: 'PRO_PLUS', label: 'Pro Plus' }] };
const credentials = {
  ...staff,
  email: 'lucie.bernard@groupe.example',
  ...userHead,
  roles: ['SUPPORT', 'FINANCE'],
};

const requirement = {
  code: 'INSURANCE',
  label: 'Assurances',
  status: 'UNCOMPLETED',
  mandatory: true,
  children: [
    {
      code: 'INSURANCE_DC',
      label: 'Assurance décennale',
      status: 'EXPIRE_SOON',
      mandatory: true,
      documentType: { code: 'insurance_dc', name: 'Attestation décennale' },
      expireAt: '2020-04-01T00:00:00.000+02:00',
    },
  ],
};
const userState = {
  userAccountState: {
    type: 'PROFESSIONAL',
    status: 'ACTIVE',
    registration: { status: 'COMPLETED', requirements: [{ ...requirement, children: [] }] },
  },
  ppAccountState: {
    status: 'REGISTERED',
    registration: { status: 'EXPIRE_SOON', requirements: [requirement], documents: [pdf] },
  },
  saAccountState: null,
};

const relationship = {
  id: 'r-1',
  user: professional,
  project: projectSummary,
  status: 'MEETING_SCHEDULED',
  statusDate: at,
  positioningMode: 'GAMING',
  positionedAt: at,
  acceptanceMode: 'PART',
  acceptedAt: at,
  meetingDateTime: later,
  comment: 'Visite prévue le matin.',
  statusReasons: [],
};
const standardMessage = {
  id: 'm-1',
  type: 'STANDARD',
  sender: particular,
  content: 'Bonjour, êtes-vous disponible mardi ?',
  sentAt: at,
  readBy: ['u-101'],
};
const discussion = {
  id: 'di-1',
  type: 'PROJECT',
  members: [particular, professional],
  messages: [
    { id: 'm-0', type: 'EVENT', content: 'DISCUSSION_STARTED', sentAt: at },
    standardMessage,
    { id: 'm-2', type: 'ROBOT', content: 'ANY_QUESTIONS', sentAt: at },
    {
      id: 'm-3',
      type: 'ATTACHMENT',
      sender: professional,
      attachment: { id: 'a-1', name: 'plan.jpg', uri: '/media/a-1', thumbUri: '/media/a-1/thumb' },
      sentAt: later,
    },
  ],
  status: 'ACTIVE',
  project: projectSummary,
  createdAt: at,
  unreadMessagesCount: 2,
  lastMessageDate: later,
};
const quote = {
  id: 'q-1',
  rid: 'D0001',
  owner: professional,
  type: 'INITIAL',
  project: projectSummary,
  document: pdf,
  amount: { exclTax: 10000, inclTax: 12000 },
  downPayment: { percentage: 30 },
  attachments: [],
  status: 'SIGNED',
  statusDate: later,
  dispatchedAt: at,
  validityDate: '2020-04-03T00:00:00.000+02:00',
  signedAt: later,
  refusedReasons: [],
  insuranceAttached: true,
  comment: null,
  bypass: false,
};
const providerInvoice = {
  id: 'i-1',
  rid: 'F0001',
  type: 'FEE',
  number: 'FAC-2020-0001',
  status: 'PENDING',
  recipient: professional,
  amount: { exclTax: 500, inclTax: 600 },
  lines: [
    {
      productCode: 'FEE',
      amount: {
        exclTax: 500,
        inclTax: 600,
        taxes: { units: [{ type: 'TVA', amount: 100, rate: 20 }], total: 100 },
      },
      metadata: { referenceAmount: 10000, referencePercentage: 5 },
    },
  ],
  dispatchedAt: at,
  statusDate: at,
  documentUrl: 'https://files.example/f-0001.pdf',
  project: projectSummary,
  associatedInvoices: [{ id: 'i-2', number: 'AV-2020-0001' }],
  bypass: false,
};
const professionalInvoice = {
  id: 'pi-1',
  rid: 'FP001',
  type: 'DOWN_PAYMENT',
  status: 'PAID',
  owner: professional,
  amount: { inclTax: 3600 },
  dispatchedAt: at,
  paidAt: later,
  statusDate: later,
  document: pdf,
  project: projectSummary,
  bypass: false,
};
const worksAcceptance = {
  id: 'w-1',
  rid: 'PV001',
  owner: professional,
  project: { ...projectSummary, owner: particular },
  document: pdf,
  status: 'VALIDATED',
  statusDate: later,
  dispatchedAt: at,
  effectiveDate: later,
  unconditional: true,
};
const issue = {
  id: 's-1',
  rid: 'S0001',
  type: 'BYPASS_SUSPECTED',
  emitter: particular,
  project: projectSummary,
  description: 'Le professionnel propose un paiement en espèces.',
  createdAt: at,
};
const projectListItem = {
  id: 'p-1',
  rid: 'PAB12',
  workNeed,
  publicationDate: at,
  owner: particular,
  status: 'PUBLISHED',
  lastEventDate: later,
  address: { postalCode: '75011', cityName: 'Paris' },
};
const project = {
  ...projectListItem,
  budget: { min: 5000, medium: 8000, max: 12000 },
  statusReasons: [],
  details: {
    description: 'Repeindre le salon et deux chambres.',
    documents: [
      { ...pdf, type: { code: 'picture_site', name: 'Photo du chantier' }, mimeType: 'image/jpeg' },
    ],
    questions: {
      searches: ['QUOTE_COMPARE'],
      startingPeriod: '3_MONTHS',
      authorisationStatus: 'UNNECESSARY',
      ownership: 'OWNER',
    },
  },
  tags: ['RGE'],
  commercialPrograms: [],
  professionals: { relationships: [relationship] },
  messaging: { discussions: [discussion] },
  contractualization: { contractor: professional, quotes: [quote] },
  payment: {
    status: 'DOWN_PAYMENT_PAID',
    provider: 'MANGOPAY',
    invoices: [professionalInvoice],
    lmsgInvoices: [providerInvoice],
    amount: 12000,
    credit: 3600,
    balance: 8400,
    downPayment: { percentage: 30, amount: 3600 },
  },
  construction: { status: 'STARTED', startDate: later, worksAcceptances: [worksAcceptance] },
  feedback: null,
  issues: [issue],
  options: [{ code: 'DOWN_PAYMENT_GUARANTEE', status: 'ACTIVE', statusDate: at, activatedAt: at }],
};
const match = {
  id: 'p-1_u-202',
  user: professional,
  project: { ...projectSummary, tags: ['INSTALLATION_ONLY'] },
  status: 'VIEWED',
  positionableStatus: 'POSITIONABLE',
  visibilityStatus: 'VISIBLE',
  partAcceptanceProbability: 0.42,
  createdAt: at,
  statusDate: later,
};
const feedback = {
  id: 'f-1',
  emitter: particular,
  professional,
  project: projectSummary,
  status: 'PUBLISHED',
  rate: 4.5,
  message: 'Travail soigné, équipe ponctuelle.',
  dispatchedAt: at,
  statusDate: later,
  replies: [
    {
      id: 'fr-1',
      replier: professional,
      message: 'Merci beaucoup !',
      dispatchedAt: later,
      status: 'VALIDATING',
      statusDate: later,
    },
  ],
};
const communication = {
  id: 'co-1',
  channel: 'EMAIL',
  type: 'QUOTE_SIGNED',
  recipientTo: 'camille.durand@example.fr',
  status: 'OPENED',
  statusDate: later,
  sentAt: at,
};
const workType = {
  id: 't-1',
  sku: 'PEINT',
  label: 'Peinture',
  insured: false,
  initial: false,
  children: [
    {
      id: 't-2',
      sku: 'PEINT-INT',
      label: 'Peinture intérieure',
      associatedRgeSku: null,
      insured: true,
      initial: true,
    },
  ],
};
const paymentAccount = {
  id: 'pa-1',
  iobAccount: { id: 'iob-1', status: 'VALIDATED', statusDate: at, provider: 'LEMONWAY' },
  pspAccount: { status: 'NONE', provider: 'NONE' },
};

// --- Every entity: accepts its sample, rejects a broken one ----------------------------------------

type Path = (string | number)[];
interface Case {
  schema: z.ZodType;
  sample: unknown;
  date?: Path;
  enumField?: Path;
  required: Path;
}

const cases: Record<string, Case> = {
  'user summary': { schema: userSummarySchema, sample: particular, enumField: ['type'], required: ['rid'] },
  'user (list, professional)': {
    schema: userListItemSchema,
    sample: professionalUser,
    date: ['createdAt'],
    enumField: ['userAccountStatus'],
    required: ['company'],
  },
  'user (list, particular)': {
    schema: userListItemSchema,
    sample: particularUser,
    date: ['createdAt'],
    enumField: ['type'],
    required: ['lastName'],
  },
  'user (full)': {
    schema: userSchema,
    sample: fullUser,
    date: ['company', 'activityStartDate'],
    enumField: ['ppAccount', 'playerStatus'],
    required: ['commercialPrograms'],
  },
  company: { schema: companySchema, sample: company, date: ['activityStartDate'], required: ['siret'] },
  address: { schema: addressSchema, sample: address, required: ['postalCode'] },
  'pp account': {
    schema: ppAccountSchema,
    sample: ppAccount,
    enumField: ['registrationFeeStatus'],
    required: ['playerStatus'],
  },
  credentials: {
    schema: credentialsSchema,
    sample: credentials,
    date: ['createdAt'],
    enumField: ['userAccountStatus'],
    required: ['roles'],
  },
  'user state': {
    schema: userStateSchema,
    sample: userState,
    date: ['ppAccountState', 'registration', 'requirements', 0, 'children', 0, 'expireAt'],
    enumField: ['ppAccountState', 'registration', 'requirements', 0, 'children', 0, 'code'],
    required: ['userAccountState', 'registration'],
  },
  'profile segment statistics': {
    schema: profileSegmentStatisticsSchema,
    sample: { ...DEFAULT_PROFILE_SEGMENT_STATISTICS, segment: 'PRO_VIP', segmentDays: 40 },
    enumField: ['segment'],
    required: ['segmentDays'],
  },
  job: { schema: jobSchema, sample: { id: 'j-1', label: 'Peintre' }, required: ['label'] },
  department: { schema: departmentSchema, sample: { code: '75', name: 'Paris' }, required: ['code'] },
  'work type': { schema: workTypeSchema, sample: workType, required: ['children', 0, 'insured'] },
  'user works': {
    schema: userWorksSchema,
    sample: { departments: ['75', '92'], jobs: ['j-1'], types: ['t-2'], qualifiedTypes: ['t-2'] },
    required: ['qualifiedTypes'],
  },
  'project list item': {
    schema: projectListItemSchema,
    sample: projectListItem,
    date: ['publicationDate'],
    enumField: ['status'],
    required: ['lastEventDate'],
  },
  project: {
    schema: projectSchema,
    sample: project,
    date: ['payment', 'invoices', 0, 'paidAt'],
    enumField: ['details', 'questions', 'startingPeriod'],
    required: ['payment', 'balance'],
  },
  document: {
    schema: documentSchema,
    sample: pdf,
    date: ['createdAt'],
    enumField: ['status'],
    required: ['mimeType'],
  },
  media: {
    schema: mediaSchema,
    sample: {
      id: 'me-1',
      type: 'IMAGE',
      name: 'salon.jpg',
      uri: '/media/me-1',
      thumbUri: '/media/me-1/t',
      createdAt: at,
    },
    date: ['createdAt'],
    required: ['uri'],
  },
  discussion: {
    schema: discussionSchema,
    sample: discussion,
    date: ['messages', 1, 'sentAt'],
    enumField: ['messages', 0, 'content'],
    required: ['unreadMessagesCount'],
  },
  match: {
    schema: matchSchema,
    sample: match,
    date: ['statusDate'],
    enumField: ['visibilityStatus'],
    required: ['user'],
  },
  relationship: {
    schema: relationshipSchema,
    sample: relationship,
    date: ['meetingDateTime'],
    enumField: ['positioningMode'],
    required: ['statusDate'],
  },
  quote: {
    schema: quoteSchema,
    sample: quote,
    date: ['signedAt'],
    enumField: ['type'],
    required: ['insuranceAttached'],
  },
  'provider invoice': {
    schema: providerInvoiceSchema,
    sample: providerInvoice,
    date: ['dispatchedAt'],
    enumField: ['lines', 0, 'amount', 'taxes', 'units', 0, 'type'],
    required: ['number'],
  },
  'professional invoice': {
    schema: professionalInvoiceSchema,
    sample: professionalInvoice,
    date: ['paidAt'],
    enumField: ['status'],
    required: ['document'],
  },
  'payment account': {
    schema: paymentAccountSchema,
    sample: paymentAccount,
    date: ['iobAccount', 'statusDate'],
    enumField: ['pspAccount', 'provider'],
    required: ['iobAccount', 'status'],
  },
  'bank details': {
    schema: bankDetailsSchema,
    sample: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
    required: ['bic'],
  },
  'works acceptance': {
    schema: worksAcceptanceSchema,
    sample: worksAcceptance,
    date: ['effectiveDate'],
    enumField: ['status'],
    required: ['project', 'owner'],
  },
  feedback: {
    schema: feedbackSchema,
    sample: feedback,
    date: ['replies', 0, 'dispatchedAt'],
    enumField: ['replies', 0, 'status'],
    required: ['professional'],
  },
  issue: {
    schema: issueSchema,
    sample: issue,
    date: ['createdAt'],
    enumField: ['type'],
    required: ['emitter'],
  },
  communication: {
    schema: communicationSchema,
    sample: communication,
    date: ['sentAt'],
    enumField: ['status'],
    required: ['recipientTo'],
  },
  'oauth token answer': {
    schema: oauthTokenResponseSchema,
    sample: { access_token: 'abc', expires_in: 3600, refresh_token: 'def', token_type: 'bearer' },
    required: ['access_token'],
  },
  token: {
    schema: tokenSchema,
    sample: { tokenType: 'bearer', accessToken: 'abc', expiresAt: 1583229600000, refreshToken: 'def' },
    required: ['expiresAt'],
  },
  'export result': {
    schema: exportResultSchema,
    sample: { filename: 'factures.csv', data: 'numero;montant\nFAC-1;600\n' },
    required: ['data'],
  },
  'search result': {
    schema: searchResultSchema,
    sample: [
      { type: 'user', id: 'u-303', label: 'Lucie Bernard', userType: 'LMSG' },
      { type: 'professional-invoice', id: 'pi-1' },
    ],
    enumField: [1, 'type'],
    required: [0, 'id'],
  },
  'users page': {
    schema: pageOf(userListItemSchema),
    sample: { items: [particularUser, professionalUser], total: 42, page: 1, size: 20 },
    date: ['items', 1, 'createdAt'],
    enumField: ['items', 0, 'userAccountStatus'],
    required: ['total'],
  },
  alert: {
    schema: alertSchema,
    sample: { id: 'al-1', level: 'error', message: 'Une erreur est survenue.', options: { autoHide: false } },
    enumField: ['level'],
    required: ['message'],
  },
};

const REMOVE = Symbol('remove');
function changed(sample: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (!(last in node)) throw new Error(`Test path ${path.join('.')} does not exist in the sample`);
  if (value === REMOVE) delete node[last];
  else node[last] = value;
  return copy;
}

const entries = Object.entries(cases);
const withDate = entries.flatMap(([name, c]) =>
  c.date ? [[name, c.schema, c.sample, c.date] as const] : [],
);
const withEnum = entries.flatMap(([name, c]) =>
  c.enumField ? [[name, c.schema, c.sample, c.enumField] as const] : [],
);

describe('every entity schema', () => {
  it.each(entries)('%s: accepts a realistic sample', (_name, { schema, sample }) => {
    const result = schema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it.each(entries)('%s: rejects a missing required field', (_name, { schema, sample, required }) => {
    expect(schema.safeParse(changed(sample, required, REMOVE)).success).toBe(false);
  });

  it.each(withDate)('%s: rejects a date without offset', (_name, schema, sample, date) => {
    expect(schema.safeParse(changed(sample, [...date], '2020-03-03T10:00:00')).success).toBe(false);
    expect(schema.safeParse(changed(sample, [...date], '03/03/2020')).success).toBe(false);
  });

  it.each(withEnum)('%s: rejects an unknown enum value', (_name, schema, sample, enumField) => {
    expect(schema.safeParse(changed(sample, [...enumField], 'SOMETHING_NEW')).success).toBe(false);
  });
});

// --- Behaviour the pages rely on -------------------------------------------------------------------

describe('users', () => {
  it('a professional needs a company and a pp-account; a particular or staff member does not', () => {
    expect(userListItemSchema.safeParse({ ...professionalUser, ppAccount: undefined }).success).toBe(false);
    expect(userListItemSchema.safeParse({ ...particularUser, ppAccount }).success).toBe(true);
    expect(userListItemSchema.safeParse({ ...staff, email: 'x@groupe.example', ...userHead }).success).toBe(
      true,
    );
  });

  it('the full form carries the commercial programs, the list form drops unknown keys', () => {
    const full = userSchema.parse(fullUser);
    expect(full.commercialPrograms).toEqual([{ code: 'PRO_PLUS', label: 'Pro Plus' }]);
    const row = userListItemSchema.parse({ ...particularUser, commercialPrograms: [], internalScore: 9 });
    expect(row).not.toHaveProperty('commercialPrograms');
    expect(row).not.toHaveProperty('internalScore');
  });

  it('narrows on the user type', () => {
    const user = userListItemSchema.parse(professionalUser);
    expect(user.type === 'PROFESSIONAL' && user.company.name).toBe('Rénov Ndiaye SARL');
  });

  it('credentials keep the roles as sent', () => {
    expect(credentialsSchema.parse(credentials).roles).toEqual(['SUPPORT', 'FINANCE']);
    expect(credentialsSchema.safeParse({ ...credentials, roles: 'SUPPORT' }).success).toBe(false);
  });

  it('requirements nest to any depth, and a broken child fails the whole state', () => {
    const state = userStateSchema.parse(userState);
    const child = state.ppAccountState?.registration.requirements[0].children[0];
    expect(child?.code).toBe('INSURANCE_DC');
    expect(child?.children).toEqual([]);
    const broken = changed(
      userState,
      ['ppAccountState', 'registration', 'requirements', 0, 'children', 0, 'mandatory'],
      'yes',
    );
    expect(userStateSchema.safeParse(broken).success).toBe(false);
  });

  it('segment statistics take SPEC defaults when the gateway leaves out the previous segment', () => {
    const { previousSegment, previousSegmentDays, ...rest } = DEFAULT_PROFILE_SEGMENT_STATISTICS;
    expect([previousSegment, previousSegmentDays]).toEqual(['PRO_NO_SEGMENT', 0]);
    const parsed = profileSegmentStatisticsSchema.parse({ ...rest, segment: 'PRO_NEW' });
    expect(parsed.previousSegment).toBe('PRO_NO_SEGMENT');
    expect(parsed.previousSegmentDays).toBe(0);
  });
});

describe('messages', () => {
  it('discriminate on type', () => {
    const kinds = discussionSchema.parse(discussion).messages.map((message) => {
      switch (message.type) {
        case 'STANDARD':
          return message.readBy.length;
        case 'ATTACHMENT':
          return message.attachment.name;
        case 'EVENT':
        case 'ROBOT':
          return message.content;
      }
    });
    expect(kinds).toEqual(['DISCUSSION_STARTED', 1, 'ANY_QUESTIONS', 'plan.jpg']);
  });

  it('check each kind against its own fields', () => {
    // A robot content is not an event content, and the other way round.
    expect(
      messageSchema.safeParse({ id: 'm', type: 'EVENT', content: 'ANY_QUESTIONS', sentAt: at }).success,
    ).toBe(false);
    expect(
      messageSchema.safeParse({ id: 'm', type: 'ROBOT', content: 'DISCUSSION_CLOSED', sentAt: at }).success,
    ).toBe(false);
    expect(messageSchema.safeParse({ ...standardMessage, sender: undefined }).success).toBe(false);
    expect(messageSchema.safeParse({ ...standardMessage, type: 'ATTACHMENT' }).success).toBe(false);
    expect(messageSchema.safeParse({ ...standardMessage, type: 'VOICE' }).success).toBe(false);
  });

  it('a discussion listed without its thread has no messages', () => {
    const summary = { ...discussion, messages: undefined, lastMessageDate: null };
    expect(discussionSchema.parse(summary).messages).toEqual([]);
  });
});

describe('open and closed vocabularies', () => {
  it('a communication may carry a notification type we do not know', () => {
    expect(communicationSchema.safeParse({ ...communication, type: 'SOME_FUTURE_EMAIL' }).success).toBe(true);
    expect(communicationSchema.safeParse({ ...communication, type: '' }).success).toBe(false);
  });

  it('a document may carry a type code outside SPEC list, but not an unknown status', () => {
    expect(documentSchema.safeParse({ ...pdf, type: { code: 'invoice', name: 'Facture' } }).success).toBe(
      true,
    );
    expect(documentSchema.safeParse({ ...pdf, status: 'ARCHIVED' }).success).toBe(false);
  });

  it('amounts are numbers, not strings', () => {
    expect(quoteSchema.safeParse({ ...quote, amount: { exclTax: '10000', inclTax: 12000 } }).success).toBe(
      false,
    );
  });
});

describe('pages', () => {
  it('reject a 0-based page or a negative total', () => {
    const page = pageOf(userSummarySchema);
    expect(page.safeParse({ items: [], total: 0, page: 0, size: 20 }).success).toBe(false);
    expect(page.safeParse({ items: [], total: -1, page: 1, size: 20 }).success).toBe(false);
    expect(page.safeParse({ items: [], total: 0, page: 1, size: 20 }).success).toBe(true);
  });
});

describe('tokens', () => {
  it('normalise the OAuth answer with an absolute expiry', () => {
    const answer = oauthTokenResponseSchema.parse({
      access_token: 'abc',
      expires_in: 300,
      refresh_token: 'def',
      token_type: 'bearer',
    });
    const now = Date.UTC(2020, 2, 3, 9, 0, 0);
    expect(toToken(answer, now)).toEqual({
      tokenType: 'bearer',
      accessToken: 'abc',
      expiresAt: now + 300_000,
      refreshToken: 'def',
    });
  });

  it('a client-credentials answer has no refresh token', () => {
    const answer = oauthTokenResponseSchema.parse({
      access_token: 'abc',
      expires_in: 60,
      token_type: 'bearer',
    });
    const token = toToken(answer, 0);
    expect(token).not.toHaveProperty('refreshToken');
    expect(tokenSchema.safeParse(token).success).toBe(true);
    expect(authorizationHeader(token)).toBe('bearer abc');
  });
});
