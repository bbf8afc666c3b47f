import type { DefenseId, FraudId } from '@fraudshield/domain';

/** Query keys of the page checks: the player's own pass state, so under ['u', uid]. */
export const quizKeys = {
  all: (uid: string | null) => ['u', uid, 'quiz'] as const,
  page: (uid: string | null, pageId: FraudId | DefenseId) => ['u', uid, 'quiz', pageId] as const,
};
