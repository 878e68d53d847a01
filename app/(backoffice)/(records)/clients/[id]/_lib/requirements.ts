import type { RequirementCode, RequirementStatus } from '@/lib/domain/enums';
import { requirementCode, requirementStatus } from '@/lib/domain/enums';
import type { Document, Requirement, UserState } from '@/lib/domain/schemas';

/*
 * A user's registration requirements as staff read them to answer "why is this account not
 * active?": the leaves of the gateway's trees (a parent is only as complete as its children), each
 * with the document sent for it, in three groups, and one sentence naming what blocks.
 */

/** Whose registration a requirement belongs to (GET /users/:id/status). */
export type RequirementAccount = 'user' | 'pp' | 'sa';

/** Blocking: mandatory and missing, refused or expired. Done: completed. In progress: the rest. */
export type RequirementGroup = 'blocking' | 'inProgress' | 'done';

export const REQUIREMENT_GROUPS: readonly { key: RequirementGroup; label: string }[] = [
  { key: 'blocking', label: 'Bloquantes' },
  { key: 'inProgress', label: 'En cours' },
  { key: 'done', label: 'Complétées' },
];

const MISSING: ReadonlySet<RequirementStatus> = new Set(['UNCOMPLETED', 'REFUSED', 'EXPIRED']);

export function requirementGroupOf(requirement: Pick<Requirement, 'status' | 'mandatory'>): RequirementGroup {
  if (requirement.status === 'COMPLETED') return 'done';
  return requirement.mandatory && MISSING.has(requirement.status) ? 'blocking' : 'inProgress';
}

export interface RequirementLine {
  account: RequirementAccount;
  requirement: Requirement;
  /** The labels of the requirements it belongs to, outermost first ("Assurances"). */
  parents: string[];
  /** The document sent for it, when its registration lists one of its type with a file. */
  document: Document | null;
  group: RequirementGroup;
}

/** The id of a requirement's line on the account state tab, for links to it. */
export function requirementAnchor(account: RequirementAccount, code: string): string {
  return `exigence-${account}-${code}`;
}

function leaves(requirements: readonly Requirement[], parents: string[] = []): [Requirement, string[]][] {
  return requirements.flatMap((requirement) =>
    requirement.children.length > 0
      ? leaves(requirement.children, [...parents, requirement.label])
      : [[requirement, parents] as [Requirement, string[]]],
  );
}

/** An empty slot is no document to open. */
function documentFor(requirement: Requirement, documents: readonly Document[]): Document | null {
  const type = requirement.documentType?.code;
  if (!type) return null;
  return documents.find((document) => document.type.code === type && document.status !== 'EMPTY') ?? null;
}

/** The requirement lines of one registration. */
export function registrationLines(
  account: RequirementAccount,
  requirements: readonly Requirement[],
  documents: readonly Document[] = [],
): RequirementLine[] {
  return leaves(requirements).map(([requirement, parents]) => ({
    account,
    requirement,
    parents,
    document: documentFor(requirement, documents),
    group: requirementGroupOf(requirement),
  }));
}

/** Every requirement line of a user: the user account's, then the professional and SA accounts'. */
export function userRequirementLines(state: UserState): RequirementLine[] {
  const { ppAccountState: pp, saAccountState: sa } = state;
  return [
    ...registrationLines('user', state.userAccountState.registration.requirements),
    ...(pp ? registrationLines('pp', pp.registration.requirements, pp.registration.documents) : []),
    ...(sa ? registrationLines('sa', sa.registration.requirements, sa.registration.documents) : []),
  ];
}

/** The lines in their groups, each group in the gateway's order. */
export function groupRequirementLines(
  lines: readonly RequirementLine[],
): Record<RequirementGroup, RequirementLine[]> {
  const groups: Record<RequirementGroup, RequirementLine[]> = { blocking: [], inProgress: [], done: [] };
  for (const line of lines) groups[line.group].push(line);
  return groups;
}

// The gender and number of each requirement's name, for the status word that follows it.
const AGREEMENT: Record<RequirementCode, 'ms' | 'fs' | 'mp' | 'fp'> = {
  POSITIONING: 'ms',
  PAYMENT: 'ms',
  EMAIL: 'fs',
  INSURANCE: 'fp',
  INSURANCE_DC: 'fs',
  INSURANCE_RC: 'fs',
  RGE_CERTIFICATE: 'ms',
  QUALITY_CHARTER: 'fs',
  GTC: 'fp',
  REGISTRATION_FEE: 'mp',
  SOFTWARE: 'ms',
  SOFTWARE_CONTRACT_QUOTES_INVOICES: 'ms',
  ADMINISTRATIVE: 'mp',
  FISCAL_BUNDLE: 'fs',
};

const PARTICIPLE: Partial<Record<RequirementStatus, string>> = {
  REFUSED: 'refusé',
  EXPIRED: 'expiré',
  UNCOMPLETED: 'non complété',
};

/** "Assurance décennale" → "assurance décennale"; "RGE…" keeps its capitals. */
function inSentence(label: string): string {
  const second = label.charAt(1);
  return second && second === second.toLowerCase() ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

/** What blocks, as a person says it: "assurance décennale refusée", "conditions générales non complétées". */
export function blockingPhrase(requirement: Pick<Requirement, 'code' | 'label' | 'status'>): string {
  const known = requirementCode.is(requirement.code);
  const name = inSentence(known ? requirementCode.label(requirement.code) : requirement.label);
  const participle = PARTICIPLE[requirement.status];
  if (!known || !participle) return `${name} : ${requirementStatus.label(requirement.status).toLowerCase()}`;
  const agreement = AGREEMENT[requirement.code];
  return `${name} ${participle}${agreement[0] === 'f' ? 'e' : ''}${agreement[1] === 'p' ? 's' : ''}`;
}

/** "3 exigences bloquantes", "1 exigence bloquante", "Aucune exigence bloquante". */
export function blockingHeading(count: number): string {
  if (count === 0) return 'Aucune exigence bloquante';
  return count === 1 ? '1 exigence bloquante' : `${count} exigences bloquantes`;
}
