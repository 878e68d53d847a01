/**
 * Hostile answers (failure rules with a `body` that rewrites the real answer): the entity the
 * handler produced, walked generically, with its free text turned into markup and script payloads
 * or its shape broken in one precise way, so the app's escaping and its schema-mismatch path can be
 * proven on every screen without a hand-written body per call.
 */

export const ANSWER_MUTATIONS = [
  'hostile-text',
  'missing-field',
  'wrong-type',
  'date-without-offset',
  'unknown-enum',
  'null-list',
] as const;
export type AnswerMutation = (typeof ANSWER_MUTATIONS)[number];

export const UNKNOWN_ENUM = 'SOMETHING_NEW';
export const HOSTILE_LINK = 'javascript:alert(1)';
export const HOSTILE_TEXTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{{7*7}}',
  '\u202Eevil.exe\u202C txt.pdf',
  'W'.repeat(5_000),
] as const;

export type FieldKind = 'link' | 'text' | 'other';

const LINK_KEY = /^(uri|url|href)$|(Uri|Url|Href)$/;
const TEXT_KEY =
  /(name|label|title|description|message|content|comment|reason|text|street|city|address|details|subject|note|summary)$/i;
/** Keys that end like text but hold ids, codes, enums or dates. */
const NOT_TEXT_KEY = /(^id$|Ids?$|code$|status$|state$|type$|date$|At$|email$|phone$|siret$|sku$|token$)/i;
const ENUM_CODE = /^[A-Z][A-Z0-9_]*$/;
const DATE_TIME_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})$/;

/**
 * What a string field holds, from its key and value: a link the app may render as an href,
 * free text a person typed (or a file name), or anything else (ids, enum codes, dates, numbers).
 */
export function classifyField(key: string, value: unknown): FieldKind {
  if (typeof value !== 'string') return 'other';
  if (LINK_KEY.test(key)) return 'link';
  if (NOT_TEXT_KEY.test(key) || !TEXT_KEY.test(key)) return 'other';
  if (ENUM_CODE.test(value) || DATE_TIME_WITH_OFFSET.test(value)) return 'other';
  return 'text';
}

const ENUM_KEY = /^(status|type)$|(Status|Type)$/;

type Json = unknown;

/** Rebuilds every object and array, letting `visit` replace a keyed value (undefined = drop it). */
function walk(value: Json, visit: (key: string, value: Json) => Json | typeof KEEP | undefined): Json {
  if (Array.isArray(value)) return value.map((item) => walk(item, visit));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    const replaced = visit(key, child);
    if (replaced === KEEP) out[key] = walkKeyed(key, child, visit);
    else if (replaced !== undefined) out[key] = replaced;
  }
  return out;
}

/** Strings inside an array keep their parent's key (a list of comments is free text too). */
function walkKeyed(key: string, value: Json, visit: Parameters<typeof walk>[1]): Json {
  if (!Array.isArray(value)) return walk(value, visit);
  return value.map((item) => {
    if (item !== null && typeof item === 'object') return walk(item, visit);
    const replaced = visit(key, item);
    return replaced === KEEP ? item : replaced;
  });
}

const KEEP = Symbol('keep');

/** The real answer, rewritten as the mutation says. */
export function mutateAnswer(body: Json, mutation: AnswerMutation): Json {
  let next = 0;
  const hostileText = () => HOSTILE_TEXTS[next++ % HOSTILE_TEXTS.length];
  switch (mutation) {
    case 'hostile-text':
      return walk(body, (key, value) => {
        const kind = classifyField(key, value);
        if (kind === 'link') return HOSTILE_LINK;
        if (kind === 'text') return hostileText();
        return KEEP;
      });
    case 'missing-field':
      return walk(body, (key) => (key === 'id' ? undefined : KEEP));
    case 'wrong-type':
      return walk(body, (key, value) =>
        typeof value === 'string' && (key === 'id' || classifyField(key, value) === 'text') ? 12345 : KEEP,
      );
    case 'date-without-offset':
      return walk(body, (_key, value) => {
        const match = typeof value === 'string' ? DATE_TIME_WITH_OFFSET.exec(value) : null;
        return match ? match[1] : KEEP;
      });
    case 'unknown-enum':
      return walk(body, (key, value) =>
        typeof value === 'string' && ENUM_KEY.test(key) && ENUM_CODE.test(value) ? UNKNOWN_ENUM : KEEP,
      );
    case 'null-list':
      return walk(body, (_key, value) => (Array.isArray(value) ? null : KEEP));
  }
}
