import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import { invoiceType } from '@/lib/domain/enums';
import { formatEuros } from '@/lib/domain/money';
import type { SalesReport } from '@/lib/sales-report/aggregate';
import { formatCompactEuros, monthLabel } from '@/lib/sales-report/format';
import { ChartLegend, MonthAxis, VALUE_AXIS_WIDTH, ValueAxis } from './chart-parts';
import { typeColour } from './type-colours';

const WIDTH = 960;
const HEIGHT = 300;
const MARGIN = { top: 12, right: 12, bottom: 40, left: VALUE_AXIS_WIDTH };

type Datum = { month: string } & Record<string, number | string>;

/**
 * Net amount excluding tax per month, stacked by invoice type: invoices above the axis, credit
 * notes below it, and a dark mark at each month's net figure. Drawn on the server as SVG: the
 * browser loads no chart code, and the page prints as it shows.
 */
export function RevenueChart({ report }: { report: SalesReport }) {
  const types = report.byType.map((entry) => entry.type);
  const data: Datum[] = report.months.map((month) => ({
    month: month.key,
    ...Object.fromEntries(types.map((type) => [type, month.byType[type]?.exclTax ?? 0])),
  }));
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

  let top = 0;
  let bottom = 0;
  for (const month of report.months) {
    top = Math.max(top, month.invoices.exclTax);
    bottom = Math.min(bottom, -month.creditNotes.exclTax);
  }
  const x = scaleBand<string>({ domain: data.map((d) => d.month), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({
    domain: [bottom, top > bottom ? top : 1],
    range: [innerHeight, 0],
    nice: true,
  });

  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full print:h-[58mm]"
        role="img"
        aria-labelledby="revenue-chart-title"
      >
        <title id="revenue-chart-title">Montant HT par mois et par type de facture, avoirs déduits</title>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <ValueAxis scale={y} width={innerWidth} format={formatCompactEuros} />
          <BarStack<Datum, string>
            data={data}
            keys={types}
            x={(d) => d.month}
            xScale={x}
            yScale={y}
            color={() => ''}
            offset="diverging"
          >
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars.map((bar) => {
                  const [from, to] = [y(bar.bar[0]) ?? 0, y(bar.bar[1]) ?? 0];
                  const value = Number(bar.bar.data[stack.key] ?? 0);
                  if (value === 0) return null;
                  return (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={Math.min(from, to)}
                      width={bar.width}
                      height={Math.max(1, Math.abs(from - to))}
                      className={typeColour(stack.key).fill}
                    >
                      <title>{`${invoiceType.label(stack.key)}, ${monthLabel(String(bar.bar.data.month))} : ${formatEuros(value)} HT`}</title>
                    </rect>
                  );
                }),
              )
            }
          </BarStack>
          {report.months.map((month) => {
            const left = x(month.key) ?? 0;
            const at = y(month.net.exclTax) ?? 0;
            return (
              <line
                key={month.key}
                x1={left - 3}
                x2={left + x.bandwidth() + 3}
                y1={at}
                y2={at}
                className="stroke-fg"
                strokeWidth={2.5}
              >
                <title>{`Net, ${monthLabel(month.key)} : ${formatEuros(month.net.exclTax)} HT`}</title>
              </line>
            );
          })}
          <MonthAxis scale={x} top={innerHeight} />
        </Group>
      </svg>
      <ChartLegend
        items={[
          ...types.map((type) => ({ label: invoiceType.label(type), swatch: typeColour(type).swatch })),
          { label: 'Net HT (factures moins avoirs)', swatch: 'bg-fg', line: true },
        ]}
      />
    </figure>
  );
}
