import { DEFAULT_STAFF_EMAIL_DOMAIN } from '@/lib/domain/constants';

/** Settings of the fake gateway, read from the environment (documented in docs/gateway-contract.md). */
export interface FakeConfig {
  /** FAKE_GATEWAY_PORT, default 4010. */
  port: number;
  /** FAKE_GATEWAY_HOST, default 127.0.0.1. */
  host: string;
  /** FAKE_DEMO_PASSWORD: the password of every seeded staff account, default "Renovation2020". */
  demoPassword: string;
  /** FAKE_TOKEN_LIFETIME_SECONDS: access-token lifetime, default 3600. */
  tokenLifetimeSeconds: number;
  /** FAKE_SCALE_USERS: number of seeded users (staff included), default 500. */
  scaleUsers: number;
  /** GATEWAY_CLIENT_ID, default "backoffice". */
  clientId: string;
  /** GATEWAY_CLIENT_SECRET, default "backoffice-dev-secret". */
  clientSecret: string;
  /** STAFF_EMAIL_DOMAIN, default groupe.example. */
  staffDomain: string;
  /**
   * FAKE_ETAGS, default on: an ETag on single-record reads and If-Match honoured on their writes;
   * "off" plays a gateway that has neither, which the back-office must work with too.
   */
  etags: boolean;
}

export const DEFAULT_CONFIG: FakeConfig = {
  port: 4010,
  host: '127.0.0.1',
  demoPassword: 'Renovation2020',
  tokenLifetimeSeconds: 3600,
  scaleUsers: 500,
  clientId: 'backoffice',
  clientSecret: 'backoffice-dev-secret',
  staffDomain: DEFAULT_STAFF_EMAIL_DOMAIN,
  etags: true,
};

/** The seed needs this many users for one staff account per role and state plus a few of each kind. */
export const MIN_SCALE_USERS = 60;

function positiveInt(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** A port; 0 asks the system for a free one (tests, benchmark). */
function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 && parsed < 65_536 ? parsed : fallback;
}

function text(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value.trim() : fallback;
}

export function readConfig(env: Record<string, string | undefined> = process.env): FakeConfig {
  return {
    port: port(env.FAKE_GATEWAY_PORT, DEFAULT_CONFIG.port),
    host: text(env.FAKE_GATEWAY_HOST, DEFAULT_CONFIG.host),
    demoPassword: text(env.FAKE_DEMO_PASSWORD, DEFAULT_CONFIG.demoPassword),
    tokenLifetimeSeconds: positiveInt(env.FAKE_TOKEN_LIFETIME_SECONDS, DEFAULT_CONFIG.tokenLifetimeSeconds),
    scaleUsers: Math.max(MIN_SCALE_USERS, positiveInt(env.FAKE_SCALE_USERS, DEFAULT_CONFIG.scaleUsers)),
    clientId: text(env.GATEWAY_CLIENT_ID, DEFAULT_CONFIG.clientId),
    clientSecret: text(env.GATEWAY_CLIENT_SECRET, DEFAULT_CONFIG.clientSecret),
    staffDomain: text(env.STAFF_EMAIL_DOMAIN, DEFAULT_CONFIG.staffDomain).toLowerCase(),
    etags: env.FAKE_ETAGS?.trim().toLowerCase() !== 'off',
  };
}
