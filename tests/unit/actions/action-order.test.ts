import { describe, expect, it } from 'vitest';
import { orderActions, type OrderableAction } from '@/components/actions/action-order';

const ids = (actions: readonly OrderableAction[]) => actions.map((action) => action.id);
const available = (id: OrderableAction['id'], extra: Partial<OrderableAction> = {}): OrderableAction => ({
  id,
  allowed: true,
  ...extra,
});
const unavailable = (id: OrderableAction['id'], reason = 'Impossible.'): OrderableAction => ({
  id,
  allowed: true,
  disabledReason: reason,
});

describe('the order of a record’s action bar', () => {
  it('puts the next step first as the primary action, whatever the order actions are declared in', () => {
    const order = orderActions([
      available('syncRecord'),
      available('cancelQuote'),
      available('updateDownPayment'),
      available('signQuote'),
    ]);
    expect(order.primary?.id).toBe('signQuote');
    expect(ids(order.secondary)).toEqual(['updateDownPayment', 'syncRecord']);
    expect(ids(order.destructive)).toEqual(['cancelQuote']);
  });

  it('never makes a destructive action the primary one, even when it is the only one that may run', () => {
    const order = orderActions([
      available('deactivateUser'),
      unavailable('reactivateUser'),
      available('startDiscussion'),
    ]);
    expect(order.primary).toBeNull();
    expect(ids(order.secondary)).toEqual(['startDiscussion']);
    expect(ids(order.destructive)).toEqual(['deactivateUser']);
  });

  it('on a deactivated client: reactivating comes first, and the irreversible anonymisation last', () => {
    const order = orderActions([
      unavailable('deactivateUser'),
      available('reactivateUser'),
      available('anonymiseUser'),
      available('releaseEmail'),
      available('syncRecord'),
    ]);
    expect(order.primary?.id).toBe('reactivateUser');
    expect(ids(order.destructive)).toEqual(['releaseEmail', 'anonymiseUser']);
    expect(ids(order.unavailable)).toEqual(['deactivateUser']);
  });

  it('folds away what the state forbids, and leaves out what the role table refuses', () => {
    const order = orderActions([
      unavailable('createCreditNote', 'Un avoir ne peut pas être annulé par un avoir.'),
      unavailable('markInvoicePaid'),
      { id: 'markInvoiceIrrecoverable', allowed: false },
    ]);
    expect(order.primary).toBeNull();
    expect(order.secondary).toEqual([]);
    expect(order.destructive).toEqual([]);
    expect(ids(order.unavailable)).toEqual(['markInvoicePaid', 'createCreditNote']);
  });

  it('lets the record say a step is done: planned dates make declaring the start the next step', () => {
    const planned = orderActions([
      available('scheduleConstruction', { weight: 'secondary' }),
      available('declareConstructionStarted'),
      available('createWorksAcceptance'),
    ]);
    expect(planned.primary?.id).toBe('declareConstructionStarted');
    expect(ids(planned.secondary)).toEqual(['createWorksAcceptance', 'scheduleConstruction']);

    const unplanned = orderActions([
      available('scheduleConstruction'),
      available('declareConstructionStarted'),
      available('createWorksAcceptance'),
    ]);
    expect(unplanned.primary?.id).toBe('scheduleConstruction');
  });
});
