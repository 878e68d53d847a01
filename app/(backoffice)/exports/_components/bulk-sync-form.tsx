'use client';

import { useRouter } from 'next/navigation';
import { useDeferredValue, useId, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input, Select, Textarea } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { notify } from '@/components/ui/notify';
import { bulkSyncType, type BulkSyncType } from '@/lib/domain/enums';
import { sendInBatches, type BatchRun } from '@/lib/exports/batches';
import {
  BULK_SYNC_BATCH_SIZE,
  BULK_SYNC_MAX_IDS,
  ID_LIST_MAX_FILE_BYTES,
  parseIdList,
  typedLine,
  type IdEntry,
} from '@/lib/exports/id-list';
import { BULK_SYNC_MESSAGES as M, bulkSyncSummary } from '@/lib/exports/messages';
import { bulkSyncAction } from '../actions';

export const BULK_SYNC_SUBMIT_LABEL = 'Resynchroniser';
/** Beyond this many malformed lines, the list says how many more there are. */
const PROBLEMS_SHOWN = 100;

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('fr-FR')} ${count === 1 ? one : many}`;

function readiness(count: number): string {
  const batches = Math.ceil(count / BULK_SYNC_BATCH_SIZE);
  return `${plural(count, 'identifiant prêt', 'identifiants prêts')} à envoyer en ${plural(batches, 'lot', 'lots')} de ${BULK_SYNC_BATCH_SIZE} au plus.`;
}

function linesOf(items: readonly IdEntry[]): string {
  const first = items[0].line;
  const last = items.at(-1)!.line;
  return first === last ? `ligne ${first}` : `lignes ${first} à ${last}`;
}

/**
 * Bulk re-synchronisation (SUPPORT only): identifiers pasted or read from a .txt/.csv file, checked
 * line by line as they are typed (SPEC §5 uuid messages, with the line's number), then the valid
 * ones sent in batches of BULK_SYNC_BATCH_SIZE through the server action, one after the other, with
 * a progress bar; a failed batch does not stop the others, and the summary says what failed.
 */
export function BulkSyncForm() {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const problemsId = useId();
  const [text, setText] = useState('');
  const [type, setType] = useState<BulkSyncType>('USER');
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [run, setRun] = useState<BatchRun<IdEntry> | null>(null);
  // A pasted list of thousands of lines is read after the keystroke has shown.
  const deferredText = useDeferredValue(text);
  const list = useMemo(() => parseIdList(deferredText, type), [deferredText, type]);
  const sending = progress !== null;
  const ready = list.entries.length > 0 && !list.tooMany && deferredText === text;

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    if (file.size > ID_LIST_MAX_FILE_BYTES) {
      setFileError(M.fileTooLarge(ID_LIST_MAX_FILE_BYTES));
      return;
    }
    try {
      setText(await file.text());
      setFileError(null);
      setRun(null);
    } catch {
      setFileError(M.fileUnreadable);
    }
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || !ready) return;
    await sendEntries(list.entries);
  };

  const sendEntries = async (entries: IdEntry[]) => {
    setRun(null);
    const outcome = await sendInBatches(
      entries,
      (batch) => bulkSyncAction(batch.map(({ type: entityType, id }) => ({ type: entityType, id }))),
      {
        size: BULK_SYNC_BATCH_SIZE,
        unreachableMessage: M.batchNotSent,
        onProgress: (done, total) => setProgress({ done, total }),
      },
    );
    setProgress(null);
    setRun(outcome);
    const failed = outcome.failed.reduce((sum, batch) => sum + batch.items.length, 0);
    notify({
      level: failed === 0 ? 'info' : 'error',
      message: bulkSyncSummary({ sent: outcome.sent.length, failed, batchCount: outcome.batchCount }),
    });
    // The batch the ended session refused and the ones after it go again once signed in.
    const rest = [...(outcome.failed.at(-1)?.items ?? []), ...outcome.skipped];
    if (sessionExpired(outcome, { resend: () => void sendEntries(rest) })) return;
    if (outcome.redirectTo) router.push(outcome.redirectTo);
  };

  const retryFailed = () => {
    if (!run) return;
    setText(
      run.failed
        .flatMap((batch) => batch.items)
        .concat(run.skipped)
        .map(typedLine)
        .join('\n'),
    );
    setRun(null);
  };

  const failedCount = run ? run.failed.reduce((sum, batch) => sum + batch.items.length, 0) : 0;

  return (
    <form onSubmit={send} noValidate aria-label="Re-synchronisation en masse" className="flex flex-col gap-4">
      <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <Field label="Type des identifiants" hint="Pour les lignes qui ne précisent pas leur type.">
          <Select
            options={bulkSyncType.options}
            value={type}
            disabled={sending}
            onChange={(event) => setType(event.currentTarget.value as BulkSyncType)}
          />
        </Field>
        <Field label="Fichier" hint="Un fichier .txt ou .csv, lu dans le navigateur." error={fileError}>
          <Input
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            disabled={sending}
            className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-2 file:py-0.5"
            onChange={pick}
          />
        </Field>
      </div>
      <Field
        label="Identifiants"
        hint={`Un identifiant par ligne (${BULK_SYNC_MAX_IDS.toLocaleString('fr-FR')} au plus). Une ligne « Type;identifiant » choisit son type : ${bulkSyncType.options.map((option) => option.label).join(', ')}.`}
      >
        <Textarea
          rows={8}
          value={text}
          disabled={sending}
          spellCheck={false}
          className="font-mono text-xs"
          aria-describedby={list.problems.length > 0 ? problemsId : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setRun(null);
          }}
        />
      </Field>

      <div role="status" className="flex flex-col gap-1 text-sm text-fg-muted">
        {list.entries.length > 0 && !list.tooMany ? <p>{readiness(list.entries.length)}</p> : null}
        {list.duplicates > 0 ? <p>{M.duplicates(list.duplicates)}</p> : null}
      </div>
      {list.tooMany ? (
        <Notice tone="danger" role="alert">
          {M.tooMany(BULK_SYNC_MAX_IDS)}
        </Notice>
      ) : null}
      {list.problems.length > 0 ? (
        <div id={problemsId} className="flex flex-col gap-1">
          <p className="text-sm font-medium text-danger-strong">
            {plural(list.problems.length, 'ligne en erreur, non envoyée', 'lignes en erreur, non envoyées')} :
          </p>
          <ul aria-label="Lignes en erreur" className="flex flex-col gap-0.5 text-sm text-danger-strong">
            {list.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
              <li key={problem.line}>
                {`Ligne ${problem.line} : ${problem.message}`}{' '}
                <code className="text-xs break-all text-fg-muted">{problem.text.slice(0, 80)}</code>
              </li>
            ))}
          </ul>
          {list.problems.length > PROBLEMS_SHOWN ? (
            <p className="text-sm text-fg-muted">
              {`… et ${plural(list.problems.length - PROBLEMS_SHOWN, 'autre', 'autres')}.`}
            </p>
          ) : null}
        </div>
      ) : null}

      {progress ? (
        <div className="flex items-center gap-3 text-sm text-fg-muted">
          <progress
            aria-label="Envoi des lots"
            value={progress.done}
            max={progress.total}
            className="h-2 w-64 overflow-hidden rounded-full accent-brand-700"
          />
          <span>{`Lot ${Math.min(progress.done + 1, progress.total)} sur ${progress.total}`}</span>
        </div>
      ) : null}

      {run ? (
        <div className="flex flex-col gap-2">
          <Notice tone={failedCount === 0 ? 'success' : 'warning'} role="status">
            {bulkSyncSummary({ sent: run.sent.length, failed: failedCount, batchCount: run.batchCount })}
          </Notice>
          {run.failed.length > 0 ? (
            <ul aria-label="Lots en échec" className="flex flex-col gap-0.5 text-sm text-danger-strong">
              {run.failed.map((batch) => (
                <li
                  key={batch.index}
                >{`Lot ${batch.index + 1} (${linesOf(batch.items)}) : ${batch.message}`}</li>
              ))}
            </ul>
          ) : null}
          {failedCount + run.skipped.length > 0 ? (
            <div>
              <Button variant="secondary" size="sm" onClick={retryFailed}>
                Garder les identifiants en échec
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <div>
        <Button type="submit" loading={sending} disabled={!ready}>
          {BULK_SYNC_SUBMIT_LABEL}
        </Button>
      </div>
    </form>
  );
}
