import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/fake-gateway/handlers';
import { route, sortRoutes } from '@/lib/fake-gateway/core/route';

describe('route table', () => {
  it('declares each method and path once', () => {
    const keys = allRoutes.map((def) => `${def.method} ${def.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('puts static segments before parameters, whatever the declaration order', () => {
    const noop = () => undefined;
    const sorted = sortRoutes([
      route('GET', '/credentials/:id', noop),
      route('GET', '/works/:id', noop),
      route('GET', '/credentials/mine', noop),
      route('GET', '/works/types/:id/insured', noop),
      route('GET', '/works/types', noop),
    ]).map((def) => def.path);
    expect(sorted.indexOf('/credentials/mine')).toBeLessThan(sorted.indexOf('/credentials/:id'));
    expect(sorted.indexOf('/works/types')).toBeLessThan(sorted.indexOf('/works/:id'));
  });

  it('keeps the control endpoints public and every other call but the token and password-token calls authenticated', () => {
    const publicCalls = allRoutes
      .filter((def) => def.public && !def.control)
      .map((def) => `${def.method} ${def.path}`);
    expect(publicCalls.sort()).toEqual([
      'POST /credentials/password/:token',
      'POST /credentials/password/:token/awake',
      'POST /credentials/password/reset',
      'POST /oauth/token',
    ]);
    expect(allRoutes.filter((def) => def.path.startsWith('/__fake/')).every((def) => def.control)).toBe(true);
  });
});
