import type { Migration } from './types';

/*
 * Who works on what (lib/queues). A claim is active until `ended_at`; the partial unique index is
 * what makes "Traiter le suivant" atomic across replicas: two claims of one item cannot both be
 * active. Ended claims stay, for the handling times of the day.
 */
export const queueClaims: Migration = {
  id: 6,
  name: 'queue claims',
  sql: `
    create table if not exists queue_claims (
      id bigint generated always as identity primary key,
      view_id uuid,
      item_type text not null,
      item_id text not null,
      staff_id text not null,
      staff_name text not null,
      staff_roles text[] not null default '{}',
      claimed_at timestamptz not null default now(),
      expires_at timestamptz not null,
      ended_at timestamptz,
      ended_how text
    );
    create unique index if not exists queue_claims_active on queue_claims (item_type, item_id) where ended_at is null;
    create index if not exists queue_claims_staff on queue_claims (staff_id) where ended_at is null;
    create index if not exists queue_claims_view on queue_claims (view_id, claimed_at desc);
  `,
};
