/**
 * The showcase projects: first in the seed (so their ids never change), each with a fixed shape
 * named for what it demonstrates, and the fixed documents of the `published` one. Demos and
 * end-to-end tests find every state rule's allowed and refused case among them.
 */
import type {
  ConstructionStatus,
  OptionCode,
  OptionStatus,
  ProjectStatus,
  RelationshipStatus,
} from '@/lib/domain/enums';
import { link } from './project-links';
import type { Seeding } from './project-seed-base';
import type { PaymentLevel } from './project-seed-contracts';
import { HOUR_MS, PICTURE_TYPE, SITE_DOCUMENT_TYPE, addDocument } from './project-seed-kit';

/** The fixed shape of a showcase project; anything left out is drawn. */
export interface ProjectSpec {
  name: string;
  stage: ProjectStatus;
  active?: RelationshipStatus[];
  closed?: RelationshipStatus[];
  openMatches?: number;
  pendingQuote?: boolean;
  payment?: PaymentLevel;
  construction?: ConstructionStatus;
  acceptance?: 'PENDING' | 'VALIDATED';
  options?: { code: OptionCode; status: OptionStatus }[];
  feedback?: boolean;
  issue?: boolean;
}

/**
 * The showcase projects, first in the seed (so their ids never change), each named for what it
 * demonstrates (ProjectData.showcase, docs/gateway-contract.md, "The project side").
 */
export const SHOWCASE_SPECS: readonly ProjectSpec[] = [
  // Accept a match, send a message, cancel or sign a pending quote.
  {
    name: 'published',
    stage: 'PUBLISHED',
    active: ['ACCEPTED', 'MET'],
    closed: ['WITHDRAWN'],
    openMatches: 2,
    pendingQuote: true,
    issue: true,
  },
  // Four active relationships: accepting a match or reactivating answers MAX_ACTIVE_RELATIONSHIPS.
  {
    name: 'full',
    stage: 'PUBLISHED',
    active: ['POSITIONED', 'ACCEPTED', 'MEETING_SCHEDULED', 'MET'],
    closed: ['REFUSED'],
    openMatches: 1,
  },
  // Signed, nothing paid, no option: unsign, change the down payment, schedule and start the works.
  { name: 'signed', stage: 'SIGNED', payment: 'NONE', construction: 'NOT_STARTED', options: [] },
  // Down payment paid, interim pending, guarantee active: unsign and down-payment changes are refused.
  {
    name: 'paying',
    stage: 'SIGNED',
    payment: 'INTERIM_PENDING',
    construction: 'STARTED',
    options: [{ code: 'DOWN_PAYMENT_GUARANTEE', status: 'ACTIVE' }],
  },
  // Works finished, report pending: validate or cancel the works acceptance.
  {
    name: 'acceptance',
    stage: 'SIGNED',
    payment: 'FINAL_PENDING',
    construction: 'WORKS_ACCEPTANCE',
    acceptance: 'PENDING',
    options: [],
  },
  // Down payment awaiting payment: the invoice can be marked paid or cancelled.
  {
    name: 'downPaymentPending',
    stage: 'SIGNED',
    payment: 'DP_PENDING',
    construction: 'NOT_STARTED',
    options: [{ code: 'LEGAL_PROTECTION', status: 'PENDING_ACTIVATION' }],
  },
  {
    name: 'finished',
    stage: 'FINISHED',
    payment: 'FINISHED',
    construction: 'FINISHED',
    feedback: true,
    options: [{ code: 'LEGAL_PROTECTION', status: 'ACTIVE' }],
  },
  { name: 'canceled', stage: 'CANCELED' },
  { name: 'draft', stage: 'DRAFT' },
  { name: 'validating', stage: 'VALIDATING' },
  { name: 'validated', stage: 'VALIDATED' },
  // Three selected relationships, one slot left among the active ones: accepting its open match
  // answers MAX_PRE_SALES_RELATIONSHIPS. Last, so the showcase projects above keep their ids.
  {
    name: 'preSalesFull',
    stage: 'PUBLISHED',
    active: ['ACCEPTED', 'MEETING_SCHEDULED', 'MET'],
    closed: [],
    openMatches: 1,
  },
];

/**
 * Fixed documents of the `published` showcase, added after everything else (so no other id or
 * draw moves): one of each status, a PDF and an image that render, and a type no browser shows
 * inline (docs/gateway-contract.md, "Showcase records").
 */
const SHOWCASE_DOCUMENTS = [
  { key: 'pdf', name: 'Plan du rez-de-chaussée.pdf', status: 'VALIDATED', mimeType: 'application/pdf' },
  { key: 'image', name: 'Photo de la façade.png', status: 'VALIDATED', mimeType: 'image/png' },
  { key: 'new', name: 'Descriptif des travaux.pdf', status: 'NEW', mimeType: 'application/pdf' },
  { key: 'validable', name: 'Photo de la toiture.png', status: 'VALIDABLE', mimeType: 'image/png' },
  { key: 'refused', name: 'Devis fournisseur refusé.pdf', status: 'REFUSED', mimeType: 'application/pdf' },
  { key: 'expired', name: 'Attestation de propriété.pdf', status: 'EXPIRED', mimeType: 'application/pdf' },
  { key: 'empty', name: 'Diagnostic amiante.pdf', status: 'EMPTY', mimeType: 'application/pdf' },
  { key: 'other', name: 'Relevé des mesures.csv', status: 'NEW', mimeType: 'text/csv' },
] as const;

export function seedShowcaseDocuments(s: Seeding): Record<string, string> {
  const project = s.records.projects.find((candidate) => candidate.id === s.showcase.published);
  if (!project) return {};
  const ids: Record<string, string> = {};
  const from = Date.parse(project.createdAt);
  SHOWCASE_DOCUMENTS.forEach((spec, index) => {
    const document = addDocument(s, {
      kind: 'site',
      name: spec.name,
      status: spec.status,
      type: spec.mimeType.startsWith('image/') ? PICTURE_TYPE : SITE_DOCUMENT_TYPE,
      mimeType: spec.mimeType,
      createdAt: Math.min(s.now, from + (index + 1) * HOUR_MS),
      projectId: project.id,
      ownerId: project.ownerId,
    });
    link(project, 'documents', document.id);
    ids[spec.key] = document.id;
  });
  return ids;
}
