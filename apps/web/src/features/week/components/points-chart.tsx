import type { Profile } from '@fraudshield/domain';
import { BarChart } from '../../../components/charts/bar-chart';

/** Points per settled week. recharts is large: this module is loaded on its own (points-card). */
export default function PointsChart({ data }: { data: Profile['pointsByWeek'] }) {
  return (
    <BarChart
      title="Points per week"
      labelHeading="Week"
      valueHeading="Points"
      data={data.map((w) => ({ label: `Week ${w.weekNumber}`, value: w.points }))}
      height={220}
      data-testid="points-chart"
    />
  );
}
