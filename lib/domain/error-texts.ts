/**
 * The app's error texts in one place: the messages (./error-messages.ts), the business codes
 * (./business-codes.ts) and the shell's screens (./shell-texts.ts). Re-exports only, so a client
 * module that reads one text brings the module that holds it and no other.
 */
export * from './error-messages';
export * from './business-codes';
export * from './shell-texts';
