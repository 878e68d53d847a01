import type { Metadata } from 'next';
import { Download } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { Notice } from '@/components/ui/notice';
import { PageHeader } from '@/components/ui/page-header';
import { ROUTES } from '@/lib/access';
import { requireAccess } from '@/lib/auth/session';
import { toSearchParams } from '@/components/data-table/url-state';
import { journalFilterOf, parseJournalQuery, refusedJournalFilters } from '@/lib/journal/query';
import { listJournal } from '@/lib/journal/read';
import { journalTargetText } from '@/lib/journal/options';
import { nameJournalTargets, targetKey } from '@/lib/journal/target-names';
import type { JournalPage } from '@/lib/journal/types';
import { visibleTargetTypes } from '@/lib/journal/visibility';
import { errorFields, log } from '@/lib/log';
import { JOURNAL_UNAVAILABLE_TEXT } from '@/lib/journal/messages';
import { JOURNAL_EXPORT_LABEL, JOURNAL_LIST_DEFAULTS, JOURNAL_SUBTITLE } from './_components/journal-list';
import { journalFilters } from './_components/journal-filters';
import { JournalTable, type JournalTableRow } from './_components/journal-table';

export const metadata: Metadata = { title: ROUTES.journal.title };

/** The staff journal (SUPPORT only): every action, filtered from the URL, paged by cursor. */
export default async function JournalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const session = await requireAccess('journal');
  const params = await searchParams;
  const query = parseJournalQuery(params);
  // A refused filter is shown under its field, with no entry: the database never reads it.
  const refused = refusedJournalFilters(params);
  let page: JournalPage | null = { entries: [], nextCursor: null };
  if (Object.keys(refused).length === 0) {
    try {
      page = await listJournal(journalFilterOf(query, visibleTargetTypes(session.user.roles)));
    } catch (error) {
      page = null;
      log('error', 'journal read failed', { error: errorFields(error) });
    }
  }
  const names = page ? await nameJournalTargets(session.token, page.entries) : {};
  const rows: JournalTableRow[] = (page?.entries ?? []).map((entry) => {
    const targetName =
      entry.targetType && entry.targetId ? names[targetKey(entry.targetType, entry.targetId)] : null;
    return { ...entry, targetName, targetText: journalTargetText({ ...entry, targetName }) };
  });
  const exportQuery = toSearchParams({ ...query, before: undefined }, {}, JOURNAL_LIST_DEFAULTS);
  exportQuery.delete('size');

  return (
    <>
      <PageHeader
        title={ROUTES.journal.title}
        subtitle={JOURNAL_SUBTITLE}
        actions={
          <ButtonLink href={`/api/journal?${exportQuery}`} variant="secondary" prefetch={false}>
            <Download aria-hidden="true" />
            {JOURNAL_EXPORT_LABEL}
          </ButtonLink>
        }
      />
      {page ? (
        <JournalTable
          entries={rows}
          nextCursor={page.nextCursor}
          query={query}
          filters={journalFilters(query)}
          filterErrors={refused}
        />
      ) : (
        <Notice tone="warning" role="alert">
          {JOURNAL_UNAVAILABLE_TEXT}
        </Notice>
      )}
    </>
  );
}
