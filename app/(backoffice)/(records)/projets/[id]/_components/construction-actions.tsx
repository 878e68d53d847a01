import { ActionBar } from '@/components/actions/action-bar';
import { buttonAction } from '@/components/actions/button-action';
import { canRunAction } from '@/lib/access';
import { versionToken } from '@/lib/changes/version';
import { parisDay } from '@/lib/domain/days';
import type { Role } from '@/lib/domain/roles';
import type { Project } from '@/lib/domain/schemas';
import { declareConstructionStartedAction, scheduleConstructionAction } from '../actions';
import { CONSTRUCTION_MESSAGES as C, WORKS_ACCEPTANCE_CREATION_MESSAGES as W } from '@/lib/projects/messages';
import { moneyBlockers } from '@/lib/projects/money-rules';
import { professionalOptions } from '@/lib/projects/professionals';
import { worksAcceptanceContext } from '@/lib/works-acceptances/schema';
import { WorksAcceptanceDialog } from './after-load';

export interface ConstructionActionsProps {
  project: Project;
  roles: readonly Role[];
  /** Today in Paris (yyyy-MM-dd). */
  today: string;
}

export function worksAcceptancesUploadHref(projectId: string): string {
  return `/api/projets/${encodeURIComponent(projectId)}/pv-de-fin-de-chantier`;
}

/**
 * Schedule the works, declare their start (editConstruction) and record a validated works
 * acceptance (createWorksAcceptance), each disabled with its reason when the project's state
 * forbids it.
 */
export function ConstructionActions({ project, roles, today }: ConstructionActionsProps) {
  const canSchedule = canRunAction(roles, 'editConstruction');
  const canRecord = canRunAction(roles, 'createWorksAcceptance');
  if (!canSchedule && !canRecord) return null;
  const blockers = moneyBlockers(project);
  const { construction } = project;
  const payload = { projectId: project.id, version: versionToken('project', project) };
  const scheduled = Boolean(construction.startDate || construction.endDate);
  return (
    <ActionBar
      label="Actions sur le chantier"
      actions={[
        // Once dates are planned, planning them again is no longer what comes next.
        buttonAction(
          'scheduleConstruction',
          {
            label: scheduled ? C.rescheduleLabel : C.scheduleLabel,
            allowed: canSchedule,
            disabledReason: blockers.schedule,
            action: scheduleConstructionAction,
            payload,
            fields: [
              {
                kind: 'date',
                name: 'startDate',
                label: C.startDateLabel,
                required: false,
                defaultValue: parisDay(construction.startDate),
              },
              {
                kind: 'date',
                name: 'endDate',
                label: C.endDateLabel,
                required: false,
                defaultValue: parisDay(construction.endDate),
              },
            ],
            confirm: {
              title: scheduled ? C.rescheduleTitle : C.scheduleTitle,
              description: C.scheduleDescription,
              confirmLabel: C.confirm,
            },
          },
          scheduled ? 'secondary' : 'next',
        ),
        buttonAction('declareConstructionStarted', {
          label: C.startLabel,
          allowed: canSchedule,
          disabledReason: blockers.start,
          action: declareConstructionStartedAction,
          payload,
          fields: [
            {
              kind: 'date',
              name: 'startDate',
              label: C.startedOnLabel,
              // The scheduled start when there is one: the works usually start as planned.
              defaultValue: parisDay(construction.startDate) || today,
              requiredMessage: C.startedOnRequired,
            },
          ],
          confirm: { title: C.startTitle, description: C.startDescription, confirmLabel: C.confirm },
        }),
        {
          id: 'createWorksAcceptance',
          label: W.openLabel,
          allowed: canRecord,
          disabledReason: blockers.worksAcceptance,
          render: (variant) => (
            <WorksAcceptanceDialog
              variant={variant}
              url={worksAcceptancesUploadHref(project.id)}
              allowed={canRecord}
              disabledReason={blockers.worksAcceptance}
              professionals={professionalOptions(project)}
              defaultOwnerId={project.contractualization.contractor?.id ?? ''}
              context={worksAcceptanceContext(project)}
              today={today}
            />
          ),
        },
      ]}
    />
  );
}
