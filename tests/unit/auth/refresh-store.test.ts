import { describe, expect, it } from 'vitest';
import { seal, sharedRefresh, unseal, type RefreshStore } from '@/lib/auth/refresh-store';
import type { Token } from '@/lib/domain/schemas/token';

/** The few Redis commands the store uses, in memory, with SET NX and expiry as Redis has them. */
function memoryRedis() {
  const values = new Map<string, { value: string; until: number }>();
  const read = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.until <= Date.now()) values.delete(key);
    return values.get(key)?.value ?? null;
  };
  const store = {
    async get(key: string) {
      return read(key);
    },
    async mget(...keys: string[]) {
      return keys.map(read);
    },
    async set(key: string, value: string, _px: 'PX', ms: number, nx?: 'NX') {
      if (nx && read(key) !== null) return null;
      values.set(key, { value, until: Date.now() + ms });
      return 'OK';
    },
    async eval(_script: string, _keys: number, key: string, owner: string) {
      if (read(key) !== owner) return 0;
      values.delete(key);
      return 1;
    },
  };
  return { store: store as unknown as RefreshStore, values };
}

const fresh = (n: number): Token => ({
  tokenType: 'Bearer',
  accessToken: `access-${n}`,
  expiresAt: 1_900_000_000_000,
  refreshToken: `refresh-${n}`,
});

const WINDOW = 60_000;

describe('sharedRefresh', () => {
  it('makes one grant for many replicas refreshing the same old token at once', async () => {
    const { store } = memoryRedis();
    let grants = 0;
    const grant = async () => {
      grants += 1;
      await new Promise((done) => setTimeout(done, 50));
      return fresh(grants);
    };
    const results = await Promise.all(
      Array.from({ length: 30 }, () => sharedRefresh(store, 'old-refresh', grant, WINDOW)),
    );
    expect(grants).toBe(1);
    expect(new Set(results.map((token) => token.accessToken))).toEqual(new Set(['access-1']));
  });

  it('answers a late replica from the stored result without a second grant', async () => {
    const { store } = memoryRedis();
    let grants = 0;
    const grant = async () => fresh((grants += 1));
    await sharedRefresh(store, 'old-refresh', grant, WINDOW);
    expect(await sharedRefresh(store, 'old-refresh', grant, WINDOW)).toEqual(fresh(1));
    expect(grants).toBe(1);
  });

  it('lets a waiting replica grant when the lock holder failed', async () => {
    const { store } = memoryRedis();
    let calls = 0;
    const grant = async () => {
      calls += 1;
      await new Promise((done) => setTimeout(done, 30));
      if (calls === 1) throw new Error('gateway timeout');
      return fresh(calls);
    };
    const [first, second] = await Promise.allSettled([
      sharedRefresh(store, 'old-refresh', grant, WINDOW),
      sharedRefresh(store, 'old-refresh', grant, WINDOW),
    ]);
    expect(first.status).toBe('rejected');
    expect(second).toEqual({ status: 'fulfilled', value: fresh(2) });
  });

  it('keeps neither token readable in the store: hashed keys, sealed value', async () => {
    const { store, values } = memoryRedis();
    await sharedRefresh(store, 'old-refresh', async () => fresh(7), WINDOW);
    const dump = JSON.stringify([...values]);
    expect(dump).not.toContain('old-refresh');
    expect(dump).not.toContain('access-7');
    expect(dump).not.toContain('refresh-7');
  });
});

describe('seal', () => {
  it('opens only with the old refresh token it was sealed for', () => {
    const sealed = seal('old-refresh', fresh(3));
    expect(unseal('old-refresh', sealed)).toEqual(fresh(3));
    expect(unseal('another-refresh', sealed)).toBeNull();
    // The tag's last character always changes: writing "AA" over a tag that already ended so, one
    // seal in 256, tampered with nothing.
    const tampered = sealed.replace(/.$/, (last) => (last === 'A' ? 'Q' : 'A'));
    expect(tampered).not.toBe(sealed);
    expect(unseal('old-refresh', tampered)).toBeNull();
  });
});
