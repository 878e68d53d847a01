import { defineEnum, type EnumValue } from './define';

/** Level of a toast alert (SPEC §2). */
export const alertLevel = /*#__PURE__*/ defineEnum(['info', 'warning', 'error'], {
  info: { label: 'Information', tone: 'info' },
  warning: { label: 'Avertissement', tone: 'warning' },
  error: { label: 'Erreur', tone: 'danger' },
});
export type AlertLevel = EnumValue<typeof alertLevel>;
