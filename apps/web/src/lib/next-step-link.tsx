import { href } from '@fraudshield/domain';
import { buttonClassName } from '../components/ui/button';
import { PrefetchLink } from './prefetch-link';

/** The Next step card's id on Home: /home#next-step lands on it. */
export const NEXT_STEP_ANCHOR = 'next-step';

/**
 * The way back from every flow the Next step starts (the drill, today's case, a check, the shop):
 * Home's Next step, which then names the following step.
 */
export function BackToNextStep({
  variant = 'primary',
  size = 'md',
}: {
  variant?: 'primary' | 'secondary';
  /** 'sm' where it sits in a line of text (Home's own cards, which keep Home short on a phone). */
  size?: 'sm' | 'md';
}) {
  return (
    <PrefetchLink
      to={`${href.home()}#${NEXT_STEP_ANCHOR}`}
      className={buttonClassName(variant, size)}
      data-testid="back-to-next-step"
    >
      Back to your next step
    </PrefetchLink>
  );
}
