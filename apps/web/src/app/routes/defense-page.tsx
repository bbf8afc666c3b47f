import { useParams } from 'react-router';
import { DEFENSES, isDefenseId } from '@fraudshield/domain';
import { useDefenses } from '../../features/squad/api/queries';
import { DefenseArticle } from '../../features/wiki/components/defense-article';
import { DefenseMarket } from '../../features/squad/components/defense-market';
import { QuizCheck } from '../../features/quiz/components/quiz-check';
import { usePageContent } from '../boot/page-content';

export default function DefensePage() {
  const { name } = useParams();
  // This defense's own text: its own chunk, loaded by PageSlot together with this page.
  const page = usePageContent('defense');
  const defenses = useDefenses();
  // The guard shows 404 for names outside the list, so this is always a known defense.
  if (!isDefenseId(name) || page?.id !== name) return null;
  return (
    <DefenseArticle
      key={name}
      page={page}
      card={DEFENSES[name]}
      market={
        <DefenseMarket
          defenseId={name}
          defenses={defenses.data?.list ?? []}
          loading={defenses.isPending && defenses.isFetching}
        />
      }
      check={<QuizCheck key={name} pageId={name} />}
    />
  );
}
