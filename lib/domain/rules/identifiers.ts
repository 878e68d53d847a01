import { z } from 'zod';
import { PROJECT_RID_PATTERN, SGID_PATTERN, USER_RID_PATTERN, UUID_PATTERN } from './patterns';
import { PROJECT_RID_MESSAGES, SGID_MESSAGES, USER_RID_MESSAGES, UUID_MESSAGES } from './identifier-messages';
import { requiredText } from './shared';

export { PROJECT_RID_MESSAGES, SGID_MESSAGES, USER_RID_MESSAGES, UUID_MESSAGES };

/** Group identifier: one uppercase letter and 7 digits, e.g. A1234567. */
export const sgid = requiredText(SGID_MESSAGES).regex(SGID_PATTERN, SGID_MESSAGES.invalid);

/** Project RID: P and 4 uppercase letters or digits, e.g. P12AB. */
export const projectRid = requiredText(PROJECT_RID_MESSAGES).regex(
  PROJECT_RID_PATTERN,
  PROJECT_RID_MESSAGES.invalid,
);

/** Same as projectRid, but an empty field is allowed and parses to undefined. */
export const optionalProjectRid = z
  .string({ error: PROJECT_RID_MESSAGES.invalid })
  .trim()
  .refine((value) => value === '' || PROJECT_RID_PATTERN.test(value), PROJECT_RID_MESSAGES.invalid)
  .nullish()
  .transform((value) => value || undefined);

/** User RID: U, C or E and 4 uppercase letters or digits, e.g. U12AB. */
export const userRid = requiredText(USER_RID_MESSAGES).regex(USER_RID_PATTERN, USER_RID_MESSAGES.invalid);

export const uuid = requiredText(UUID_MESSAGES).regex(UUID_PATTERN, UUID_MESSAGES.invalid);
