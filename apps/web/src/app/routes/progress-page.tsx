import { CaseView } from '../../features/drills/components/case-view';
import { CheckPanel } from '../../features/learning/components/check-panel';
import { LearningReport } from '../../features/learning/components/learning-report';

/** The learning report: the open check first, then mastery, reviews, the weeks and the gain. */
export default function ProgressPage() {
  return (
    <section className="progress-page">
      <h1>Progress</h1>
      <p className="lead">
        What you have learned, measured on your own answers: each fraud you spot, each genuine message you trust, and
        what comes back for review.
      </p>
      <CheckPanel renderCase={(props) => <CaseView {...props} />} />
      <LearningReport />
    </section>
  );
}
