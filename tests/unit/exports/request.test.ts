import { describe, expect, it } from 'vitest';
import { exportUrl } from '@/lib/exports/download';
import { exportRequest, previousMonth } from '@/lib/exports/request';

function messages(input: Record<string, unknown>) {
  const result = exportRequest.safeParse(input);
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('exportRequest', () => {
  it('gives the report and its two days as the gateway takes them', () => {
    expect(
      exportRequest.parse({ report: 'INSURANCE_INVOICES', from: '2019-03-03', to: '2020-03-02' }),
    ).toEqual({
      report: 'INSURANCE_INVOICES',
      from: '2019-03-03',
      to: '2020-03-02',
    });
  });

  it('takes a period of one day', () => {
    expect(messages({ report: 'INVOICES', from: '2020-02-29', to: '2020-02-29' })).toBeNull();
  });

  it('asks for both days with the SPEC §5 date messages', () => {
    expect(messages({ report: 'INVOICES', from: '', to: '  ' })).toEqual({
      from: "Merci d'indiquer la date de début.",
      to: "Merci d'indiquer la date de fin.",
    });
  });

  it('refuses a malformed or impossible day', () => {
    expect(messages({ report: 'INVOICES', from: '03/01/2020', to: '2020-02-30' })).toEqual({
      from: "Le format de la date n'est pas valide.",
      to: "Le format de la date n'est pas valide.",
    });
  });

  it('refuses an end before the start, under the end', () => {
    expect(messages({ report: 'INVOICES', from: '2020-03-03', to: '2020-03-02' })).toEqual({
      to: 'La date de fin doit être ultérieure à la date de début.',
    });
  });

  it('refuses a report that does not exist', () => {
    expect(messages({ report: 'USERS', from: '2020-01-01', to: '2020-01-31' })).toEqual({
      report: 'Merci de choisir un export.',
    });
  });
});

describe('exportUrl', () => {
  it('names the route handler with the checked query', () => {
    expect(exportUrl({ report: 'INVOICES', from: '2019-03-03', to: '2020-03-02' })).toBe(
      '/api/exports?report=INVOICES&from=2019-03-03&to=2020-03-02',
    );
  });
});

describe('previousMonth', () => {
  it.each([
    ['2020-03-03', '2020-02-01', '2020-02-29'],
    ['2021-01-15', '2020-12-01', '2020-12-31'],
    ['2019-03-31', '2019-02-01', '2019-02-28'],
  ])('before %s: %s to %s', (today, from, to) => {
    expect(previousMonth(today)).toEqual({ from, to });
  });
});
