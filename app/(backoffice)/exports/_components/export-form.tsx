'use client';

import { Download } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { applyFieldErrors } from '@/components/forms/apply-field-errors';
import { lazyZodResolver } from '@/components/forms/lazy-resolver';
import { Button, buttonClasses } from '@/components/ui/button';
import { Field, Input, Select } from '@/components/ui/field';
import { notify } from '@/components/ui/notify';
import { reportType, type ReportType } from '@/lib/domain/enums';
import { downloadExport, exportUrl, saveToDownloads } from '@/lib/exports/download';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';
import { byteSize } from '@/lib/exports/messages';
import type { ExportRequest, ExportRequestInput } from '@/lib/exports/request';

export const EXPORT_SUBMIT_LABEL = "Télécharger l'export";

interface Progress {
  received: number;
  total: number | null;
}

interface DownloadedFile {
  url: string;
  filename: string;
  size: number;
}

// The period's rules hold zod: imported when the form first validates, not with the page.
const resolver = lazyZodResolver<ExportRequestInput, ExportRequest>(() =>
  import('@/lib/exports/request').then((module) => module.exportRequest),
);

function progressText({ received, total }: Progress): string {
  return total ? `${byteSize(received)} reçus sur ${byteSize(total)}` : `${byteSize(received)} reçus`;
}

/**
 * Chooses a report and its period, then downloads the CSV through the app's route handler with a
 * progress bar (bytes received, against the size when the answer gives it), and offers the file
 * again once done. A refusal shows its message and leaves the form as it was.
 */
export function ExportForm({ defaults }: { defaults: { from: string; to: string; report?: ReportType } }) {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const form = useForm<ExportRequestInput, unknown, ExportRequest>({
    resolver,
    mode: 'onTouched',
    defaultValues: { report: 'INVOICES', ...defaults },
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, touchedFields, isSubmitted, isSubmitting },
  } = form;
  const [progress, setProgress] = useState<Progress | null>(null);
  const [file, setFile] = useState<DownloadedFile | null>(null);
  const [running, setRunning] = useState<AbortController | null>(null);

  // Leaving the page stops a download under way and lets go of the Blob its link still offers
  // (aborting a finished download does nothing).
  useEffect(() => () => running?.abort(), [running]);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);

  const submit: ReturnType<typeof handleSubmit> = handleSubmit(async (values) => {
    const controller = new AbortController();
    setRunning(controller);
    setFile(null);
    setProgress({ received: 0, total: null });
    const outcome = await downloadExport(exportUrl(values), {
      signal: controller.signal,
      onProgress: (received, total) => setProgress({ received, total }),
    });
    setRunning(null);
    setProgress(null);
    if (outcome.ok) {
      const downloaded = {
        url: URL.createObjectURL(outcome.blob),
        filename: outcome.filename,
        size: outcome.blob.size,
      };
      setFile(downloaded);
      saveToDownloads(downloaded);
      notify({ level: 'info', message: EXPORT_MESSAGES.done(outcome.filename) });
      return;
    }
    if (sessionExpired(outcome, { resend: () => void submit() })) return;
    notify({ level: outcome.cancelled ? 'info' : 'error', message: outcome.message });
    applyFieldErrors(outcome.fieldErrors, setError, ['report', 'from', 'to']);
    if (outcome.redirectTo) router.push(outcome.redirectTo);
  });

  const touched = (name: keyof ExportRequestInput) => Boolean(touchedFields[name]) || isSubmitted;

  return (
    <form onSubmit={submit} noValidate aria-label="Exporter des données" className="flex flex-col gap-4">
      <div className="grid max-w-3xl gap-4 sm:grid-cols-3">
        <Field label="Export" required error={errors.report?.message} touched={touched('report')}>
          <Select options={reportType.options} disabled={isSubmitting} {...register('report')} />
        </Field>
        <Field label="Date de début" required error={errors.from?.message} touched={touched('from')}>
          <Input type="date" disabled={isSubmitting} {...register('from')} />
        </Field>
        <Field label="Date de fin" required error={errors.to?.message} touched={touched('to')}>
          <Input type="date" disabled={isSubmitting} {...register('to')} />
        </Field>
      </div>
      <p className="text-xs text-fg-muted">
        Les factures émises entre ces deux jours inclus, au format CSV (séparateur « ; », encodage UTF-8).
      </p>
      {progress ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-fg-muted">
          <progress
            aria-label="Téléchargement de l'export"
            value={progress.total ? progress.received : undefined}
            max={progress.total ?? undefined}
            className="h-2 w-64 overflow-hidden rounded-full accent-brand-700"
          />
          <span role="status">{progressText(progress)}</span>
          <Button variant="ghost" size="sm" onClick={() => running?.abort()}>
            Annuler
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={isSubmitting}>
          {EXPORT_SUBMIT_LABEL}
        </Button>
        {file ? (
          <a href={file.url} download={file.filename} className={buttonClasses({ variant: 'link' })}>
            <Download aria-hidden="true" />
            {`Enregistrer à nouveau ${file.filename} (${byteSize(file.size)})`}
          </a>
        ) : null}
      </div>
    </form>
  );
}
