import type { Migration } from './types';

/** The records each staff member opened last, for home. */
export const recentRecords: Migration = {
  id: 9,
  name: 'records opened last',
  sql: `
    create table if not exists recent_records (
      staff_id text not null,
      record_type text not null,
      record_id text not null,
      label text not null,
      opened_at timestamptz not null,
      primary key (staff_id, record_type, record_id)
    );
    create index if not exists recent_records_staff on recent_records (staff_id, opened_at desc);
  `,
};
