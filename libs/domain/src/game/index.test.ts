import { describe, expect, it } from 'vitest';
import * as game from './index';

describe('game index', () => {
  it('re-exports the public API', () => {
    for (const name of [
      'STARTING_BALANCE_TENTHS',
      'formatCredits',
      'tenthsToCredits',
      'POSITIONS',
      'DEFENSES',
      'FRAUDS',
      'MATRIX',
      'effectiveness',
      'countersOf',
      'coveredBy',
      'sha256Hex',
      'createRng',
      'playerRng',
      'hashSeed',
      'verifySeed',
      'canBuy',
      'buy',
      'sell',
      'setLineup',
      'isSquadLegal',
      'drawAttacks',
      'blockChance',
      'resolveAttack',
      'computeWeekReport',
      'verifyWeekReport',
      'gradeQuiz',
      'compareStandings',
      'rankOf',
      'generateLeagueCode',
      'isLeagueCode',
      'normalizeLeagueCode',
      'rulesSummary',
    ]) {
      expect(game, name).toHaveProperty(name);
    }
  });
});
