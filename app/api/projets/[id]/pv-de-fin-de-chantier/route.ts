import { pathFor } from '@/lib/access';
import { parseOrRefuse } from '@/lib/auth/run-action';
import { uploadRoute } from '@/lib/auth/upload-route';
import { getProject } from '@/lib/gateway/projects';
import { createValidatedWorksAcceptance } from '@/lib/gateway/works-acceptances';
import { WORKS_ACCEPTANCE_CREATION_MESSAGES as M } from '@/lib/projects/messages';
import { worksAcceptanceContext, worksAcceptanceForm } from '@/lib/works-acceptances/schema';

export const dynamic = 'force-dynamic';

/**
 * POST multipart, the validated works-acceptance form of the construction tab
 * (`createWorksAcceptance`): parsed with the browser's rules, then again once the project is read
 * (its professionals), then sent on to POST /works-acceptances/validated. The answer opens the
 * new works acceptance's view.
 */
export const POST = uploadRoute(({ id }) => ({
  action: 'createWorksAcceptance',
  journalAction: 'createWorksAcceptance',
  schema: worksAcceptanceForm(null),
  failure: M.createFailed,
  run: async ({ token }, _input, raw) => {
    const project = await getProject(token, id);
    const { file, ...worksAcceptance } = parseOrRefuse(
      worksAcceptanceForm(worksAcceptanceContext(project)),
      raw,
    );
    const created = await createValidatedWorksAcceptance(token, {
      file,
      worksAcceptance: { projectId: project.id, ...worksAcceptance },
    });
    return created.id;
  },
  success: M.created,
  redirectTo: (acceptanceId) => pathFor('worksAcceptanceView', { id: acceptanceId }),
  details: (_input, acceptanceId) => (acceptanceId ? `PV ${acceptanceId}` : null),
}));
