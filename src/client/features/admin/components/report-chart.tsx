import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatKsh, groupThousands } from '@/shared/money';

export interface ChartSeries<Row> {
  label: string;
  /** A CSS colour; the theme's own where it can be. */
  color: string;
  /** The bar's height: a money string drawn as a number, for the picture only (the table beside it is exact). */
  value(row: Row): string;
}

/** Whole shillings for an axis: "KSh 12,500", "KSh 1.2M". */
function axisKsh(value: number): string {
  if (value >= 1_000_000) return `${(value / 1_000_000).toFixed(1)}M`;
  if (value >= 10_000) return `${groupThousands(Math.round(value / 1000))}k`;
  return groupThousands(Math.round(value));
}

/**
 * A bar chart of money by period, category or county. Its data table beside it is what assistive technology reads:
 * the chart itself is hidden from it and kept out of the tab order (recharts' keyboard layer is off).
 */
export function ReportChart<Row>({
  rows,
  label,
  series,
  stacked = false,
}: {
  rows: Row[];
  label(row: Row): string;
  series: ChartSeries<Row>[];
  stacked?: boolean;
}) {
  const data = rows.map((row) => ({ name: label(row), ...Object.fromEntries(series.map((entry) => [entry.label, Number(entry.value(row))])) }));
  return (
    <div aria-hidden="true" className="h-64 w-full sm:h-80" data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tickFormatter={axisKsh} tick={{ fontSize: 12 }} width={56} />
          <Tooltip formatter={(value) => formatKsh(Number(value))} />
          <Legend />
          {series.map((entry) => (
            <Bar key={entry.label} dataKey={entry.label} fill={entry.color} stackId={stacked ? 'stack' : undefined} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
