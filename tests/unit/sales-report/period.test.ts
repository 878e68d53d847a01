import { describe, expect, it } from 'vitest';
import { defaultPeriod, MAX_MONTHS, monthsOf, PERIOD_MESSAGES, readPeriod } from '@/lib/sales-report/period';

describe('the default period', () => {
  it('is the current month and the eleven before it, up to today', () => {
    expect(defaultPeriod('2020-03-03')).toEqual({ from: '2019-04-01', to: '2020-03-03' });
    expect(defaultPeriod('2021-12-31')).toEqual({ from: '2021-01-01', to: '2021-12-31' });
    expect(readPeriod({}, '2020-03-03')).toEqual({
      values: { from: '2019-04-01', to: '2020-03-03' },
      period: { from: '2019-04-01', to: '2020-03-03' },
      errors: {},
    });
  });
});

describe('the months of a period', () => {
  it('clips the first and last months to the period, across a year and a leap February', () => {
    expect(monthsOf({ from: '2019-12-15', to: '2020-03-03' })).toEqual([
      { key: '2019-12', from: '2019-12-15', to: '2019-12-31' },
      { key: '2020-01', from: '2020-01-01', to: '2020-01-31' },
      { key: '2020-02', from: '2020-02-01', to: '2020-02-29' },
      { key: '2020-03', from: '2020-03-01', to: '2020-03-03' },
    ]);
    expect(monthsOf({ from: '2020-05-10', to: '2020-05-10' })).toEqual([
      { key: '2020-05', from: '2020-05-10', to: '2020-05-10' },
    ]);
  });
});

describe('a period read from the URL', () => {
  it('takes the two days as given', () => {
    const input = readPeriod({ from: '2019-06-01', to: '2019-08-31' });
    expect(input.period).toEqual({ from: '2019-06-01', to: '2019-08-31' });
    expect(input.errors).toEqual({});
  });

  it('keeps the first of repeated values', () => {
    expect(readPeriod({ from: ['2019-06-01', '2018-01-01'], to: '2019-06-30' }).period).toEqual({
      from: '2019-06-01',
      to: '2019-06-30',
    });
  });

  it.each<[{ from?: string; to?: string }, Record<string, string>]>([
    [{ from: '', to: '2019-06-30' }, { from: PERIOD_MESSAGES.fromRequired }],
    [{ from: '2019-06-01' }, { to: PERIOD_MESSAGES.toRequired }],
    [{ from: '01/06/2019', to: '2019-06-30' }, { from: "Le format de la date n'est pas valide." }],
    [{ from: '2019-02-30', to: '2019-06-30' }, { from: "Le format de la date n'est pas valide." }],
    [
      { from: '2019-06-30', to: '2019-06-01' },
      { to: 'La date de fin doit être ultérieure à la date de début.' },
    ],
    [{ from: '2016-01-01', to: '2019-01-31' }, { to: `La période ne peut pas dépasser ${MAX_MONTHS} mois.` }],
  ])('refuses %j with its message, keeping what was typed', (params, errors) => {
    const input = readPeriod(params);
    expect(input.period).toBeNull();
    expect(input.errors).toEqual(errors);
    expect(input.values).toEqual({ from: params.from ?? '', to: params.to ?? '' });
  });

  it('accepts exactly the longest period', () => {
    expect(readPeriod({ from: '2017-01-01', to: '2019-12-31' }).period).not.toBeNull();
    expect(PERIOD_MESSAGES.fromRequired).toBe("Merci d'indiquer la date de début.");
  });
});
