import { format, parseISO } from 'date-fns';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TDayCount {
  date: string;
  count: number;
}

const TICK = { fill: 'var(--color-muted-foreground)', fontSize: 12 };

function dayLabel(date: string): string {
  return format(parseISO(date), 'MMM d');
}

/** Submissions per day as bars; recharts comes with this file, which the analytics page loads on its own. */
export default function SubmissionsOverTimeChart({ days }: { days: TDayCount[] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={dayLabel} tick={TICK} tickLine={false} axisLine={false} minTickGap={24} />
          <YAxis allowDecimals={false} tick={TICK} tickLine={false} axisLine={false} width={40} />
          <Tooltip
            cursor={{ fill: 'var(--color-muted)' }}
            labelFormatter={(label) => format(parseISO(String(label)), 'MMM d, yyyy')}
            formatter={(value) => [value, 'Submissions']}
            contentStyle={{
              background: 'var(--color-popover)',
              border: '1px solid var(--color-border)',
              borderRadius: 8,
              color: 'var(--color-popover-foreground)',
              fontSize: 12,
            }}
            labelStyle={{ color: 'var(--color-popover-foreground)', fontWeight: 600 }}
          />
          <Bar dataKey="count" name="Submissions" fill="var(--color-primary)" radius={[4, 4, 0, 0]} maxBarSize={28} animationDuration={500} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
