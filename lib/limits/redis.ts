import 'server-only';
import type { Redis } from 'ioredis';
import type { Counted, Counters } from './counters';

/*
 * The counters in Redis, shared by replicas: each operation is one Lua script, so it runs whole
 * before any other command, as ./memory.ts's functions do in one process. Per entry the keys are
 * `<id>:n` (failures or uses), `<id>:l` (the lock) and `<id>:f` (attempts in flight), and the
 * arguments its rule: limit, window, first lock, longest lock, whether a success forgets.
 */

const KEYS_PER_ENTRY = 3;
const ARGS_PER_ENTRY = 5;

/** The entry `i` (from 0) as local variables; ARGV[1] is the operation's own argument. */
const ENTRY = `
local n, l, f = KEYS[i * ${KEYS_PER_ENTRY} + 1], KEYS[i * ${KEYS_PER_ENTRY} + 2], KEYS[i * ${KEYS_PER_ENTRY} + 3]
local a = i * ${ARGS_PER_ENTRY} + 1
local limit, window, lockMs, maxLockMs, forgets =
  tonumber(ARGV[a + 1]), tonumber(ARGV[a + 2]), tonumber(ARGV[a + 3]), tonumber(ARGV[a + 4]), ARGV[a + 5] == '1'
`;

/** lockAfter (./counters.ts) and memory.ts's fail(): counts a failure, returns the lock it set. */
const FAIL = `
local function fail(n, l, limit, window, lockMs, maxLockMs)
  local failures = redis.call('INCR', n)
  if failures == 1 then redis.call('PEXPIRE', n, window) end
  if failures < limit then return 0 end
  local lock
  if lockMs == 0 then lock = redis.call('PTTL', n)
  else lock = math.floor(math.min(maxLockMs, lockMs * 2 ^ (failures - limit))) end
  if lock > 0 then
    redis.call('SET', l, '1', 'PX', lock)
    if lockMs > 0 then redis.call('PEXPIRE', n, lock + window) end
  end
  return lock
end
local entries = #KEYS / ${KEYS_PER_ENTRY}
`;

const BEGIN = `${FAIL}
for i = 0, entries - 1 do
  ${ENTRY}
  local locked = redis.call('PTTL', l)
  if locked > 0 then return locked end
  local failures = tonumber(redis.call('GET', n) or '0')
  if tonumber(redis.call('GET', f) or '0') >= math.max(1, limit - failures) then return 1000 end
end
for i = 0, entries - 1 do
  ${ENTRY}
  redis.call('INCR', f)
  redis.call('PEXPIRE', f, ARGV[1])
end
return 0`;

const END = `${FAIL}
local locks = {}
for i = 0, entries - 1 do
  ${ENTRY}
  if tonumber(redis.call('GET', f) or '0') > 0 then redis.call('DECR', f) end
  locks[i + 1] = 0
  if ARGV[1] ~= '1' then locks[i + 1] = fail(n, l, limit, window, lockMs, maxLockMs)
  elseif forgets then redis.call('DEL', n, l) end
end
return locks`;

const USE = `${FAIL}
local i = 0
${ENTRY}
local locked = redis.call('PTTL', l)
if locked > 0 then return {locked, 0} end
return {0, fail(n, l, limit, window, lockMs, maxLockMs)}`;

const LOCKED_FOR = `local locked = redis.call('PTTL', KEYS[1]) if locked > 0 then return locked end return 0`;

export type LimitStore = Pick<Redis, 'eval'>;

function keysOf(entries: readonly Counted[]): string[] {
  return entries.flatMap(({ id }) => [`${id}:n`, `${id}:l`, `${id}:f`]);
}

function argsOf(entries: readonly Counted[]): (string | number)[] {
  return entries.flatMap(({ rule }) => [
    rule.limit,
    rule.windowMs,
    rule.lockMs,
    rule.maxLockMs,
    rule.successForgets ? '1' : '0',
  ]);
}

function run(store: LimitStore, script: string, entries: readonly Counted[], first: string | number) {
  return store.eval(script, entries.length * KEYS_PER_ENTRY, ...keysOf(entries), first, ...argsOf(entries));
}

export function redisCounters(store: LimitStore): Counters {
  return {
    async begin(entries, flightMs) {
      return Number(await run(store, BEGIN, entries, flightMs));
    },
    async end(entries, ok) {
      return ((await run(store, END, entries, ok ? '1' : '0')) as number[]).map(Number);
    },
    async use(entry) {
      const [waitMs, lockMs] = (await run(store, USE, [entry], 0)) as number[];
      return { waitMs: Number(waitMs), lockMs: Number(lockMs) };
    },
    async lockedFor(entry) {
      return Number(await store.eval(LOCKED_FOR, 1, `${entry.id}:l`));
    },
  };
}
