import { describe, expect, it } from 'vitest';
import { CLIENT, call, DEMO_PASSWORD, staffEmail, startFakeGateway } from './harness';

startFakeGateway({ resetEachTest: false });

async function passwordGrant() {
  return call<{ access_token: string; expires_in: number; refresh_token: string }>('/oauth/token', {
    form: {
      grant_type: 'password',
      ...CLIENT,
      scope: 'any',
      username: staffEmail('support'),
      password: DEMO_PASSWORD,
    },
  });
}

describe('/__fake/token-lifetime', () => {
  it('makes the tokens issued from then on live the given number of seconds, until /__fake/reset', async () => {
    const initial = (await call('/__fake/token-lifetime')).body.seconds as number;
    expect((await passwordGrant()).body.expires_in).toBe(initial);

    const set = await call('/__fake/token-lifetime', { json: { seconds: 70 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ seconds: 70 });
    const short = await passwordGrant();
    expect(short.body.expires_in).toBe(70);
    const refreshed = await call<{ expires_in: number }>('/oauth/token', {
      form: { grant_type: 'refresh_token', ...CLIENT, scope: 'any', refresh_token: short.body.refresh_token },
    });
    expect(refreshed.body.expires_in).toBe(70);

    // A second override still goes back to the lifetime of before the first one.
    await call('/__fake/token-lifetime', { json: { seconds: 5 } });
    await call('/__fake/reset', { method: 'POST' });
    expect((await call('/__fake/token-lifetime')).body.seconds).toBe(initial);
    expect((await passwordGrant()).body.expires_in).toBe(initial);
  });

  it('refuses a lifetime that is not a positive whole number of seconds', async () => {
    const initial = (await call('/__fake/token-lifetime')).body.seconds as number;
    for (const seconds of [0, -1, 1.5, '70']) {
      const result = await call('/__fake/token-lifetime', { json: { seconds } });
      expect(result.status).toBe(400);
    }
    expect((await call('/__fake/token-lifetime')).body.seconds).toBe(initial);
  });
});
