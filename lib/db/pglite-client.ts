import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQueries } from './sql';
import { NoticeTargets } from './notice-targets';

/*
 * PGlite behind the SqlClient interface. PGlite's own `query` parses and plans its statement anew on
 * every call, in five trips into the WebAssembly engine, and it answers in the server's own thread:
 * a record page's notices cost 0.7 ms of planning for 0.06 ms of work. So each statement text is
 * prepared once under a name, and later calls only bind and execute it, letting PostgreSQL keep
 * its plan. Transactions keep PGlite's own path: they are rare and hold the engine anyway.
 */

/** Beyond this many distinct texts, a statement runs unprepared: filters compose their SQL. */
export const MAX_PREPARED = 500;

interface Prepared {
  name: string;
  /** The type of each parameter, as PostgreSQL inferred it, to serialise values as PGlite does. */
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const { serialize } = protocol;

/** PostgreSQL's invalid_sql_statement_name: no prepared statement of that name. */
const UNKNOWN_STATEMENT = '26000';

function preparedQueries(db: PGlite) {
  const statements = new Map<string, Promise<Prepared>>();
  let named = 0;

  // Runs protocol messages the way PGlite's query does: after any open transaction, alone.
  const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
    await db._checkReady();
    return db._runExclusiveTransaction(() => db._runExclusiveQuery(work));
  };

  const prepare = (text: string): Promise<Prepared> => {
    const name = `bo_${++named}`;
    const prepared = exclusive(async () => {
      const { messages } = await db.execProtocol(
        joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      return { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    });
    // A statement PostgreSQL refused is not kept: the caller gets the error, the next call retries.
    prepared.catch(() => statements.get(text) === prepared && statements.delete(text));
    statements.set(text, prepared);
    return prepared;
  };

  async function query<R>(text: string, params: readonly unknown[], again = true): Promise<R[]> {
    const known = statements.get(text);
    if (!known && statements.size >= MAX_PREPARED) {
      return (await db.query<R>(text, params as unknown[])).rows;
    }
    const { name, paramTypes } = await (known ?? prepare(text));
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[paramTypes[index]];
      return serializer ? serializer(value) : String(value);
    });
    let messages;
    try {
      ({ messages } = await exclusive(async () => {
        const answer = await db.execProtocol(
          joined([
            serialize.bind({ statement: name, values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await db.syncToFs();
        return answer;
      }));
    } catch (error) {
      // The engine forgot its prepared statements (DISCARD ALL, DEALLOCATE): prepare this one again.
      if (again && (error as { code?: string }).code === UNKNOWN_STATEMENT) {
        statements.delete(text);
        return query<R>(text, params, false);
      }
      throw error;
    }
    return (parse.parseResults(messages, db.parsers)[0]?.rows ?? []) as R[];
  }
  return query;
}

export function pgliteClient(db: PGlite): SqlClient {
  const plain = (target: Pick<PGlite, 'query' | 'exec'>): SqlQueries => ({
    async query<R>(text: string, params: readonly unknown[] = []) {
      return (await target.query<R>(text, params as unknown[])).rows;
    },
    async exec<R>(text: string) {
      const results = await target.exec(text);
      return (results.at(-1)?.rows ?? []) as R[];
    },
  });
  const prepared = preparedQueries(db);
  const noticeTargets = new NoticeTargets();
  return {
    engine: 'pglite',
    ...plain(db),
    noticeTargets,
    query: (text, params = []) => prepared(text, params),
    transaction: (work) => db.transaction((tx) => work({ ...plain(tx), noticeTargets })),
    close: () => db.close(),
  };
}
