import type { z } from 'zod';

/*
 * SPEC §5 "Response validation": in production an answer that differs from its schema is shown as
 * sent rather than failing the page. Shown as sent, a `null` list or a mistyped optional field
 * crashes the screen that maps or formats it, so the answer is first mended where the schema says
 * how: a list the schema expects (the whole answer or a field) becomes `[]`, and a field the schema can do without is dropped (or
 * set to `null` where only that is allowed). Anything else (a missing id or name) stays as sent, for
 * the screens to draw as best they can.
 */

type Container = Record<string | number, unknown>;
type Path = readonly PropertyKey[];

/** More issues than this and the answer is not worth mending field by field: it is kept as sent. */
const MAX_ISSUES = 500;

const ABSENT = Symbol('absent');

function parentOf(root: unknown, path: Path): Container | undefined {
  let node = root;
  for (const key of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Container)[key as string];
  }
  return node !== null && typeof node === 'object' ? (node as Container) : undefined;
}

function read(root: unknown, path: Path): unknown {
  const parent = parentOf(root, path);
  const key = path[path.length - 1] as string;
  return parent && key in parent ? parent[key] : ABSENT;
}

function write(root: unknown, path: Path, value: unknown): void {
  const parent = parentOf(root, path);
  if (!parent) return;
  const key = path[path.length - 1] as string;
  if (value === ABSENT) delete parent[key];
  else parent[key] = value;
}

const keyOf = (path: Path) => path.map(String).join('.');

function failingPaths(schema: z.ZodType, data: unknown): Set<string> {
  const result = schema.safeParse(data);
  return new Set(result.success ? [] : result.error.issues.map((issue) => keyOf(issue.path)));
}

/**
 * A copy of `data` mended along `issues` (those of `schema.safeParse(data)`): where the schema
 * expects a list and gets something else, `[]`; where a field has the wrong type or is missing, it
 * is dropped if the schema then accepts its place, else set to `null` if that is accepted, else
 * kept as sent. The answer's other fields are never touched.
 */
export function repairAnswer(schema: z.ZodType, data: unknown, issues: readonly z.core.$ZodIssue[]): unknown {
  // A list the schema expects for the whole answer (a catalogue, the discussions of a project).
  if (
    issues.some(
      (issue) => issue.path.length === 0 && issue.code === 'invalid_type' && issue.expected === 'array',
    )
  )
    return [];
  if (data === null || typeof data !== 'object' || issues.length > MAX_ISSUES) return data;
  const repaired = structuredClone(data);
  const fields: Path[] = [];
  for (const issue of issues) {
    // The whole answer, or a union/enum/format problem: nothing the shape of the schema can mend.
    if (issue.code !== 'invalid_type' || issue.path.length === 0) continue;
    if (issue.expected === 'array') write(repaired, issue.path, []);
    else fields.push(issue.path);
  }
  if (fields.length === 0) return repaired;

  const originals = fields.map((path) => read(repaired, path));
  // Try every field dropped, then `null` for the ones that still fail, then restore the rest.
  for (const path of fields) write(repaired, path, ABSENT);
  let failing = failingPaths(schema, repaired);
  const stillFailing = fields.filter((path) => failing.has(keyOf(path)));
  for (const path of stillFailing) write(repaired, path, null);
  failing = failingPaths(schema, repaired);
  fields.forEach((path, index) => {
    if (failing.has(keyOf(path))) write(repaired, path, originals[index]);
  });
  return repaired;
}

/**
 * Whether an answer is not the entity its schema describes at all: an object schema's answer that
 * is not an object, or lacks more than half of the fields the schema requires (a fixed error body,
 * another entity). There is no record to draw from it, so the call fails as a malformed body does.
 */
export function isUnusable(schema: z.ZodType, data: unknown): boolean {
  // A union of entities (a user of each type): none of them.
  const options = (schema as { options?: unknown }).options;
  if (Array.isArray(options) && options.length > 0)
    return options.every((option: z.ZodType) => isUnusable(option, data));
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape || typeof shape !== 'object') return false;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return true;
  const required = Object.keys(shape).filter((key) => !shape[key].safeParse(undefined).success);
  const missing = required.filter((key) => (data as Record<string, unknown>)[key] === undefined);
  return missing.length * 2 > required.length;
}
