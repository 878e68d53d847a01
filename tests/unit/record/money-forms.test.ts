import { describe, expect, it } from 'vitest';
import {
  amount,
  DEPOSIT_PERCENTAGE_MESSAGES,
  FILE_MESSAGES,
  formRules,
  INVOICE_AMOUNT_MESSAGES,
} from '@/lib/domain/rules';
import type { Project } from '@/lib/domain/schemas';
import { getDb } from '@/lib/fake-gateway';
import { projectView } from '@/lib/fake-gateway/handlers/project-domain/views';
import { scheduleInput, startInput } from '@/app/(backoffice)/(records)/projets/[id]/schema';
import {
  CONSTRUCTION_MESSAGES as C,
  PAID_INVOICE_MESSAGES as I,
  PROFESSIONAL_MESSAGES as P,
  SIGNED_QUOTE_MESSAGES as Q,
  WORKS_ACCEPTANCE_CREATION_MESSAGES as W,
} from '@/lib/projects/messages';
import { moneyBlockers } from '@/lib/projects/money-rules';
import { feeInclTax, invoiceReferences, paidInvoiceForm, referenceHint } from '@/lib/invoices/schema';
import { signedQuoteContext, signedQuoteForm, type SignedQuoteFormValues } from '@/lib/quotes/schema';
import { worksAcceptanceForm } from '@/lib/works-acceptances/schema';
import { todayInParis } from '@/lib/domain/days';

/*
 * The rules of the project view's creation forms and construction actions, shared by the browser
 * and the route handlers / server actions, read on the fake gateway's showcase projects.
 */

const db = getDb();
const showcase = (name: keyof typeof db.projects.showcase): Project =>
  projectView(db, db.projects.projects.require(db.projects.showcase[name]));

const pdf = new File(['%PDF'], 'devis.pdf', { type: 'application/pdf' });

/** The first message under each field of a refused form. */
function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('formRules', () => {
  const schema = formRules<{ low: string; high: string }, { low: number; high: number }>(
    (_raw, { field, refuse }) => {
      const low = field('low', amount('minimum'));
      const high = field('high', amount('maximum'));
      if (low !== undefined && high !== undefined && high < low) refuse('high', 'Trop bas.');
      return low === undefined || high === undefined ? undefined : { low, high };
    },
  );

  it('runs every field rule whatever the others gave, each message under its field', () => {
    expect(messages(schema.safeParse({ low: '', high: 'x' }))).toEqual({
      low: 'Merci de renseigner le minimum.',
      high: 'Merci de renseigner le maximum.',
    });
  });

  it('runs the rules across fields once they pass, and parses', () => {
    expect(messages(schema.safeParse({ low: '5', high: '4' }))).toEqual({ high: 'Trop bas.' });
    expect(schema.parse({ low: '4', high: '5,5' })).toEqual({ low: 4, high: 5.5 });
    expect(schema.safeParse('not a form').success).toBe(false);
  });
});

