import { discussionStatus, type DiscussionStatus } from '@/lib/domain/enums';

/** The French texts of the discussion screens (SPEC §8 names "discussion closed"; the words are ours). */
export const DISCUSSION_MESSAGES = {
  sendFailed: "Le message n'a pas pu être envoyé.",
  join: 'Rejoindre la discussion',
  joined: 'Vous avez rejoint la discussion.',
  joinFailed: "Vous n'avez pas pu rejoindre la discussion.",
  closed: 'La discussion a été clôturée.',
  closeFailed: 'La clôture de la discussion a échoué.',
  started: 'La discussion a été créée.',
  startFailed: "La discussion n'a pas pu être créée.",
  withYourself: 'Vous ne pouvez pas démarrer une discussion avec vous-même.',
  notWritable: "La discussion n'est pas active : plus personne ne peut y écrire.",
  notMember: "Vous n'êtes pas membre de cette discussion.",
  newMessages: (count: number) => (count > 1 ? `${count} nouveaux messages` : 'Nouveau message'),
  empty: 'Aucun message pour le moment.',
  unreadByOthers: 'Pas encore lu par les autres membres',
} as const;

/** Why the thread of a discussion that is neither ACTIVE nor ARCHIVED is not shown (SPEC §4). */
export function hiddenThreadNotice(status: DiscussionStatus): string {
  return (
    `Les messages de cette discussion ne peuvent pas être consultés : elle est au statut « ${discussionStatus.label(status)} ». ` +
    'Seules les discussions actives ou archivées sont visibles.'
  );
}
