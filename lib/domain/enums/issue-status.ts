import { defineEnum, type EnumValue } from './define';

/*
 * Where the back-office stands on an issue report (the gateway keeps no status for them): nouveau
 * until someone claims it or sets it, en cours while claimed or set, traité once handled.
 */
export const issueStatus = /*#__PURE__*/ defineEnum(['NEW', 'IN_PROGRESS', 'DONE'], {
  NEW: { label: 'Nouveau', tone: 'info' },
  IN_PROGRESS: { label: 'En cours', tone: 'warning' },
  DONE: { label: 'Traité', tone: 'success' },
});
export type IssueStatus = EnumValue<typeof issueStatus>;
