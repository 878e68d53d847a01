import 'server-only';
import { z } from 'zod';
import type { PaymentProvider } from '@/lib/domain/enums';
import { bankDetailsSchema, paymentAccountSchema } from '@/lib/domain/schemas';
import { request, type GatewayToken } from './http';

/** GET /payment/payment-account?userId= ; a user without one answers 404, which means null. */
export async function getPaymentAccount(token: GatewayToken, userId: string) {
  return request({
    method: 'GET',
    path: '/payment/payment-account',
    query: { userId },
    token,
    schema: paymentAccountSchema,
    notFound: () => null,
  });
}

/** GET /payment/project/:projectId/viban ; a project without one answers 404, which means null. */
export async function getProjectViban(token: GatewayToken, projectId: string) {
  return request({
    method: 'GET',
    path: '/payment/project/:projectId/viban',
    params: { projectId },
    token,
    schema: bankDetailsSchema,
    notFound: () => null,
  });
}

/** GET /payment-accounts/:id/:provider/link: the provider's back-office URL for this account, as text. */
export async function getPaymentAccountLink(
  token: GatewayToken,
  accountId: string,
  provider: PaymentProvider,
) {
  return request({
    method: 'GET',
    path: '/payment-accounts/:id/:provider/link',
    params: { id: accountId, provider },
    accept: 'text',
    token,
    schema: z.string().trim().min(1),
  });
}
