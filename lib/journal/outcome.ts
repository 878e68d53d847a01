import {
  AuthenticationError,
  BusinessError,
  GatewayError,
  HttpError,
  NetworkError,
  NotFoundError,
  TimeoutError,
} from '@/lib/gateway/errors';

/**
 * The journal's outcome of a failed action: the SPEC §8 business code when the gateway gave one,
 * otherwise a code naming the kind of failure (its French cause: journalFailureCause in lib/domain).
 */
export function outcomeOf(error: unknown): string {
  if (error instanceof BusinessError) return error.code;
  if (error instanceof AuthenticationError) return 'SESSION_EXPIRED';
  if (error instanceof NotFoundError) return 'NOT_FOUND';
  if (error instanceof HttpError) return error.code ?? `HTTP_${error.status}`;
  if (error instanceof TimeoutError) return 'TIMEOUT';
  if (error instanceof NetworkError) return 'GATEWAY_UNREACHABLE';
  // A failure the action re-worded keeps what the gateway said as its cause.
  if (error instanceof GatewayError && error.cause !== undefined) return outcomeOf(error.cause);
  return 'DEFAULT';
}
