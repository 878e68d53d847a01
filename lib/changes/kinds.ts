import {
  constructionStatus,
  deactivationReason,
  discussionStatus,
  feedbackStatus,
  matchStatus,
  professionalAccountStatus,
  quoteStatus,
  worksAcceptanceStatus,
  relationshipStatus,
  relationshipStatusReason,
  userAccountStatus,
} from '@/lib/domain/enums';
import { roleLabel } from '@/lib/domain/roles';
import type {
  Credentials,
  Discussion,
  Feedback,
  Match,
  ProfessionalInvoice,
  Project,
  ProviderInvoice,
  Quote,
  Relationship,
  User,
  UserWorks,
  WorksAcceptance,
} from '@/lib/domain/schemas';
import { count, dateTime, day, euros, label, labels, percentage, phone, text } from './format';
import { invoiceFields, kind, sorted, type RecordKind } from './fields';

/*
 * Per kind of record staff actions write to, the fields those actions depend on: what a version
 * hashes when the gateway sends no ETag, what a conflict says changed, and what the journal records
 * as before → after. A field's key is stable (a record's journal is filtered on it); its label is
 * the record page's.
 */

const ppAccountOf = (user: User) => ('ppAccount' in user ? user.ppAccount : null);

export const RECORD_KINDS = {
  providerInvoice: kind<ProviderInvoice>({
    view: 'invoiceView',
    changedAt: (r) => r.statusDate,
    fields: [
      invoiceFields.status,
      invoiceFields.paidAt,
      { key: 'amount', label: 'Montant TTC', value: (r) => r.amount.inclTax, format: euros },
      {
        key: 'creditNotes',
        label: 'Avoirs',
        value: (r) => sorted(r.associatedInvoices.map((i) => i.number)),
        format: labels(String),
      },
    ],
  }),
  proInvoice: kind<ProfessionalInvoice>({
    view: 'proInvoiceView',
    changedAt: (r) => r.statusDate,
    fields: [
      invoiceFields.status,
      invoiceFields.paidAt,
      { key: 'amount', label: 'Montant TTC', value: (r) => r.amount.inclTax, format: euros },
      { key: 'comment', label: 'Commentaire', value: (r) => r.comment ?? null, format: text },
    ],
  }),
  relationship: kind<Relationship>({
    view: 'relationshipView',
    changedAt: (r) => r.statusDate,
    fields: [
      { key: 'status', label: 'Statut', value: (r) => r.status, format: label(relationshipStatus) },
      {
        key: 'statusReasons',
        label: 'Motifs',
        value: (r) => sorted(r.statusReasons),
        format: labels(relationshipStatusReason.label),
      },
      {
        key: 'statusOtherReason',
        label: 'Autre motif',
        value: (r) => r.statusOtherReason ?? null,
        format: text,
      },
      {
        key: 'meetingDateTime',
        label: 'Rendez-vous',
        value: (r) => r.meetingDateTime ?? null,
        format: dateTime,
      },
      { key: 'comment', label: 'Commentaire', value: (r) => r.comment ?? null, format: text },
    ],
  }),
  user: kind<User>({
    view: 'userView',
    fields: [
      { key: 'phone', label: 'Téléphone', value: (r) => r.phone ?? null, format: phone },
      {
        key: 'accountState',
        label: 'État du compte',
        value: (r) => r.userAccountStatus,
        format: label(userAccountStatus),
      },
      {
        key: 'proAccountState',
        label: 'État du compte professionnel',
        value: (r) => ppAccountOf(r)?.status ?? null,
        format: label(professionalAccountStatus),
      },
      {
        key: 'proAccountReasons',
        label: 'Motifs de désactivation',
        value: (r) => sorted(ppAccountOf(r)?.statusReasons),
        format: labels(deactivationReason.label),
      },
      {
        key: 'associatedAccount',
        label: 'Compte associé',
        value: (r) => ppAccountOf(r)?.associatedAccount?.rid ?? null,
        format: text,
      },
      { key: 'email', label: 'E-mail', value: (r) => r.email, format: text },
    ],
  }),
  credentials: kind<Credentials>({
    view: 'credentialsView',
    fields: [
      { key: 'roles', label: 'Rôles', value: (r) => sorted(r.roles), format: labels(roleLabel) },
      { key: 'phone', label: 'Téléphone', value: (r) => r.phone ?? null, format: phone },
      {
        key: 'accountState',
        label: 'État du compte',
        value: (r) => r.userAccountStatus,
        format: label(userAccountStatus),
      },
      { key: 'email', label: 'E-mail', value: (r) => r.email, format: text },
    ],
  }),
  project: kind<Project>({
    view: 'projectView',
    changedAt: (r) => r.lastEventDate,
    fields: [
      {
        key: 'downPaymentPercentage',
        label: "Pourcentage d'acompte",
        value: (r) => r.payment.downPayment?.percentage ?? null,
        format: percentage,
      },
      {
        key: 'worksStatus',
        label: 'État du chantier',
        value: (r) => r.construction.status,
        format: label(constructionStatus),
      },
      {
        key: 'worksStart',
        label: 'Début des travaux',
        value: (r) => r.construction.startDate ?? null,
        format: day,
      },
      {
        key: 'worksEnd',
        label: 'Fin des travaux',
        value: (r) => r.construction.endDate ?? null,
        format: day,
      },
      { key: 'workType', label: 'Type de travaux', value: (r) => r.workNeed.label, format: text },
      {
        key: 'documents',
        label: 'Documents',
        value: (r) => sorted(r.details.documents.map((d) => d.name)),
        format: labels(String),
      },
    ],
  }),
  feedback: kind<Feedback>({
    view: 'feedbackView',
    changedAt: (r) => r.statusDate,
    fields: [
      {
        key: 'moderationStatus',
        label: 'Statut de modération',
        value: (r) => r.status,
        format: label(feedbackStatus),
      },
      { key: 'message', label: "Texte de l'avis", value: (r) => r.message ?? null, format: text },
      {
        key: 'replies',
        label: 'Réponses',
        value: (r) => r.replies.map((reply) => `${reply.status}:${reply.message ?? ''}`).sort(),
        format: (value) =>
          Array.isArray(value) ? `${value.length} réponse${value.length > 1 ? 's' : ''}` : null,
      },
    ],
  }),
  quote: kind<Quote>({
    view: 'quoteView',
    changedAt: (r) => r.statusDate,
    fields: [
      { key: 'status', label: 'Statut', value: (r) => r.status, format: label(quoteStatus) },
      {
        key: 'downPaymentPercentage',
        label: "Pourcentage d'acompte",
        value: (r) => r.downPayment?.percentage ?? null,
        format: percentage,
      },
      { key: 'signedAt', label: 'Date de signature', value: (r) => r.signedAt ?? null, format: day },
    ],
  }),
  match: kind<Match>({
    view: 'matchView',
    changedAt: (r) => r.statusDate,
    fields: [{ key: 'status', label: 'Statut', value: (r) => r.status, format: label(matchStatus) }],
  }),
  works: kind<UserWorks>({
    view: 'userView',
    fields: [
      {
        key: 'departments',
        label: 'Départements',
        value: (r) => sorted(r.departments),
        format: labels(String),
      },
      { key: 'jobs', label: 'Métiers', value: (r) => sorted(r.jobs), format: count('métier', 'métiers') },
      {
        key: 'workTypes',
        label: 'Prestations',
        value: (r) => sorted(r.types),
        format: count('prestation', 'prestations'),
      },
      {
        key: 'insuredWorkTypes',
        label: 'Prestations assurées',
        value: (r) => sorted(r.qualifiedTypes),
        format: count('prestation', 'prestations'),
      },
    ],
  }),
  worksAcceptance: kind<WorksAcceptance>({
    view: 'worksAcceptanceView',
    changedAt: (r) => r.statusDate,
    fields: [
      { key: 'status', label: 'Statut', value: (r) => r.status, format: label(worksAcceptanceStatus) },
      { key: 'effectiveDate', label: 'Date de réception', value: (r) => r.effectiveDate, format: day },
    ],
  }),
  discussion: kind<Discussion>({
    view: 'discussionView',
    changedAt: (r) => r.lastMessageDate,
    fields: [
      { key: 'status', label: 'Statut', value: (r) => r.status, format: label(discussionStatus) },
      {
        key: 'messages',
        label: 'Messages',
        value: (r) => r.messages.length,
        format: (v) => (typeof v === 'number' ? String(v) : null),
      },
    ],
  }),
} satisfies Record<string, RecordKind<never>>;

export type RecordKindName = keyof typeof RECORD_KINDS;
export type RecordOf<K extends RecordKindName> =
  (typeof RECORD_KINDS)[K] extends RecordKind<infer R> ? R : never;

/** A record of one kind, named as an action's input names it. */
export interface RecordRef<K extends RecordKindName = RecordKindName> {
  kind: K;
  id: string;
}

/** What a staff member saw of a record's tracked fields: raw values by field key. */
export type FieldValues = Record<string, unknown>;

export function fieldValuesOf<K extends RecordKindName>(kindName: K, record: RecordOf<K>): FieldValues {
  const definition = RECORD_KINDS[kindName] as unknown as RecordKind<RecordOf<K>>;
  return Object.fromEntries(definition.fields.map((field) => [field.key, field.value(record) ?? null]));
}

/** An ActionSpec's `record` for an input that names the record by its `id`. */
export function recordById<K extends RecordKindName>(kind: K) {
  return ({ id }: { id: string }): RecordRef<K> => ({ kind, id });
}
