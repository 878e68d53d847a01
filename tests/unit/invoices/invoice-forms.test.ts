import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_MESSAGES as M } from '@/lib/invoices/messages';
import { markPaidInput } from '@/lib/invoices/schema';
import { parisDay, todayInParis } from '@/lib/domain/days';

afterEach(() => vi.useRealTimers());

const messageOf = (input: unknown) => {
  const result = markPaidInput.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the paid date of an invoice', () => {
  it('is a day, sent to the gateway as yyyy-MM-dd', () => {
    expect(markPaidInput.parse({ id: 'f1', paidAt: '2020-03-02' })).toEqual({
      id: 'f1',
      paidAt: '2020-03-02',
    });
  });

  it('is required and a real day of the calendar', () => {
    expect(messageOf({ id: 'f1', paidAt: '' })).toBe("Merci d'indiquer la date de paiement.");
    expect(messageOf({ id: 'f1' })).toBe("Merci d'indiquer la date de paiement.");
    expect(messageOf({ id: 'f1', paidAt: '2020-02-30' })).toBe("Le format de la date n'est pas valide.");
    expect(messageOf({ id: 'f1', paidAt: '02/03/2020' })).toBe("Le format de la date n'est pas valide.");
  });

  it('may be today in Paris but not tomorrow', () => {
    // 23:30 UTC on 1 March is already 2 March in Paris.
    vi.useFakeTimers({ now: Date.parse('2020-03-01T23:30:00Z'), toFake: ['Date'] });
    expect(todayInParis()).toBe('2020-03-02');
    expect(messageOf({ id: 'f1', paidAt: '2020-03-02' })).toBeNull();
    expect(messageOf({ id: 'f1', paidAt: '2020-03-03' })).toBe(M.paidAtInFuture);
  });

  it('reads the Paris day of an instant', () => {
    expect(parisDay(Date.parse('2020-06-30T22:30:00Z'))).toBe('2020-07-01');
    expect(parisDay(new Date('2020-01-15T12:00:00Z'))).toBe('2020-01-15');
  });

  it('needs the invoice id', () => {
    expect(markPaidInput.safeParse({ id: '', paidAt: '2020-03-02' }).success).toBe(false);
  });
});
