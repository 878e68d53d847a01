/**
 * The people records built on first read (people.ts's LazyMaps): professionals' segment profiles
 * and works, and payment accounts. Each draws from its user's own generator, so what a request
 * reads never depends on what was read before.
 */
import type { PaymentAccountStatus, PaymentProvider } from '@/lib/domain/enums';
import { paymentAccountStatus, professionalSegment } from '@/lib/domain/enums';
import { seedId, toIso, type Rng, type SeedContext } from '../core/seed-kit';
import type {
  PaymentAccountRecord,
  PeopleData,
  ProfileRecord,
  ProviderAccountRecord,
  UserRecord,
  WorksRecord,
} from './people-records';
import { coverOrDraw } from './people-seed-kit';
import { DEPARTMENTS, JOBS, WORK_TYPE_LEAVES } from './works-catalogue';

/** Whether the seed gives this user a payment account (decided eagerly, built lazily). */
export function hasSeededPaymentAccount(user: UserRecord): boolean {
  if (user.kindIndex < 0) return false;
  if (user.type === 'PROFESSIONAL') return user.kindIndex % 10 !== 4;
  return user.type === 'PARTICULAR' && user.kindIndex % 3 === 0;
}

const PROVIDERS: readonly PaymentProvider[] = ['MANGOPAY', 'LEMONWAY', 'STRIPE'];
const PAYMENT_STATUS_WEIGHTS: readonly (readonly [PaymentAccountStatus, number])[] = [
  ['VALIDATED', 6],
  ['VALIDATING', 2],
  ['NONE', 1],
  ['CLOSED', 1],
];
const HIGH_SEGMENTS = ['PRO_VIP', 'PRO_SUPER_VIP', 'PRO_TO_WATCH'] as const;

/** The lazily built records of a user; each draws from the user's own generator. */
export function lazyBuilders(ctx: SeedContext, root: Rng, data: PeopleData) {
  const userRng = (kind: string, user: UserRecord) => root.fork(`${kind}-${user.seq}`);
  const seededUser = (userId: string) => {
    const user = data.users.get(userId);
    return user && user.kindIndex >= 0 ? user : undefined;
  };

  const profile = (userId: string): ProfileRecord | undefined => {
    const user = seededUser(userId);
    // One professional in ten has no segment history yet: GET /profiles/:id answers 404 for them.
    if (!user || user.type !== 'PROFESSIONAL' || user.kindIndex % 10 === 9) return undefined;
    const rng = userRng('profile', user);
    const segment = coverOrDraw(rng, professionalSegment.values, Math.floor(user.kindIndex / 2) % 30);
    const previousSegment = rng.chance(0.6) ? rng.pick(professionalSegment.values) : 'PRO_NO_SEGMENT';
    return {
      userId,
      segment,
      segmentDays: rng.int(1, 400),
      previousSegment,
      previousSegmentDays: previousSegment === 'PRO_NO_SEGMENT' ? 0 : rng.int(1, 300),
      timesSegmentChangedLast6Months: rng.int(0, 6),
      segmentMax: rng.chance(0.5) ? segment : rng.pick(HIGH_SEGMENTS),
    };
  };

  const works = (userId: string): WorksRecord | undefined => {
    const user = data.users.get(userId);
    if (!user || user.type !== 'PROFESSIONAL') return undefined;
    const rng = userRng('works', user);
    const nearby = rng
      .pickSome(DEPARTMENTS, 0, 3)
      .map((department) => department.code)
      .filter((code) => code !== user.town.department);
    return {
      userId,
      departments: [user.town.department, ...nearby],
      jobs: rng.pickSome(JOBS, 1, 3).map((job) => job.id),
      types: rng
        .pickSome(WORK_TYPE_LEAVES, 1, 5)
        .map((type) => ({ id: type.id, insured: type.insured && rng.chance(0.8) })),
    };
  };

  const paymentAccount = (userId: string): PaymentAccountRecord | undefined => {
    const user = seededUser(userId);
    if (!user || !hasSeededPaymentAccount(user)) return undefined;
    const rng = userRng('payment', user);
    const index = user.kindIndex;
    const providerAccount = (salt: number): ProviderAccountRecord => {
      const status = coverOrDraw(
        rng,
        paymentAccountStatus.values,
        (index + salt) % 9,
        PAYMENT_STATUS_WEIGHTS,
      );
      if (status === 'NONE') return { status, provider: index % 11 === 0 ? 'NONE' : rng.pick(PROVIDERS) };
      return {
        id: `${rng.pick(['acc', 'wlt', 'cus'])}_${rng.hex(12)}`,
        status,
        statusDate: toIso(rng.daysBefore(ctx.now, 1, 700)),
        provider: rng.pick(PROVIDERS),
      };
    };
    const account: PaymentAccountRecord = {
      id: seedId('payment-account', user.seq),
      userId,
      iobAccount: providerAccount(0),
      pspAccount: providerAccount(4),
    };
    if (index % 11 === 0) account.iobAccount = { status: 'NONE', provider: 'NONE' };
    return account;
  };

  return { profile, works, paymentAccount };
}
