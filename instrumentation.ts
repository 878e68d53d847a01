/** Runs once when the server starts: a bad configuration stops it with one message naming each variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/env')).assertEnv();
}
