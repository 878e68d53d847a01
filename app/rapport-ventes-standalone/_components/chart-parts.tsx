import { cn } from '@/components/ui/cn';
import { shortMonthLabel } from '@/lib/sales-report/format';

/** Room on the left of a chart for its value labels. */
export const VALUE_AXIS_WIDTH = 72;

interface LinearScale {
  (value: number): number | undefined;
  ticks(count?: number): number[];
}

interface BandScale {
  (value: string): number | undefined;
  domain(): string[];
  bandwidth(): number;
}

/** Horizontal grid lines with their values on the left; the zero line stronger. */
export function ValueAxis({
  scale,
  width,
  format,
  ticks = 5,
}: {
  scale: LinearScale;
  width: number;
  format: (value: number) => string;
  ticks?: number;
}) {
  return (
    <g aria-hidden="true">
      {/* Whole values only: a count has no fractions, and a fraction of a euro says nothing here. */}
      {scale
        .ticks(ticks)
        .filter(Number.isInteger)
        .map((value) => {
          const at = scale(value) ?? 0;
          return (
            <g key={value}>
              <line
                x1={0}
                x2={width}
                y1={at}
                y2={at}
                className={value === 0 ? 'stroke-border-strong' : 'stroke-border'}
              />
              <text x={-8} y={at} dy="0.32em" textAnchor="end" className="fill-fg-muted text-[11px]">
                {format(value)}
              </text>
            </g>
          );
        })}
    </g>
  );
}

/** The month of each bar, with the year under January and under the first month. */
export function MonthAxis({ scale, top }: { scale: BandScale; top: number }) {
  const months = scale.domain();
  // Past two years of bars, every other label keeps them from running into each other.
  const step = months.length > 24 ? 2 : 1;
  return (
    <g aria-hidden="true" transform={`translate(0, ${top})`}>
      {months.map((month, index) => {
        const centre = (scale(month) ?? 0) + scale.bandwidth() / 2;
        const showYear = index === 0 || month.endsWith('-01');
        if (index % step !== 0 && !showYear) return null;
        return (
          <text key={month} x={centre} y={16} textAnchor="middle" className="fill-fg-muted text-[11px]">
            {shortMonthLabel(month)}
            {showYear ? (
              <tspan x={centre} dy="1.2em" className="fill-fg font-medium">
                {month.slice(0, 4)}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </g>
  );
}

export interface LegendItem {
  label: string;
  /** Background class of the swatch. */
  swatch: string;
  /** A thin line (a mark drawn across the bars) rather than a square. */
  line?: boolean;
}

export function ChartLegend({ items }: { items: readonly LegendItem[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-fg-muted">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={cn('inline-block w-3', item.line ? 'h-0.5' : 'h-3 rounded-[2px]', item.swatch)}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
