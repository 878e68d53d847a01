import 'server-only';
import type { ApprovableAction } from '@/lib/access';
import type { GatewayToken } from '@/lib/gateway/request-options';
import { getProviderInvoice } from '@/lib/gateway/billing';
import { getProfessionalInvoice } from '@/lib/gateway/invoices';

/**
 * The amount (euros, tax included) an action with a threshold moves, read at the gateway from the
 * record its input names: the credit note of a provider invoice is that invoice's amount.
 */
const READERS: Partial<Record<ApprovableAction, (token: GatewayToken, id: string) => Promise<number>>> = {
  createCreditNote: async (token, id) => (await getProviderInvoice(token, id)).amount.inclTax,
  markInvoiceIrrecoverable: async (token, id) => (await getProviderInvoice(token, id)).amount.inclTax,
  markProInvoicePaid: async (token, id) => (await getProfessionalInvoice(token, id)).amount.inclTax,
};

export async function amountOf(
  action: ApprovableAction,
  token: GatewayToken,
  input: unknown,
): Promise<number | null> {
  const read = READERS[action];
  const id = (input as { id?: unknown } | null)?.id;
  if (!read || typeof id !== 'string') return null;
  return read(token, id);
}
