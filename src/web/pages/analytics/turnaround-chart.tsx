import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatElapsed } from '../../lib/format';

export interface TDurationBar {
  label: string;
  /** Hours, or null where nothing ended in the period. */
  median: number | null;
  p90: number | null;
}

const TICK = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
const ROW_HEIGHT = 44;

function hoursLabel(value: unknown): string {
  const hours = Number(value);
  return Number.isFinite(hours) ? formatElapsed(hours * 3600) : '';
}

/**
 * Median and 90th percentile per row as horizontal bars, in hours. The numbers are in the table beside it, so the
 * chart is hidden from assistive technology; recharts comes with this file, which the analytics page loads on its own.
 */
export default function TurnaroundChart({ rows }: { rows: TDurationBar[] }) {
  return (
    <div className="w-full" style={{ height: Math.max(140, rows.length * ROW_HEIGHT + 56) }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} layout="vertical" margin={{ top: 4, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false} barGap={2}>
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis type="number" tickFormatter={hoursLabel} tick={TICK} tickLine={false} axisLine={false} allowDecimals />
          <YAxis type="category" dataKey="label" tick={TICK} tickLine={false} axisLine={false} width={110} interval={0} />
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            formatter={(value, name) => [hoursLabel(value), name]}
            contentStyle={{
              background: 'var(--color-popover)',
              border: '1px solid var(--color-border)',
              borderRadius: 8,
              color: 'var(--color-popover-foreground)',
              fontSize: 12,
            }}
            labelStyle={{ color: 'var(--color-popover-foreground)', fontWeight: 600 }}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: 'var(--color-muted-foreground)' }} />
          <Bar dataKey="median" name="Median" fill="var(--color-primary)" radius={[0, 4, 4, 0]} maxBarSize={14} animationDuration={500} />
          <Bar dataKey="p90" name="90th percentile" fill="var(--color-muted-foreground)" radius={[0, 4, 4, 0]} maxBarSize={14} animationDuration={500} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
