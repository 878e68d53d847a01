import 'server-only';
import type { GatewayToken } from '@/lib/gateway/http';
import type { RecordKindName, RecordOf } from './kinds';

/** How the runner reads a record again: the gateway's read, and its path (whose writes If-Match guards). */
interface RecordRead<K extends RecordKindName> {
  path: string;
  // Imported when a record of the kind is read: an action loads the one gateway module it needs.
  read: (token: GatewayToken, id: string) => Promise<RecordOf<K>>;
}

export const RECORD_READS: { [K in RecordKindName]: RecordRead<K> } = {
  providerInvoice: {
    path: '/billing/invoices/:id',
    read: async (token, id) => (await import('@/lib/gateway/billing')).getProviderInvoice(token, id),
  },
  proInvoice: {
    path: '/invoices/:id',
    read: async (token, id) => (await import('@/lib/gateway/invoices')).getProfessionalInvoice(token, id),
  },
  relationship: {
    path: '/relationships/:id',
    read: async (token, id) => (await import('@/lib/gateway/relationships')).getRelationship(token, id),
  },
  user: {
    path: '/users/:id',
    read: async (token, id) => (await import('@/lib/gateway/users')).getUser(token, id),
  },
  credentials: {
    path: '/credentials/:id',
    read: async (token, id) => (await import('@/lib/gateway/credentials')).getCredentials(token, id),
  },
  project: {
    path: '/projects/:id',
    read: async (token, id) => (await import('@/lib/gateway/projects')).getProject(token, id),
  },
  feedback: {
    path: '/feedbacks/:id',
    read: async (token, id) => (await import('@/lib/gateway/feedbacks')).getFeedback(token, id),
  },
  quote: {
    path: '/quotes/:id',
    read: async (token, id) => (await import('@/lib/gateway/quotes')).getQuote(token, id),
  },
  match: {
    path: '/matches/:id',
    read: async (token, id) => (await import('@/lib/gateway/matches')).getMatch(token, id),
  },
  works: {
    path: '/works/:id',
    read: async (token, id) => (await import('@/lib/gateway/works')).getUserWorks(token, id),
  },
  worksAcceptance: {
    path: '/works-acceptances/:id',
    read: async (token, id) =>
      (await import('@/lib/gateway/works-acceptances')).getWorksAcceptance(token, id),
  },
  discussion: {
    path: '/messaging/discussions/:id',
    read: async (token, id) => (await import('@/lib/gateway/messaging')).getDiscussion(token, id),
  },
};

export function readRecord<K extends RecordKindName>(
  kind: K,
  token: GatewayToken,
  id: string,
): Promise<RecordOf<K>> {
  return (RECORD_READS[kind] as RecordRead<K>).read(token, id);
}
