/**
 * Recharts lives only in lazy page chunks: import this file from a route module's tree, never
 * from the shell. Suits a series over time, e.g. points per week.
 */
import { CartesianGrid, Line, LineChart as RLineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame, type ChartFrameProps } from './chart-frame';
import { useChartColors } from './use-chart-colors';

export type LineChartProps = Omit<ChartFrameProps, 'children'> & { height?: number };

export function LineChart({ height = 240, ...frame }: LineChartProps) {
  const colors = useChartColors();
  const format = frame.formatValue ?? String;
  const tick = { fill: colors.axis, fontSize: 12 };
  return (
    <ChartFrame {...frame}>
      <ResponsiveContainer width="100%" height={height}>
        <RLineChart accessibilityLayer={false} data={frame.data as { label: string; value: number }[]} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid stroke={colors.grid} strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={tick} stroke={colors.axis} />
          <YAxis tick={tick} tickFormatter={format} stroke={colors.axis} width={40} />
          <ReferenceLine y={0} stroke={colors.axis} />
          <Tooltip
            formatter={(v) => format(Number(v))}
            contentStyle={{ background: colors.surface, color: colors.fg, borderColor: colors.grid }}
          />
          <Line
            type="monotone"
            dataKey="value"
            name={frame.valueHeading}
            stroke={colors.series[0]}
            strokeWidth={3}
            dot={{ r: 4, fill: colors.series[0] }}
            isAnimationActive={false}
          />
        </RLineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
