/**
 * The validated works-acceptance form of the construction tab (POST /works-acceptances/validated),
 * parsed with the same rules in the browser and by its route handler
 * (app/api/projets/[id]/pv-de-fin-de-chantier/route.ts).
 */
import { parisDay } from '@/lib/domain/days';
import { file, formRules, requiredDate, requiredText, rule, type FileInput } from '@/lib/domain/rules';
import { fail, pass } from '@/lib/domain/rules/shared';
import type { Project } from '@/lib/domain/schemas';
import { PROFESSIONAL_MESSAGES as P, WORKS_ACCEPTANCE_CREATION_MESSAGES as M } from '@/lib/projects/messages';
import { projectProfessionals } from '@/lib/projects/professionals';

export interface WorksAcceptanceFormValues {
  ownerId: string;
  effectiveDate: string;
  /** 'true' (sans réserve) or 'false' (avec réserves), as the radio buttons give them. */
  unconditional: string;
  file: FileInput | null;
}

export interface WorksAcceptanceInput {
  ownerId: string;
  /** yyyy-MM-dd */
  effectiveDate: string;
  unconditional: boolean;
  file: File;
}

export interface WorksAcceptanceContext {
  professionalIds: readonly string[];
}

export function worksAcceptanceContext(project: Project): WorksAcceptanceContext {
  return { professionalIds: projectProfessionals(project).map((user) => user.id) };
}

/** The contractor is the professional by default: the works are theirs. */
export function worksAcceptanceDefaults(today: string, ownerId = ''): WorksAcceptanceFormValues {
  return { ownerId, effectiveDate: today, unconditional: '', file: null };
}

const owner = requiredText({ required: P.required, invalid: P.required }).max(100, P.required);
const effectiveDate = requiredDate('date de réception des travaux').transform((date) => parisDay(date));
const unconditional = rule<string, boolean>((value) =>
  value === 'true' ? pass(true) : value === 'false' ? pass(false) : fail(M.reservationsRequired),
);

/** The professional (one of the project's, once the context is known), the day, with or without reservations, the file. */
export function worksAcceptanceForm(context: WorksAcceptanceContext | null) {
  return formRules<WorksAcceptanceFormValues, WorksAcceptanceInput>((_raw, { field, refuse }) => {
    const ownerId = field('ownerId', owner);
    const day = field('effectiveDate', effectiveDate);
    const withoutReservation = field('unconditional', unconditional);
    const document = field('file', file);
    if (ownerId !== undefined && context && !context.professionalIds.includes(ownerId))
      refuse('ownerId', P.notOnProject);
    if (!ownerId || !day || withoutReservation === undefined || !document) return undefined;
    return { ownerId, effectiveDate: day, unconditional: withoutReservation, file: document };
  });
}
