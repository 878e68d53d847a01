import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const documents = ['README.md', ...readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
);

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

function anchorsIn(file: string): Set<string> {
  const text = readFileSync(path.join(root, file), 'utf8');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1])));
}

describe('the README and docs/ speak for themselves', () => {
  it.each(documents)('%s names no document outside the repository', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(text).not.toMatch(/\bSPEC\b|ARCHITECTURE\.md|ARCHITECTURE "|\.\.\/shared|\/work\//);
  });

  it.each(documents)('%s links only to files and headings that exist', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const broken: string[] = [];
    for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [relative, anchor] = target.split('#');
      const linked = relative ? path.join(path.dirname(file), relative) : file;
      if (!existsSync(path.join(root, linked))) broken.push(target);
      else if (anchor && linked.endsWith('.md') && !anchorsIn(linked).has(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
