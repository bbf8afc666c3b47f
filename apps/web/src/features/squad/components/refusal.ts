import { DOMAIN_ERRORS, type GameRefusal } from '@fraudshield/domain';

/** A few words for a card's hint; the full reason (DOMAIN_ERRORS) shows when the player tries. */
export const SHORT_REFUSAL: Partial<Record<GameRefusal, string>> = {
  'insufficient-credits': 'Not enough credits',
  'position-full': 'Position full',
  'squad-full': 'Squad full',
  'week-locked': 'Week locked',
};

export function refusalMessage(code: GameRefusal): string {
  return DOMAIN_ERRORS[code].message;
}
