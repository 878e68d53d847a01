/**
 * The app's error texts in one place: the messages (./error-messages.ts), the business codes
 * (./business-codes.ts) and the shell's screens (./shell-texts.ts). Re-exports only, so a client
 * module that reads one text brings the module that holds it and no other.
 */
export {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  ERROR_MESSAGES,
  LOG_LABELS,
  LOGIN_REFUSED_MESSAGE,
  PASSWORD_TOKEN_EXPIRED_MESSAGE,
  REFRESH_FAILED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  STALE_RECORD_MESSAGE,
  TOO_MANY_SIGN_INS_MESSAGE,
} from './error-messages';
export {
  BUSINESS_CODE_ENTRIES,
  BUSINESS_CODES,
  businessErrorMessage,
  isBusinessCode,
  type BusinessCode,
} from './business-codes';
export { CRASH_SCREEN, NOT_FOUND_SCREEN, noSearchResult } from './shell-texts';
