import { DailyCard } from '../../features/drills/components/daily-card';
import { DrillCard } from '../../features/drills/components/drill-card';
import { useStepPlan } from './home-next-step';

/** The drill and today's case: the one that is the step to do now shows its case, the other one tap away. */
export default function Cases() {
  const plan = useStepPlan();
  const now = plan?.current ?? null;
  return (
    <>
      <DrillCard expand={now === null ? null : now === 'drill'} />
      <DailyCard expand={now === null ? null : now === 'daily'} />
    </>
  );
}
