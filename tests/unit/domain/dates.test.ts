import { TZDate } from '@date-fns/tz';
import { format, isValid, parseISO } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  parisDateTime,
  parisDateTimeToIso,
  toIsoWithOffset,
  toParisDayAndTime,
} from '@/lib/domain/dates';
import { isoDateTime } from '@/lib/domain/schemas';

const serverZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = serverZone;
});

describe('formatDate and formatDateTime', () => {
  it('show a winter date in Paris time (UTC+1), crossing midnight', () => {
    expect(formatDateTime('2020-03-03T23:30:00Z')).toBe('04/03/2020 00:30:00');
    expect(formatDate('2020-03-03T23:30:00Z')).toBe('04/03/2020');
  });

  it('show a summer date in Paris time (UTC+2)', () => {
    expect(formatDateTime('2020-07-14T22:15:05Z')).toBe('15/07/2020 00:15:05');
    expect(formatDate('2020-07-14T21:59:59Z')).toBe('14/07/2020');
  });

  it('follow the switch to summer time', () => {
    expect(formatDateTime('2020-03-29T00:59:59Z')).toBe('29/03/2020 01:59:59');
    expect(formatDateTime('2020-03-29T01:00:00Z')).toBe('29/03/2020 03:00:00');
  });

  it('follow both switches however often the days around them are read, in any order', () => {
    const instants: [string, string][] = [
      ['2020-10-24T21:59:59Z', '24/10/2020 23:59:59'],
      ['2020-10-25T00:59:59Z', '25/10/2020 02:59:59'],
      ['2020-10-25T01:00:00Z', '25/10/2020 02:00:00'],
      ['2020-10-25T23:00:00Z', '26/10/2020 00:00:00'],
      ['2020-03-28T23:30:00Z', '29/03/2020 00:30:00'],
      ['2020-03-29T01:30:00Z', '29/03/2020 03:30:00'],
      ['2020-03-29T23:59:59Z', '30/03/2020 01:59:59'],
    ];
    for (const round of [instants, [...instants].reverse(), instants]) {
      for (const [instant, shown] of round) expect(formatDateTime(instant)).toBe(shown);
    }
  });

  it('read the offset the gateway sends', () => {
    expect(formatDateTime('2020-03-03T10:00:00.000+01:00')).toBe('03/03/2020 10:00:00');
    expect(formatDateTime('2020-03-03T10:00:00.000-05:00')).toBe('03/03/2020 16:00:00');
  });

  it('accept Date objects and epoch milliseconds', () => {
    expect(formatDateTime(new Date('2020-03-03T09:00:00Z'))).toBe('03/03/2020 10:00:00');
    expect(formatDate(Date.UTC(2020, 11, 31, 23, 0, 0))).toBe('01/01/2021');
  });

  it('do not depend on the server time zone', () => {
    process.env.TZ = 'America/New_York';
    expect(formatDateTime('2020-03-03T23:30:00Z')).toBe('04/03/2020 00:30:00');
    process.env.TZ = 'Asia/Tokyo';
    expect(formatDate('2020-03-03T22:30:00Z')).toBe('03/03/2020');
  });

  it('agree with date-fns in the Paris zone at every hour of the day over a year, both clock changes included', () => {
    const start = Date.UTC(2020, 0, 1);
    for (let time = start; time < Date.UTC(2021, 0, 1); time += 5 * 3_600_000 + 1_001) {
      const reference = format(new TZDate(time, 'Europe/Paris'), 'dd/MM/yyyy HH:mm:ss');
      expect(formatDateTime(time)).toBe(reference);
      expect(formatDate(time)).toBe(reference.slice(0, 10));
    }
  });

  it('read the same instant as date-fns parseISO did, whatever the machine zone, and refuse what it refused', () => {
    const inputs = [
      '2020-03-03T10:00:00.000+01:00',
      '2020-03-03T10:00:00.5-05:30',
      '2020-03-03T10:00:00,25Z',
      '2020-03-03T10:00+0200',
      '2020-03-03T10:00:00+02',
      '2020-03-03 10:00:00Z',
      '2020-03-03T10:00:00',
      '2020-03-03',
      '2020-02-29T23:59:59.999Z',
      '2020-03-03T24:00:00Z',
      '2019-02-29T10:00:00Z',
      '2020-03-03T24:30:00Z',
      '2020-03-03T10:60:00Z',
      '03/03/2020',
      '2020-03-03T10:00:00+01:00 trailing',
    ];
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = zone;
      for (const input of inputs) {
        const reference = parseISO(input);
        expect(formatDateTime(input), `${input} in ${zone}`).toBe(
          isValid(reference)
            ? format(new TZDate(reference.getTime(), 'Europe/Paris'), 'dd/MM/yyyy HH:mm:ss')
            : '',
        );
      }
    }
  });

  it('give an empty string for missing or invalid input', () => {
    for (const value of [null, undefined, '', 'not a date', '2020-13-45T00:00:00Z', new Date(Number.NaN)]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });
});