describe('signed quote form', () => {
  const published = showcase('published');
  const signed = showcase('signed');
  const valid: SignedQuoteFormValues = {
    ownerId: published.professionals.relationships[0].user.id,
    type: 'INITIAL',
    amountHT: '5 000',
    amountTTC: '5 500,50',
    depositPercentage: '30',
    signedAt: '2020-03-02',
    file: [pdf] as unknown as FileList,
  };

  it('parses the amounts as typed, the day and the percentage into the gateway part', () => {
    const parsed = signedQuoteForm(signedQuoteContext(published)).parse(valid);
    expect(parsed).toEqual({
      ownerId: valid.ownerId,
      type: 'INITIAL',
      amount: { exclTax: 5000, inclTax: 5500.5 },
      downPayment: { percentage: 30 },
      signedAt: '2020-03-02',
      file: pdf,
    });
  });

  it('shows every broken rule at once, the down payment waiting only for a choice', () => {
    const result = signedQuoteForm(null).safeParse({
      ownerId: '',
      type: 'INITIAL',
      amountHT: 'abc',
      amountTTC: '0',
      depositPercentage: '',
      signedAt: '',
      file: null,
    });
    expect(messages(result)).toEqual({
      ownerId: P.required,
      amountHT: 'Merci de renseigner le montant HT.',
      amountTTC: 'Le montant indiqué doit être supérieur à zéro.',
      depositPercentage: DEPOSIT_PERCENTAGE_MESSAGES.required,
      signedAt: "Merci d'indiquer la date de signature.",
      file: FILE_MESSAGES.required,
    });
  });

  it('bounds the down payment by the amounts as typed (SPEC §9), and only offers its choices', () => {
    const schema = signedQuoteForm(null);
    // Low TTC, not high HT: 15 to 50.
    expect(messages(schema.safeParse({ ...valid, depositPercentage: '10' }))).toEqual({
      depositPercentage: DEPOSIT_PERCENTAGE_MESSAGES.tooLow(15),
    });
    // High HT and high TTC: 10 to 50.
    expect(
      schema.safeParse({ ...valid, amountHT: '20 001', amountTTC: '24000', depositPercentage: '10' }).success,
    ).toBe(true);
    // Not high HT, high TTC: 15 to 40.
    expect(
      messages(schema.safeParse({ ...valid, amountHT: '6000', amountTTC: '7000', depositPercentage: '45' })),
    ).toEqual({
      depositPercentage: DEPOSIT_PERCENTAGE_MESSAGES.tooHigh(40),
    });
    expect(messages(schema.safeParse({ ...valid, depositPercentage: '17' }))).toEqual({
      depositPercentage: Q.percentageNotOffered,
    });
  });

  it('refuses a TTC below the HT', () => {
    expect(messages(signedQuoteForm(null).safeParse({ ...valid, amountTTC: '4999' }))).toEqual({
      amountTTC: Q.inclTaxBelowExclTax,
    });
  });

  it('sends an amendment without down payment, only on a signed contract and by its contractor', () => {
    const amendment = { ...valid, type: 'AMENDMENT', depositPercentage: '' };
    expect(messages(signedQuoteForm(signedQuoteContext(published)).safeParse(amendment))).toEqual({
      type: Q.amendmentWithoutContract,
    });
    const contractor = signed.contractualization.contractor!.id;
    const parsed = signedQuoteForm(signedQuoteContext(signed)).parse({ ...amendment, ownerId: contractor });
    expect(parsed.type).toBe('AMENDMENT');
    expect(parsed).not.toHaveProperty('downPayment');
    const other = signed.professionals.relationships.find((item) => item.user.id !== contractor)!.user.id;
    expect(
      messages(signedQuoteForm(signedQuoteContext(signed)).safeParse({ ...valid, ownerId: other })),
    ).toEqual({
      ownerId: Q.notTheContractor,
    });
  });

  it('refuses a professional who is not on the project once the project is known', () => {
    const unknown = { ...valid, ownerId: 'someone-else' };
    expect(signedQuoteForm(null).safeParse(unknown).success).toBe(true);
    expect(messages(signedQuoteForm(signedQuoteContext(published)).safeParse(unknown))).toEqual({
      ownerId: P.notOnProject,
    });
  });
});

describe('works acceptance form', () => {
  const project = showcase('signed');
  const context = { professionalIds: [project.contractualization.contractor!.id] };

  it('parses the day and the reservations choice', () => {
    expect(
      worksAcceptanceForm(context).parse({
        ownerId: context.professionalIds[0],
        effectiveDate: '2020-03-01',
        unconditional: 'false',
        file: pdf,
      }),
    ).toEqual({
      ownerId: context.professionalIds[0],
      effectiveDate: '2020-03-01',
      unconditional: false,
      file: pdf,
    });
  });

  it('asks for the reservations choice and refuses a professional off the project', () => {
    const result = worksAcceptanceForm(context).safeParse({
      ownerId: 'x',
      effectiveDate: '',
      unconditional: '',
      file: null,
    });
    expect(messages(result)).toEqual({
      ownerId: P.notOnProject,
      effectiveDate: W.effectiveDateRequired,
      unconditional: W.reservationsRequired,
      file: FILE_MESSAGES.required,
    });
  });
});

