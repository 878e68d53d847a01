import 'server-only';
import type { z } from 'zod';
import { updateFeedbackReplyRequest, updateFeedbackRequest } from '@/lib/domain/requests';
import { feedbackSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

export async function getFeedback(token: GatewayToken, id: string) {
  return request({ method: 'GET', path: '/feedbacks/:id', params: { id }, token, schema: feedbackSchema });
}

export async function updateFeedback(
  token: GatewayToken,
  id: string,
  body: z.input<typeof updateFeedbackRequest>,
): Promise<void> {
  await request({
    method: 'PATCH',
    path: '/feedbacks/:id',
    params: { id },
    body: { json: updateFeedbackRequest.parse(body) },
    token,
  });
}

export async function updateFeedbackReply(
  token: GatewayToken,
  id: string,
  replyId: string,
  body: z.input<typeof updateFeedbackReplyRequest>,
): Promise<void> {
  await request({
    method: 'PATCH',
    path: '/feedbacks/:id/replies/:replyId',
    params: { id, replyId },
    body: { json: updateFeedbackReplyRequest.parse(body) },
    token,
  });
}
