import { z } from 'zod';
import { pathFor } from '@/lib/access';
import type { ActionResult } from '@/lib/action-result';
import { handleRoute } from '@/lib/auth/handle-route';
import { runAction } from '@/lib/auth/run-action';
import { uploadedForm, type ProjectParams } from '@/lib/auth/upload-route';
import { DOCUMENT_MESSAGES, documentsAddedMessage } from '@/lib/documents/messages';
import { businessErrorMessage } from '@/lib/domain/errors';
import { FILES_MESSAGES, files } from '@/lib/domain/rules';
import { GatewayError, HttpError } from '@/lib/gateway/errors';
import { addProjectDocuments, getProject } from '@/lib/gateway/projects';
import { listDetails } from '@/lib/journal/entry';
import { json } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

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
export const POST = handleRoute<ProjectParams>(
  ({ id }) => ({
    action: 'editProjectDocuments',
    page: pathFor('projectView', { id }),
    answers: 'result',
    notFound: DOCUMENT_MESSAGES.uploadFailed,
  }),
  async ({ request, params: { id } }) => {
    // The runner refused a visitor or a role before the body is read: nobody uploads 10 MB to be
    // told they may not.
    const form = await uploadedForm(request);
    if (typeof form === 'number') {
      const message = form === 413 ? FILES_MESSAGES.tooLarge : FILES_MESSAGES.required;
      return json(form, { ok: false, message, fieldErrors: { files: message } });
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
    return json(statusOf(shown), shown);
  },
);
