/*
 * What staff read while picking rows of a list and starting a bulk job on them: the checkbox
 * column, the "whole filter" banner and the bar. Each kind's button and confirmation are in
 * lib/bulk-kinds/messages.ts: only the bar, which comes once a row is ticked, reads them.
 */

const NUMBER = new Intl.NumberFormat('fr-FR');

/** "1 facture" / "1 234 factures". */
export function countOf(count: number, one: string, many: string): string {
  return `${NUMBER.format(count)} ${count > 1 ? many : one}`;
}

export const SELECTION_TEXTS = {
  selectRow: (name: string) => `Sélectionner la ligne ${name}`,
  selectPage: 'Sélectionner toute la page',
  pageSelected: (count: number) =>
    count > 1
      ? `Les ${NUMBER.format(count)} lignes de cette page sont sélectionnées.`
      : 'La ligne de cette page est sélectionnée.',
  selectFiltered: (total: number) => `Sélectionner les ${NUMBER.format(total)} lignes du filtre`,
  filteredSelected: (total: number) => `Les ${NUMBER.format(total)} lignes du filtre sont sélectionnées.`,
  selected: (count: number) => countOf(count, 'sélectionné', 'sélectionnés'),
  clear: 'Désélectionner',
  bar: 'Actions sur la sélection',
  reasonLabel: 'Motif de désactivation',
} as const;
