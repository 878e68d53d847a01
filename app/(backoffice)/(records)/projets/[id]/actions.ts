'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { RefusedInputError, runAction } from '@/lib/auth/run-action';
import { DOCUMENT_MESSAGES, documentsDeletedMessage } from '@/lib/documents/messages';
import { WORKS_DATES_MESSAGES } from '@/lib/domain/rules';
import { HttpError } from '@/lib/gateway/errors';
import { deleteProjectDocuments } from '@/lib/gateway/projects';
import { declareConstructionStarted, scheduleConstruction } from '@/lib/gateway/works-acceptances';
import { listDetails } from '@/lib/journal/entry';
import { deleteDocumentsInput, scheduleInput, startInput } from './schema';
import { CONSTRUCTION_MESSAGES as C } from '@/lib/projects/messages';
import { completeWork } from '@/lib/queues/work';

/*
 * The project view's actions: the construction tab's (editConstruction in the role table) and the
 * documents tab's deletion. The gateway compares a day left out with the one it holds: its 400 is
 * that comparison failing, shown under the field.
 */

const onProject = ({ projectId }: { projectId: string }) => ({ type: 'projectView' as const, id: projectId });
const theProject = ({ projectId }: { projectId: string }) => ({ kind: 'project' as const, id: projectId });

/** The gateway's 400 on the dates, under the field it is about; any other failure as it is. */
function datesRefused(error: unknown, field: 'startDate' | 'endDate', message: string): unknown {
  if (!(error instanceof HttpError) || error.status !== 400) return error;
  return new RefusedInputError(
    new z.ZodError([{ code: 'custom', path: [field], message, input: undefined }]),
  );
}

/** PUT /projects/:id/construction with the days given. */
export async function scheduleConstructionAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'projectView',
      action: 'editConstruction',
      schema: scheduleInput,
      record: theProject,
      journalAction: 'scheduleConstruction',
      target: onProject,
      details: ({ startDate, endDate }) =>
        [startDate ? `Début : ${startDate}` : null, endDate ? `Fin : ${endDate}` : null]
          .filter(Boolean)
          .join(' · '),
      run: async ({ token }, { projectId, ...dates }) => {
        try {
          await scheduleConstruction(token, projectId, dates);
        } catch (error) {
          throw datesRefused(error, 'endDate', WORKS_DATES_MESSAGES.endBeforeStart);
        }
        // The project moved on: whoever moved it, its claim is done.
        await completeWork('project', projectId);
        return undefined;
      },
      success: C.scheduled,
      failure: C.scheduleFailed,
    },
    raw,
  );
}

/** POST /projects/:id/construction/started on the day given. */
export async function declareConstructionStartedAction(raw: unknown): Promise<ActionResult> {
  return runAction(
    {
      route: 'projectView',
      action: 'editConstruction',
      schema: startInput,
      record: theProject,
      journalAction: 'declareConstructionStarted',
      target: onProject,
      details: ({ startDate }) => `Début : ${startDate}`,
      run: async ({ token }, { projectId, startDate }) => {
        try {
          await declareConstructionStarted(token, projectId, { startDate });
        } catch (error) {
          throw datesRefused(error, 'startDate', C.startAfterEnd);
        }
        await completeWork('project', projectId);
        return undefined;
      },
      success: C.started,
      failure: C.startFailed,
    },
    raw,
  );
}

/** DELETE /projects/:id/documents for the documents ticked in the project's documents tab. */
export async function deleteProjectDocumentsAction(raw: unknown): Promise<ActionResult<number>> {
  return runAction(
    {
      route: 'projectView',
      action: 'editProjectDocuments',
      schema: deleteDocumentsInput,
      record: theProject,
      journalAction: 'deleteProjectDocuments',
      target: ({ projectId }) => ({ type: 'projectView', id: projectId }),
      details: ({ documentIds }) => `${documentIds.length} document(s) : ${listDetails(documentIds)}`,
      failure: DOCUMENT_MESSAGES.deleteFailed,
      success: documentsDeletedMessage,
      run: async ({ token }, { projectId, documentIds }) => {
        await deleteProjectDocuments(token, projectId, documentIds);
        return documentIds.length;
      },
    },
    raw,
  );
}
