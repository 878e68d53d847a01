'use client';

import { Download } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSessionExpiry } from '@/components/auth/reauth-dialog';
import { Button } from '@/components/ui/button';
import { lazyModule } from '@/components/ui/lazy-module';
import { notify } from '@/components/ui/notify';
import type { DownloadOutcome } from '@/lib/exports/download';
import type { ExportableList } from '@/lib/exports/list-csv';
import { EXPORT_MESSAGES } from '@/lib/domain/export-texts';

export const EXPORT_RESULTS_LABEL = 'Exporter ces résultats';

// The download's code comes on first use, fetched as soon as the pointer or the focus reaches the button.
const download = lazyModule(() => import('@/lib/exports/download'));
const preload = () => void download.preload().catch(() => undefined);

/**
 * Downloads the list's current view (its filters and sort, every page) as CSV through the exports
 * route, which checks the role and journals the export like any other. `search` is the list's
 * query string as its URL holds it.
 */
export function ExportResultsButton({ list, search }: { list: ExportableList; search: string }) {
  const router = useRouter();
  const sessionExpired = useSessionExpiry();
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    let outcome: DownloadOutcome;
    try {
      const { downloadExport, listExportUrl, saveToDownloads } = await download.preload();
      outcome = await downloadExport(listExportUrl(list, new URLSearchParams(search)));
      if (outcome.ok) {
        const url = URL.createObjectURL(outcome.blob);
        saveToDownloads({ url, filename: outcome.filename });
        // The click has handed the file over; the Blob is no longer needed once it has started.
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      }
    } catch {
      outcome = { ok: false, message: EXPORT_MESSAGES.failed };
    }
    setRunning(false);
    if (outcome.ok) {
      void notify({ level: 'info', message: EXPORT_MESSAGES.done(outcome.filename) });
      return;
    }
    if (sessionExpired(outcome, { resend: () => void run() })) return;
    void notify({ level: 'error', message: outcome.message });
    if (outcome.redirectTo) router.push(outcome.redirectTo);
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      loading={running}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => void run()}
    >
      {running ? null : <Download aria-hidden="true" />}
      {EXPORT_RESULTS_LABEL}
    </Button>
  );
}
