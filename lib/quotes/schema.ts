/**
 * The signed quote form of the contract tab (POST /quotes/signed), parsed with the same rules in
 * the browser and by its route handler (app/api/projets/[id]/devis-signes/route.ts).
 */
import { DOWN_PAYMENT_CHOICES } from '@/lib/domain/constants';
import { parisDay } from '@/lib/domain/days';
import { quoteType, type QuoteType } from '@/lib/domain/enums';
import {
  amount,
  DEPOSIT_PERCENTAGE_MESSAGES,
  depositPercentage,
  file,
  formRules,
  readDecimal,
  requiredDate,
  requiredText,
  rule,
  type FileInput,
} from '@/lib/domain/rules';
import { fail, pass } from '@/lib/domain/rules/shared';
import type { Project } from '@/lib/domain/schemas';
import { PROFESSIONAL_MESSAGES as P, SIGNED_QUOTE_MESSAGES as M } from '@/lib/projects/messages';
import { projectProfessionals } from '@/lib/projects/professionals';

/** What the form holds, as typed. */
export interface SignedQuoteFormValues {
  ownerId: string;
  type: string;
  amountHT: string;
  amountTTC: string;
  depositPercentage: string;
  signedAt: string;
  file: FileInput | null;
}

/** What the route handler sends on, with the project's id, as the `quote` part. */
export interface SignedQuoteInput {
  ownerId: string;
  type: QuoteType;
  amount: { exclTax: number; inclTax: number };
  downPayment?: { percentage: number };
  /** yyyy-MM-dd */
  signedAt: string;
  file: File;
}

/** What of the project the rules read: who may sign, and whether a contract is already signed. */
export interface SignedQuoteContext {
  professionalIds: readonly string[];
  contractorId: string | null;
}

export function signedQuoteContext(project: Project): SignedQuoteContext {
  return {
    professionalIds: projectProfessionals(project).map((user) => user.id),
    contractorId: project.contractualization.contractor?.id ?? null,
  };
}

export function signedQuoteDefaults(today: string, ownerId = ''): SignedQuoteFormValues {
  return {
    ownerId,
    type: 'INITIAL',
    amountHT: '',
    amountTTC: '',
    depositPercentage: '',
    signedAt: today,
    file: null,
  };
}

/** The two amounts once both read as valid amounts, for the deposit bounds; null before. */
export function typedAmounts(
  amountHT: unknown,
  amountTTC: unknown,
): { amountExclTax: number; amountInclTax: number } | null {
  const exclTax = amount('montant HT').safeParse(amountHT);
  const inclTax = amount('montant TTC').safeParse(amountTTC);
  return exclTax.success && inclTax.success
    ? { amountExclTax: exclTax.data, amountInclTax: inclTax.data }
    : null;
}

const owner = requiredText({ required: P.required, invalid: P.required }).max(100, P.required);
const typeRule = rule<string, QuoteType>((value) =>
  quoteType.is(value) ? pass(value) : fail(M.typeRequired),
);
const signedAt = requiredDate('date de signature').transform((date) => parisDay(date));
/** Before both amounts are valid, only "given" can be checked. */
const percentageGiven = rule<string, number>((value) => {
  const percentage = readDecimal(value);
  return percentage === undefined || Number.isNaN(percentage)
    ? fail(DEPOSIT_PERCENTAGE_MESSAGES.required)
    : pass(percentage);
});
const offered = new Set<number>(DOWN_PAYMENT_CHOICES);

/**
 * SPEC §5 amounts (HT and TTC, the TTC not below the HT), the down-payment percentage of an
 * initial quote within SPEC §9's bounds for the amounts as typed (an amendment has none), the
 * signature day, the file. With a context, the professional must be on the project and, once a
 * contract is signed, be its contractor; an amendment needs that contract. Without one (the
 * route's first pass, before it reads the project) those checks wait.
 */
export function signedQuoteForm(context: SignedQuoteContext | null) {
  return formRules<SignedQuoteFormValues, SignedQuoteInput>((raw, { field, refuse }) => {
    const ownerId = field('ownerId', owner);
    const kind = field('type', typeRule);
    const exclTax = field('amountHT', amount('montant HT'));
    const inclTax = field('amountTTC', amount('montant TTC'));
    const day = field('signedAt', signedAt);
    const document = field('file', file);

    if (ownerId !== undefined && context) {
      if (!context.professionalIds.includes(ownerId)) refuse('ownerId', P.notOnProject);
      else if (context.contractorId && ownerId !== context.contractorId)
        refuse('ownerId', M.notTheContractor);
    }
    if (kind === 'AMENDMENT' && context && !context.contractorId) refuse('type', M.amendmentWithoutContract);
    if (exclTax !== undefined && inclTax !== undefined && inclTax < exclTax)
      refuse('amountTTC', M.inclTaxBelowExclTax);

    let percentage: number | undefined;
    if (kind !== 'AMENDMENT') {
      const amounts = typedAmounts(raw.amountHT, raw.amountTTC);
      percentage = field('depositPercentage', amounts ? depositPercentage(amounts) : percentageGiven);
      if (percentage !== undefined && !offered.has(percentage))
        refuse('depositPercentage', M.percentageNotOffered);
    }

    if (!ownerId || !kind || exclTax === undefined || inclTax === undefined || !day || !document)
      return undefined;
    return {
      ownerId,
      type: kind,
      amount: { exclTax, inclTax },
      ...(kind === 'INITIAL' && percentage !== undefined ? { downPayment: { percentage } } : {}),
      signedAt: day,
      file: document,
    };
  });
}
