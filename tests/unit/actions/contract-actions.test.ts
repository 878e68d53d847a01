import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_FORM_MESSAGE } from '@/lib/action-result';
import { businessErrorMessage } from '@/lib/domain/errors';
import { ROLES, type Role } from '@/lib/domain/roles';
import { BusinessError } from '@/lib/gateway/errors';
import { QUOTE_MESSAGES as Q, WORKS_ACCEPTANCE_MESSAGES as W } from '@/lib/contracts/messages';

/*
 * The server actions of the quote and works-acceptance views: each re-checks the role table
 * (editQuote, editWorksAcceptance) and its input whatever the page showed, then calls the gateway.
 */

const mocks = vi.hoisted(() => ({
  roles: [] as string[],
  getQuote: vi.fn(),
  signQuote: vi.fn(),
  unsignQuote: vi.fn(),
  cancelQuote: vi.fn(),
  updateQuoteDownPayment: vi.fn(),
  validateWorksAcceptance: vi.fn(),
  cancelWorksAcceptance: vi.fn(),
}));

const token = { tokenType: 'Bearer', accessToken: 'x' };

vi.mock('@/lib/auth/session', async (original) =>
  (await import('../support/action-session')).sessionWithRoles(original, () => mocks.roles),
);
vi.mock('@/lib/changes/check', async (original) =>
  (await import('../support/versions-accepted')).versionsAccepted(original),
);
vi.mock('@/lib/gateway/quotes', () => ({
  getQuote: mocks.getQuote,
  signQuote: mocks.signQuote,
  unsignQuote: mocks.unsignQuote,
  cancelQuote: mocks.cancelQuote,
  updateQuoteDownPayment: mocks.updateQuoteDownPayment,
}));
vi.mock('@/lib/gateway/works-acceptances', () => ({
  validateWorksAcceptance: mocks.validateWorksAcceptance,
  cancelWorksAcceptance: mocks.cancelWorksAcceptance,
}));

const { signQuoteAction, unsignQuoteAction, cancelQuoteAction, updateDownPaymentAction } =
  await import('@/app/(backoffice)/devis/[id]/actions');
const { validateWorksAcceptanceAction, cancelWorksAcceptanceAction } =
  await import('@/app/(backoffice)/pv-de-fin-de-chantier/[id]/actions');

const FORBIDDEN = { ok: false, message: businessErrorMessage('FORBIDDEN') };
const PROJECT_STAFF: Role[] = ['SUPPORT', 'MANAGER_CA', 'CA', 'MANAGER_CC', 'CC'];
const OTHERS = ROLES.filter((role) => !PROJECT_STAFF.includes(role));

function conflict(code: 'QUOTE_WITH_BILLING_PAID_INVOICES' | 'PROJECT_PAYMENT_STATUS_CONFLICT') {
  return new BusinessError('conflict', { code, status: 409, statusText: 'Conflict', body: { code } });
}

beforeEach(() => {
  mocks.roles = ['SUPPORT'];
  for (const mock of Object.values(mocks)) if (typeof mock === 'function') mock.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('who may run them', () => {
  const calls = [
    () => signQuoteAction({ id: 'q1', type: 'INITIAL', signedAt: '2020-03-02' }),
    () => unsignQuoteAction({ id: 'q1', type: 'INITIAL' }),
    () => cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons: ['OTHER'] }),
    () => updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage: '30' }),
    () => validateWorksAcceptanceAction({ id: 'w1' }),
    () => cancelWorksAcceptanceAction({ id: 'w1' }),
  ];

  it.each(OTHERS)('refuses %s every action without calling the gateway', async (role) => {
    mocks.roles = [role];
    for (const call of calls) expect(await call()).toEqual(FORBIDDEN);
    for (const mock of Object.values(mocks))
      if (typeof mock === 'function') expect(mock).not.toHaveBeenCalled();
  });

  it('lets a CC run them', async () => {
    mocks.roles = ['CC'];
    expect(await unsignQuoteAction({ id: 'q1', type: 'INITIAL' })).toMatchObject({ ok: true });
    expect(await validateWorksAcceptanceAction({ id: 'w1' })).toMatchObject({ ok: true });
  });
});

