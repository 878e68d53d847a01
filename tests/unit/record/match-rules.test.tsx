// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplainedStatus } from '@/components/record/explained-status';
import { matchStatus, positionableStatus, projectStatus, visibilityStatus } from '@/lib/domain/enums';
import { pickEnum } from '@/lib/domain/enums/define';
import { MATCH_RULE_REASONS } from '@/lib/matches/messages';
import { acceptMatchBlocker } from '@/lib/matches/rules';

afterEach(cleanup);

describe('acceptMatchBlocker', () => {
  it('allows a CREATED or VIEWED match of a project still open', () => {
    for (const status of ['CREATED', 'VIEWED'] as const) {
      for (const project of ['PUBLISHED', 'VALIDATED', 'SIGNED', null, undefined] as const)
        expect(acceptMatchBlocker(status, project)).toBeNull();
    }
  });

  it('says why any other match cannot be accepted', () => {
    expect(acceptMatchBlocker('ACCEPTED', 'PUBLISHED')).toBe(MATCH_RULE_REASONS.alreadyAccepted);
    expect(acceptMatchBlocker('REFUSED', 'PUBLISHED')).toBe(MATCH_RULE_REASONS.notOpen);
    expect(acceptMatchBlocker('ARCHIVED')).toBe(MATCH_RULE_REASONS.notOpen);
    expect(acceptMatchBlocker('CREATED', 'CANCELED')).toBe(MATCH_RULE_REASONS.projectClosed);
    expect(acceptMatchBlocker('VIEWED', 'FINISHED')).toBe(MATCH_RULE_REASONS.projectClosed);
  });
});

describe('status explanations', () => {
  it('explains every value of the three match statuses in French', () => {
    for (const catalogue of [matchStatus, positionableStatus, visibilityStatus]) {
      for (const value of catalogue.values)
        expect(catalogue.hint(value), value).toMatch(/^[A-ZÀ-Ý].{15,}\.$/);
    }
  });

  it('gives no explanation where the catalogue has none, nor for an unknown value', () => {
    expect(projectStatus.hint('PUBLISHED')).toBe('');
    expect(matchStatus.hint('SOMETHING_NEW')).toBe('');
    expect(matchStatus.hint(null)).toBe('');
  });

  it('keeps the explanations in a picked catalogue', () => {
    const open = pickEnum(matchStatus, ['CREATED', 'VIEWED']);
    expect(open.hint('VIEWED')).toBe(matchStatus.hint('VIEWED'));
  });

  it('shows the badge and the explanation together', () => {
    render(<ExplainedStatus catalogue={visibilityStatus} value="MANUAL_POSITIONING" />);
    expect(screen.getByText('Positionnement manuel')).toBeTruthy();
    expect(screen.getByText(visibilityStatus.hint('MANUAL_POSITIONING'))).toBeTruthy();
  });
});
