/**
 * The error texts (./error-texts.ts, safe for client code) and, for the server, the business
 * codes as an enum catalogue with a schema.
 */
import { BUSINESS_CODE_ENTRIES, BUSINESS_CODES } from './error-texts';
import { defineEnum } from './enums/define';

export * from './error-texts';

/** The gateway's business error codes with their messages as labels, for badges and schemas. */
export const businessCode = defineEnum(BUSINESS_CODES, BUSINESS_CODE_ENTRIES);
