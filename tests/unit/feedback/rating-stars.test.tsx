// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRate, RatingStars, starFills } from '@/components/ui/rating-stars';
import { EMPTY_VALUE } from '@/components/ui/description-list';

afterEach(cleanup);

describe('rating stars', () => {
  it('fills the stars of a rate rounded to the nearest half', () => {
    expect(starFills(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.74)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(3.76)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    // Out of range values stay within the five stars.
    expect(starFills(7)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(-1)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('writes the rate the French way', () => {
    expect(formatRate(4)).toBe('4/5');
    expect(formatRate(4.5)).toBe('4,5/5');
  });

  it('gives assistive technologies the number and hides the stars from them', () => {
    const { container } = render(<RatingStars rate={3} />);
    expect(screen.getByText('3/5')).toBeTruthy();
    const stars = screen.getByTestId('rating-stars');
    expect(stars.getAttribute('aria-hidden')).toBe('true');
    expect([...stars.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'))).toEqual([
      'full',
      'full',
      'full',
      'empty',
      'empty',
    ]);
    // Nothing but the number is read.
    expect(container.textContent).toBe('3/5');
  });

  it('shows a dash without a rate', () => {
    const { container } = render(<RatingStars rate={null} />);
    expect(container.textContent).toBe(EMPTY_VALUE);
    expect(screen.queryByTestId('rating-stars')).toBeNull();
  });
});
