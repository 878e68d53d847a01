import 'server-only';
import { z } from 'zod';
import { pathFor, type ActionId } from '@/lib/access';
import { INVALID_FORM_MESSAGE, type ActionResult } from '@/lib/action-result';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/documents/upload';
import { businessErrorMessage, DEFAULT_ERROR_MESSAGE } from '@/lib/domain/errors';
import { FILE_MESSAGES } from '@/lib/domain/rules';
import { HttpError } from '@/lib/gateway/errors';
import { json } from '@/lib/route-responses';
import { handleRoute, type RouteHandler } from './handle-route';
import { RefusedInputError, runAction, type ActionSpec } from './run-action';
import type { Session } from './session';

/** The path parameters of the project's upload routes (app/api/projets/[id]/…). */
export type ProjectParams = { id: string };

/** The name of the file part of every form posted here (useUploadForm's file input). */
export const FILE_FIELD = 'file';

export interface UploadRouteSpec<S extends z.ZodType, T> extends Omit<
  ActionSpec<S, T>,
  'route' | 'action' | 'returnTo' | 'target' | 'run'
> {
  /**
   * The action of the role table the upload is (ACTIONS): checked before the body is read. Its
   * page is the project's, which posts the form, is where signing in again comes back to, and is
   * what the journal names as the action's target.
   */
  action: ActionId;
  /**
   * Calls the gateway with the parsed form. `raw` is the form as posted, for the rules that need
   * the gateway's data first (`parseOrRefuse` with the same schema built from that data).
   */
  run: (session: Session, input: z.output<S>, raw: Record<string, unknown>) => Promise<T>;
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
 * The body of an upload, read only when it can be one: 413 when larger than one file can make,
 * 415 when it is no multipart form, 400 when it cannot be read as one.
 */
export async function uploadedForm(request: Request): Promise<FormData | 413 | 415 | 400> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_UPLOAD_REQUEST_BYTES) return 413;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return 415;
  try {
    return await request.formData();
  } catch {
    return 400;
  }
}

/**
 * A route handler receiving a creation form with its file (useUploadForm), on the route runner:
 * the page's path, a request from another site or with no Origin, a visitor and a role the
 * action's row keeps out are refused before the body is read, then a body larger than one file can
 * make and one that is no multipart form; then the form goes through runAction (the same zod schema
 * as the browser, over the same raw values) and the spec's `run` calls the gateway with the
 * multipart timeout. The answer is always an ActionResult, with an HTTP status that says the same.
 */
export function uploadRoute<S extends z.ZodType, T>(
  specOf: (params: ProjectParams) => UploadRouteSpec<S, T>,
): RouteHandler<ProjectParams> {
  return handleRoute<ProjectParams>(
    ({ id }) => {
      const { action, failure } = specOf({ id });
      const page = pathFor('projectView', { id });
      return { action, page, answers: 'result', notFound: failure ?? DEFAULT_ERROR_MESSAGE };
    },
    async ({ request, params: { id }, page }) => {
      const spec = specOf({ id });
      const form = await uploadedForm(request);
      if (typeof form === 'number')
        return json(form, fileRefused(form === 413 ? FILE_MESSAGES.tooLarge : FILE_MESSAGES.required));
      const raw = rawValues(form);
      const result = await runAction(
        {
          ...spec,
          route: 'projectView',
          returnTo: page,
          target: () => ({ type: 'projectView', id }),
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
      return json(statusOf(result), result);
    },
  );
}
