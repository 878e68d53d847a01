'use client';

import Link from 'next/link';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/actions/action-button';
import { usePolling } from '@/components/live/use-polling';
import { Badge } from '@/components/ui/badge';
import { DescriptionList } from '@/components/ui/description-list';
import { Notice } from '@/components/ui/notice';
import { Table, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import { BACKGROUND_HEADERS } from '@/lib/domain/background-request';
import { ITEM_STATE_LABELS, JOB_MESSAGES as M, JOB_STATE_LABELS } from '@/lib/jobs/messages';
import type { JobProgress } from '@/lib/jobs/progress';
import { retryFailedAction, stopJobAction } from '../../actions';
import { ITEM_STATE_TONES, JOB_STATE_TONES } from '../../_components/job-state';

/** At least every 2 s while the job runs. */
export const PROGRESS_INTERVAL_MS = 1_500;

interface JobProgressViewProps {
  jobId: string;
  initial: JobProgress;
  /** The record page of an item, `:id` to fill. */
  recordPattern: string;
  canAct: boolean;
}

/**
 * The job's counts and items, read again from the app's own database while it runs. The polls
 * are background requests: a job left on screen keeps no session alive.
 */
export function JobProgressView({ jobId, initial, recordPattern, canAct }: JobProgressViewProps) {
  const [progress, setProgress] = useState(initial);
  const [ended, setEnded] = useState(false);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const response = await fetch(`/api/travaux/${jobId}`, {
        signal,
        cache: 'no-store',
        headers: { accept: 'application/json', ...BACKGROUND_HEADERS },
      });
      if (response.status === 401 || response.status === 403 || response.status === 404) {
        setEnded(true);
        return;
      }
      if (!response.ok) throw new Error(`job progress answered ${response.status}`);
      setProgress((await response.json()) as JobProgress);
    },
    [jobId],
  );
  usePolling({ intervalMs: PROGRESS_INTERVAL_MS, enabled: !progress.finished && !ended, poll });

  const { counts, total } = progress;
  const done = counts.succeeded + counts.failed + counts.skipped;
  // A server action's answer refreshes the page; its new `initial` starts the polling again.
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setProgress(initial);
    setEnded(false);
  }

  return (
    <section aria-labelledby="job-progress" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="job-progress" className="text-lg font-semibold">
          {M.progress(done, total)}
        </h2>
        <Badge tone={JOB_STATE_TONES[progress.state]}>{JOB_STATE_LABELS[progress.state]}</Badge>
        {progress.run > 1 && <span className="text-muted text-sm">{M.run(progress.run)}</span>}
        <div className="ml-auto flex gap-2">
          <ActionButton
            label={M.retry}
            allowed={canAct && progress.finished && counts.failed > 0}
            action={retryFailedAction}
            payload={{ id: jobId }}
          />
          <ActionButton
            label={M.stop.label}
            allowed={canAct && !progress.finished && !progress.stopRequested}
            action={stopJobAction}
            payload={{ id: jobId }}
            confirm={{ ...M.stop, tone: 'danger' }}
          />
        </div>
      </div>
      <progress className="h-2 w-full" max={total} value={done} aria-label={M.progress(done, total)} />
      {progress.state === 'waiting' && (
        <Notice tone="warning" role="status">
          {M.waitingForToken}
        </Notice>
      )}
      <DescriptionList
        columns={3}
        items={[
          { term: M.counts.succeeded, value: String(counts.succeeded), kind: 'count' },
          { term: M.counts.failed, value: String(counts.failed), kind: 'count' },
          { term: M.counts.skipped, value: String(counts.skipped), kind: 'count' },
          { term: M.counts.pending, value: String(counts.pending + counts.running), kind: 'count' },
        ]}
      />
      <Table>
        <THead>
          <Tr>
            <Th>{M.columns.record}</Th>
            <Th>{M.columns.state}</Th>
            <Th>{M.columns.message}</Th>
          </Tr>
        </THead>
        <TBody>
          {progress.items.map((item) => (
            <Tr key={item.position} data-state={item.state}>
              <Td>
                <Link
                  href={recordPattern.replace(':id', encodeURIComponent(item.recordId))}
                  className="focus-ring rounded font-medium"
                >
                  {item.recordId}
                </Link>
              </Td>
              <Td>
                <Badge tone={ITEM_STATE_TONES[item.state]}>{ITEM_STATE_LABELS[item.state]}</Badge>
              </Td>
              <Td>{item.message ?? ''}</Td>
            </Tr>
          ))}
        </TBody>
      </Table>
    </section>
  );
}
