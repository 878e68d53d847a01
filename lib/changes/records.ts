import 'server-only';
import { getProviderInvoice } from '@/lib/gateway/billing';
import { getCredentials } from '@/lib/gateway/credentials';
import { getFeedback } from '@/lib/gateway/feedbacks';
import type { GatewayToken } from '@/lib/gateway/http';
import { getProfessionalInvoice } from '@/lib/gateway/invoices';
import { getMatch } from '@/lib/gateway/matches';
import { getDiscussion } from '@/lib/gateway/messaging';
import { getProject } from '@/lib/gateway/projects';
import { getQuote } from '@/lib/gateway/quotes';
import { getRelationship } from '@/lib/gateway/relationships';
import { getUser } from '@/lib/gateway/users';
import type { RecordKindName, RecordOf } from './kinds';

/** How the runner reads a record again: the gateway's read, and its path (whose writes If-Match guards). */
interface RecordRead<K extends RecordKindName> {
  path: string;
  read: (token: GatewayToken, id: string) => Promise<RecordOf<K>>;
}

export const RECORD_READS: { [K in RecordKindName]: RecordRead<K> } = {
  providerInvoice: { path: '/billing/invoices/:id', read: getProviderInvoice },
  proInvoice: { path: '/invoices/:id', read: getProfessionalInvoice },
  relationship: { path: '/relationships/:id', read: getRelationship },
  user: { path: '/users/:id', read: getUser },
  credentials: { path: '/credentials/:id', read: getCredentials },
  project: { path: '/projects/:id', read: getProject },
  feedback: { path: '/feedbacks/:id', read: getFeedback },
  quote: { path: '/quotes/:id', read: getQuote },
  match: { path: '/matches/:id', read: getMatch },
  discussion: { path: '/messaging/discussions/:id', read: getDiscussion },
};

export function readRecord<K extends RecordKindName>(kind: K, token: GatewayToken, id: string): Promise<RecordOf<K>> {
  return (RECORD_READS[kind] as RecordRead<K>).read(token, id);
}