describe('quote actions', () => {
  it('signs on the chosen day with the message of its type', async () => {
    const result = await signQuoteAction({ id: 'q1', type: 'AMENDMENT', signedAt: '2020-03-02' });
    expect(mocks.signQuote).toHaveBeenCalledWith(token, 'q1', { signedAt: '2020-03-02' });
    expect(result).toMatchObject({ ok: true, message: "L'avenant a été signé." });
  });

  it('requires a valid signature date', async () => {
    expect(await signQuoteAction({ id: 'q1', type: 'INITIAL', signedAt: '' })).toMatchObject({
      ok: false,
      fieldErrors: { signedAt: "Merci d'indiquer la date de signature." },
    });
    expect(await signQuoteAction({ id: 'q1', type: 'INITIAL', signedAt: '2020-02-30' })).toMatchObject({
      ok: false,
      fieldErrors: { signedAt: "Le format de la date n'est pas valide." },
    });
    expect(mocks.signQuote).not.toHaveBeenCalled();
  });

  it('shows QUOTE_WITH_BILLING_PAID_INVOICES when unsigning is refused', async () => {
    mocks.unsignQuote.mockRejectedValue(conflict('QUOTE_WITH_BILLING_PAID_INVOICES'));
    expect(await unsignQuoteAction({ id: 'q1', type: 'INITIAL' })).toEqual({
      ok: false,
      message: businessErrorMessage('QUOTE_WITH_BILLING_PAID_INVOICES'),
    });
  });

  it('says unsigned in its own words', async () => {
    expect(await unsignQuoteAction({ id: 'q1', type: 'INITIAL' })).toMatchObject({
      ok: true,
      message: 'La signature du devis a été annulée.',
    });
  });

  it('cancels with every reason and the trimmed comment, and requires a reason of SPEC §4', async () => {
    const result = await cancelQuoteAction({
      id: 'q1',
      type: 'INITIAL',
      reasons: ['TOO_EXPENSIVE', 'OTHER'],
      comment: '  Le client a trouvé moins cher.  ',
    });
    expect(mocks.cancelQuote).toHaveBeenCalledWith(token, 'q1', {
      reasons: ['TOO_EXPENSIVE', 'OTHER'],
      comment: 'Le client a trouvé moins cher.',
    });
    expect(result).toMatchObject({ ok: true, message: 'Le devis a été annulé.' });

    for (const reasons of [[], undefined]) {
      expect(await cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons })).toMatchObject({
        ok: false,
        fieldErrors: { reasons: Q.reasonsRequired },
      });
    }
    expect(
      await cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons: ['OTHER', 'NOT_A_REASON'] }),
    ).toEqual({
      ok: false,
      message: 'Merci de corriger les champs en erreur.',
      fieldErrors: { reasons: 'Merci de choisir les motifs dans la liste.' },
    });
    expect(mocks.cancelQuote).toHaveBeenCalledTimes(1);
  });

  it('sends no comment when it is blank, but asks for one with the reason "Autre"', async () => {
    await cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons: ['TOO_EXPENSIVE'], comment: '   ' });
    expect(mocks.cancelQuote).toHaveBeenCalledWith(token, 'q1', { reasons: ['TOO_EXPENSIVE'] });
    expect(
      await cancelQuoteAction({ id: 'q1', type: 'INITIAL', reasons: ['OTHER'], comment: ' ' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { comment: Q.commentRequired },
    });
    expect(mocks.cancelQuote).toHaveBeenCalledTimes(1);
  });
});

describe('down payment action', () => {
  // 15 000 € HT and 18 000 € TTC: not high HT, high TTC, so 15 to 40 % (SPEC §9).
  const quote = { id: 'q1', type: 'INITIAL', amount: { exclTax: 15000, inclTax: 18000 } };

  it('asks for the percentage when none is chosen, without calling the gateway', async () => {
    for (const percentage of ['', undefined, 'abc']) {
      expect(await updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage })).toMatchObject({
        ok: false,
        fieldErrors: { percentage: "Merci de renseigner le pourcentage de l'acompte." },
      });
    }
    expect(mocks.getQuote).not.toHaveBeenCalled();
    expect(mocks.updateQuoteDownPayment).not.toHaveBeenCalled();
  });

  it("changes it within the bounds of the quote's own amounts", async () => {
    mocks.getQuote.mockResolvedValue(quote);
    const result = await updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage: '40' });
    expect(mocks.getQuote).toHaveBeenCalledWith(token, 'q1');
    expect(mocks.updateQuoteDownPayment).toHaveBeenCalledWith(token, 'q1', { percentage: 40 });
    expect(result).toMatchObject({ ok: true, message: "L'acompte du devis a été modifié." });
  });

  it('refuses a percentage outside those bounds under the field, with the rule message', async () => {
    mocks.getQuote.mockResolvedValue(quote);
    expect(await updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage: '45' })).toEqual({
      ok: false,
      message: INVALID_FORM_MESSAGE,
      fieldErrors: { percentage: "Le pourcentage de l'acompte doit être inférieur ou égal à 40%." },
    });
    expect(await updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage: 10 })).toMatchObject({
      ok: false,
      fieldErrors: { percentage: "Le pourcentage de l'acompte doit être supérieur à 10%." },
    });
    expect(mocks.updateQuoteDownPayment).not.toHaveBeenCalled();
  });

  it('shows PROJECT_PAYMENT_STATUS_CONFLICT with its message', async () => {
    mocks.getQuote.mockResolvedValue(quote);
    mocks.updateQuoteDownPayment.mockRejectedValue(conflict('PROJECT_PAYMENT_STATUS_CONFLICT'));
    expect(await updateDownPaymentAction({ id: 'q1', type: 'INITIAL', percentage: '30' })).toEqual({
      ok: false,
      message: businessErrorMessage('PROJECT_PAYMENT_STATUS_CONFLICT'),
    });
  });
});

describe('works acceptance actions', () => {
  it('validate and cancel with their own messages', async () => {
    expect(await validateWorksAcceptanceAction({ id: 'w1' })).toMatchObject({
      ok: true,
      message: W.validated,
    });
    expect(mocks.validateWorksAcceptance).toHaveBeenCalledWith(token, 'w1');
    expect(await cancelWorksAcceptanceAction({ id: 'w1' })).toMatchObject({ ok: true, message: W.canceled });
    expect(mocks.cancelWorksAcceptance).toHaveBeenCalledWith(token, 'w1');
  });

  it('answer their own failure when the gateway refuses without a business code', async () => {
    mocks.cancelWorksAcceptance.mockRejectedValue(new Error('409 INVALID_STATE'));
    expect(await cancelWorksAcceptanceAction({ id: 'w1' })).toEqual({ ok: false, message: W.cancelFailed });
  });
});
