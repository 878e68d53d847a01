import { describe, expect, it } from 'vitest';
import {
  formatCompactEuros,
  formatCount,
  frenchDay,
  monthLabel,
  shortMonthLabel,
} from '@/lib/sales-report/format';

const NBSP = '\u00a0';

describe('the texts of the sales report', () => {
  it('names months in French', () => {
    expect(monthLabel('2019-03')).toBe('mars 2019');
    expect(monthLabel('2020-02')).toBe('février 2020');
    expect(shortMonthLabel('2020-01')).toBe('janv.');
    expect(shortMonthLabel('2019-12')).toBe('déc.');
  });

  it('writes a Paris day as dd/MM/yyyy without going through an instant', () => {
    expect(frenchDay('2020-02-29')).toBe('29/02/2020');
  });

  it('groups thousands with no-break spaces', () => {
    expect(formatCount(28651)).toBe(`28${NBSP}651`);
    expect(formatCount(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-1500)).toBe(`-1${NBSP}500`);
  });

  it('shortens axis amounts', () => {
    expect(formatCompactEuros(0)).toBe(`0${NBSP}€`);
    expect(formatCompactEuros(950)).toBe(`950${NBSP}€`);
    expect(formatCompactEuros(200_000)).toBe(`200${NBSP}k€`);
    expect(formatCompactEuros(-12_500)).toBe(`-12,5${NBSP}k€`);
    expect(formatCompactEuros(1_200_000)).toBe(`1,2${NBSP}M€`);
  });
});
