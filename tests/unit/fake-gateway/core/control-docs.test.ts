/**
 * docs/gateway-contract.md is how the e2e suites and other engineers learn the control endpoints:
 * every one the fake serves must have its row there, and no row may name one it does not serve.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRoutes } from '@/lib/fake-gateway/handlers';

const doc = readFileSync(path.resolve(__dirname, '../../../../docs/gateway-contract.md'), 'utf8');
const section = doc.slice(doc.indexOf('## Control endpoints'), doc.indexOf('An injected failure'));
const documented = [...section.matchAll(/^\| `(GET|POST|PUT|PATCH|DELETE) (\/__fake\/[^`]*)`/gm)].map(
  ([, method, route]) => `${method} ${route}`,
);

describe('control endpoints in the contract doc', () => {
  it('lists exactly the control endpoints the fake serves, one row each', () => {
    const served = allRoutes.filter((route) => route.control).map((route) => `${route.method} ${route.path}`);
    expect(served.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...served].sort());
  });
});
