import { randomBytes } from 'node:crypto';

/**
 * Issued OAuth tokens. Expiry runs on the real clock (Date.now), not the fake business clock:
 * the client computes expiry from `expires_in` with its own clock, and tests shorten the
 * lifetime with FAKE_TOKEN_LIFETIME_SECONDS and wait.
 */
export type TokenSubject = { kind: 'user'; userId: string } | { kind: 'client' };

export interface AccessToken {
  value: string;
  subject: TokenSubject;
  issuedAt: number;
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  userId: string;
  issuedAt: number;
  usedAt?: number;
}

export interface TokenGrant {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: 'any';
}

export type TokenCheck =
  { ok: true; token: AccessToken } | { ok: false; reason: 'missing' | 'unknown' | 'expired' };

const REFRESH_LIFETIME_MS = 30 * 86_400_000;

export class TokenStore {
  private readonly access = new Map<string, AccessToken>();
  private readonly refresh = new Map<string, RefreshToken>();

  constructor(private readonly lifetimeSeconds: () => number) {}

  issue(subject: TokenSubject): TokenGrant {
    const now = Date.now();
    const lifetime = this.lifetimeSeconds();
    const value = randomBytes(24).toString('base64url');
    this.access.set(value, { value, subject, issuedAt: now, expiresAt: now + lifetime * 1000 });
    const grant: TokenGrant = {
      access_token: value,
      token_type: 'Bearer',
      expires_in: lifetime,
      scope: 'any',
    };
    // A client-credentials token is not a user's session: nothing to refresh (RFC 6749 §4.4.3).
    if (subject.kind === 'user') {
      const refreshValue = randomBytes(24).toString('base64url');
      this.refresh.set(refreshValue, { value: refreshValue, userId: subject.userId, issuedAt: now });
      grant.refresh_token = refreshValue;
    }
    return grant;
  }

  /** Reads `Authorization: Bearer <token>`. */
  check(header: string | null): TokenCheck {
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match) return { ok: false, reason: 'missing' };
    const token = this.access.get(match[1]);
    if (!token) return { ok: false, reason: 'unknown' };
    if (Date.now() >= token.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, token };
  }

  /** Uses a refresh token up: the user id it was issued for, or undefined if unknown, used or too old. */
  consumeRefresh(value: string): string | undefined {
    const token = this.refresh.get(value);
    if (!token || token.usedAt !== undefined || Date.now() - token.issuedAt > REFRESH_LIFETIME_MS)
      return undefined;
    token.usedAt = Date.now();
    return token.userId;
  }

  /** Ends every session of a user (deactivation, anonymisation, password change elsewhere). */
  revokeUser(userId: string): void {
    for (const [value, token] of this.access) {
      if (token.subject.kind === 'user' && token.subject.userId === userId) this.access.delete(value);
    }
    for (const [value, token] of this.refresh) if (token.userId === userId) this.refresh.delete(value);
  }

  clear(): void {
    this.access.clear();
    this.refresh.clear();
  }

  list(): { access: AccessToken[]; refresh: RefreshToken[] } {
    return { access: [...this.access.values()], refresh: [...this.refresh.values()] };
  }
}
