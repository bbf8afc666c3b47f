import { useParams } from 'react-router';
import { DEFENSES, defensePriceTenths, isDefenseId } from '@fraudshield/domain';
import { useDefenses } from '../../features/squad/api/queries';
import { DefenseArticle } from '../../features/wiki/components/defense-article';
import { DefenseMarket } from '../../features/squad/components/defense-market';
import { QuizCheck } from '../../features/quiz/components/quiz-check';
import { usePageContent } from '../boot/page-content';
import { useShopRules } from '../../lib/current-week';

export default function DefensePage() {
  const { name } = useParams();
  // This defense's own text: its own chunk, loaded by PageSlot together with this page.
  const page = usePageContent('defense');
  const defenses = useDefenses();
  const rules = useShopRules();
  // The guard shows 404 for names outside the list, so this is always a known defense.
  if (!isDefenseId(name) || page?.id !== name) return null;
  return (
    <DefenseArticle
      key={name}
      page={page}
      card={DEFENSES[name]}
      priceTenths={defensePriceTenths(name, rules)}
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
