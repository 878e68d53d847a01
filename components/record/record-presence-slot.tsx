import 'server-only';
import { getSession } from '@/lib/auth/session';
import { presenceTicket } from '@/lib/presence/ticket';
import type { RecordView } from '@/lib/presence/record-types';
import { RecordPresence } from './record-presence';

/** The presence notice of a record page, with the pass its beats carry (lib/presence/ticket.ts). */
export async function RecordPresenceSlot({
  recordType,
  recordId,
  label,
}: {
  recordType: RecordView;
  recordId: string;
  label?: string;
}) {
  const session = await getSession();
  if (!session) return null;
  return (
    <RecordPresence
      recordType={recordType}
      recordId={recordId}
      label={label}
      ticket={presenceTicket(session.user.id, recordType, recordId)}
    />
  );
}
