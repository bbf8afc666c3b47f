import { ReportsSection } from '../../features/report/components/reports-section';
import { BreachLearningNote } from '../../features/learning/components/breach-note';
import { useUid } from '../../lib/server-state/queries';

/** Last week's match report on Home, each breach with its learning note. */
export default function HomeReport() {
  const uid = useUid();
  return <ReportsSection breachNote={uid ? (fraudId) => <BreachLearningNote fraudId={fraudId} /> : undefined} />;
}
