/**
 * Recharts lives only in lazy page chunks: import this file from a route module's tree, never
 * from the shell.
 */
import { Bar, BarChart as RBarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, type ChartFrameProps } from './chart-frame';
import { useChartColors } from './use-chart-colors';

export type BarChartProps = Omit<ChartFrameProps, 'children'> & {
  /** Horizontal bars suit long category names (and phones). */
  horizontal?: boolean;
  height?: number;
};

export function BarChart({ horizontal = false, height, ...frame }: BarChartProps) {
  const colors = useChartColors();
  const format = frame.formatValue ?? String;
  const h = height ?? (horizontal ? Math.max(200, frame.data.length * 34 + 40) : 260);
  const tick = { fill: colors.axis, fontSize: 12 };
  return (
    <ChartFrame {...frame}>
      <ResponsiveContainer width="100%" height={h}>
        <RBarChart
          data={frame.data as { label: string; value: number }[]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" tick={tick} tickFormatter={format} stroke={colors.axis} />
              <YAxis type="category" dataKey="label" tick={tick} width={130} stroke={colors.axis} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={tick} stroke={colors.axis} />
              <YAxis tick={tick} tickFormatter={format} stroke={colors.axis} width={48} />
            </>
          )}
          <Tooltip
            formatter={(v) => format(Number(v))}
            contentStyle={{ background: colors.surface, color: colors.fg, borderColor: colors.grid }}
            cursor={{ fill: colors.grid, opacity: 0.4 }}
          />
          <Bar dataKey="value" name={frame.valueHeading} fill={colors.series[0]} radius={3} isAnimationActive={false} />
        </RBarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
