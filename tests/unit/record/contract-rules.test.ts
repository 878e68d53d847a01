import { describe, expect, it } from 'vitest';
import { quoteStatus, worksAcceptanceStatus, type QuoteStatus } from '@/lib/domain/enums';
import {
  downPaymentChoices,
  formatPercentage,
  quoteBlockers,
  worksAcceptanceBlockers,
} from '@/lib/contracts/rules';
import { QUOTE_MESSAGES as Q, WORKS_ACCEPTANCE_MESSAGES as W } from '@/lib/contracts/messages';

const NBSP = '\u00a0';

describe('quoteBlockers', () => {
  it('lets a pending quote be signed, cancelled and its down payment changed, not unsigned', () => {
    expect(quoteBlockers({ type: 'INITIAL', status: 'PENDING' })).toEqual({
      sign: null,
      unsign: 'Seul un devis signé peut voir sa signature annulée.',
      cancel: null,
      downPayment: null,
    });
  });

  it('lets a signed quote be unsigned, cancelled and its down payment changed, not signed again', () => {
    expect(quoteBlockers({ type: 'INITIAL', status: 'SIGNED' })).toEqual({
      sign: 'Seul un devis en attente peut être signé.',
      unsign: null,
      cancel: null,
      downPayment: null,
    });
  });

  it.each(['REFUSED', 'CANCELED', 'NOT_RETAINED'] as QuoteStatus[])(
    'forbids everything on a closed quote (%s), each with its reason',
    (status) => {
      expect(quoteBlockers({ type: 'INITIAL', status })).toEqual({
        sign: Q.signBlocked('INITIAL'),
        unsign: Q.unsignBlocked('INITIAL'),
        cancel: 'Seul un devis en attente ou signé peut être annulé.',
        downPayment: 'Seul un devis en attente ou signé peut voir son acompte modifié.',
      });
    },
  );

  it('speaks of the amendment, which never has a down payment', () => {
    for (const status of quoteStatus.values) {
      expect(quoteBlockers({ type: 'AMENDMENT', status }).downPayment).toBe(Q.downPaymentBlockedAmendment);
    }
    expect(quoteBlockers({ type: 'AMENDMENT', status: 'SIGNED' }).sign).toBe(
      'Seul un avenant en attente peut être signé.',
    );
  });
});

describe('worksAcceptanceBlockers', () => {
  it('allows validate and cancel only while pending', () => {
    expect(worksAcceptanceBlockers('PENDING')).toEqual({ validate: null, cancel: null });
    for (const status of worksAcceptanceStatus.values.filter((value) => value !== 'PENDING')) {
      expect(worksAcceptanceBlockers(status)).toEqual({
        validate: W.validateBlocked,
        cancel: W.cancelBlocked,
      });
    }
  });
});

describe('downPaymentChoices: the choices the dialog offers for each row of SPEC §9', () => {
  const offered = (exclTax: number, inclTax: number) =>
    downPaymentChoices({ exclTax, inclTax }).options.map((option) => Number(option.value));

  it.each([
    ['low TTC and not high HT', 4000, 4800, 15, 50],
    ['high HT and low TTC', 25000, 5000, 10, 40],
    ['not high HT and high TTC', 15000, 18000, 15, 40],
    ['high HT and high TTC', 25000, 30000, 10, 50],
  ])('%s (%d HT, %d TTC): every 5 %% from %d to %d', (_row, exclTax, inclTax, min, max) => {
    const expected = [];
    for (let choice = min; choice <= max; choice += 5) expected.push(choice);
    expect(offered(exclTax, inclTax)).toEqual(expected);
    expect(downPaymentChoices({ exclTax, inclTax }).bounds).toEqual({ min, max });
  });

  it('counts 6000 € TTC as low and one cent more as high', () => {
    expect(offered(5000, 6000)).toEqual([15, 20, 25, 30, 35, 40, 45, 50]);
    expect(offered(5000, 6000.01)).toEqual([15, 20, 25, 30, 35, 40]);
    expect(offered(25000, 6000)).toEqual([10, 15, 20, 25, 30, 35, 40]);
    expect(offered(25000, 6000.01)).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it('counts 20000 € HT as not high and one cent more as high', () => {
    expect(offered(20000, 24000)).toEqual([15, 20, 25, 30, 35, 40]);
    expect(offered(20000.01, 24000)).toEqual([10, 15, 20, 25, 30, 35, 40, 45, 50]);
  });

  it('labels each choice as a French percentage', () => {
    expect(downPaymentChoices({ exclTax: 4000, inclTax: 4800 }).options[0]).toEqual({
      value: '15',
      label: `15${NBSP}%`,
    });
    expect(formatPercentage(30)).toBe(`30${NBSP}%`);
    expect(formatPercentage(null)).toBe('');
  });
});
