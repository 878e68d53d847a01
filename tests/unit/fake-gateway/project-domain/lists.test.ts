/** The filters of GET /projects and GET /matches, the match hit of the global search, the showcase ids. */
import { describe, expect, it } from 'vitest';
import { normalizeText } from '@/lib/fake-gateway/core/table';
import type { ProjectRecord } from '@/lib/fake-gateway/data/project-records';
import { call, startFakeGateway } from '../core/harness';
import { matchesOf, showcase, supportToken } from './support';

const { gateway } = startFakeGateway();
const data = () => gateway.db().projects;
const people = () => gateway.db().people;

async function projectIds(query: Record<string, string | string[]>): Promise<string[]> {
  const result = await call('/projects', { token: await supportToken(), query: { size: '100', ...query } });
  expect(result.status).toBe(200);
  return result.body.items.map((item: { id: string }) => item.id);
}

async function projectTotal(query: Record<string, string | string[]>): Promise<number> {
  return (await call('/projects', { token: await supportToken(), query })).body.total;
}

const projectsWhere = (keep: (project: ProjectRecord) => boolean) => data().projects.values().filter(keep);

describe('GET /projects filters', () => {
  it('answers the town and the last event date with each row', async () => {
    const project = showcase(gateway, 'published');
    const result = await call('/projects', { token: await supportToken(), query: { q: project.rid } });
    expect(result.body.items[0]).toMatchObject({
      id: project.id,
      address: project.address,
      lastEventDate: project.lastEventDate,
    });
  });

  it('filters on the work need', async () => {
    const { bsku } = showcase(gateway, 'published').workNeed;
    const expected = projectsWhere((project) => project.workNeed.bsku === bsku);
    expect(await projectTotal({ workNeed: bsku })).toBe(expected.length);
    expect(await projectTotal({ workNeed: 'unknown-sku' })).toBe(0);
  });

  it('filters on the owner by RID (any case) or by a part of the name', async () => {
    const project = showcase(gateway, 'finished');
    const owner = people().users.require(project.ownerId);
    const owned = data().projectsByOwner.get(owner.id)!;
    expect((await projectIds({ owner: owner.rid.toLowerCase() })).sort()).toEqual([...owned].sort());
    const needle = `${owner.lastName} ${owner.firstName}`;
    const byName = await projectIds({ owner: needle.toUpperCase() });
    expect(byName).toEqual(expect.arrayContaining(owned));
    for (const id of byName) {
      const other = people().users.require(data().projects.require(id).ownerId);
      expect(normalizeText(`${other.lastName} ${other.firstName}`)).toContain(normalizeText(needle));
    }
  });

  it('filters on a postal code or a department', async () => {
    const { postalCode } = showcase(gateway, 'published').address;
    const department = postalCode.slice(0, 2);
    expect(await projectTotal({ location: postalCode })).toBe(
      projectsWhere((project) => project.address.postalCode === postalCode).length,
    );
    const inDepartment = projectsWhere((project) => project.address.postalCode.startsWith(department));
    expect(await projectTotal({ location: department })).toBe(inDepartment.length);
    expect(inDepartment.length).toBeGreaterThan(0);
    // Not a postal code: dropped, as any malformed parameter.
    expect(await projectTotal({ location: 'Paris' })).toBe(data().projects.size);
  });

  it('keeps the projects having every tag asked for', async () => {
    const both = projectsWhere(
      (project) => project.tags.includes('RGE') && project.tags.includes('INSTALLATION_ONLY'),
    );
    expect(both.length).toBeGreaterThan(0);
    expect((await projectIds({ tags: ['RGE', 'INSTALLATION_ONLY'] })).sort()).toEqual(
      both.map((project) => project.id).sort(),
    );
    expect(await projectTotal({ tags: 'RGE' })).toBe(
      projectsWhere((project) => project.tags.includes('RGE')).length,
    );
  });

  it('filters on the publication day range, both days included, in Paris time', async () => {
    const published = projectsWhere((project) => project.publicationDate !== undefined);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));
    const from = '2020-01-01';
    const to = '2020-02-15';
    const expected = published.filter((project) => {
      const d = day(project.publicationDate!);
      return d >= from && d <= to;
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(await projectTotal({ publishedFrom: from, publishedTo: to })).toBe(expected.length);
    const sample = expected[0]!;
    const sampleDay = day(sample.publicationDate!);
    expect(await projectIds({ publishedFrom: sampleDay, publishedTo: sampleDay, q: sample.rid })).toEqual([
      sample.id,
    ]);
    expect(await projectTotal({ publishedFrom: from })).toBe(
      published.filter((project) => day(project.publicationDate!) >= from).length,
    );
  });

  it('combines the filters with the sort and the paging', async () => {
    const tag = 'REPAIR_MAINTENANCE';
    const expected = projectsWhere((project) => project.status === 'PUBLISHED' && project.tags.includes(tag));
    const result = await call('/projects', {
      token: await supportToken(),
      query: { status: 'PUBLISHED', tags: tag, sort: 'publicationDate,asc', size: '2', page: '2' },
    });
    expect(result.body.total).toBe(expected.length);
    const dates = expected.map((project) => Date.parse(project.publicationDate!)).sort((a, b) => a - b);
    expect(
      result.body.items.map((item: { publicationDate: string }) => Date.parse(item.publicationDate)),
    ).toEqual(dates.slice(2, 4));
  });
});

describe('GET /matches filters', () => {
  it('filters on the positionable and the visibility statuses', async () => {
    const token = await supportToken();
    const matches = data().matches.values();
    const byPositionable = await call('/matches', {
      token,
      query: { positionableStatus: 'WORK_TYPES_NOT_QUALIFIED', size: '100' },
    });
    const expected = matches.filter((match) => match.positionableStatus === 'WORK_TYPES_NOT_QUALIFIED');
    expect(expected.length).toBeGreaterThan(0);
    expect(byPositionable.body.total).toBe(expected.length);
    const both = await call('/matches', {
      token,
      query: { visibilityStatus: 'VISIBLE', status: 'VIEWED' },
    });
    expect(both.body.total).toBe(
      matches.filter((match) => match.visibilityStatus === 'VISIBLE' && match.status === 'VIEWED').length,
    );
    for (const item of both.body.items)
      expect(item).toMatchObject({ visibilityStatus: 'VISIBLE', status: 'VIEWED' });
  });

  it('keeps the project and professional filters other screens link with', async () => {
    const token = await supportToken();
    const project = showcase(gateway, 'published');
    const match = matchesOf(gateway, project)[0]!;
    const result = await call('/matches', { token, query: { projectId: project.id, userId: match.userId } });
    expect(result.body.items.map((item: { id: string }) => item.id)).toEqual([match.id]);
  });
});

describe('global search of a match', () => {
  it('finds a match by its id', async () => {
    const match = matchesOf(gateway, showcase(gateway, 'published'))[0]!;
    const hits = (await call('/search', { token: await supportToken(), query: { value: match.id } })).body;
    expect(hits[0]).toMatchObject({ type: 'match', id: match.id });
    expect(hits[0].label).toContain(showcase(gateway, 'published').rid);
  });
});

describe('GET /__fake/showcase', () => {
  it('names the showcase projects', async () => {
    const result = await call('/__fake/showcase');
    expect(result.body).toEqual(data().showcase);
    expect(Object.keys(result.body)).toEqual(expect.arrayContaining(['published', 'full', 'preSalesFull']));
  });
});
