/**
 * Every action the app journals reads in French, from lib/domain's one vocabulary: the names the
 * code writes (runAction specs' `journalAction`, a route handler's `context.journal({ action })`)
 * are read from the sources, so an action added without a label fails here as well as in tsc.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  journalAction,
  journalActionLabel,
  journalFailureCause,
  journalOutcomeLabel,
} from '@/lib/domain/enums/journal';
import { BUSINESS_CODES } from '@/lib/domain/error-texts';
import { JOURNAL_ACTION_OPTIONS } from '@/lib/journal/actions';

const ROOT = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'fake-gateway' ? [] : sources(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The action names written by the app's code. */
function journaledNames(): Set<string> {
  const names = new Set<string>();
  for (const file of ['app', 'components', 'lib'].flatMap((dir) => sources(path.join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/journalAction:\s*'([^']+)'/g)) names.add(match[1]!);
    if (/\bjournalAction\(|\.journal\(/.test(text))
      for (const match of text.matchAll(/\baction:\s*'([^']+)'\s*(?:as const)?,\s*details/g))
        names.add(match[1]!);
  }
  return names;
}

// A label a person reads: no code (`MANAGER_CA`), no identifier (`reactivateUser`).
const CODE_LIKE = /[A-Z]{2,}_[A-Z_]+|\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('the journal vocabulary', () => {
  const written = journaledNames();

  it('finds the actions the code journals', () => {
    expect(written).toContain('exportReport');
    expect(written).toContain('search');
    expect(written.size).toBeGreaterThan(40);
  });

  it('labels every action the app journals, and holds no label no action uses', () => {
    expect([...written].filter((name) => !journalAction.is(name))).toEqual([]);
    expect(journalAction.values.filter((name) => !written.has(name))).toEqual([]);
  });

  it('gives each action one French label of its own, so the filter names each once', () => {
    const labels = journalAction.options.map((option) => option.label);
    expect(labels.filter((label) => CODE_LIKE.test(label))).toEqual([]);
    expect(new Set(labels).size).toBe(labels.length);
    expect(JOURNAL_ACTION_OPTIONS.map((option) => option.label)).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, 'fr')),
    );
  });

  it('reads the searches journaled under their route before they had a name', () => {
    expect(journalActionLabel('home')).toBe('Recherche');
    expect(journalActionLabel('reactivateUser')).toBe('Réactivation du compte');
  });

  it('says why an action failed in French, never with its code', () => {
    const outcomes = [
      ...BUSINESS_CODES,
      'SESSION_EXPIRED',
      'NOT_FOUND',
      'INVALID_INPUT',
      'TIMEOUT',
      'GATEWAY_UNREACHABLE',
      'HTTP_502',
      'SOMETHING_NEW',
    ];
    for (const outcome of outcomes) {
      const label = journalOutcomeLabel(outcome);
      expect(label).toMatch(/^Échec : \S/);
      expect(label).not.toMatch(CODE_LIKE);
    }
    expect(journalOutcomeLabel('SUCCESS')).toBe('Réussie');
    expect(journalFailureCause('MAX_ACTIVE_RELATIONSHIPS')).toBe(
      'Suffisamment de professionnels se sont déjà positionnés sur ce projet',
    );
    expect(journalFailureCause('HTTP_502')).toBe('la passerelle a répondu 502');
  });
});
