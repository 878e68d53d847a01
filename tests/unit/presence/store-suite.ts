import { describe, expect, it } from 'vitest';
import type { Beat, PresenceStore } from '@/lib/presence/store';

/*
 * What the presence store does, run on the database (PGlite) and on a real Redis, each time with
 * two stores over the same backend as two replicas would have. The window is short and real: the
 * backend counts its own milliseconds.
 */

export const WINDOW_MS = 800;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

const lucie: Beat = {
  staffId: 's-lucie',
  firstName: 'Lucie',
  lastName: 'Bernard',
  roles: ['FINANCE'],
  writing: false,
};
const marc: Beat = {
  staffId: 's-marc',
  firstName: 'Marc',
  lastName: 'Aubert',
  roles: ['SUPPORT'],
  writing: false,
};
const nina: Beat = {
  staffId: 's-nina',
  firstName: 'Nina',
  lastName: 'Colin',
  roles: ['CA', 'MANAGER_CA'],
  writing: false,
};

let records = 0;
const newRecord = () => `invoiceView:suite-${Date.now()}-${(records += 1)}`;
const names = (people: { firstName: string }[]) => people.map((person) => person.firstName);

export function presenceSuite(engine: string, stores: () => [PresenceStore, PresenceStore]) {
  describe(`presence on records (${engine})`, () => {
    it('answers who else has the record open, on any replica, never the caller', async () => {
      const [a, b] = stores();
      const record = newRecord();
      expect(await a.beat(record, lucie)).toEqual([]);
      expect(await b.beat(record, marc)).toEqual([
        { firstName: 'Lucie', lastName: 'Bernard', roles: ['FINANCE'], writing: false },
      ]);
      expect(names(await a.beat(record, nina))).toEqual(['Marc', 'Lucie']);
      expect(names(await a.beat(record, lucie))).toEqual(['Marc', 'Nina']);
      // Another record holds nobody.
      expect(await b.beat(newRecord(), marc)).toEqual([]);
    });

    it('forgets a staff member not seen within the window, and one who left at once', async () => {
      const [a, b] = stores();
      const record = newRecord();
      await a.beat(record, lucie);
      await b.beat(record, nina);
      await sleep(WINDOW_MS / 2);
      expect(names(await b.beat(record, marc))).toEqual(['Lucie', 'Nina']);
      await a.beat(record, lucie);
      await sleep(WINDOW_MS / 2 + 150);
      // Nina's last beat is older than the window; Lucie's is not.
      expect(names(await b.beat(record, marc))).toEqual(['Lucie']);
      await a.leave(record, lucie.staffId);
      expect(await b.beat(record, marc)).toEqual([]);
    });

    it("says who is writing, as of each one's last beat", async () => {
      const [a, b] = stores();
      const record = newRecord();
      await a.beat(record, { ...lucie, writing: true });
      expect(await b.beat(record, marc)).toEqual([
        expect.objectContaining({ firstName: 'Lucie', writing: true }),
      ]);
      await a.beat(record, lucie);
      expect(await b.beat(record, marc)).toEqual([
        expect.objectContaining({ firstName: 'Lucie', writing: false }),
      ]);
    });
  });
}
