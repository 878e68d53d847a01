import 'server-only';
import type { z } from 'zod';
import {
  constructionStartedRequest,
  scheduleConstructionRequest,
  validatedWorksAcceptancePart,
} from '@/lib/domain/requests';
import { worksAcceptanceSchema } from '@/lib/domain/schemas';
import { jsonPart, request, type GatewayToken } from './http';

export async function getWorksAcceptance(token: GatewayToken, id: string) {
  return request({
    method: 'GET',
    path: '/works-acceptances/:id',
    params: { id },
    token,
    schema: worksAcceptanceSchema,
  });
}

/** PUT /projects/:id/construction: schedules the works. */
export async function scheduleConstruction(
  token: GatewayToken,
  projectId: string,
  body: z.input<typeof scheduleConstructionRequest>,
): Promise<void> {
  await request({
    method: 'PUT',
    path: '/projects/:id/construction',
    params: { id: projectId },
    body: { json: scheduleConstructionRequest.parse(body) },
    token,
  });
}

/** POST /projects/:id/construction/started: declares the start of works. */
export async function declareConstructionStarted(
  token: GatewayToken,
  projectId: string,
  body: z.input<typeof constructionStartedRequest>,
): Promise<void> {
  await request({
    method: 'POST',
    path: '/projects/:id/construction/started',
    params: { id: projectId },
    body: { json: constructionStartedRequest.parse(body) },
    token,
  });
}

export async function validateWorksAcceptance(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/works-acceptances/:id/validate', params: { id }, token });
}

export async function cancelWorksAcceptance(token: GatewayToken, id: string): Promise<void> {
  await request({ method: 'POST', path: '/works-acceptances/:id/cancel', params: { id }, token });
}

/** POST /works-acceptances/validated (multipart `file` + JSON `worksAcceptance`): answers the new report. */
export async function createValidatedWorksAcceptance(
  token: GatewayToken,
  input: { file: Blob; worksAcceptance: z.input<typeof validatedWorksAcceptancePart> },
) {
  const form = new FormData();
  form.append('file', input.file);
  form.append('worksAcceptance', jsonPart(validatedWorksAcceptancePart.parse(input.worksAcceptance)));
  return request({
    method: 'POST',
    path: '/works-acceptances/validated',
    body: { multipart: form },
    token,
    schema: worksAcceptanceSchema,
  });
}