describe('toIsoWithOffset', () => {
  it('serialises with milliseconds and the Paris offset of the day', () => {
    expect(toIsoWithOffset(new Date('2020-03-03T09:00:00Z'))).toBe('2020-03-03T10:00:00.000+01:00');
    expect(toIsoWithOffset(Date.UTC(2020, 6, 14, 8, 30, 15, 250))).toBe('2020-07-14T10:30:15.250+02:00');
  });

  it('produces what the entity schemas accept, and the same instant', () => {
    const instant = new Date('2020-03-03T23:30:00.123Z');
    const wire = toIsoWithOffset(instant);
    expect(isoDateTime.safeParse(wire).success).toBe(true);
    expect(new Date(wire).getTime()).toBe(instant.getTime());
  });

  it('refuses an invalid date', () => {
    expect(() => toIsoWithOffset(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toIsoWithOffset('yesterday')).toThrow(RangeError);
  });
});

describe('parisDateTimeToIso', () => {
  it('reads a day and a time as a Paris wall clock, with the winter or summer offset', () => {
    expect(parisDateTimeToIso('2020-03-03', '14:30')).toBe('2020-03-03T14:30:00.000+01:00');
    expect(parisDateTimeToIso('2020-07-14', '09:05')).toBe('2020-07-14T09:05:00.000+02:00');
  });

  it('changes offset with the clocks on the last Sunday of March', () => {
    expect(parisDateTimeToIso('2020-03-29', '01:59')).toBe('2020-03-29T01:59:00.000+01:00');
    expect(parisDateTimeToIso('2020-03-29', '03:00')).toBe('2020-03-29T03:00:00.000+02:00');
    expect(new Date(parisDateTimeToIso('2020-03-29', '03:00')!).getTime()).toBe(
      Date.parse('2020-03-29T01:00:00Z'),
    );
  });

  it('refuses the hour the spring change skips rather than moving it', () => {
    expect(parisDateTime('2020-03-29', '02:30')).toBeUndefined();
    expect(parisDateTimeToIso('2020-03-29', '02:00')).toBeUndefined();
  });

  it('gives the instant TZDate gave for every quarter hour of both clock-change days', () => {
    for (const day of ['2020-03-29', '2020-10-25']) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.trunc(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        const [year, month, date] = day.split('-').map(Number);
        const reference = new TZDate(
          year,
          month - 1,
          date,
          Math.trunc(minute / 60),
          minute % 60,
          'Europe/Paris',
        );
        const shown = format(reference, 'yyyy-MM-dd HH:mm') === `${day} ${time}`;
        expect(parisDateTime(day, time)?.getTime(), `${day} ${time}`).toBe(
          shown ? reference.getTime() : undefined,
        );
      }
    }
  });

  it('gives an instant of the repeated autumn hour', () => {
    const iso = parisDateTimeToIso('2020-10-25', '02:30');
    expect(iso).toMatch(/^2020-10-25T02:30:00\.000\+0[12]:00$/);
  });

  it('does not depend on the server time zone', () => {
    process.env.TZ = 'America/New_York';
    expect(parisDateTimeToIso('2020-03-03', '00:15')).toBe('2020-03-03T00:15:00.000+01:00');
    process.env.TZ = 'Asia/Tokyo';
    expect(parisDateTime('2020-07-14', '23:45')?.toISOString()).toBe('2020-07-14T21:45:00.000Z');
  });

  it.each([
    ['', ''],
    ['2020-03-03', ''],
    ['', '10:00'],
    ['2020-02-30', '10:00'],
    ['03/03/2020', '10:00'],
    ['2020-03-03', '24:00'],
    ['2020-03-03', '10:60'],
    ['2020-03-03', '9:00'],
    ['2020-03-03', '10h00'],
  ])('refuses %j at %j', (day, time) => {
    expect(parisDateTimeToIso(day, time)).toBeUndefined();
  });
});

describe('toParisDayAndTime', () => {
  it('gives back what the inputs showed, dropping the seconds', () => {
    expect(toParisDayAndTime('2020-03-03T14:30:45.000+01:00')).toEqual({ day: '2020-03-03', time: '14:30' });
    expect(toParisDayAndTime('2020-07-14T22:15:00Z')).toEqual({ day: '2020-07-15', time: '00:15' });
  });

  it('round-trips with parisDateTimeToIso across the spring change', () => {
    const parts = toParisDayAndTime('2020-03-29T01:30:00Z')!;
    expect(parts).toEqual({ day: '2020-03-29', time: '03:30' });
    expect(parisDateTimeToIso(parts.day, parts.time)).toBe('2020-03-29T03:30:00.000+02:00');
  });

  it('gives undefined without a date', () => {
    expect(toParisDayAndTime(null)).toBeUndefined();
    expect(toParisDayAndTime('nope')).toBeUndefined();
  });
});
