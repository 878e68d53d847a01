/** The log of calls the fake received (GET /__fake/calls), so tests can assert what the app sent. */
export interface CallRecord {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** For POST /oauth/token only. */
  grant_type?: string;
  /** What the call received, for the calls whose body tests read back (POST /tooling/domain-events/sync). */
  body?: unknown;
  status: number;
  /** A write answered from its Idempotency-Key's first answer, without being applied again. */
  replayed?: true;
  /** Real time of arrival. */
  at: string;
  durationMs: number;
}

/** Oldest entries are dropped past this, so a benchmark does not grow memory without end. */
const MAX_CALLS = 5_000;

export class CallLog {
  private entries: CallRecord[] = [];

  add(record: CallRecord): void {
    this.entries.push(record);
    if (this.entries.length > MAX_CALLS) this.entries.splice(0, this.entries.length - MAX_CALLS);
  }

  list(): readonly CallRecord[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}
