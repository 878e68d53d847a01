import 'server-only';
import { GatewayError, NetworkError, TimeoutError } from './errors';
import { request } from './http';

export const HEALTH_TIMEOUT_MS = 2_000;

export interface GatewayProbe {
  reachable: boolean;
  latencyMs: number;
}

/** GET {gateway}/ without a token: any HTTP answer, even an error status, proves the gateway is up. */
export async function probeGateway(timeoutMs = HEALTH_TIMEOUT_MS): Promise<GatewayProbe> {
  const started = performance.now();
  let reachable: boolean;
  try {
    await request({ method: 'GET', path: '/', token: null, timeoutMs });
    reachable = true;
  } catch (error) {
    reachable =
      error instanceof GatewayError && !(error instanceof TimeoutError || error instanceof NetworkError);
  }
  return { reachable, latencyMs: Math.round(performance.now() - started) };
}
