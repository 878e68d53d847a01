import 'server-only';
import { formatDate, formatTimeOfDay } from '@/lib/domain/dates';
import type { Session } from '@/lib/auth/session';
import { listJournal } from '@/lib/journal/read';
import { JOURNAL_SUCCESS, type FieldChange } from '@/lib/journal/types';
import { errorFields, log } from '@/lib/log';
import { changeLine, diffFields, type Snapshot } from './diff';
import type { RecordKind } from './fields';
import { fieldValuesOf, RECORD_KINDS, type RecordRef } from './kinds';
import { byWhom, CHANGES_MESSAGES as M } from './messages';
import { readRecord, RECORD_READS } from './records';
import { hashedVersion, openVersionToken, type RecordVersion } from './version';

/*
 * The runner's check that a write acts on the record its author saw (docs/architecture.md, "No
 * silent overwrite"): the version the page read travels as the raw input's `version` field.
 */

/** What the staff member is told when the record changed: nothing was written, and what changed. */
export interface Conflict {
  message: string;
  /** « Statut : En attente → Payée, par Jeanne Martin à 10 h 42 », one line per field. */
  changes: string[];
}

/** A version that passed: the write may go, conditional on `etag` when the gateway gave one. */
export interface CheckedVersion {
  ref: RecordRef;
  /** The tracked fields as the staff member saw them (and as they still are). */
  before: Snapshot;
  /** Send If-Match with this on the run's write (the gateway's own check, no read here). */
  etag: string | null;
  /** The record's read path, which If-Match guards the writes under. */
  readPath: string;
  seen: RecordVersion;
}

export type VersionCheck = { ok: true; checked: CheckedVersion } | { ok: false; conflict: Conflict };

/** The `version` field of an action's raw input (a plain object, or a posted form). */
export function versionInRaw(raw: unknown): unknown {
  if (raw instanceof FormData) return raw.get('version');
  return raw !== null && typeof raw === 'object' ? (raw as { version?: unknown }).version : undefined;
}

/**
 * Whether the record a page saw (`seen`) is still the record `current` is, by the hashed version;
 * null when it is, else the tracked fields that differ (possibly none: a field the page does not track).
 */
export function decideConflict(
  seen: RecordVersion,
  current: Snapshot & { version: string },
): FieldChange[] | null {
  if (current.version === seen.version) return null;
  return diffFields({ kind: seen.kind, values: seen.values }, current);
}

/**
 * Checks the raw input's version against the record `ref` names. A missing, forged or foreign
 * version is refused like a stale one: leaving the field out must not skip the check.
 */
export async function checkVersion(session: Session, ref: RecordRef, raw: unknown): Promise<VersionCheck> {
  const seen = openVersionToken(versionInRaw(raw));
  if (!seen || seen.kind !== ref.kind || seen.id !== ref.id) {
    log('warn', 'action refused: unknown record version', {
      kind: ref.kind,
      id: ref.id,
      userId: session.user.id,
    });
    return { ok: false, conflict: { message: M.unknownVersion, changes: [] } };
  }
  const checked: CheckedVersion = {
    ref,
    before: { kind: ref.kind, values: seen.values },
    etag: seen.etag ? seen.version : null,
    readPath: RECORD_READS[ref.kind].path,
    seen,
  };
  if (seen.etag) return { ok: true, checked };
  const record = await readRecord(ref.kind, session.token, ref.id);
  const current = {
    kind: ref.kind,
    values: fieldValuesOf(ref.kind, record),
    version: hashedVersion(ref.kind, record),
  };
  const changes = decideConflict(seen, current);
  return changes === null
    ? { ok: true, checked }
    : { ok: false, conflict: await conflictOf(session, seen, record) };
}

/** What changed since `seen`, with who and when; reads the record unless given. */
export async function conflictOf(session: Session, seen: RecordVersion, record?: unknown): Promise<Conflict> {
  const current = record ?? (await readRecord(seen.kind, session.token, seen.id));
  const values = fieldValuesOf(seen.kind, current as never);
  const changes = diffFields({ kind: seen.kind, values: seen.values }, { kind: seen.kind, values });
  const when = await whoAndWhen(session, seen, current);
  const lines = changes.length ? changes.map(changeLine) : [M.otherFields.replace(/\.$/, '')];
  return { message: M.changed, changes: lines.map((line) => `${line}${when}`) };
}

/**
 * « , par Jeanne Martin à 10 h 42 »: from the journal's latest entry on the record made after the
 * page read it, else the record's own date of change, else nothing.
 */
async function whoAndWhen(session: Session, seen: RecordVersion, record: unknown): Promise<string> {
  const definition = RECORD_KINDS[seen.kind] as unknown as RecordKind<unknown>;
  const entry = await latestEntry(definition, seen);
  const at = entry?.at ?? definition.changedAt?.(record) ?? null;
  if (!at || Date.parse(at) < seen.readAt - 1000) return '';
  const day = formatDate(at) === formatDate(new Date()) ? null : formatDate(at);
  return byWhom(
    entry ? await staffName(session, entry.staffId, entry.staffEmail) : null,
    day,
    formatTimeOfDay(at),
  );
}

async function latestEntry(definition: RecordKind<unknown>, seen: RecordVersion) {
  try {
    const page = await listJournal({
      targetType: definition.view,
      targetId: seen.id,
      outcome: JOURNAL_SUCCESS,
      from: new Date(seen.readAt - 1000).toISOString(),
      limit: 1,
    });
    return page.entries[0] ?? null;
  } catch (error) {
    log('warn', 'conflict author not read', { error: errorFields(error) });
    return null;
  }
}

async function staffName(session: Session, staffId: string, email: string): Promise<string> {
  try {
    const staff = await readRecord('user', session.token, staffId);
    return `${staff.firstName} ${staff.lastName}`.trim() || email;
  } catch {
    return email;
  }
}

/** The fields the run changed, before → after, read once the write is done; null when unreadable. */
export async function changesMade(session: Session, checked: CheckedVersion): Promise<FieldChange[] | null> {
  try {
    const after = await readRecord(checked.ref.kind, session.token, checked.ref.id);
    return diffFields(checked.before, {
      kind: checked.ref.kind,
      values: fieldValuesOf(checked.ref.kind, after),
    });
  } catch (error) {
    log('warn', 'changes not read after a write', { kind: checked.ref.kind, error: errorFields(error) });
    return null;
  }
}
