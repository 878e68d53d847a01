import { createHash } from 'node:crypto';
import { fail, type FakeFailure } from './errors';

/*
 * Versions of single records, the way an HTTP gateway may offer them: a strong ETag on the read of
 * one record (GET /billing/invoices/:id…), and If-Match honoured on every write under that
 * record's path (POST /billing/invoices/:id/mark-as-paid, PATCH /relationships/:id…): a write
 * whose If-Match is not the record's current ETag answers 412 and changes nothing. A write
 * without If-Match is served as before.
 */

/** A single-record read: a GET whose path ends with its one parameter, e.g. /relationships/:id. */
const SINGLE_RECORD = /^(\/[a-z-]+)+\/:id$/;

/** The ETag of a record's JSON answer: a digest of its bytes, quoted as HTTP wants it. */
export function etagOfBody(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Whether `ifMatch` (the header as sent) names `etag`; `*` names any current record. */
export function ifMatchPasses(ifMatch: string, etag: string): boolean {
  return ifMatch
    .split(',')
    .map((item) => item.trim())
    .some((item) => item === '*' || item === etag || item === `W/${etag}`);
}

export function preconditionFailed(): FakeFailure {
  return fail(412, 'PRECONDITION_FAILED', 'La ressource a été modifiée depuis sa lecture.');
}

/** What of a route definition (core/route.ts) the linking reads and sets. */
interface VersionedDef<D> {
  method: string;
  path: string;
  control?: boolean;
  versioned?: boolean;
  versionedBy?: D;
}

/**
 * Marks each single-record read (`versioned`) and links each write under its path to it
 * (`versionedBy`), so the route runner can answer ETags and check If-Match.
 */
export function linkRecordVersions<D extends VersionedDef<D>>(defs: readonly D[]): D[] {
  const reads = defs.filter((def) => def.method === 'GET' && !def.control && SINGLE_RECORD.test(def.path));
  return defs.map((def) => {
    if (reads.includes(def)) return { ...def, versioned: true };
    if (def.method === 'GET' || def.control) return def;
    const read = reads.find(
      (candidate) => def.path.startsWith(`${candidate.path}/`) || def.path === candidate.path,
    );
    return read ? { ...def, versionedBy: read } : def;
  });
}

/**
 * 412 when If-Match does not name the record's current version (the read's own answer, a 404, when
 * it has none); undefined to write.
 */
export async function refusedPrecondition(
  readCurrent: () => Promise<Response>,
  ifMatch: string,
): Promise<Response | undefined> {
  const answer = await readCurrent();
  if (!answer.ok) return answer;
  return ifMatchPasses(ifMatch, etagOfBody(await answer.text()))
    ? undefined
    : preconditionFailed().toResponse();
}

/** A single-record read's answer with its ETag. */
export async function withEtag(response: Response): Promise<Response> {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json'))
    return response;
  const body = await response.text();
  const headers = new Headers(response.headers);
  headers.set('etag', etagOfBody(body));
  return new Response(body, { status: response.status, headers });
}
