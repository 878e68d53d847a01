import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JOURNAL_EXPORT_CONTROL_MESSAGE } from '@/lib/journal/query';
import { TEST_TOKEN } from '../support/action-session';

/*
 * The journal's CSV export refuses a filter holding a control character with a French 400 before
 * reading anything, rather than letting the database fail on it and answering "indisponible".
 */

vi.mock('@/lib/auth/session', () => ({
  getSession: async () => ({ user: { id: 'me', roles: ['SUPPORT'] }, token: TEST_TOKEN }),
  confirmedSession: async (session: unknown) => session,
}));
const listJournal = vi.hoisted(() => vi.fn());
vi.mock('@/lib/journal/read', () => ({ listJournal }));

const { GET } = await import('@/app/api/journal/route');
const get = (query: string) => GET(new NextRequest(`http://app.test/api/journal?${query}`));

beforeEach(() => {
  listJournal.mockReset().mockResolvedValue({ entries: [], nextCursor: null });
});

describe('GET /api/journal', () => {
  it.each(['staff=agent%00%40groupe.example', 'targetId=q1%0A', 'action=signQuote%1B'])(
    'answers 400 in French to %s, without reading the journal',
    async (query) => {
      const response = await get(query);

      expect(response.status).toBe(400);
      expect(await response.text()).toBe(JOURNAL_EXPORT_CONTROL_MESSAGE);
      expect(listJournal).not.toHaveBeenCalled();
    },
  );

  it('reads the journal with the same filters when they are clean', async () => {
    const response = await get('staff=agent%40groupe.example&targetId=q1');

    expect(response.status).toBe(200);
    expect(listJournal).toHaveBeenCalledWith(
      expect.objectContaining({ staffEmail: 'agent@groupe.example', targetId: 'q1' }),
    );
  });
});
