import { defineEnum, type EnumValue } from './define';

/*
 * What EVENT and ROBOT messages say, apart from the discussions' own catalogues: only the
 * discussion view draws these sentences, and the mailbox list loads its catalogues without them.
 */

/**
 * Content of EVENT messages: the label is the sentence the discussion view draws in the thread, as
 * staff read it (what happened, or what the members were told).
 */
export const eventContent = /*#__PURE__*/ defineEnum(
  [
    'DISCUSSION_STARTED',
    'PROFESSIONAL_ACCEPTED',
    'YOU_SHALL_NOT_BYPASS',
    'LMSG_DISCUSSION_STARTED',
    'DISCUSSION_CLOSED',
  ],
  {
    DISCUSSION_STARTED: { label: 'La discussion a démarré.', tone: 'info' },
    PROFESSIONAL_ACCEPTED: { label: 'Le professionnel a été accepté sur le projet.', tone: 'success' },
    YOU_SHALL_NOT_BYPASS: {
      label: 'Pour votre sécurité, gardez vos échanges et vos paiements sur la plateforme.',
      tone: 'warning',
    },
    LMSG_DISCUSSION_STARTED: { label: "L'équipe a démarré la discussion.", tone: 'info' },
    DISCUSSION_CLOSED: { label: 'La discussion a été clôturée.', tone: 'neutral' },
  },
);
export type EventContent = EnumValue<typeof eventContent>;

/** Content of ROBOT messages: the label is what the automatic message says to the members. */
export const robotContent = /*#__PURE__*/ defineEnum(
  ['PROFESSIONAL_POSITIONED_REMINDER', 'PROFESSIONALS_AUTO_SELECTION_SUGGESTION', 'ANY_QUESTIONS'],
  {
    PROFESSIONAL_POSITIONED_REMINDER: {
      label: "Un professionnel s'est positionné sur votre projet : pensez à lui répondre.",
      tone: 'info',
    },
    PROFESSIONALS_AUTO_SELECTION_SUGGESTION: {
      label: 'Vous pouvez nous laisser sélectionner automatiquement les professionnels de votre projet.',
      tone: 'info',
    },
    ANY_QUESTIONS: { label: 'Une question ? Notre équipe est là pour vous aider.', tone: 'info' },
  },
);
export type RobotContent = EnumValue<typeof robotContent>;
