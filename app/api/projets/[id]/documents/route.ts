import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { canRunAction, loginUrlFor, matchRoute, pathFor } from '@/lib/access';
import { sessionExpired, type ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { isSameOriginRequest } from '@/lib/auth/same-origin';
import { getSession } from '@/lib/auth/session';
import { DOCUMENT_MESSAGES, documentsAddedMessage } from '@/lib/documents/messages';
import { MAX_UPLOAD_REQUEST_BYTES } from '@/lib/documents/upload';
import { businessErrorMessage } from '@/lib/domain/errors';
import { FILES_MESSAGES, files } from '@/lib/domain/rules';
import { GatewayError, HttpError } from '@/lib/gateway/errors';
import { addProjectDocuments, getProject } from '@/lib/gateway/projects';
import { listDetails } from '@/lib/journal/entry';

export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function answer(status: number, result: ActionResult<unknown>): NextResponse {
  return NextResponse.json(result, { status, headers: NO_STORE });
}

/** The HTTP status that goes with a refusal, for callers that read it rather than the body. */
function statusOf(result: ActionResult<unknown>): number {
  if (result.ok) return 200;
  if (result.sessionExpired) return 401;
  if (result.message === businessErrorMessage('FORBIDDEN')) return 403;
  if (result.message === DOCUMENT_MESSAGES.ownerNotMember) return 400;
  const fileError = result.fieldErrors?.files;
  if (fileError === FILES_MESSAGES.tooLarge) return 413;
  if (fileError === FILES_MESSAGES.invalidType) return 415;
  if (result.fieldErrors) return 400;
  return 502;
}

const uploadInput = z.object({
  ownerId: z
    .string({ error: DOCUMENT_MESSAGES.ownerRequired })
    .trim()
    .min(1, DOCUMENT_MESSAGES.ownerRequired)
    .max(100),
  files,
});

class NotProjectMemberError extends GatewayError {}

/** The gateway's own file refusals, in the words of the SPEC §5 rule the browser applied. */
function fileRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.status === 413) return new GatewayError(error.message, { userMessage: FILES_MESSAGES.tooLarge });
  if (error.status === 415)
    return new GatewayError(error.message, { userMessage: FILES_MESSAGES.invalidType });
  return error;
}

/**
 * POST multipart `files` (FileUpload sends one per request) and `ownerId`: the project's owner or
 * a professional positioned on it. Access and the SPEC §5 file rules are checked again here, then
 * the files go on to POST /projects/:id/documents with the multipart timeout. The answer is an
 * ActionResult, whatever happens, with a status that says the same.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const projectPath = pathFor('projectView', { id });
  if (!matchRoute(projectPath)) return answer(404, { ok: false, message: DOCUMENT_MESSAGES.uploadFailed });

  if (!isSameOriginRequest(request))
    return answer(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });

  // Refused before the body is read: nobody uploads 10 MB to be told they may not.
  const session = await getSession();
  if (!session) return answer(401, sessionExpired(loginUrlFor(projectPath)));
  if (!canRunAction(session.user.roles, 'editProjectDocuments'))
    return answer(403, { ok: false, message: businessErrorMessage('FORBIDDEN') });

  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > MAX_UPLOAD_REQUEST_BYTES)
    return answer(413, {
      ok: false,
      message: FILES_MESSAGES.tooLarge,
      fieldErrors: { files: FILES_MESSAGES.tooLarge },
    });
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    return answer(415, {
      ok: false,
      message: FILES_MESSAGES.required,
      fieldErrors: { files: FILES_MESSAGES.required },
    });

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return answer(400, {
      ok: false,
      message: FILES_MESSAGES.required,
      fieldErrors: { files: FILES_MESSAGES.required },
    });
  }

  const result = await runAction(
    {
      route: 'projectView',
      action: 'editProjectDocuments',
      schema: uploadInput,
      journalAction: 'addProjectDocuments',
      target: () => ({ type: 'projectView', id }),
      // The files' names, never their content.
      details: ({ ownerId, files: chosen }) =>
        `${chosen.length} document(s) de ${ownerId} : ${listDetails(chosen.map((file) => file.name))}`,
      failure: DOCUMENT_MESSAGES.uploadFailed,
      success: documentsAddedMessage,
      run: async ({ token }, { ownerId, files: chosen }) => {
        const project = await getProject(token, id);
        const members = [
          project.owner.id,
          ...project.professionals.relationships.map((item) => item.user.id),
        ];
        if (!members.includes(ownerId))
          throw new NotProjectMemberError('ownerId is no member of the project', {
            userMessage: DOCUMENT_MESSAGES.ownerNotMember,
          });
        try {
          await addProjectDocuments(token, id, { ownerId, files: chosen });
        } catch (error) {
          throw fileRefusal(error);
        }
        return chosen.length;
      },
    },
    { ownerId: form.get('ownerId') ?? undefined, files: form.getAll('files') },
  );
  // The upload shows one toast, no form: a refused field's own message says more than "correct the fields".
  const shown =
    !result.ok && result.fieldErrors
      ? { ...result, message: Object.values(result.fieldErrors)[0] ?? result.message }
      : result;
  return answer(statusOf(shown), shown);
}
