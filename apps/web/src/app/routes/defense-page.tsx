import { useParams } from 'react-router';
import { DEFENSES, isDefenseId } from '@fraudshield/domain';
import { useAuth } from '../../features/auth/hooks/auth-context';
import { useDefenses } from '../../features/squad/hooks/use-defenses';
import { DefenseArticle } from '../../features/wiki/components/defense-article';
import { DefenseMarket } from '../../features/squad/components/defense-market';
import { QuizCheck } from '../../features/quiz/components/quiz-check';
import { usePageContent } from '../boot/page-content';

export default function DefensePage() {
  const { name } = useParams();
  // This defense's own text: its own chunk, loaded by PageSlot together with this page.
  const page = usePageContent('defense');
  const { user } = useAuth();
  const uid = user?.uid ?? null;
  const defenses = useDefenses(uid);
  // The guard shows 404 for names outside the list, so this is always a known defense.
  if (!isDefenseId(name) || page?.id !== name) return null;
  return (
    <DefenseArticle
      key={name}
      page={page}
      card={DEFENSES[name]}
      market={<DefenseMarket uid={uid} defenseId={name} defenses={defenses.defenses} loading={defenses.waiting} />}
      check={<QuizCheck key={name} uid={uid} pageId={name} />}
    />
  );
}
