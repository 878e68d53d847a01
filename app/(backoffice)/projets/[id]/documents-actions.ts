'use server';

import { z } from 'zod';
import type { ActionResult } from '@/lib/action-result';
import { runAction } from '@/lib/auth/run-action';
import { DOCUMENT_MESSAGES, documentsDeletedMessage } from '@/lib/documents/messages';
import { deleteProjectDocuments } from '@/lib/gateway/projects';
import { listDetails } from '@/lib/journal/entry';

const identifier = z.string().trim().min(1).max(100);
const deleteInput = z.object({
  projectId: identifier,
  documentIds: z.array(identifier).min(1, DOCUMENT_MESSAGES.noneSelected).max(500),
});

/** DELETE /projects/:id/documents for the documents ticked in the project's documents tab. */
export async function deleteProjectDocumentsAction(raw: unknown): Promise<ActionResult<number>> {
  return runAction(
    {
      route: 'projectView',
      action: 'editProjectDocuments',
      schema: deleteInput,
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
