import type { ReactNode } from 'react';
import { CursorPagination } from '@/components/data-table/cursor-pagination';
import { activeTab, RecordTabs } from '@/components/record/record-tabs';
import { Notice } from '@/components/ui/notice';
import { Table, TableEmptyRow, TBody, Td, Th, THead, Tr } from '@/components/ui/table';
import type { SearchParamValue } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/domain/dates';
import type { Role } from '@/lib/domain/roles';
import { JOURNAL_UNAVAILABLE_TEXT, NO_FIELD_ENTRY_TEXT, NO_JOURNAL_ENTRY_TEXT } from '@/lib/journal/messages';
import { JOURNAL_FIELD_PARAM } from '@/lib/journal/options';
import { listChangedFields, listJournal } from '@/lib/journal/read';
import type { ChangedField, JournalPage, JournalTargetType } from '@/lib/journal/types';
import { tabTargetTypes } from '@/lib/journal/visibility';
import { errorFields, log } from '@/lib/log';
import { JournalFieldFilter } from './journal-field-filter';
import { ActionCell, JOURNAL_COLUMN_HEADERS as H, OutcomeCell, StaffCell, WhyCell } from './journal-cells';

/** The tab every record view adds: `?tab=journal`. */
export const JOURNAL_TAB = { key: 'journal', label: 'Journal' } as const;
/** The tab holding the record itself on a view that had no tabs before the journal. */
export const RECORD_TAB = { key: 'fiche', label: 'Fiche' } as const;
/** The journal tab's cursor parameter. */
export const JOURNAL_CURSOR_PARAM = 'avant';
export const JOURNAL_TAB_PAGE_SIZE = 20;

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: SearchParamValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

// A field's key as actions name it (`status`, `meetingDate`); anything else filters nothing.
const FIELD_KEY = /^[A-Za-z][A-Za-z0-9_.-]{0,99}$/;

/** The field a record's Journal tab is filtered on, from its URL; none when malformed. */
export function journalTabField(searchParams: SearchParams): string | undefined {
  const field = first(searchParams[JOURNAL_FIELD_PARAM]);
  return field && FIELD_KEY.test(field) ? field : undefined;
}

export interface RecordJournalProps {
  targetType: JournalTargetType;
  targetId: string;
  roles: readonly Role[];
  /** The record page's path, for the paging links. */
  basePath: string;
  searchParams: SearchParams;
  /** Parameters the filter and the paging keep (the list the record was opened from). */
  keep?: Readonly<Record<string, string>>;
}

/**
 * A record's Journal tab: the actions staff ran on it, newest first, by pages of 20, each with the
 * fields it changed; filtered to one of those fields by `?champ=`. Only the entries of records the
 * viewer may open are listed (a user's view also lists the actions run from the credentials view,
 * for SUPPORT).
 */
export async function RecordJournal({
  targetType,
  targetId,
  roles,
  basePath,
  searchParams,
  keep,
}: RecordJournalProps) {
  const before = first(searchParams[JOURNAL_CURSOR_PARAM]);
  const field = journalTabField(searchParams);
  const scope = { targetTypes: tabTargetTypes(targetType, roles), targetId };
  let page: JournalPage;
  let fields: ChangedField[];
  try {
    [page, fields] = await Promise.all([
      listJournal({ ...scope, field, before, limit: JOURNAL_TAB_PAGE_SIZE }),
      listChangedFields(scope),
    ]);
  } catch (error) {
    log('error', 'journal read failed', { error: errorFields(error) });
    return (
      <Notice tone="warning" role="status">
        {JOURNAL_UNAVAILABLE_TEXT}
      </Notice>
    );
  }
  return (
    <section aria-label="Journal de la fiche">
      <JournalFieldFilter
        basePath={basePath}
        hidden={{ ...keep, tab: JOURNAL_TAB.key }}
        fields={fields}
        current={field}
      />
      <Table caption="Journal des actions sur la fiche">
        <THead>
          <tr>
            <Th>{H.at}</Th>
            <Th>{H.staff}</Th>
            <Th>{H.action}</Th>
            <Th>{H.why}</Th>
            <Th>{H.outcome}</Th>
          </tr>
        </THead>
        <TBody>
          {page.entries.length === 0 ? (
            <TableEmptyRow colSpan={5}>{field ? NO_FIELD_ENTRY_TEXT : NO_JOURNAL_ENTRY_TEXT}</TableEmptyRow>
          ) : (
            page.entries.map((entry) => (
              <Tr key={entry.id}>
                <Td kind="datetime">{formatDateTime(entry.at)}</Td>
                <Td>
                  <StaffCell entry={entry} />
                </Td>
                <Td>
                  <ActionCell entry={entry} />
                </Td>
                <Td>
                  <WhyCell entry={entry} />
                </Td>
                <Td>
                  <OutcomeCell entry={entry} />
                </Td>
              </Tr>
            ))
          )}
        </TBody>
      </Table>
      <CursorPagination
        pathname={basePath}
        query={{
          ...keep,
          tab: JOURNAL_TAB.key,
          [JOURNAL_FIELD_PARAM]: field,
          [JOURNAL_CURSOR_PARAM]: before,
        }}
        next={page.nextCursor}
        param={JOURNAL_CURSOR_PARAM}
      />
    </section>
  );
}

export interface RecordWithJournalProps extends RecordJournalProps {
  /** The record's own content: the "Fiche" tab. */
  children: ReactNode;
  /** Parameters the tab links keep (the list the record was opened from). */
  keep?: Readonly<Record<string, string>>;
}

/** For a record view without tabs of its own: its content under "Fiche", and the Journal tab. */
export function RecordWithJournal({ children, keep, ...journal }: RecordWithJournalProps) {
  const tabs = [RECORD_TAB, JOURNAL_TAB];
  const tab = activeTab(tabs, journal.searchParams.tab);
  return (
    <>
      <RecordTabs tabs={tabs} current={tab} basePath={journal.basePath} keep={keep} />
      {tab === JOURNAL_TAB.key ? <RecordJournal {...journal} keep={keep} /> : children}
    </>
  );
}
