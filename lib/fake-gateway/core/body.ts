import { z } from 'zod';
import { ALLOWED_UPLOAD_MIME_TYPES, MAX_FILE_SIZE } from '@/lib/domain/constants';
import { badRequest, fail, type FakeFailure } from './errors';

/**
 * Body and query parsing for the handlers. Every failure is a FakeFailure with a 4xx status and
 * a body, so bad input never reaches a handler and never crashes the server.
 */

/** Above this, the request is refused before its body is read (a 10 MB file plus its JSON parts). */
export const MAX_REQUEST_BYTES = MAX_FILE_SIZE + 1_048_576;

function checked<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(`${what} invalide.`, parsed.error.issues);
  return parsed.data;
}

function checkDeclaredLength(request: Request): void {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared >= MAX_REQUEST_BYTES) throw tooLarge();
}

export function tooLarge(): FakeFailure {
  return fail(413, 'PAYLOAD_TOO_LARGE', "La taille du fichier n'est pas valide (10 Mo max).");
}

export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  checkDeclaredLength(request);
  const text = await request.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    throw badRequest('Corps JSON mal formé.');
  }
  return checked(schema, value, 'Corps de la requête');
}

/** Query parameters as an object; a repeated key gives a list (`documentIds=a&documentIds=b`). */
export function queryObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const previous = out[key];
    out[key] =
      previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return out;
}

export function parseQuery<S extends z.ZodType>(params: URLSearchParams, schema: S): z.output<S> {
  return checked(schema, queryObject(params), 'Paramètres de la requête');
}

export async function parseForm<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  checkDeclaredLength(request);
  const type = request.headers.get('content-type') ?? '';
  if (!type.includes('application/x-www-form-urlencoded')) {
    throw badRequest('Le corps doit être encodé en application/x-www-form-urlencoded.');
  }
  const params = new URLSearchParams(await request.text());
  const values: Record<string, string> = {};
  for (const [key, value] of params) values[key] = value;
  return checked(schema, values, 'Formulaire');
}

export interface Multipart {
  readonly form: FormData;
  /** The files of a field; each checked for size (413) and type (415). */
  files(name: string, options?: { required?: boolean }): File[];
  /** The single file of a field. */
  file(name: string): File;
  /** A JSON part (sent as a string field or a Blob), parsed with its schema. */
  json<S extends z.ZodType>(name: string, schema: S): Promise<z.output<S>>;
}

const allowedTypes = new Set<string>(ALLOWED_UPLOAD_MIME_TYPES);

function checkFile(file: File): File {
  if (file.size >= MAX_FILE_SIZE) throw tooLarge();
  if (file.size === 0) throw fail(400, 'EMPTY_DOCUMENT', 'Le document ne contient aucune donnée.');
  if (!allowedTypes.has(file.type)) {
    throw fail(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Le format du fichier n'est pas valide : ${file.type || 'inconnu'}.`,
    );
  }
  return file;
}

export async function parseMultipart(request: Request): Promise<Multipart> {
  checkDeclaredLength(request);
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw badRequest('Le corps doit être encodé en multipart/form-data.');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('Corps multipart mal formé.');
  }
  const files = (name: string, options: { required?: boolean } = {}): File[] => {
    const found = form.getAll(name).filter((value): value is File => typeof value !== 'string');
    if (found.length === 0 && options.required !== false) throw badRequest(`Fichier manquant : ${name}.`);
    return found.map(checkFile);
  };
  return {
    form,
    files,
    file: (name) => files(name)[0],
    json: async (name, schema) => {
      const part = form.get(name);
      if (part === null) throw badRequest(`Partie manquante : ${name}.`);
      const text = typeof part === 'string' ? part : await part.text();
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw badRequest(`Partie JSON mal formée : ${name}.`);
      }
      return checked(schema, value, `Partie ${name}`);
    },
  };
}
