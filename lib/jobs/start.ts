import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { database } from '@/lib/db/database';
import { env } from '@/lib/env';
import type { GatewayToken } from '@/lib/gateway/http';
import { journalDraft, listDetails } from '@/lib/journal/entry';
import { recordJournal } from '@/lib/journal/runtime';
import { JOURNAL_SUCCESS } from '@/lib/journal/types';
import { RECORD_LISTS } from '@/lib/lists/record-lists';
import type { SessionUser } from '@/lib/auth/session-cookie';
import { MAX_BULK_IDS, type BulkJobInput } from './bulk-input';
import { JOB_KIND_LABELS } from './messages';
import { jobEngine } from './runtime';
import { createJob } from './store';
import { sealToken, tokenDigest } from './token';
import type { Job, JobParams } from './types';

/*
 * Starting a job: the records it acts on (the ids picked, or every row of the list's filtered set
 * read again at the gateway with the list's own parser, all pages up to MAX_BULK_IDS), the
 * author's sealed token, one row per record, and a message for the engine. The request answers
 * once the rows are written; the engine does the rest.
 */

const LIST_PAGE_SIZE = 100;

/** Every id of the list's filtered set, in its order, up to the cap; `total` as the gateway counts it. */
export async function idsOfList(
  token: GatewayToken,
  list: keyof typeof RECORD_LISTS,
  listQuery: string,
): Promise<{ ids: string[]; total: number }> {
  const spec = RECORD_LISTS[list];
  const search = new URLSearchParams(listQuery);
  const params: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    params[key] = values.length === 1 ? values[0]! : values;
  }
  const query = spec.parse(params);
  const ids: string[] = [];
  let total = 0;
  for (let page = 1; ids.length < MAX_BULK_IDS; page += 1) {
    const read = await spec.readPage(token, { ...query, page, size: LIST_PAGE_SIZE });
    total = read.total;
    ids.push(...read.ids);
    if (read.ids.length < LIST_PAGE_SIZE || ids.length >= total) break;
  }
  return { ids: ids.slice(0, MAX_BULK_IDS), total };
}

/** The form's key, or (a form that sends none) the submission's content: the same one twice is one job. */
function submissionKeyOf(user: SessionUser, input: BulkJobInput): string {
  const { submissionKey, ...content } = input;
  const key = submissionKey ?? createHash('sha256').update(JSON.stringify(content)).digest('base64url');
  return `${user.id}:${key}`;
}

export interface Started {
  job: Job;
  created: boolean;
}

export async function startJob(
  user: SessionUser,
  token: GatewayToken,
  input: BulkJobInput,
  recordIds: readonly string[],
  leftOut: number,
): Promise<Started> {
  const params: JobParams = {
    ...(input.paidAt ? { paidAt: input.paidAt } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.listQuery !== undefined ? { listQuery: input.listQuery } : {}),
    ...(leftOut > 0 ? { leftOut } : {}),
  };
  const db = await database();
  const started = await createJob(db, {
    id: randomUUID(),
    submissionKey: submissionKeyOf(user, input),
    kind: input.kind,
    params,
    author: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      roles: user.roles,
    },
    recordIds: [...new Set(recordIds)],
    sealedToken: sealToken(token, env().AUTH_SECRET),
    tokenDigest: tokenDigest(token),
  });
  if (!started.created) return started;
  await recordJournal(
    journalDraft(user, {
      action: 'startBulkJob',
      reason: input.reason ?? null,
      details: `${JOB_KIND_LABELS[input.kind]} : ${started.job.total} fiche(s) : ${listDetails([...recordIds])}`,
      outcome: JOURNAL_SUCCESS,
      jobId: started.job.id,
    }),
  );
  await (await jobEngine()).enqueue(started.job.id);
  return started;
}
