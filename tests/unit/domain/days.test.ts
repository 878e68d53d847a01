import { describe, expect, it } from 'vitest';
import { parisDay, todayInParis } from '@/lib/domain/days';

describe('parisDay and todayInParis', () => {
  it('give the Paris calendar day of an instant, across midnight and summer time', () => {
    expect(parisDay('2020-03-03T22:59:59Z')).toBe('2020-03-03');
    expect(parisDay('2020-03-03T23:00:00Z')).toBe('2020-03-04');
    expect(parisDay('2020-07-14T21:59:59Z')).toBe('2020-07-14');
    expect(parisDay('2020-07-14T22:00:00Z')).toBe('2020-07-15');
    expect(parisDay(new Date('2020-12-31T23:30:00Z'))).toBe('2021-01-01');
  });

  it('give nothing for a missing or unparseable value', () => {
    expect(parisDay(undefined)).toBe('');
    expect(parisDay('pas une date')).toBe('');
  });

  it("today is the Paris day, not the server's UTC day", () => {
    expect(todayInParis(new Date('2024-05-31T22:30:00Z'))).toBe('2024-06-01');
  });
});
