import { Star } from 'lucide-react';
import { cn } from './cn';
import { EMPTY_VALUE } from './description-list';

export const RATING_MAX = 5;

export type StarFill = 'full' | 'half' | 'empty';

/** Each star of a rate out of `max`, the rate rounded to the nearest half. */
export function starFills(rate: number, max = RATING_MAX): StarFill[] {
  const halves = Math.round(Math.min(Math.max(rate, 0), max) * 2);
  return Array.from({ length: max }, (_, index) =>
    halves >= (index + 1) * 2 ? 'full' : halves === index * 2 + 1 ? 'half' : 'empty',
  );
}

const RATE_FORMAT = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** "4/5", "4,5/5": the rate as staff read it. */
export function formatRate(rate: number, max = RATING_MAX): string {
  return `${RATE_FORMAT.format(rate)}/${max}`;
}

/**
 * A rate drawn as stars beside its number. The number is the text assistive technologies read;
 * the stars are decoration. A missing rate shows a dash.
 */
export function RatingStars({
  rate,
  max = RATING_MAX,
  className,
}: {
  rate: number | null | undefined;
  max?: number;
  className?: string;
}) {
  if (rate === null || rate === undefined) return <span className={className}>{EMPTY_VALUE}</span>;
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <span aria-hidden="true" className="inline-flex text-amber-500" data-testid="rating-stars">
        {starFills(rate, max).map((fill, index) => (
          <span key={index} className="relative inline-flex" data-fill={fill}>
            <Star className="size-4" />
            {fill === 'empty' ? null : (
              <span className={cn('absolute inset-0 overflow-hidden', fill === 'half' && 'w-1/2')}>
                <Star className="size-4 fill-current" />
              </span>
            )}
          </span>
        ))}
      </span>
      <span className="tabular-nums">{formatRate(rate, max)}</span>
    </span>
  );
}
