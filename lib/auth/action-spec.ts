import type { z } from 'zod';
import type { ActionId, ActionTarget, RouteId } from '@/lib/access';
import type { RecordRef } from '@/lib/changes/kinds';
import type { JournalActionId } from '@/lib/journal/actions';
import type { JournalTarget } from '@/lib/journal/types';
import type { Session } from './session';

/*
 * What an action is, for the runner (run-action.ts) and what decides before it runs (the four-eyes
 * hold): its own module, so that those can name it without importing the runner.
 */
export interface ActionSpec<S extends z.ZodType, T> {
  /** The route whose roles may run this action (the role table is the only source). */
  route: RouteId;
  /** When fewer roles may run it than may open the page (ACTIONS of the role table). */
  action?: ActionId;
  schema: S;
  /**
   * For an action on a user (`on` in ACTIONS): the user the input names, read at the gateway (its
   * kind is never taken from the input); null when the input names none this action may act on.
   * `canActOn` must allow the session's user on it, else the action is refused before `run`.
   */
  actsOn?: (session: Session, input: z.output<S>) => Promise<ActionTarget | null>;
  /**
   * The record the action writes: the runner then requires the version the page read (the raw
   * input's `version`, lib/changes), writes nothing when the record changed since, and journals
   * the tracked fields before → after.
   */
  record?: (input: z.output<S>) => RecordRef;
  run: (session: Session, input: z.output<S>) => Promise<T>;
  /** The info alert of a success (SPEC §8 "User feedback"). */
  success?: string | ((result: T) => string);
  /** The action's own French message when the gateway gives no business or authentication one. */
  failure?: string;
  /** Where the client goes after a success. */
  redirectTo?: string | ((result: T) => string);
  /**
   * The page to come back to after signing in again when the session ended: by default the page
   * the request came from (a route handler posted to by a page names that page here).
   */
  returnTo?: string;
  /*
   * What the staff journal records of a run (lib/journal): written once the gateway answered,
   * success or failure. Never put a token, a password or a file's content in any of them.
   */
  /**
   * The journal's name for the action, one of lib/domain's journal vocabulary so that every entry
   * reads in French; a read that changes nothing still names itself and says `journaled: () => false`.
   */
  journalAction: JournalActionId;
  /** False when a run changed nothing (a refusal found before the gateway was asked to change anything). */
  journaled?: (result: T) => boolean;
  /** The record the action changes; `result` is undefined when the action failed. */
  target?: (input: z.output<S>, result: T | undefined, session: Session) => JournalTarget | null;
  /** The reason or comment the staff member gave. */
  reason?: (input: z.output<S>) => string | null | undefined;
  /** What else says what was done when the target does not (a period, a list of ids…). */
  details?: (input: z.output<S>, result: T | undefined) => string | null | undefined;
}
