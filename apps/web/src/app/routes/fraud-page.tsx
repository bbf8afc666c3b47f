import { useParams } from 'react-router';
import { FRAUDS, isFraudId } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useDefenses } from '../../features/squad/hooks/use-defenses';
import { FraudArticle, type Ownership } from '../../features/wiki/components/fraud-article';
import { QuizCheck } from '../../features/quiz/components/quiz-check';
import { usePageContent } from '../boot/page-content';

export default function FraudPage() {
  const { name } = useParams();
  // This fraud's own text: its own chunk, loaded by PageSlot together with this page.
  const page = usePageContent('fraud');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const defenses = useDefenses(uid);
  const ownership: Ownership | null = defenses.known ? { owned: defenses.owned, deployed: defenses.deployed } : null;
  // The guard shows 404 for names outside the list, so this is always a known fraud.
  if (!isFraudId(name) || page?.id !== name) return null;
  return (
    <FraudArticle
      key={name}
      page={page}
      card={FRAUDS[name]}
      ownership={ownership}
      check={<QuizCheck key={name} uid={uid} pageId={name} />}
    />
  );
}
