/**
 * The inputs of the project view's actions, parsed by their server actions. The construction
 * dialogs send the days as typed (yyyy-MM-dd), an empty one left out.
 */
import { z } from 'zod';
import { parisDay } from '@/lib/domain/days';
import { DOCUMENT_MESSAGES } from '@/lib/documents/messages';
import { formRules, isBlank, requiredDate, worksDates } from '@/lib/domain/rules';
import { CONSTRUCTION_MESSAGES as C } from '@/lib/projects/messages';

const identifier = z.string().trim().min(1).max(100);
const projectId = identifier;

export interface ScheduleValues {
  projectId: string;
  startDate?: string;
  endDate?: string;
}

/** At least one day; the end not before the start (SPEC §5 "Works dates"). */
export const scheduleInput = formRules<
  ScheduleValues,
  { projectId: string; startDate?: string; endDate?: string }
>((raw, { field, refuse }) => {
  const id = field('projectId', projectId);
  const dates = worksDates.safeParse({ startDate: raw.startDate, endDate: raw.endDate });
  if (!dates.success) {
    for (const issue of dates.error.issues)
      refuse(issue.path[0] === 'startDate' ? 'startDate' : 'endDate', issue.message);
    return undefined;
  }
  if (isBlank(raw.startDate) && isBlank(raw.endDate)) refuse('startDate', C.datesRequired);
  if (!id) return undefined;
  const { startDate, endDate } = dates.data;
  return {
    projectId: id,
    ...(startDate ? { startDate: parisDay(startDate) } : {}),
    ...(endDate ? { endDate: parisDay(endDate) } : {}),
  };
});

export const startInput = z.object({
  projectId,
  startDate: requiredDate('date de démarrage').transform((date) => parisDay(date)),
});

/** The documents ticked in the documents tab, to delete. */
export const deleteDocumentsInput = z.object({
  projectId: identifier,
  documentIds: z.array(identifier).min(1, DOCUMENT_MESSAGES.noneSelected).max(500),
});