describe('paid professional invoice form', () => {
  const references = { DOWN_PAYMENT: 3892.8, INTERIM_PAYMENT: 15571.2, FINAL_PAYMENT: 15571.2 };
  const valid = {
    invoiceType: 'DOWN_PAYMENT',
    amount: '3 892,80',
    paidAt: '2020-03-02',
    feeAmountHT: '100',
    file: pdf,
  };

  it('takes its references from the payment: the down payment, and the balance for the others', () => {
    expect(invoiceReferences(showcase('signed').payment)).toEqual(references);
    expect(invoiceReferences(showcase('published').payment).DOWN_PAYMENT).toBeNull();
  });

  it('checks the amount against the reference of the chosen type (SPEC §5)', () => {
    const schema = paidInvoiceForm(references);
    expect(schema.parse(valid)).toEqual({
      type: 'DOWN_PAYMENT',
      amount: 3892.8,
      paidAt: '2020-03-02',
      fee: { exclTax: 100, inclTax: 120 },
      file: pdf,
    });
    expect(messages(schema.safeParse({ ...valid, amount: '3892' }))).toEqual({
      amount: INVOICE_AMOUNT_MESSAGES.notEqual(3892.8),
    });
    expect(messages(schema.safeParse({ ...valid, invoiceType: 'FINAL_PAYMENT' }))).toEqual({
      amount: 'Le montant indiqué doit être égal à 15\u00a0571,20€.',
    });
    expect(schema.safeParse({ ...valid, invoiceType: 'INTERIM_PAYMENT', amount: '15571.19' }).success).toBe(
      true,
    );
    expect(
      messages(schema.safeParse({ ...valid, invoiceType: 'INTERIM_PAYMENT', amount: '15571.2' })),
    ).toEqual({
      amount: INVOICE_AMOUNT_MESSAGES.notBelow(15571.2),
    });
  });

  it('with no type, only the authorised maximum applies to the amount', () => {
    const result = paidInvoiceForm(references).safeParse({ ...valid, invoiceType: '', amount: '5' });
    expect(messages(result)).toEqual({ invoiceType: I.typeRequired });
    expect(
      messages(paidInvoiceForm(references).safeParse({ ...valid, invoiceType: '', amount: '1000000001' })),
    ).toEqual({ invoiceType: I.typeRequired, amount: INVOICE_AMOUNT_MESSAGES.aboveMaximum });
    expect(messages(paidInvoiceForm(references).safeParse({ ...valid, amount: '' }))).toEqual({
      amount: 'Merci de renseigner le montant.',
    });
  });

  it('refuses a payment day after today and a missing fee', () => {
    const result = paidInvoiceForm(references).safeParse({ ...valid, paidAt: '2999-01-01', feeAmountHT: '' });
    expect(messages(result)).toEqual({
      paidAt: 'La date de paiement ne peut pas être dans le futur.',
      feeAmountHT: 'Merci de renseigner le montant HT des frais.',
    });
    expect(paidInvoiceForm(references).safeParse({ ...valid, paidAt: todayInParis() }).success).toBe(true);
  });

  it('computes the fee TTC at the sample rate and words the reference', () => {
    expect(feeInclTax(100)).toBe(120);
    expect(feeInclTax(33.33)).toBe(40);
    expect(referenceHint('FINAL_PAYMENT', references)).toBe(I.referenceFinal('15\u00a0571,20\u00a0€'));
    expect(referenceHint('', references)).toBe(I.noReference);
  });
});

describe('construction inputs', () => {
  it('schedules with the days given, an empty one left out', () => {
    expect(scheduleInput.parse({ projectId: 'p1', startDate: '2020-03-10', endDate: '2020-04-01' })).toEqual({
      projectId: 'p1',
      startDate: '2020-03-10',
      endDate: '2020-04-01',
    });
    expect(scheduleInput.parse({ projectId: 'p1', endDate: '2020-04-01' })).toEqual({
      projectId: 'p1',
      endDate: '2020-04-01',
    });
  });

  it('refuses an end before the start (SPEC §5) and no day at all', () => {
    expect(
      messages(scheduleInput.safeParse({ projectId: 'p1', startDate: '2020-03-10', endDate: '2020-03-09' })),
    ).toEqual({ endDate: 'La date de fin doit être ultérieure à la date de début.' });
    expect(
      scheduleInput.safeParse({ projectId: 'p1', startDate: '2020-03-10', endDate: '2020-03-10' }).success,
    ).toBe(true);
    expect(messages(scheduleInput.safeParse({ projectId: 'p1' }))).toEqual({ startDate: C.datesRequired });
  });

  it('declares the start on a required day', () => {
    expect(startInput.parse({ projectId: 'p1', startDate: '2020-03-10' })).toEqual({
      projectId: 'p1',
      startDate: '2020-03-10',
    });
    expect(messages(startInput.safeParse({ projectId: 'p1' }))).toEqual({ startDate: C.startedOnRequired });
  });
});

describe('which money actions the project state allows', () => {
  it('lets a signed project with nothing paid schedule, start, record and invoice', () => {
    expect(moneyBlockers(showcase('signed'))).toEqual({
      signedQuote: null,
      paidInvoice: null,
      schedule: null,
      start: null,
      worksAcceptance: null,
    });
  });

  it('says why for a published project, works under way, works accepted and a paid-up project', () => {
    expect(moneyBlockers(showcase('published'))).toMatchObject({
      signedQuote: null,
      paidInvoice: I.noContractor,
      schedule: C.noContract,
      start: C.startNoContract,
      worksAcceptance: W.noContract,
    });
    expect(moneyBlockers(showcase('paying'))).toMatchObject({ schedule: null, start: C.alreadyStarted });
    expect(moneyBlockers(showcase('acceptance'))).toMatchObject({
      schedule: C.worksAccepted,
      worksAcceptance: null,
    });
    expect(moneyBlockers(showcase('finished'))).toMatchObject({
      paidInvoice: I.finished,
      worksAcceptance: W.finished,
    });
    expect(moneyBlockers(showcase('draft')).signedQuote).toBe(Q.projectClosed);
  });
});
