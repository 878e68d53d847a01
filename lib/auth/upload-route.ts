import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { canRunAction, loginUrlFor, matchRoute, type ActionId } from '@/lib/access';
import { INVALID_FORM_MESSAGE, sessionExpired, type ActionResult } from '@/lib/action-result';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/documents/upload';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { FILE_MESSAGES } from '@/lib/domain/rules';
import { HttpError } from '@/lib/gateway/errors';
import { RefusedInputError, runAction, type ActionSpec } from './run-action';
import { isSameOriginRequest } from './same-origin';
import { getSession, type Session } from './session';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** The name of the file part of every form posted here (useUploadForm's file input). */
export const FILE_FIELD = 'file';

export interface UploadRouteSpec<S extends z.ZodType, T> extends Omit<
  ActionSpec<S, T>,
  'action' | 'returnTo' | 'run'
> {
  /** The action of the role table the upload is (ACTIONS): checked before the body is read. */
  action: ActionId;
  /** The page that posts the form: where a visitor comes back after signing in again. */
  returnTo: string;
  /**
   * Calls the gateway with the parsed form. `raw` is the form as posted, for the rules that need
   * the gateway's data first (`parseOrRefuse` with the same schema built from that data).
   */
  run: (session: Session, input: z.output<S>, raw: Record<string, unknown>) => Promise<T>;
}

function answer(status: number, result: ActionResult<unknown>): NextResponse {
  return NextResponse.json(result, { status, headers: NO_STORE });
}

/** The HTTP status that says the same as the result, for callers that read it rather than the body. */
function statusOf(result: ActionResult<unknown>): number {
  if (result.ok) return 200;
  if (result.sessionExpired) return 401;
  if (result.message === businessErrorMessage('FORBIDDEN')) return 403;
  const fileError = result.fieldErrors?.[FILE_FIELD];
  if (fileError === FILE_MESSAGES.tooLarge) return 413;
  if (fileError === FILE_MESSAGES.invalidType) return 415;
  if (result.fieldErrors) return 400;
  return 502;
}

const fileRefused = (message: string): ActionResult<never> => ({
  ok: false,
  message: INVALID_FORM_MESSAGE,
  fieldErrors: { [FILE_FIELD]: message },
});

/** The gateway's own refusal of the file, under the file field in the words of SPEC §5. */
function fileRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError) || (error.status !== 413 && error.status !== 415)) return error;
  const message = error.status === 413 ? FILE_MESSAGES.tooLarge : FILE_MESSAGES.invalidType;
  return new RefusedInputError(
    new z.ZodError([{ code: 'custom', path: [FILE_FIELD], message, input: undefined }]),
  );
}

/** The parts of a multipart form as the form held them: texts, and the file of FILE_FIELD. */
function rawValues(form: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (name === FILE_FIELD) continue;
    if (typeof value === 'string' && !(name in raw)) raw[name] = value;
  }
  raw[FILE_FIELD] = form.get(FILE_FIELD);
  return raw;
}

/**
 * A route handler receiving a creation form with its file (useUploadForm). In this order: a
 * request from another site or with no Origin, a visitor and a role the action's row keeps out are refused before
 * the body is read, then a body larger than one file can make and one that is no multipart form;
 * then the form goes through runAction (the same zod schema as the browser, over the same raw
 * values) and the spec's `run` calls the gateway with the multipart timeout. The answer is always
 * an ActionResult, with an HTTP status that says the same.
 */
export async function runUploadRoute<S extends z.ZodType, T>(
  request: NextRequest,
  spec: UploadRouteSpec<S, T>,
): Promise<NextResponse> {
  // An id no page could have (an empty or oversized one) names no record: nothing to check further.
  if (!matchRoute(spec.returnTo))
    return answer(404, { ok: false, message: spec.failure ?? DEFAULT_ERROR_MESSAGE });

  if (!isSameOriginRequest(request))
    return answer(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });

  const session = await getSession();
  if (!session) return answer(401, sessionExpired(loginUrlFor(spec.returnTo)));
  if (!canRunAction(session.user.roles, spec.action))
    return answer(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });

  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return answer(413, fileRefused(FILE_MESSAGES.tooLarge));
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return answer(415, fileRefused(FILE_MESSAGES.required));

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer(400, fileRefused(FILE_MESSAGES.required));
  }

  const raw = rawValues(form);
  const result = await runAction(
    {
      ...spec,
      run: async (current: Session, input: z.output<S>) => {
        try {
          return await spec.run(current, input, raw);
        } catch (error) {
          throw fileRefusal(error);
        }
      },
    },
    raw,
  );
  return answer(statusOf(result), result);
}
