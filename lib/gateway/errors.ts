import 'server-only';
import type { z } from 'zod';
import {
  ACCOUNT_NOT_ACTIVATED_MESSAGE,
  AUTHENTICATION_FAILED_MESSAGE,
  DEFAULT_ERROR_MESSAGE,
  LOG_LABELS,
  LOGIN_REFUSED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  STALE_RECORD_MESSAGE,
  businessErrorMessage,
  type BusinessCode,
} from '@/lib/domain/errors';

/*
 * The typed failures of SPEC §8. `message` is for logs (English, never a token or a query string);
 * `userMessage` is the French text a staff user may read, when the failure has a specific one.
 */

/** What the gateway answered, for errors born from an HTTP response. */
export interface GatewayResponseInfo {
  status: number;
  statusText: string;
  /** The parsed JSON body; an unparseable or empty body is `{}` (SPEC §7). */
  body: unknown;
}

export class GatewayError extends Error {
  readonly userMessage?: string;

  constructor(message: string, options?: { userMessage?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.userMessage = options?.userMessage;
  }
}

/**
 * 401 or 403 on a call: the caller clears the session (SPEC §8). Also the base of the token-call
 * failures, so one `instanceof` catches every reason to sign the user out.
 */
export class AuthenticationError extends GatewayError {
  readonly status?: number;
  readonly statusText?: string;
  readonly body?: unknown;

  constructor(
    message: string,
    options: Partial<GatewayResponseInfo> & { userMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { userMessage: options.userMessage ?? SESSION_EXPIRED_MESSAGE, cause: options.cause });
    this.status = options.status;
    this.statusText = options.statusText;
    this.body = options.body;
  }
}

/** The password grant was refused: wrong e-mail or password. */
export class LoginRefusedError extends AuthenticationError {
  constructor(info: Partial<GatewayResponseInfo> = {}) {
    super('Password grant refused', { ...info, userMessage: LOGIN_REFUSED_MESSAGE });
  }
}

/** The password grant was refused because the account is not ACTIVE (SPEC §4 "Login"). */
export class AccountNotActiveError extends AuthenticationError {
  constructor(info: Partial<GatewayResponseInfo> = {}) {
    super('Password grant refused: account not active', {
      ...info,
      userMessage: ACCOUNT_NOT_ACTIVATED_MESSAGE,
    });
  }
}

/** The refresh grant failed: the session cannot be extended and must be cleared. */
export class TokenRefreshError extends AuthenticationError {
  constructor(options: Partial<GatewayResponseInfo> & { cause?: unknown } = {}) {
    super('Token refresh failed', { ...options, userMessage: SESSION_EXPIRED_MESSAGE });
  }
}

/** Builds the authentication failure of a token call, with the "Echec…" message of SPEC §8. */
export function authenticationFailed(
  message: string,
  options: Partial<GatewayResponseInfo> & { cause?: unknown } = {},
): AuthenticationError {
  return new AuthenticationError(message, { ...options, userMessage: AUTHENTICATION_FAILED_MESSAGE });
}

export class NotFoundError extends GatewayError implements GatewayResponseInfo {
  readonly status = 404;
  readonly statusText: string;
  readonly body: unknown;

  constructor(message: string, info: Omit<GatewayResponseInfo, 'status'>) {
    super(message);
    this.statusText = info.statusText;
    this.body = info.body;
  }
}

/** A failure whose body carries a code of the known table (SPEC §8), with its French message. */
export class BusinessError extends GatewayError implements GatewayResponseInfo {
  readonly code: BusinessCode;
  readonly processId?: string;
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  declare readonly userMessage: string;

  constructor(message: string, info: GatewayResponseInfo & { code: BusinessCode; processId?: string }) {
    super(message, { userMessage: businessErrorMessage(info.code) });
    this.code = info.code;
    this.processId = info.processId;
    this.status = info.status;
    this.statusText = info.statusText;
    this.body = info.body;
  }
}

/**
 * 412: the write carried If-Match and the record changed since that version was read; nothing was
 * written. The action runner answers it with what changed (lib/changes).
 */
export class PreconditionFailedError extends GatewayError implements GatewayResponseInfo {
  readonly status = 412;
  readonly statusText: string;
  readonly body: unknown;

  constructor(message: string, info: Omit<GatewayResponseInfo, 'status'>) {
    super(message, { userMessage: STALE_RECORD_MESSAGE });
    this.statusText = info.statusText;
    this.body = info.body;
  }
}

/** Any other non-success answer. `code` and `processId` are kept when the body had them. */
export class HttpError extends GatewayError implements GatewayResponseInfo {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly code?: string;
  readonly processId?: string;

  constructor(message: string, info: GatewayResponseInfo & { code?: string; processId?: string }) {
    super(message);
    this.status = info.status;
    this.statusText = info.statusText;
    this.body = info.body;
    this.code = info.code;
    this.processId = info.processId;
  }
}

/** The call was aborted after its timeout (60 s, 300 s for uploads). */
export class TimeoutError extends GatewayError {
  readonly timeoutMs: number;

  constructor(message: string, timeoutMs: number, cause?: unknown) {
    super(message, { cause });
    this.timeoutMs = timeoutMs;
  }
}

/** No HTTP answer at all: connection refused, DNS failure, reset. */
export class NetworkError extends GatewayError {}

/** The answer did not match the entity schema (SPEC §5 "Response validation"). */
export class SchemaError extends GatewayError {
  readonly data: unknown;
  readonly status: number;
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(info: { data: unknown; status: number; issues: readonly z.core.$ZodIssue[] }) {
    super(LOG_LABELS.PARSE);
    this.data = info.data;
    this.status = info.status;
    this.issues = info.issues;
  }
}

/**
 * The French text to show for a failed action (SPEC §8 "User feedback"): the business or
 * authentication message, else the action's own message, else the generic one.
 */
export function userMessageFor(error: unknown, fallback?: string): string {
  if (error instanceof GatewayError && error.userMessage) return error.userMessage;
  return fallback ?? DEFAULT_ERROR_MESSAGE;
}
