import { defineEnum, type EnumValue } from './define';

/** Status of a feedback (avis) and of each reply. */
export const feedbackStatus = /*#__PURE__*/ defineEnum(['PENDING', 'VALIDATING', 'REFUSED', 'PUBLISHED'], {
  PENDING: { label: 'En attente', tone: 'warning' },
  VALIDATING: { label: 'En cours de modération', tone: 'info' },
  REFUSED: { label: 'Refusé', tone: 'danger' },
  PUBLISHED: { label: 'Publié', tone: 'success' },
});
export type FeedbackStatus = EnumValue<typeof feedbackStatus>;

export const feedbackAction = /*#__PURE__*/ defineEnum(['UPDATE'], {
  UPDATE: { label: 'Modifier', tone: 'info' },
});
export type FeedbackAction = EnumValue<typeof feedbackAction>;

export const issueType = /*#__PURE__*/ defineEnum(
  ['UNREACHABLE_CONTACT', 'BYPASS_PROPOSED', 'BYPASS_SUSPECTED', 'OTHER'],
  {
    UNREACHABLE_CONTACT: { label: 'Contact injoignable', tone: 'warning' },
    BYPASS_PROPOSED: { label: 'Contournement proposé', tone: 'danger' },
    BYPASS_SUSPECTED: { label: 'Contournement suspecté', tone: 'warning' },
    OTHER: { label: 'Autre', tone: 'neutral' },
  },
);
export type IssueType = EnumValue<typeof issueType>;
