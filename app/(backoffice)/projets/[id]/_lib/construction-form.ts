/**
 * The inputs of the construction actions, parsed by their server actions: the dialog sends the
 * days as typed (yyyy-MM-dd), an empty one left out.
 */
import { z } from 'zod';
import { parisDay } from '@/lib/domain/days';
import { formRules, isBlank, requiredDate, worksDates } from '@/lib/domain/rules';
import { CONSTRUCTION_MESSAGES as C } from '@/lib/projects/messages';

const projectId = z.string().trim().min(1).max(100);

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
