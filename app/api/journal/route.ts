import { handleRoute } from '@/lib/auth/handle-route';
import { journalCsvFilename, journalCsvHead, journalCsvLine } from '@/lib/journal/csv';
import {
  JOURNAL_EXPORT_CONTROL_MESSAGE,
  JOURNAL_EXPORT_MAX,
  journalFilterOf,
  parseJournalQuery,
  refusedJournalFilters,
} from '@/lib/journal/query';
import { listJournal } from '@/lib/journal/read';
import { MAX_JOURNAL_PAGE } from '@/lib/journal/store';
import type { JournalPage } from '@/lib/journal/types';
import { visibleTargetTypes } from '@/lib/journal/visibility';
import { fileResponse, plainText } from '@/lib/route-responses';

export const dynamic = 'force-dynamic';

/**
 * GET with the journal screen's filters: the matching entries as a CSV (French headers, `;`, BOM),
 * newest first, read page by page as they are sent, at most JOURNAL_EXPORT_MAX lines. The runner
 * checks the session and the role table (SUPPORT only).
 */
export const GET = handleRoute({ route: 'journal', answers: 'file' }, async ({ request, session, fail }) => {
  const params = Object.fromEntries(request.nextUrl.searchParams);
  if (Object.keys(refusedJournalFilters(params)).length > 0)
    return plainText(400, JOURNAL_EXPORT_CONTROL_MESSAGE);
  const query = parseJournalQuery(params);
  const filter = journalFilterOf(
    { ...query, before: undefined },
    visibleTargetTypes(session.user.roles),
    MAX_JOURNAL_PAGE,
  );
  // The first page is read before answering, so that a database failure is a clear 503.
  let page: JournalPage;
  try {
    page = await listJournal(filter);
  } catch (error) {
    fail('journal export failed', error);
    return plainText(503, 'Le journal est momentanément indisponible.');
  }

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(journalCsvHead()));
      let sent = 0;
      try {
        for (;;) {
          const lines = page.entries
            .slice(0, JOURNAL_EXPORT_MAX - sent)
            .map((entry) => `${journalCsvLine(entry)}\r\n`);
          if (lines.length > 0) controller.enqueue(encoder.encode(lines.join('')));
          sent += lines.length;
          if (!page.nextCursor || sent >= JOURNAL_EXPORT_MAX || request.signal.aborted) break;
          page = await listJournal({ ...filter, before: page.nextCursor });
        }
        controller.close();
      } catch (error) {
        fail('journal export failed', error, { sent });
        controller.error(error);
      }
    },
  });
  return fileResponse(body, { type: 'text/csv; charset=utf-8', filename: journalCsvFilename() });
});
