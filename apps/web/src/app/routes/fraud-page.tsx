import { useParams } from 'react-router';
import { FRAUDS, isFraudId } from '@fraudshield/domain';
import { useDefenses } from '../../features/squad/api/queries';
import { FraudArticle, type Ownership } from '../../features/wiki/components/fraud-article';
import { QuizCheck } from '../../features/quiz/components/quiz-check';
import { usePageContent } from '../boot/page-content';

export default function FraudPage() {
  const { name } = useParams();
  // This fraud's own text: its own chunk, loaded by PageSlot together with this page.
  const page = usePageContent('fraud');
  const defenses = useDefenses();
  const ownership: Ownership | null = defenses.isSuccess
    ? { owned: defenses.data.owned, deployed: defenses.data.deployed }
    : null;
  // The guard shows 404 for names outside the list, so this is always a known fraud.
  if (!isFraudId(name) || page?.id !== name) return null;
  return (
    <FraudArticle
      key={name}
      page={page}
      card={FRAUDS[name]}
      ownership={ownership}
      check={<QuizCheck key={name} pageId={name} />}
    />
  );
}
