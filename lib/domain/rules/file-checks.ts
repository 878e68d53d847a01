import { ALLOWED_UPLOAD_MIME_TYPES, MAX_FILE_SIZE } from '@/lib/domain/constants';
import { fail, pass, type RuleResult } from './result';

/*
 * The SPEC §5 file rules as plain checks, without zod: the documents upload runs them in the
 * browser as files are picked; ./file.ts makes the forms' zod rules of them.
 */

export const FILE_MESSAGES = {
  invalidType: "Le format du fichier n'est pas valide.",
  tooLarge: "La taille du fichier n'est pas valide (10 Mo max).",
  required: 'Merci de sélectionner un fichier.',
} as const;

/** The SPEC only says the multi-file variant speaks of "l'un de vos fichiers". */
export const FILES_MESSAGES = {
  invalidType: "Le format de l'un de vos fichiers n'est pas valide.",
  tooLarge: "La taille de l'un de vos fichiers n'est pas valide (10 Mo max).",
  required: 'Merci de sélectionner au moins un fichier.',
} as const;

/** All the rules read of a file, so a browser File and a server action's File both pass through. */
export interface FileLike {
  readonly type: string;
  readonly size: number;
}

/** What a file field may hold: a File, or the FileList (or array) a file input gives. */
export type FileInput = File | FileLike | ArrayLike<File | FileLike>;

const ALLOWED_TYPES: ReadonlySet<string> = new Set(ALLOWED_UPLOAD_MIME_TYPES);

function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).type === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

/**
 * A form posted with an empty file input carries a nameless, empty file
 * (application/octet-stream): that is "no file chosen", not a file of the wrong format.
 */
function isNoFileChosen(value: unknown): boolean {
  return isFileLike(value) && value.size === 0 && (value as { name?: unknown }).name === '';
}

/** The files a field holds, whatever its shape; a value that holds no file gives []. */
function filesOf(value: unknown): unknown[] {
  const isList =
    typeof value === 'object' && value !== null && typeof (value as ArrayLike<unknown>).length === 'number';
  const all = isFileLike(value) ? [value] : isList ? Array.from(value as ArrayLike<unknown>) : [];
  return all.filter((candidate) => !isNoFileChosen(candidate));
}

// "image/JPEG; name=x" is still a JPEG: MIME types are case-insensitive and may carry parameters.
const baseType = (type: string) => type.split(';')[0].trim().toLowerCase();

function checkFile(
  candidate: unknown,
  messages: typeof FILE_MESSAGES | typeof FILES_MESSAGES,
): string | undefined {
  if (!isFileLike(candidate) || !ALLOWED_TYPES.has(baseType(candidate.type))) return messages.invalidType;
  if (!(candidate.size < MAX_FILE_SIZE)) return messages.tooLarge;
  return undefined;
}

/*
 * The parsed value is typed File because every caller holds one (a browser input, a server
 * action's FormData) and passes it on to an upload; the checks themselves only read type and size.
 */

/** One required file: an allowed type (ALLOWED_UPLOAD_MIME_TYPES) and strictly under 10 MB. */
export function checkRequiredFile(value: unknown): RuleResult<File> {
  const [first] = filesOf(value);
  if (first === undefined) return fail(FILE_MESSAGES.required);
  const problem = checkFile(first, FILE_MESSAGES);
  return problem ? fail(problem) : pass(first as File);
}

/** At least one file, each as `file` requires; the first file at fault names the message. */
export function checkRequiredFiles(value: unknown): RuleResult<File[]> {
  const all = filesOf(value);
  if (all.length === 0) return fail(FILES_MESSAGES.required);
  for (const candidate of all) {
    const problem = checkFile(candidate, FILES_MESSAGES);
    if (problem) return fail(problem);
  }
  return pass(all as File[]);
}
