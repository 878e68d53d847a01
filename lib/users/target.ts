import 'server-only';
import { targetKindOf, type ActionTarget } from '@/lib/access';
import { getUser } from '@/lib/gateway/users';
import type { GatewayToken } from '@/lib/gateway/http';

/** The user `id` names, as the gateway knows it: what runAction's `actsOn` checks the rule on. */
export async function userTarget(token: GatewayToken, id: string): Promise<ActionTarget> {
  const user = await getUser(token, id);
  return { kind: targetKindOf(user.type), id: user.id };
}
