import type { Migration } from './types';

/** Kept only until the session's lifetime is over: an older one is refused by its seal anyway. */
export const endedSessions: Migration = {
  id: 4,
  name: 'sessions ended by signing out',
  sql: `
    create table if not exists ended_sessions (
      sid text primary key,
      until timestamptz not null
    );
    create index if not exists ended_sessions_until on ended_sessions (until);
  `,
};
