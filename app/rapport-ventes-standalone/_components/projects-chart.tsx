import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarGroup } from '@visx/shape';
import { signatureRate, type SalesReport } from '@/lib/sales-report/aggregate';
import { formatCount, monthLabel } from '@/lib/sales-report/format';
import { formatShare } from '@/lib/domain/money';
import { ChartLegend, MonthAxis, VALUE_AXIS_WIDTH, ValueAxis } from './chart-parts';

const WIDTH = 960;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 40, left: VALUE_AXIS_WIDTH };

const SERIES = {
  published: { label: 'Projets publiés', fill: 'fill-brand-200', swatch: 'bg-brand-200' },
  signed: { label: 'dont signés aujourd’hui', fill: 'fill-brand-700', swatch: 'bg-brand-700' },
} as const;
type Series = keyof typeof SERIES;
const KEYS = Object.keys(SERIES) as Series[];

type Datum = { month: string } & Record<Series, number>;

/** Per month of publication, the projects published and those of them signed today. */
export function ProjectsChart({ report }: { report: SalesReport }) {
  const data: Datum[] = report.months.map((month) => ({ month: month.key, ...month.projects }));
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const months = scaleBand<string>({
    domain: data.map((d) => d.month),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const series = scaleBand<Series>({ domain: KEYS, range: [0, months.bandwidth()], padding: 0.08 });
  const top = Math.max(1, ...data.map((d) => d.published));
  const y = scaleLinear<number>({ domain: [0, top], range: [innerHeight, 0], nice: true });

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full print:h-[36mm]"
        role="img"
        aria-labelledby="projects-chart-title"
      >
        <title id="projects-chart-title">Projets publiés et signés par mois de publication</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ValueAxis scale={y} width={innerWidth} format={formatCount} ticks={4} />
          <BarGroup<Datum, Series>
            data={data}
            keys={KEYS}
            height={innerHeight}
            x0={(d) => d.month}
            x0Scale={months}
            x1Scale={series}
            yScale={y}
            color={() => ''}
          >
            {(groups) =>
              groups.map((group) => {
                const month = data[group.index];
                const rate = formatShare(signatureRate(month));
                return (
                  <g key={month.month} transform={`translate(${group.x0}, 0)`}>
                    {group.bars.map((bar) =>
                      bar.value === 0 ? null : (
                        <rect
                          key={bar.key}
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={Math.max(1, bar.height)}
                          className={SERIES[bar.key].fill}
                        >
                          <title>
                            {`${SERIES[bar.key].label}, ${monthLabel(month.month)} : ${formatCount(bar.value)}${
                              bar.key === 'signed' && rate ? ` (${rate})` : ''
                            }`}
                          </title>
                        </rect>
                      ),
                    )}
                  </g>
                );
              })
            }
          </BarGroup>
          <MonthAxis scale={months} top={innerHeight} />
        </Group>
      </svg>
      <ChartLegend items={KEYS.map((key) => ({ label: SERIES[key].label, swatch: SERIES[key].swatch }))} />
    </figure>
  );
}
