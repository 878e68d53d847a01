import {
  journalAction,
  journalActionLabel,
  journalOutcomeLabel,
  type JournalAction,
} from '@/lib/domain/enums/journal';

/* The journal's actions and outcomes as staff read them; the labels live in lib/domain. */

export type JournalActionId = JournalAction;
export { journalActionLabel, journalOutcomeLabel as outcomeLabel };

/** Every action id the journal writes, with its label. */
export const JOURNAL_ACTIONS = Object.fromEntries(
  journalAction.options.map(({ value, label }) => [value, label]),
) as Readonly<Record<JournalActionId, string>>;

/** For the journal screen's action filter, alphabetically by label. */
export const JOURNAL_ACTION_OPTIONS = [...journalAction.options].sort((a, b) =>
  a.label.localeCompare(b.label, 'fr'),
);
