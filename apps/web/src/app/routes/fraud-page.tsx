import { useMemo } from 'react';
import { useParams } from 'react-router';
import { FRAUDS, isFraudId } from '@fraudshield/domain';
import { FRAUD_PAGES } from '@fraudshield/domain/content';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useDefenses } from '../../features/squad/hooks/use-defenses';
import { FraudArticle, type Ownership } from '../../features/wiki/components/fraud-article';
import { QuizCheck } from '../../features/quiz/components/quiz-check';

export default function FraudPage() {
  const { name } = useParams();
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const defenses = useDefenses(uid);
  const ownership = useMemo<Ownership | null>(() => {
    if (defenses.error || (defenses.loading && defenses.defenses.length === 0)) return null;
    return {
      owned: new Set(defenses.defenses.map((d) => d.defenseId)),
      deployed: new Set(defenses.defenses.filter((d) => d.deployed).map((d) => d.defenseId)),
    };
  }, [defenses.defenses, defenses.error, defenses.loading]);
  // The guard shows 404 for names outside the list, so this is always a known fraud.
  if (!isFraudId(name)) return null;
  return <FraudArticle key={name} page={FRAUD_PAGES[name]} card={FRAUDS[name]} ownership={ownership} check={<QuizCheck key={name} uid={uid} pageId={name} />} />;
}
