'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { notify, notifyResult } from '@/components/ui/notify';
import { ALLOWED_UPLOAD_ACCEPT } from '@/lib/domain/constants';
import { checkRequiredFiles } from '@/lib/domain/rules/file-checks';
import { postActionForm } from './post-form';
import { UploadProgress } from './upload-progress';

export interface FileUploadProps {
  /**
   * The route handler each file is posted to, alone, as the multipart part `files` next to
   * `fields`; it answers an ActionResult (lib/action-result.ts) as JSON.
   */
  url: string;
  /** The other parts of every request (e.g. who the files are for). */
  fields?: Readonly<Record<string, string>>;
  label?: string;
  submitLabel?: string;
  /** The toast once every file went through: each answer only speaks of its own file. */
  successMessage: (count: number) => string;
  /** Controls above the file input that belong to the same upload (e.g. a select of `fields`). */
  children?: ReactNode;
}

const HINT = 'PDF, JPEG, PNG ou WebP, moins de 10 Mo par fichier.';

function sizeLabel(bytes: number): string {
  const format = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return bytes < 1024 * 1024 ? `${format(bytes / 1024)} Ko` : `${format(bytes / (1024 * 1024))} Mo`;
}

/**
 * The message of the SPEC §5 multi-file rule, or null when every file passes: its plain check, as
 * the zod rule would have zod in the record page's first load.
 */
function refusal(selection: readonly File[]): string | null {
  const checked = checkRequiredFiles(selection);
  return checked.ok ? null : checked.message;
}

/**
 * Uploads one or several files of up to 10 MB with a progress bar. The SPEC §5 file rules ("l'un
 * de vos fichiers") are checked as soon as files are picked and again before sending; a refused
 * selection sends nothing. Files then go one request each (XMLHttpRequest, for its progress
 * events; SPEC §9's 5-minute timeout each), so no request grows past one file. The first failure
 * stops the upload and keeps that file and the ones after it selected.
 */
export function FileUpload({
  url,
  fields = {},
  label = 'Fichiers',
  submitLabel = 'Ajouter les fichiers',
  successMessage,
  children,
}: FileUploadProps) {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [selection, setSelection] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const sending = progress !== null;

  const pick = (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    setSelection(chosen);
    setError(chosen.length > 0 ? refusal(chosen) : null);
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problem = refusal(selection);
    setError(problem);
    if (problem) return;

    const total = Math.max(
      1,
      selection.reduce((sum, file) => sum + file.size, 0),
    );
    let done = 0;
    setProgress(0);
    for (const [index, file] of selection.entries()) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('files', file);
      const result = await postActionForm(url, form, (fraction) =>
        setProgress((done + fraction * file.size) / total),
      );
      if (!result.ok) {
        const left = selection.slice(index);
        // The files not sent yet stay selected (in memory) and go again once signed in.
        const expired = sessionExpired(result, {
          resend: () => formRef.current?.requestSubmit(),
          files: left.map((file) => file.name),
        });
        if (!expired) notifyResult(result);
        const fileError = result.fieldErrors?.files;
        if (fileError) setError(fileError);
        setSelection(left);
        // The input would still name the files already sent; the list below says what is left.
        if (index > 0 && input.current) input.current.value = '';
        setProgress(null);
        if (result.redirectTo && !expired) router.push(result.redirectTo);
        else if (index > 0) router.refresh();
        return;
      }
      done += file.size;
    }
    notify({ level: 'info', message: successMessage(selection.length) });
    setSelection([]);
    if (input.current) input.current.value = '';
    setProgress(null);
    router.refresh();
  };

  return (
    <form ref={formRef} onSubmit={upload} className="flex flex-col gap-4" noValidate>
      {children}
      <Field label={label} hint={HINT} error={error}>
        <Input
          type="file"
          multiple
          accept={ALLOWED_UPLOAD_ACCEPT}
          disabled={sending}
          aria-describedby={selection.length > 0 ? listId : undefined}
          className="py-1.5 file:mr-3 file:rounded file:border-0 file:bg-surface-muted file:px-2 file:py-0.5"
          ref={input}
          onChange={(event) => pick(event.currentTarget.files)}
        />
      </Field>
      {selection.length > 0 ? (
        <ul id={listId} aria-label="Fichiers sélectionnés" className="flex flex-col gap-1 text-sm text-fg">
          {selection.map((file, index) => (
            <li key={`${index}-${file.name}`} className="flex gap-2">
              <span className="min-w-0 truncate">{file.name}</span>
              <span className="shrink-0 text-fg-muted">{sizeLabel(file.size)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {sending ? <UploadProgress fraction={progress ?? 0} label="Envoi des fichiers" /> : null}
      <div>
        <Button type="submit" loading={sending} disabled={selection.length === 0}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
