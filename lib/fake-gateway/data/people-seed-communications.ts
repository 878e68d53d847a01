/**
 * The communications the people seed sends each customer: e-mails and text messages over every
 * notification type and status, and a few types the back-office has no label for.
 */
import type { CommunicationChannel, CommunicationStatus } from '@/lib/domain/enums';
import { communicationStatus, emailNotificationType, smsNotificationType } from '@/lib/domain/enums';
import { seedId, toIso, type Rng } from '../core/seed-kit';
import type { UserRecord } from './people-records';
import { coverOrDraw, type Builder } from './people-seed-kit';

const EMAIL_TYPES = emailNotificationType.values;
const SMS_TYPES = smsNotificationType.values;

/**
 * Types the back-office has no label for (SPEC §4 shows only examples of the ~130): it must show
 * their code. Not drawn: one communication in 97 takes one instead of its drawn type, so the rest
 * of the seed draws the same values as without them.
 */
export const UNLABELLED_NOTIFICATION_TYPES = {
  EMAIL: 'PRO_MONTHLY_ACTIVITY_REPORT',
  SMS: 'SATISFACTION_SURVEY',
} as const satisfies Record<CommunicationChannel, string>;

function typeOf(rng: Rng, channel: CommunicationChannel, counter: number): string {
  const drawn =
    channel === 'SMS'
      ? coverOrDraw(rng, SMS_TYPES, counter % 60)
      : coverOrDraw(rng, EMAIL_TYPES, counter % 60);
  return counter % 97 === 61 ? UNLABELLED_NOTIFICATION_TYPES[channel] : drawn;
}

export function seedCommunications(builder: Builder, user: UserRecord, index: number): void {
  const { rng, data, ctx } = builder;
  const count = index < 40 ? 3 : rng.int(0, builder.maxCommunicationsPerUser);
  const createdMs = Date.parse(user.createdAt);
  for (let n = 0; n < count; n += 1) {
    const channel: CommunicationChannel = user.phone && (index + n) % 3 === 2 ? 'SMS' : 'EMAIL';
    const sentAt = rng.dateBetween(createdMs, ctx.now.getTime());
    const status = coverOrDraw<CommunicationStatus>(rng, communicationStatus.values, (index * 3 + n) % 20, [
      ['SENT', 4],
      ['OPENED', 4],
      ['CLICKED', 2],
      ['NOT_DELIVERED', 1],
      ['LEAVE_ME_ALONE', 0.3],
    ]);
    const statusDate =
      status === 'SENT'
        ? sentAt
        : new Date(Math.min(ctx.now.getTime(), sentAt.getTime() + rng.int(60, 3 * 86_400) * 1000));
    const counter = data.communications.size;
    data.communications.insert({
      id: seedId('communication', counter),
      userId: user.id,
      channel,
      type: typeOf(rng, channel, counter),
      recipientTo: channel === 'SMS' ? user.phone! : user.email,
      status,
      statusDate: toIso(statusDate),
      sentAt: toIso(sentAt),
    });
  }
}
