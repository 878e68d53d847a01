import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '@/lib/db/migrate';
import type { SqlClient } from '@/lib/db/sql';
import { JournalStore, type JournalDraft } from '@/lib/journal/store';

/*
 * The journal store's behaviour, run on each engine (PGlite and a real PostgreSQL server): the same
 * SQL must hold on both.
 */

export function draft(overrides: Partial<JournalDraft> = {}): JournalDraft {
  return {
    at: '2024-05-02T10:00:00.000Z',
    staffId: 'staff-1',
    staffEmail: 'Camille.Agent@groupe.example',
    staffRoles: ['SUPPORT', 'FINANCE'],
    action: 'signQuote',
    targetType: 'quoteView',
    targetId: 'q1',
    reason: null,
    details: null,
    outcome: 'SUCCESS',
    requestId: 'req-1',
    ...overrides,
  };
}

const minutes = (n: number) => new Date(Date.UTC(2024, 4, 2, 10, n)).toISOString();

export function journalStoreSuite(engine: string, open: () => Promise<SqlClient>): void {
  describe(`the journal store on ${engine}`, () => {
    let client: SqlClient;
    let store: JournalStore;

    beforeAll(async () => {
      client = await open();
      await client.exec('drop table if exists journal_entries, journal_migrations');
      store = new JournalStore(client);
    }, 120_000);
    afterAll(async () => {
      await client?.close();
    });

    describe('migrations', () => {
      it('create the schema from an empty database, then find nothing to do', async () => {
        expect(await migrate(client)).toEqual(MIGRATIONS.map((migration) => migration.id));
        expect(await migrate(client)).toEqual([]);
        expect(await migrate(client)).toEqual([]);

        const indexes = await client.query<{ indexname: string }>(
          "select indexname from pg_indexes where tablename = 'journal_entries' order by indexname",
        );
        expect(indexes.map((row) => row.indexname)).toEqual(
          expect.arrayContaining([
            'journal_entries_at',
            'journal_entries_target_id',
            'journal_entries_staff',
          ]),
        );
        const recorded = await client.query<{ id: number }>('select id from journal_migrations order by id');
        expect(recorded.map((row) => Number(row.id))).toEqual(MIGRATIONS.map((migration) => migration.id));
      });

      it('apply only the migrations a database lacks, and none twice when run together', async () => {
        await client.exec('drop table if exists journal_entries, journal_migrations');
        expect(await migrate(client, MIGRATIONS.slice(0, 1))).toEqual([1]);
        const runs = await Promise.all([migrate(client), migrate(client)]);
        expect(runs.flat().sort((a, b) => a - b)).toEqual(
          MIGRATIONS.slice(1).map((migration) => migration.id),
        );
      });
    });

    describe('entries', () => {
      beforeEach(async () => {
        await migrate(client);
        await client.exec('truncate journal_entries');
      });

      it('reads back what was written, newest first, with every field', async () => {
        const written = await store.write(draft({ reason: 'Client injoignable', details: 'Acompte : 30 %' }));
        await store.write(draft({ at: minutes(5), action: 'unsignQuote', targetType: null, targetId: null }));

        const page = await store.list({ limit: 10 });

        expect(page.nextCursor).toBeNull();
        expect(page.entries.map((entry) => entry.action)).toEqual(['unsignQuote', 'signQuote']);
        expect(page.entries[1]).toEqual({
          id: written!.id,
          at: '2024-05-02T10:00:00.000Z',
          staffId: 'staff-1',
          staffEmail: 'Camille.Agent@groupe.example',
          staffRoles: ['SUPPORT', 'FINANCE'],
          action: 'signQuote',
          targetType: 'quoteView',
          targetId: 'q1',
          reason: 'Client injoignable',
          details: 'Acompte : 30 %',
          outcome: 'SUCCESS',
          requestId: 'req-1',
          changes: null,
          jobId: null,
          approvalId: null,
        });
        expect(page.entries[0]).toMatchObject({ targetType: null, targetId: null, reason: null });
      });

      it('reads back the fields changed, in order, and the job and approval request of an entry', async () => {
        const changes = [
          { field: 'status', label: 'Statut', before: 'En attente', after: 'Payée' },
          { field: 'comment', label: 'Commentaire', before: null, after: 'Réglée par virement\n2e ligne' },
        ];
        await store.write(draft({ changes, jobId: 'job-7', approvalId: 'approval-3' }));

        const [entry] = (await store.list({ limit: 1 })).entries;

        expect(entry).toMatchObject({ changes, jobId: 'job-7', approvalId: 'approval-3' });
      });

      it('filters by field changed, job and approval request, and lists the fields a record changed', async () => {
        const status = { field: 'status', label: 'Statut', before: 'Nouvelle', after: 'Acceptée' };
        const meeting = {
          field: 'meetingDate',
          label: 'Date du rendez-vous',
          before: null,
          after: '12/03/2024',
        };
        await store.write(
          draft({ at: minutes(1), targetType: 'relationshipView', targetId: 'r1', changes: [status] }),
        );
        await store.write(
          draft({
            at: minutes(2),
            targetType: 'relationshipView',
            targetId: 'r1',
            changes: [meeting, status],
            jobId: 'job-1',
          }),
        );
        await store.write(
          draft({ at: minutes(3), targetType: 'relationshipView', targetId: 'r2', changes: [meeting] }),
        );
        await store.write(draft({ at: minutes(4), targetId: 'q1', jobId: 'job-1', approvalId: 'ap-1' }));
        const ids = async (filter: Parameters<JournalStore['list']>[0]) =>
          (await store.list(filter)).entries.map(
            (entry) => `${entry.targetId}@${new Date(entry.at).getUTCMinutes()}`,
          );
        const r1 = { targetTypes: ['relationshipView'] as const, targetId: 'r1' };

        expect(await ids({ limit: 10, ...r1, field: 'status' })).toEqual(['r1@2', 'r1@1']);
        expect(await ids({ limit: 10, ...r1, field: 'meetingDate' })).toEqual(['r1@2']);
        expect(await ids({ limit: 10, ...r1, field: 'comment' })).toEqual([]);
        expect(await ids({ limit: 10, field: 'meetingDate' })).toEqual(['r2@3', 'r1@2']);
        expect(await ids({ limit: 10, jobId: 'job-1' })).toEqual(['q1@4', 'r1@2']);
        expect(await ids({ limit: 10, approvalId: 'ap-1' })).toEqual(['q1@4']);
        expect(await ids({ limit: 10, jobId: 'job-2' })).toEqual([]);

        expect(await store.changedFields(r1)).toEqual([
          { field: 'meetingDate', label: 'Date du rendez-vous' },
          { field: 'status', label: 'Statut' },
        ]);
        expect(await store.changedFields({ targetTypes: ['quoteView'], targetId: 'r1' })).toEqual([]);
        expect(await store.changedFields({ targetTypes: [], targetId: 'r1' })).toEqual([]);
      });

      it('filters by target, staff member, action, outcome and period', async () => {
        await store.write(draft({ at: minutes(1), targetId: 'q1' }));
        await store.write(
          draft({ at: minutes(2), targetId: 'q2', outcome: 'PROJECT_PAYMENT_STATUS_CONFLICT' }),
        );
        await store.write(
          draft({
            at: minutes(3),
            targetType: 'userView',
            targetId: 'u1',
            action: 'deactivateUser',
            staffId: 's2',
            staffEmail: 'dominique@groupe.example',
          }),
        );
        await store.write(
          draft({ at: minutes(4), targetType: 'credentialsView', targetId: 'u1', action: 'replaceRoles' }),
        );
        const ids = async (filter: Parameters<JournalStore['list']>[0]) =>
          (await store.list(filter)).entries.map((entry) => `${entry.action}:${entry.targetId}`);

        expect(await ids({ limit: 10, targetType: 'quoteView', targetId: 'q2' })).toEqual(['signQuote:q2']);
        expect(
          await ids({ limit: 10, targetTypes: ['userView', 'credentialsView'], targetId: 'u1' }),
        ).toEqual(['replaceRoles:u1', 'deactivateUser:u1']);
        expect(await ids({ limit: 10, targetTypes: ['userView'], targetId: 'u1' })).toEqual([
          'deactivateUser:u1',
        ]);
        expect(await ids({ limit: 10, targetTypes: [] })).toEqual([]);
        expect(await ids({ limit: 10, staffId: 's2' })).toEqual(['deactivateUser:u1']);
        expect(await ids({ limit: 10, staffEmail: ' DOMINIQUE@groupe.example' })).toEqual([
          'deactivateUser:u1',
        ]);
        expect(await ids({ limit: 10, action: 'signQuote' })).toEqual(['signQuote:q2', 'signQuote:q1']);
        expect(await ids({ limit: 10, outcome: 'PROJECT_PAYMENT_STATUS_CONFLICT' })).toEqual([
          'signQuote:q2',
        ]);
        expect(await ids({ limit: 10, outcome: 'FAILURE' })).toEqual(['signQuote:q2']);
        expect(await ids({ limit: 10, from: minutes(2), to: minutes(3) })).toEqual([
          'deactivateUser:u1',
          'signQuote:q2',
        ]);
        expect(await ids({ limit: 10, from: 'not a date' })).toHaveLength(4);
      });

      it('pages by cursor, newest first, with no entry twice or missed, even within one millisecond', async () => {
        for (let n = 0; n < 7; n += 1)
          await store.write(draft({ at: minutes(n < 3 ? 0 : n), targetId: `q${n}` }));
        const seen: string[] = [];
        let before: string | undefined;
        let pages = 0;
        do {
          const page = await store.list({ limit: 3, action: 'signQuote', before });
          seen.push(...page.entries.map((entry) => entry.targetId!));
          before = page.nextCursor ?? undefined;
          pages += 1;
        } while (before);

        expect(pages).toBe(3);
        expect(seen).toEqual(['q6', 'q5', 'q4', 'q3', 'q2', 'q1', 'q0']);
        expect((await store.list({ limit: 3, before: 'not-a-cursor' })).entries).toHaveLength(3);
      });

      it('stores no control character: a NUL and an escape become U+FFFD, a reason keeps its lines', async () => {
        await store.write(
          draft({
            staffEmail: 'agent\u0000@groupe.example',
            targetId: 'q1\u0000',
            reason: 'Première ligne\r\n\tseconde\u0000 \u001b[31mrouge\u0085',
            details: '\u0000',
            requestId: 'req\n2',
            changes: [
              { field: 'text\u0000', label: 'Texte', before: 'a\u0000b', after: `${'x'.repeat(2100)}` },
            ],
            jobId: 'job\u0000',
          }),
        );

        const [entry] = (await store.list({ limit: 1 })).entries;

        expect(entry).toMatchObject({
          staffEmail: 'agent\ufffd@groupe.example',
          targetId: 'q1\ufffd',
          reason: 'Première ligne\n\tseconde\ufffd \ufffd[31mrouge\ufffd',
          details: '\ufffd',
          requestId: 'req\ufffd2',
          changes: [
            { field: 'text\ufffd', label: 'Texte', before: 'a\ufffdb', after: `${'x'.repeat(1999)}…` },
          ],
          jobId: 'job\ufffd',
        });
      });

      it('writes an entry once, however often its uid is written', async () => {
        const uid = '0b6f7c1e-4d2a-4c8e-9f1a-3e5d7c9b2a10';
        expect(await store.write(draft({ uid, targetId: 'q-once' }))).toMatchObject({ targetId: 'q-once' });
        expect(await store.write(draft({ uid, targetId: 'q-once' }))).toBeNull();
        await Promise.all([store.write(draft({ uid })), store.write(draft({ uid }))]);

        expect((await store.list({ limit: 10 })).entries.map((entry) => entry.targetId)).toEqual(['q-once']);
      });

      it('keeps a page within bounds', async () => {
        await store.write(draft());
        expect((await store.list({ limit: 0 })).entries).toHaveLength(1);
        expect((await store.list({ limit: 1 })).nextCursor).toBeNull();
      });
    });
  });
}
