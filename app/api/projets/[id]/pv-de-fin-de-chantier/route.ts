import type { NextRequest } from 'next/server';
import { pathFor } from '@/lib/access';
import { parseOrRefuse } from '@/lib/auth/run-action';
import { runUploadRoute } from '@/lib/auth/upload-route';
import { getProject } from '@/lib/gateway/projects';
import { createValidatedWorksAcceptance } from '@/lib/gateway/works-acceptances';
import { WORKS_ACCEPTANCE_CREATION_MESSAGES as M } from '@/app/(backoffice)/projets/[id]/_lib/money-messages';
import { worksAcceptanceContext, worksAcceptanceForm } from '@/lib/works-acceptances/schema';

export const dynamic = 'force-dynamic';

/**
 * POST multipart, the validated works-acceptance form of the construction tab
 * (`createWorksAcceptance`): parsed with the browser's rules, then again once the project is read
 * (its professionals), then sent on to POST /works-acceptances/validated. The answer opens the
 * new works acceptance's view.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return runUploadRoute(request, {
    route: 'projectView',
    action: 'createWorksAcceptance',
    journalAction: 'createWorksAcceptance',
    returnTo: pathFor('projectView', { id }),
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
    target: () => ({ type: 'projectView', id }),
    details: (_input, acceptanceId) => (acceptanceId ? `PV ${acceptanceId}` : null),
  });
}
