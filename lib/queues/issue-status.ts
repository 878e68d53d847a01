import type { SqlClient, SqlQueries } from '@/lib/db/sql';
import type { IssueStatus } from '@/lib/domain/enums/issue-status';
import { completeClaim } from './claims';
import { claimColumns, claimOf, type ClaimRow } from './read';
import type { Claim } from './types';

/*
 * The issue reports' status in the back-office (lib/db/migrations/007-issue-statuses.ts): no row
 * is "nouveau", a claim or a row IN_PROGRESS is "en cours", a row DONE is "traité". No
 * 'server-only': tests.
 */

export interface IssueWork {
  status: IssueStatus;
  claim: Claim | null;
}

/** The status the staff read, from the stored one and the claim. */
export function issueStatusOf(stored: string | null, claim: Claim | null): IssueStatus {
  if (stored === 'DONE') return 'DONE';
  return stored === 'IN_PROGRESS' || claim ? 'IN_PROGRESS' : 'NEW';
}

type WorkRow = { issue_id: string; status: string | null } & (ClaimRow | Record<keyof ClaimRow, null>);

/** The status and the current claim of each of these issue reports, in one query. */
export async function issueWorkOn(db: SqlQueries, ids: readonly string[]): Promise<Map<string, IssueWork>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<WorkRow>(
    `select issue.id as issue_id, stored.status, ${claimColumns('held')}
       from unnest($1::text[]) as issue(id)
       left join issue_statuses stored on stored.issue_id = issue.id
       left join queue_claims held on held.item_type = 'issue' and held.item_id = issue.id
                                  and held.ended_at is null and held.expires_at > now()`,
    [ids],
  );
  return new Map(
    rows.map((row) => {
      const claim = row.id === null ? null : claimOf(row as ClaimRow);
      return [row.issue_id, { status: issueStatusOf(row.status, claim), claim }];
    }),
  );
}

/**
 * Sets an issue report's status: "nouveau" forgets the stored one, "traité" also completes its
 * claim. Answers the status it had before.
 */
export async function setIssueStatus(
  db: SqlClient,
  issueId: string,
  status: IssueStatus,
  by: { id: string; name: string },
): Promise<IssueStatus> {
  return db.transaction(async (tx) => {
    const before = (await issueWorkOn(tx, [issueId])).get(issueId)!.status;
    if (status === 'NEW') {
      await tx.query('delete from issue_statuses where issue_id = $1', [issueId]);
    } else {
      await tx.query(
        `insert into issue_statuses (issue_id, status, changed_by, changed_by_name) values ($1, $2, $3, $4)
         on conflict (issue_id) do update
           set status = excluded.status, changed_by = excluded.changed_by,
               changed_by_name = excluded.changed_by_name, changed_at = now()`,
        [issueId, status, by.id, by.name],
      );
    }
    if (status === 'DONE') await completeClaim(tx, 'issue', issueId);
    return before;
  });
}
