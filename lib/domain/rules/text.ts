import { MESSAGE_MAX, SEARCH_MAX, SEARCH_MIN } from '@/lib/domain/constants';
import { SEARCH_TERM_MESSAGES } from './search-term';
import { requiredText } from './shared';

export { checkSearchTerm, SEARCH_TERM_MESSAGES } from './search-term';

export const MESSAGE_TEXT_MESSAGES = {
  required: 'Merci de saisir votre message.',
  tooLong: 'Votre message est trop long.',
} as const;

/** The global search value: 5 to 200 characters once trimmed; parses to the trimmed text. */
export const searchTerm = requiredText(SEARCH_TERM_MESSAGES)
  .min(SEARCH_MIN, SEARCH_TERM_MESSAGES.invalid)
  .max(SEARCH_MAX, SEARCH_TERM_MESSAGES.invalid);

/** A discussion message: at most 10000 characters once trimmed; parses to the trimmed text. */
export const messageText = requiredText({
  required: MESSAGE_TEXT_MESSAGES.required,
  invalid: MESSAGE_TEXT_MESSAGES.required,
}).max(MESSAGE_MAX, MESSAGE_TEXT_MESSAGES.tooLong);
