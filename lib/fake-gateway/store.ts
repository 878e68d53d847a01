/**
 * The fake gateway's in-memory database: the people data and the project data, seeded
 * deterministically, plus the runtime state (clock, issued tokens, call log, injected failures).
 * One instance per process; `resetDb()` (POST /__fake/reset) goes back to the seed.
 */
import { TokenStore } from './core/auth';
import { CallLog } from './core/calls';
import { createClock, type Clock } from './core/clock';
import { readConfig, type FakeConfig } from './core/config';
import { createRng } from './core/rng';
import { createIdFactory, type IdFactory } from './core/ids';
import { FailureInjector } from './core/failures';
import type { SeedContext } from './core/seed-kit';
import type { LogEntryRequest } from '@/lib/domain/requests';
import { seedPeople, type PeopleData } from './data/people';
import { seedProjects, type ProjectData } from './data/projects';

export { activeProjectCountOf } from './data/projects';

/** The seed of the generator: changing it changes every seeded value. */
export const SEED = 'lmsg-backoffice-fake-gateway-v1';

export interface Db {
  config: FakeConfig;
  /** The business clock (SPEC §9's 2020-03-03 unless moved by POST /__fake/clock). */
  clock: Clock;
  /** Issued OAuth tokens; they survive a reset since seeded ids do not change. */
  tokens: TokenStore;
  calls: CallLog;
  failures: FailureInjector;
  /** Ids for the entities created while running. */
  ids: IdFactory;
  people: PeopleData;
  projects: ProjectData;
  /** Reports the app sent to POST /logger (latest last; GET /__fake/logs). */
  appLogs: LogEntryRequest[];
  /** The answers to writes sent with an Idempotency-Key, replayed when the key comes again. */
  idempotent: Map<string, StoredAnswer>;
  /** How long the last seed took, in milliseconds. */
  seedMs: number;
}

export interface StoredAnswer {
  status: number;
  body: string;
  contentType: string | null;
}

export interface SeedData {
  people: PeopleData;
  projects: ProjectData;
}

/** Builds the seeded data from scratch: the same config gives the same data. */
export function buildSeed(config: FakeConfig, now: Date): SeedData {
  const ctx: SeedContext = { rng: createRng(SEED), now, scaleUsers: config.scaleUsers, config };
  const people = seedPeople(ctx);
  const projects = seedProjects(ctx, people);
  return { people, projects };
}

let config: FakeConfig = readConfig();
const clock = createClock();
const tokens = new TokenStore(() => config.tokenLifetimeSeconds);
const calls = new CallLog();
const failures = new FailureInjector();
let current: Db | undefined;

function build(): Db {
  clock.reset();
  const started = performance.now();
  const { people, projects } = buildSeed(config, clock.now());
  return {
    config,
    clock,
    tokens,
    calls,
    failures,
    ids: createIdFactory(),
    people,
    projects,
    appLogs: [],
    idempotent: new Map(),
    seedMs: performance.now() - started,
  };
}

export function getDb(): Db {
  current ??= build();
  return current;
}

/** Back to the seed: data, clock, failures and call log (tokens stay valid). */
export function resetDb(): Db {
  failures.clear();
  calls.clear();
  current = build();
  return current;
}

/**
 * Changes settings (tests shorten the token lifetime, the benchmark raises the scale). A change
 * of scale, domain or demo password reseeds on next use; other settings apply at once.
 */
export function configure(overrides: Partial<FakeConfig>): FakeConfig {
  const previous = config;
  config = { ...config, ...overrides };
  if (current) current.config = config;
  if (
    config.scaleUsers !== previous.scaleUsers ||
    config.staffDomain !== previous.staffDomain ||
    config.demoPassword !== previous.demoPassword
  ) {
    current = undefined;
  }
  return config;
}

export function getConfig(): FakeConfig {
  return config;
}
