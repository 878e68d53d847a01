/**
 * The people side of the fake gateway's store, seeded deterministically: the records
 * (people-records.ts), the staff (people-seed-staff.ts), the customers (people-seed-customers.ts)
 * and the records built on first read (people-seed-on-read.ts). store.ts composes it with the
 * project data.
 */
import { Table, type SeedContext } from '../core/seed-kit';
import { LazyMap } from '../core/lazy';
import { userSummaryOf, type PeopleData, type UserRecord } from './people-records';
import { seedAssociations, seedCustomer } from './people-seed-customers';
import type { Builder } from './people-seed-kit';
import { lazyBuilders } from './people-seed-on-read';
import { seedPasswordTokens, seedStaff } from './people-seed-staff';

export type * from './people-records';
export { newUserRecord, userSummaryOf } from './people-records';
export { UNLABELLED_NOTIFICATION_TYPES } from './people-seed-communications';
export { AUTHENTICATION_CODE, SEEDED_PASSWORD_TOKENS, STAFF_ACCOUNTS } from './people-seed-staff';

/**
 * Seeds `ctx.scaleUsers` users: the documented staff accounts, a few more staff, then
 * particulars (60 %) and professionals (40 %) with everything hanging off them.
 */
export function seedPeople(ctx: SeedContext): PeopleData {
  const users = new Table<UserRecord>('Utilisateur');
  const rng = ctx.rng.fork('people');
  const data: PeopleData = {
    users,
    companies: new Map(),
    ppAccounts: new Table('Compte'),
    credentials: new Map(),
    emailIndex: new Map(),
    passwordTokens: new Table('Jeton'),
    paymentAccounts: new LazyMap((userId) => builders.paymentAccount(userId)),
    paymentAccountOwners: new Map(),
    profiles: new LazyMap((userId) => builders.profile(userId)),
    works: new LazyMap((userId) => builders.works(userId)),
    communications: new Table('Communication'),
    particularIds: [],
    professionalIds: [],
    staffIds: [],
    userSummary: (id) => userSummaryOf(users.require(id)),
  };
  const builders = lazyBuilders(ctx, rng, data);
  const builder: Builder = {
    ctx,
    rng,
    data,
    usedEmails: new Map(),
    reasonCounter: 0,
    maxCommunicationsPerUser: ctx.scaleUsers > 5_000 ? 1 : 3,
  };
  const extraStaff = Math.min(40, Math.max(4, Math.floor(ctx.scaleUsers / 50)));
  let seq = seedStaff(builder, 0, extraStaff);
  seedPasswordTokens(builder);

  let particulars = 0;
  let professionals = 0;
  while (seq < ctx.scaleUsers) {
    // Alternating by weight keeps both kinds spread over the whole creation period.
    if (builder.rng.chance(0.4)) {
      seedCustomer(builder, seq, professionals, 'PROFESSIONAL');
      professionals += 1;
    } else {
      seedCustomer(builder, seq, particulars, 'PARTICULAR');
      particulars += 1;
    }
    seq += 1;
  }
  seedAssociations(data);
  return data;
}
