import { formatDate, formatDateTime } from '@/lib/domain/dates';
import type { EnumCatalogue } from '@/lib/domain/enums/define';
import { formatEuros } from '@/lib/domain/money';
import { formatPhone } from '@/lib/domain/phone-display';

/*
 * How a tracked field reads in a "what changed" line and in the journal: French, as the record
 * pages show it. A formatter gets the raw value kept in a snapshot (JSON: a string, a number, a
 * list, null) and answers null for "nothing" (no date, no reason), which the line shows as a dash.
 */
export type Formatter = (value: unknown) => string | null;

const orNull = (text: string) => (text === '' ? null : text);
const asString = (value: unknown) => (typeof value === 'string' ? value : null);

export const text: Formatter = (value) => {
  const raw = asString(value)?.trim();
  return raw ? raw : null;
};

export const day: Formatter = (value) => orNull(formatDate(asString(value)));
// A date and its time are one value: a no-break space keeps them on one line wherever they are shown.
export const dateTime: Formatter = (value) => orNull(formatDateTime(asString(value)).replace(' ', '\u00a0'));
export const euros: Formatter = (value) => (typeof value === 'number' ? orNull(formatEuros(value)) : null);
export const phone: Formatter = (value) => orNull(formatPhone(asString(value)));
export const percentage: Formatter = (value) =>
  typeof value === 'number' ? `${String(value).replace('.', ',')}\u00a0%` : null;

/** One value of a catalogue, by its label. */
export function label(catalogue: Pick<EnumCatalogue<string>, 'label'>): Formatter {
  return (value) => orNull(catalogue.label(asString(value)));
}

/** A list of values, by their labels, in the snapshot's (sorted) order. */
export function labels(labelOf: (value: string) => string): Formatter {
  return (value) => {
    const list = Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    return list.length ? list.map(labelOf).join(', ') : null;
  };
}

/** A list by its length: « 3 prestations », null for none. */
export function count(one: string, many: string): Formatter {
  return (value) => {
    const length = Array.isArray(value) ? value.length : 0;
    return length ? `${length} ${length > 1 ? many : one}` : null;
  };
}
