import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertEnv, env, resetEnvCache } from '@/lib/env';
import { stubGatewayEnv } from './gateway/support';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe('env', () => {
  it('parses a complete configuration and applies the defaults', () => {
    stubGatewayEnv({ GATEWAY_URL: 'http://gateway.test/api/', STAFF_EMAIL_DOMAIN: '', FAKE_GATEWAY: 'true' });

    const config = env();
    expect(config.GATEWAY_URL).toBe('http://gateway.test/api');
    expect(config.STAFF_EMAIL_DOMAIN).toBe('groupe.example');
    expect(config.FAKE_GATEWAY).toBe(true);
    expect(config.NODE_ENV).toBe('test');
  });

  it('reads the environment once and serves the cached value afterwards', () => {
    stubGatewayEnv();
    expect(env().GATEWAY_CLIENT_ID).toBe('backoffice');
    vi.stubEnv('GATEWAY_CLIENT_ID', 'changed');
    expect(env().GATEWAY_CLIENT_ID).toBe('backoffice');
  });

  it('names every bad variable and why in one error', () => {
    stubGatewayEnv({
      GATEWAY_URL: 'not a url',
      GATEWAY_CLIENT_SECRET: '',
      AUTH_SECRET: 'short',
      FLASH_SECRET: undefined,
      PAYMENT_PROVIDER_URL: 'ftp://payment.test',
      STAFF_EMAIL_DOMAIN: 'not a host!',
      FAKE_GATEWAY: 'yes',
      NODE_ENV: 'staging',
    });

    let message = '';
    try {
      assertEnv();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(
      'Invalid configuration: GATEWAY_URL (expected an http(s) URL), GATEWAY_CLIENT_SECRET (missing), ' +
        'AUTH_SECRET (at least 32 characters), FLASH_SECRET (missing), PAYMENT_PROVIDER_URL (expected an http(s) URL), ' +
        'STAFF_EMAIL_DOMAIN (expected a hostname such as groupe.example), FAKE_GATEWAY (expected true or false), ' +
        'NODE_ENV (expected development, test or production)',
    );
    expect(message).not.toContain('client-secret');
  });

  it("allows SPEC §9's 60 s per gateway call unless GATEWAY_TIMEOUT_MS says otherwise", () => {
    stubGatewayEnv();
    expect(env().GATEWAY_TIMEOUT_MS).toBe(60_000);
    stubGatewayEnv({ GATEWAY_TIMEOUT_MS: '4000' });
    expect(env().GATEWAY_TIMEOUT_MS).toBe(4_000);
    stubGatewayEnv({ GATEWAY_TIMEOUT_MS: 'soon' });
    expect(() => env()).toThrow('GATEWAY_TIMEOUT_MS (expected a number of milliseconds)');
  });

  it('does not cache a failed parse, so a fixed environment is picked up', () => {
    stubGatewayEnv({ AUTH_SECRET: 'short' });
    expect(() => env()).toThrow(/AUTH_SECRET/);
    vi.stubEnv('AUTH_SECRET', 's'.repeat(32));
    expect(env().AUTH_SECRET).toHaveLength(32);
  });

  it('takes REDIS_URL as optional, a redis:// or rediss:// URL only', () => {
    stubGatewayEnv({ REDIS_URL: '' });
    expect(env().REDIS_URL).toBeUndefined();
    stubGatewayEnv({ REDIS_URL: 'rediss://user:pass@redis.internal:6380/0' });
    expect(env().REDIS_URL).toBe('rediss://user:pass@redis.internal:6380/0');
    stubGatewayEnv({ REDIS_URL: 'http://redis.internal' });
    expect(() => env()).toThrow('REDIS_URL (expected a redis:// or rediss:// URL)');
  });

  it('takes JOURNAL_SPOOL_DIR as optional, a folder when set', () => {
    stubGatewayEnv({ JOURNAL_SPOOL_DIR: '' });
    expect(env().JOURNAL_SPOOL_DIR).toBeUndefined();
    stubGatewayEnv({ JOURNAL_SPOOL_DIR: '   ' });
    expect(() => env()).toThrow('JOURNAL_SPOOL_DIR (expected a folder)');
  });
});
