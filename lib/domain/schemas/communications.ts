import { z } from 'zod';
import { communicationChannel, communicationStatus } from '../enums';
import { entityId, isoDateTime } from './common';
import { enumSchema } from '@/lib/domain/enums/schema';

/** An e-mail or SMS sent to a user (GET /communications). */
export const communicationSchema = z.object({
  id: entityId,
  channel: enumSchema(communicationChannel),
  // Open: we know only part of the ~130 notification types (see notificationTypeLabel).
  type: z.string().min(1),
  /** The e-mail address or phone number it went to. */
  recipientTo: z.string().min(1),
  /**
   * The user it went to. Beyond SPEC §3 (our contract): the gateway filters on it (`userId`), so
   * it knows it; a list row opens that user's view. Absent for an address no account holds.
   */
  userId: entityId.nullish(),
  status: enumSchema(communicationStatus),
  statusDate: isoDateTime,
  sentAt: isoDateTime,
});
export type Communication = z.infer<typeof communicationSchema>;
