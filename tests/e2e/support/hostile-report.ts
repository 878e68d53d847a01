import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { Route } from '@/lib/access/routes';
import { BEHAVIOURS, type Behaviour, type Observation, type Outcome } from './hostile';

/*
 * The hostile sweep's findings as a table of routes × behaviours: written to
 * test-results/hostile-sweep on every run, and between the markers of docs/hardening.md when HARDENING_UPDATE=1, so the table in the
 * documentation is what the last run measured.
 */

export interface SweepTarget {
  route: Route;
  /** The path opened: the route's pattern with one real record. */
  path: string;
  role: string;
  /** Gateway calls the page made with a well-behaved gateway (0: it reads nothing). */
  reads: number;
  /** It renders its screen even when every gateway call fails (home falls back on the session). */
  gatewayOptional: boolean;
}

const START = '<!-- hostile-sweep:start -->';
const END = '<!-- hostile-sweep:end -->';

/** The known-code behaviours share one column: each route gets one code. */
const KNOWN_CODE = /^500-(?!unknown-code$)/;

function cellOf(observation: Observation | undefined): string {
  if (!observation) return '';
  const outcome: Record<string, string> = {
    rendered: 'data',
    'session-ended': 'session ended',
    login: 'login page, no notice',
    'crash-screen': '**crash screen**',
    'not-found': '404 page',
  };
  let cell = outcome[observation.outcome] ?? observation.outcome.replace(/^message:/, '');
  if (observation.outcome.startsWith('other:')) cell = `**${cell}**`;
  if (observation.scripts.length) cell += ' **script ran**';
  if (observation.unsafeLinks.length) cell += ' **script link**';
  if (observation.overflowPx > 0) cell += ' **overflow**';
  return cell;
}

interface Column {
  title: string;
  cells: (target: number) => { cell: string; outcome?: Outcome };
}

function columnsOf(targets: SweepTarget[], observations: Map<string, Observation[]>): Column[] {
  const cellFor = (behaviour: Behaviour, target: number) => {
    const list = observations.get(behaviour.id);
    if (!list) return undefined;
    // Shared behaviours observed only their share of the targets, in order.
    const share = behaviour.share;
    const position = share
      ? targets.slice(0, target + 1).filter((_, index) => index % share.of === share.index).length - 1
      : target;
    if (share && target % share.of !== share.index) return undefined;
    return list[position];
  };
  const plain = BEHAVIOURS.filter((behaviour) => !KNOWN_CODE.test(behaviour.id));
  const coded = BEHAVIOURS.filter((behaviour) => KNOWN_CODE.test(behaviour.id));
  const columns: Column[] = plain.map((behaviour) => ({
    title: behaviour.id,
    cells: (target) => {
      const observation = cellFor(behaviour, target);
      return { cell: cellOf(observation), outcome: observation?.outcome };
    },
  }));
  const at = columns.findIndex((column) => column.title === '500-unknown-code') + 1;
  columns.splice(at, 0, {
    title: '500-known-code',
    cells: (target) => {
      for (const behaviour of coded) {
        const observation = cellFor(behaviour, target);
        if (observation) {
          const code = behaviour.id.replace(/^500-/, '');
          const cell = cellOf(observation);
          return { cell: cell === code ? code : `${code}: ${cell}`, outcome: observation.outcome };
        }
      }
      return { cell: '' };
    },
  });
  return columns;
}

function tally(outcomes: (Outcome | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    if (!outcome) continue;
    const key = outcome.startsWith('message:') ? 'message' : outcome;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts]
    .map(([key, count]) => `${count} ${key}`)
    .sort()
    .join(', ');
}

export function sweepMarkdown(targets: SweepTarget[], observations: Map<string, Observation[]>): string {
  const columns = columnsOf(targets, observations);
  const lines = [
    `| Route | Path | Gateway calls | ${columns.map((column) => column.title).join(' | ')} |`,
    `| --- | --- | --: | ${columns.map(() => '---').join(' | ')} |`,
  ];
  targets.forEach((target, index) => {
    const cells = columns.map((column) => column.cells(index).cell);
    lines.push(
      `| ${target.route.id} | \`${target.route.pattern}\` | ${target.reads} | ${cells.join(' | ')} |`,
    );
  });
  const counts = columns.map((column) => tally(targets.map((_, index) => column.cells(index).outcome)));
  lines.push(`| **Counts** | | | ${counts.join(' | ')} |`);

  const all = [...observations.values()].flat();
  const payloads = observations.get('payloads') ?? [];
  const summary = [
    `${targets.length} routes, ${all.length} page loads under ${observations.size} behaviours.`,
    `Scripts run: ${all.filter((o) => o.scripts.length).length}. Script links rendered: ${
      all.filter((o) => o.unsafeLinks.length).length
    }. Pages wider than the window: ${all.filter((o) => o.overflowPx > 0).length}.`,
    `Under payloads, ${payloads.filter((o) => o.shows.template).length} routes show \`{{7*7}}\` as typed, ${
      payloads.filter((o) => o.shows.longWord).length
    } show the 5,000-character word (wrapped) and ${
      payloads.filter((o) => o.shows.unknownEnum).length
    } show the raw code \`SOMETHING_NEW\`.`,
  ];
  const legend = columns.map((column) => {
    const behaviour = BEHAVIOURS.find((candidate) => candidate.id === column.title);
    const description =
      behaviour?.description ??
      '500 with a [§8](product.md#8-errors-and-messages) code, each route its own code in turn';
    return `- **${column.title}**: ${description}.`;
  });
  return [...legend, '', lines.join('\n'), '', ...summary].join('\n');
}

const OUT_DIR = path.join('test-results', 'hostile-sweep');

/** Forgets the observations of an earlier run. */
export async function clearSweepReport(): Promise<void> {
  await rm(OUT_DIR, { recursive: true, force: true });
}

/**
 * Keeps one behaviour's observations (on disk: a failed test restarts the worker and loses its
 * memory) and writes the table of every behaviour observed so far.
 */
export async function writeSweepReport(
  targets: SweepTarget[],
  behaviour: string,
  seen: Observation[],
): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  await writeFile(path.join(OUT_DIR, `${behaviour}.json`), JSON.stringify(seen, null, 2));
  const observations = new Map<string, Observation[]>();
  for (const { id } of BEHAVIOURS) {
    const file = path.join(OUT_DIR, `${id}.json`);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text) observations.set(id, JSON.parse(text) as Observation[]);
  }
  const markdown = sweepMarkdown(targets, observations);
  await writeFile(path.join(OUT_DIR, 'table.md'), `${markdown}\n`);
  if (process.env.HARDENING_UPDATE !== '1') return;
  const doc = path.join('docs', 'hardening.md');
  const current = await readFile(doc, 'utf8');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${doc} lacks the ${START} … ${END} markers`);
  const text = `${current.slice(0, start + START.length)}\n\n${markdown}\n\n${current.slice(end)}`;
  // Formatted as the repository's check wants it, so a refreshed table needs no extra step.
  await writeFile(doc, await format(text, { ...(await resolveConfig(doc)), filepath: doc }));
}
