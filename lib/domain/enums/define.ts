// No schema library here: the catalogues' labels reach every list and record page in the browser.
// The server's schemas take a catalogue's values with `enumSchema` (./schema.ts).

/** Badge colours shared by every catalogue; the UI maps each tone to one style. */
export const TONES = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type Tone = (typeof TONES)[number];

export interface EnumEntry {
  /** What a staff user reads, in French. */
  label: string;
  /** Defaults to 'neutral'. */
  tone?: Tone;
  /** What the value means, in a French sentence, for screens that explain it. */
  hint?: string;
}

export interface EnumOption<V extends string> {
  value: V;
  label: string;
}

export interface EnumCatalogue<V extends string> {
  readonly values: readonly [V, ...V[]];
  /**
   * French label. Values the catalogue does not know (a gateway newer than the app) show as sent,
   * and null/undefined show as '' so a table cell stays empty rather than crashing.
   */
  label(value: V | (string & {}) | null | undefined): string;
  /** 'neutral' for unknown values. */
  tone(value: V | (string & {}) | null | undefined): Tone;
  /** The value's explanation, when the catalogue gives one; '' otherwise (and for unknown values). */
  hint(value: V | (string & {}) | null | undefined): string;
  /** In declaration order, for selects and filters. */
  readonly options: readonly EnumOption<V>[];
  is(value: unknown): value is V;
}

/**
 * Declares an enumeration once with its French labels. `entries` must name every value and
 * nothing else, so a value added without a label fails the type check. Each declaration carries the
 * `#__PURE__` annotation: a page's browser bundle then keeps only the catalogues it reads, not
 * every one of the module it imports.
 */
export function defineEnum<const V extends string>(
  values: readonly [V, ...V[]],
  entries: NoInfer<{ readonly [K in V]: EnumEntry }>,
): EnumCatalogue<V> {
  const known = new Set<string>(values);
  // The type check already demands this; the guard covers callers that cast their way past it.
  const unlabelled = values.filter((value) => !entries[value]?.label);
  if (unlabelled.length > 0 || known.size !== values.length || Object.keys(entries).length !== known.size) {
    throw new Error(
      `defineEnum: values and labels differ (${unlabelled.join(', ') || 'duplicates or extras'})`,
    );
  }
  const entryOf = (value: string | null | undefined): EnumEntry | undefined =>
    value != null && known.has(value) ? entries[value as V] : undefined;
  const is = (value: unknown): value is V => typeof value === 'string' && known.has(value);

  return Object.freeze({
    values,
    label: (value: string | null | undefined) => entryOf(value)?.label ?? value ?? '',
    tone: (value: string | null | undefined) => entryOf(value)?.tone ?? 'neutral',
    hint: (value: string | null | undefined) => entryOf(value)?.hint ?? '',
    options: Object.freeze(values.map((value) => ({ value, label: entries[value].label }))),
    is,
  });
}

/** A catalogue restricted to some of its values (e.g. a list filter), keeping labels, tones and hints. */
export function pickEnum<V extends string, const S extends V>(
  catalogue: EnumCatalogue<V>,
  subset: readonly [S, ...S[]],
): EnumCatalogue<S> {
  const entries = Object.fromEntries(
    subset.map((value) => [
      value,
      {
        label: catalogue.label(value),
        tone: catalogue.tone(value),
        hint: catalogue.hint(value) || undefined,
      },
    ]),
  ) as { [K in S]: EnumEntry };
  return defineEnum<S>(subset, entries);
}

/** The value type of a catalogue: `type UserType = EnumValue<typeof userType>`. */
export type EnumValue<C> = C extends EnumCatalogue<infer V> ? V : never;
