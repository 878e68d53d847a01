import { describe, expect, it } from 'vitest';
import { latestStatusChange } from '@/lib/journal/status-changes';
import type { JournalEntry } from '@/lib/journal/types';

const entry = (action: string, at: string, outcome = 'SUCCESS'): JournalEntry => ({
  id: `${action}-${at}`,
  at,
  staffId: 's1',
  staffEmail: 'support@groupe.example',
  staffRoles: ['SUPPORT'],
  action,
  targetType: 'userView',
  targetId: 'u1',
  reason: null,
  outcome,
  requestId: 'r1',
});

describe("a record's latest status change", () => {
  it('is the newest successful action that changes the status, past other actions and failures', () => {
    const entries = [
      entry('syncRecord', '2020-03-03T12:00:00.000+01:00'),
      entry('reactivateUser', '2020-03-03T11:00:00.000+01:00', 'INVALID_STATE'),
      entry('deactivateUser', '2020-03-03T10:00:00.000+01:00'),
      entry('reactivateUser', '2020-03-02T10:00:00.000+01:00'),
    ];
    expect(latestStatusChange('userView', entries)?.id).toBe('deactivateUser-2020-03-03T10:00:00.000+01:00');
  });

  it('is none for a record whose status the back-office does not change, or without such an entry', () => {
    expect(
      latestStatusChange('projectView', [entry('deactivateUser', '2020-03-03T10:00:00.000+01:00')]),
    ).toBeNull();
    expect(
      latestStatusChange('quoteView', [entry('updateDownPayment', '2020-03-03T10:00:00.000+01:00')]),
    ).toBeNull();
  });
});
