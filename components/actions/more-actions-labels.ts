export const MORE_ACTIONS_LABEL = "Plus d'actions";
export const UNAVAILABLE_ACTIONS_HEADING = "Impossibles pour l'instant";

export interface MoreActionsMenuProps {
  /** The actions the record's state forbids, each with what it needs. */
  items: readonly { label: string; reason: string }[];
}
