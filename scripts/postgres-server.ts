import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/*
 * A throw-away PostgreSQL server for the journal's tests and benchmark, from Debian's `postgresql` package
 * (.ci/run installs it): initdb into a temporary folder, pg_ctl start on its own port, removed
 * afterwards. Missing binaries fail the tests with what to install; nothing is skipped.
 */

const run = promisify(execFile);

export interface PostgresServer {
  url: string;
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

function binDir(): string {
  const configured = process.env.POSTGRES_BIN_DIR;
  if (configured && existsSync(join(configured, 'initdb'))) return configured;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(
      'PostgreSQL server binaries not found (no /usr/lib/postgresql/*/bin/initdb): install them with ' +
        '`apt-get install -y postgresql` (.ci/run does), or set POSTGRES_BIN_DIR.',
    );
  return join(root, versions[0]!, 'bin');
}

/** initdb refuses to run as root: as root, the server runs as Debian's `postgres` user. */
async function runAs(): Promise<{ uid: number; gid: number } | undefined> {
  if (userInfo().uid !== 0) return undefined;
  const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
    throw new Error('Running as root and no `postgres` user exists: install the `postgresql` package.');
  });
  const gid = (await run('id', ['-g', 'postgres'])).stdout;
  return { uid: Number(stdout.trim()), gid: Number(gid.trim()) };
}

export async function startPostgres(
  port = Number(process.env.JOURNAL_TEST_PG_PORT ?? 5435),
): Promise<PostgresServer> {
  const bin = binDir();
  const user = await runAs();
  const folder = mkdtempSync(join(tmpdir(), 'journal-pg-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const options = { ...user, env: { ...process.env, LC_ALL: 'C' } };
  const pgCtl = (...args: string[]) => run(join(bin, 'pg_ctl'), ['-D', data, ...args], options);

  await run(
    join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    options,
  );
  const server: PostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      try {
        await pgCtl(
          '-w',
          '-l',
          join(folder, 'server.log'),
          '-o',
          `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
          'start',
        );
      } catch (error) {
        throw new Error(
          `PostgreSQL did not start on port ${port} (in use? set JOURNAL_TEST_PG_PORT): ${String(error)}`,
        );
      }
    },
    async stop() {
      await pgCtl('-w', '-m', 'fast', 'stop');
    },
    async destroy() {
      await pgCtl('-w', '-m', 'immediate', 'stop').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
