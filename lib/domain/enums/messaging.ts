import { defineEnum, type EnumValue } from './define';

export const discussionType = /*#__PURE__*/ defineEnum(['PROJECT', 'LMSG'], {
  PROJECT: { label: 'Projet', tone: 'info' },
  LMSG: { label: 'Équipe', tone: 'warning' },
});
export type DiscussionType = EnumValue<typeof discussionType>;

// Labels agree with "discussion" (feminine).
export const discussionStatus = /*#__PURE__*/ defineEnum(['ACTIVE', 'ARCHIVED', 'READER', 'EVICTED'], {
  ACTIVE: { label: 'Active', tone: 'success' },
  ARCHIVED: { label: 'Archivée', tone: 'neutral' },
  READER: { label: 'Lecture seule', tone: 'info' },
  EVICTED: { label: 'Exclue', tone: 'danger' },
});
export type DiscussionStatus = EnumValue<typeof discussionStatus>;

export const messageType = /*#__PURE__*/ defineEnum(['STANDARD', 'EVENT', 'ROBOT', 'ATTACHMENT'], {
  STANDARD: { label: 'Message' },
  EVENT: { label: 'Événement', tone: 'info' },
  ROBOT: { label: 'Message automatique', tone: 'info' },
  ATTACHMENT: { label: 'Pièce jointe' },
});
export type MessageType = EnumValue<typeof messageType>;
