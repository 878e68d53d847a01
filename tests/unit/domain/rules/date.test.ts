import { describe, expect, it } from 'vitest';
import { optionalDate, optionalDateTime, requiredDate, TIME_MESSAGES, worksDates } from '@/lib/domain/rules';
import { fieldMessagesOf, messagesOf } from './messages';

const startDate = requiredDate('date de début');
const INVALID = "Le format de la date n'est pas valide.";

describe('requiredDate', () => {
  it('reads yyyy-MM-dd as midnight in Paris', () => {
    expect(startDate.parse('2020-03-03').getTime()).toBe(Date.parse('2020-03-02T23:00:00.000Z'));
    expect(startDate.parse('2020-07-14').getTime()).toBe(Date.parse('2020-07-13T22:00:00.000Z'));
  });

  it('serialises the parsed day with its Paris offset, as the gateway expects', () => {
    expect(JSON.stringify(startDate.parse('2020-03-03'))).toBe('"2020-03-03T00:00:00.000+01:00"');
  });

  it('accepts a Date as is', () => {
    const date = new Date('2020-03-03T10:00:00.000Z');
    expect(startDate.parse(date).getTime()).toBe(date.getTime());
  });

  it.each([undefined, null, ''])('asks for the date when empty (%j)', (value) => {
    expect(messagesOf(startDate, value)).toEqual(["Merci d'indiquer la date de début."]);
  });

  it.each([
    new Date('not a date'),
    new Date(Number.NaN),
    '2020-02-30',
    '2020-13-01',
    '03/03/2020',
    '2020-3-3',
    'hier',
    20200303,
  ])('refuses %j', (value) => {
    expect(messagesOf(startDate, value)).toEqual([INVALID]);
  });
});

describe('optionalDate', () => {
  const endDate = optionalDate('date de fin');

  it.each([undefined, null, ''])('lets the field stay empty (%j)', (value) => {
    expect(endDate.safeParse(value)).toEqual({ success: true, data: undefined });
  });

  it('still refuses an invalid date', () => {
    expect(messagesOf(endDate, new Date('nope'))).toEqual([INVALID]);
    expect(messagesOf(endDate, '2021-02-29')).toEqual([INVALID]);
  });

  it('accepts a leap day', () => {
    expect(endDate.parse('2020-02-29')?.getTime()).toBe(Date.parse('2020-02-28T23:00:00.000Z'));
  });
});

describe('worksDates', () => {
  it('refuses an end before the start, under the end field', () => {
    expect(fieldMessagesOf(worksDates, { startDate: '2020-03-10', endDate: '2020-03-09' })).toEqual({
      endDate: ['La date de fin doit être ultérieure à la date de début.'],
    });
  });

  it('accepts an end on the start day, even earlier in that day', () => {
    expect(worksDates.safeParse({ startDate: '2020-03-10', endDate: '2020-03-10' }).success).toBe(true);
    expect(
      worksDates.safeParse({
        startDate: new Date('2020-03-10T15:00:00+01:00'),
        endDate: new Date('2020-03-10T08:00:00+01:00'),
      }).success,
    ).toBe(true);
  });

  it('compares Paris days, not UTC days', () => {
    // 00:30 in Paris on the 11th is still the 10th in UTC.
    expect(
      fieldMessagesOf(worksDates, {
        startDate: new Date('2020-03-11T00:30:00+01:00'),
        endDate: new Date('2020-03-10T23:30:00+01:00'),
      }),
    ).toEqual({ endDate: ['La date de fin doit être ultérieure à la date de début.'] });
  });

  it.each([{}, { startDate: '2020-03-10' }, { endDate: '2020-03-10' }, { startDate: '', endDate: '' }])(
    'accepts missing dates (%j)',
    (value) => {
      expect(worksDates.safeParse(value).success).toBe(true);
    },
  );

  it('reports an invalid date under its field', () => {
    expect(fieldMessagesOf(worksDates, { startDate: '2020-02-30', endDate: '2020-03-10' })).toEqual({
      startDate: [INVALID],
    });
  });
});

describe('optionalDateTime', () => {
  const meeting = optionalDateTime({ day: 'date du rendez-vous', time: 'heure du rendez-vous' });

  it('lets both inputs stay empty', () => {
    expect(meeting.safeParse({ day: '', time: ' ' })).toEqual({ success: true, data: undefined });
  });

  it('answers the ISO date-time with the Paris offset, summer time included', () => {
    expect(meeting.parse({ day: '2020-03-10', time: '14:30' })).toBe('2020-03-10T14:30:00.000+01:00');
    expect(meeting.parse({ day: '2020-03-29', time: '10:00' })).toBe('2020-03-29T10:00:00.000+02:00');
  });

  it('asks for the missing half under its own input', () => {
    expect(fieldMessagesOf(meeting, { day: '', time: '10:00' })).toEqual({
      day: ["Merci d'indiquer la date du rendez-vous."],
    });
    expect(fieldMessagesOf(meeting, { day: '2020-03-10', time: '' })).toEqual({
      time: ["Merci d'indiquer l'heure du rendez-vous."],
    });
  });

  it('refuses a wrong day or time', () => {
    expect(fieldMessagesOf(meeting, { day: '2020-02-30', time: '10:00' })).toEqual({ day: [INVALID] });
    expect(fieldMessagesOf(meeting, { day: '2020-03-10', time: '25:00' })).toEqual({
      time: [TIME_MESSAGES.invalid],
    });
    expect(fieldMessagesOf(meeting, { day: '2020-03-10', time: 'midi' })).toEqual({
      time: [TIME_MESSAGES.invalid],
    });
  });

  it('says why the hour the clocks skip is refused', () => {
    expect(fieldMessagesOf(meeting, { day: '2020-03-29', time: '02:30' })).toEqual({
      time: [TIME_MESSAGES.skipped],
    });
  });
});
