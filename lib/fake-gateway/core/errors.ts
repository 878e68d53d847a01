import { randomUUID } from 'node:crypto';

/**
 * A refusal the way the real gateway answers it: `{ code, message, processId }` with the HTTP
 * status (409 state conflict, 400 bad input, 404 unknown id, 403 forbidden, 413 too large).
 * Handlers may `return` or `throw` one; the route wrapper turns it into the response.
 */
export class FakeFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'FakeFailure';
  }

  toResponse(): Response {
    return json(
      { code: this.code, message: this.message, processId: randomUUID(), ...this.extra },
      this.status,
    );
  }
}

export function fail(
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
): FakeFailure {
  return new FakeFailure(status, code, message, extra);
}

/** 404 for an id the store does not know. */
export function notFound(what: string, id: string): FakeFailure {
  return fail(404, 'NOT_FOUND', `${what} introuvable : ${id}`);
}

/** 400 for input that does not parse; `issues` carries zod's issues when there are some. */
export function badRequest(message: string, issues?: unknown): FakeFailure {
  return fail(400, 'BAD_REQUEST', message, issues === undefined ? {} : { issues });
}

/** 409 for a transition refused in the current state, with no fitting business code. */
export function invalidState(message: string): FakeFailure {
  return fail(409, 'INVALID_STATE', message);
}

/** 409 with one of SPEC §8's business codes. */
export function businessConflict(code: string, message: string): FakeFailure {
  return fail(409, code, message);
}

export function forbidden(message = "Vous n'êtes pas autorisé à effectuer cette action."): FakeFailure {
  return fail(403, 'FORBIDDEN', message);
}

export function json(data: unknown, status = 200, headers?: Record<string, string>): Response {
  return new Response(JSON.stringify(data), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  });
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
