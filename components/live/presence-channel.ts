import { useSyncExternalStore } from 'react';
import type { PresentStaff } from '@/lib/presence/store';

/*
 * What a record page's presence beat (components/record/record-presence.tsx) shares with the rest
 * of the page, per record: who else has it open, as the last beat answered, and whether this staff
 * member is typing in the record's composer (a discussion's answer), which the next beat reports.
 */

/** Typing counts as writing for this long after the last keystroke. */
export const WRITING_MS = 5_000;

interface Channel {
  others: PresentStaff[];
  typedAt: number;
  beatNow: () => void;
  listeners: Set<() => void>;
}

const NOBODY: PresentStaff[] = [];
const channels = new Map<string, Channel>();

function channel(key: string): Channel {
  let found = channels.get(key);
  if (!found) {
    found = { others: NOBODY, typedAt: 0, beatNow: () => undefined, listeners: new Set() };
    channels.set(key, found);
  }
  return found;
}

/** The last beat's answer; the page redraws only when it says something new. */
export function publishPresence(key: string, others: PresentStaff[]): void {
  const shared = channel(key);
  if (JSON.stringify(others) === JSON.stringify(shared.others)) return;
  shared.others = others.length === 0 ? NOBODY : others;
  for (const listener of shared.listeners) listener();
}

/** The beat to run at once when typing starts or stops; returns its removal. */
export function registerBeat(key: string, beatNow: () => void): () => void {
  const shared = channel(key);
  shared.beatNow = beatNow;
  return () => {
    if (shared.beatNow === beatNow) shared.beatNow = () => undefined;
  };
}

export function isTyping(key: string, now = Date.now()): boolean {
  return now - channel(key).typedAt < WRITING_MS;
}

/** A keystroke in the composer: the first of a run is told to the others at once. */
export function reportTyping(key: string): void {
  const shared = channel(key);
  const started = !isTyping(key);
  shared.typedAt = Date.now();
  if (started) shared.beatNow();
}

/** The answer was sent: no longer writing, and the others know it at once. */
export function stopTyping(key: string): void {
  const shared = channel(key);
  if (!isTyping(key)) return;
  shared.typedAt = 0;
  shared.beatNow();
}

/** Who else has the record open, kept current by the page's beat. */
export function usePresentStaff(key: string): PresentStaff[] {
  return useSyncExternalStore(
    (listener) => {
      const { listeners } = channel(key);
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => channel(key).others,
    () => NOBODY,
  );
}
