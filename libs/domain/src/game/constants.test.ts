import { describe, expect, it } from 'vitest';
import {
  ATTACKS_PER_WEEK,
  BLOCK_P,
  BREACH_PENALTY,
  CLEAN_SHEET_BONUS,
  FORECAST_MULTIPLIER,
  HEADLINE_THREATS,
  LEAD_MULTIPLIER,
  LEAGUE_CODE_ALPHABET,
  LEAGUE_CODE_LENGTH,
  MAX_DEPLOYED,
  MAX_LEAGUES,
  MAX_OWNED,
  MAX_PER_POSITION,
  PASSWORD_FATIGUE,
  PASSWORD_FATIGUE_DEFENSE,
  PER_BLOCK_TENTHS,
  LEAD_ON_BREACHES,
  SELL_REFUND_PERCENT,
  QUIZ_QUESTIONS,
  QUIZ_REWARD_TENTHS,
  SEVERITY_POINTS,
  STARTING_BALANCE_TENTHS,
  WEEKLY_INCOME_TENTHS,
  creditsToTenths,
  formatCreditAmount,
  formatCredits,
  tenthsToCredits,
} from './constants';

describe('GAME.md numbers', () => {
  it('has the currency, squad and week numbers', () => {
    expect(STARTING_BALANCE_TENTHS).toBe(1000);
    expect(MAX_OWNED).toBe(10);
    expect(MAX_PER_POSITION).toBe(3);
    expect(MAX_DEPLOYED).toBe(7);
    expect(ATTACKS_PER_WEEK).toBe(4);
    expect(FORECAST_MULTIPLIER).toBe(20);
    expect(HEADLINE_THREATS).toBe(3);
  });

  it('has the resolution and scoring numbers', () => {
    // Rules v4; v1–v3 are frozen in ruleset.ts.
    expect(BLOCK_P).toEqual({ strong: 0.55, partial: 0.4 });
    expect(SEVERITY_POINTS).toEqual({ low: 2, medium: 4, high: 6, 'very high': 8 });
    expect(BREACH_PENALTY).toEqual({ low: 2, medium: 4, high: 6, 'very high': 8 });
    expect(LEAD_MULTIPLIER).toBe(2);
    expect(LEAD_ON_BREACHES).toBe(true);
    expect(SELL_REFUND_PERCENT).toBe(75);
    expect(CLEAN_SHEET_BONUS).toBe(6);
    expect(PASSWORD_FATIGUE).toBe(-1);
    expect(PASSWORD_FATIGUE_DEFENSE).toBe('RegularPasswordChanges');
    expect(WEEKLY_INCOME_TENTHS).toBe(50);
    expect(PER_BLOCK_TENTHS).toBe(5);
  });

  it('has the learning and league numbers', () => {
    expect(QUIZ_QUESTIONS).toBe(3);
    expect(QUIZ_REWARD_TENTHS).toBe(10);
    expect(MAX_LEAGUES).toBe(10);
    expect(LEAGUE_CODE_LENGTH).toBe(6);
  });

  it('keeps look-alike characters out of the invite alphabet', () => {
    for (const ch of '0O1IL') expect(LEAGUE_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(LEAGUE_CODE_ALPHABET).size).toBe(LEAGUE_CODE_ALPHABET.length);
    expect(LEAGUE_CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    expect(LEAGUE_CODE_ALPHABET.length).toBe(31);
  });
});

describe('money helpers', () => {
  it('tenthsToCredits converts stored tenths to credits', () => {
    expect(tenthsToCredits(1000)).toBe(100);
    expect(tenthsToCredits(875)).toBe(87.5);
    expect(tenthsToCredits(0)).toBe(0);
    expect(tenthsToCredits(5)).toBe(0.5);
  });

  it('creditsToTenths is its inverse', () => {
    expect(creditsToTenths(87.5)).toBe(875);
    expect(creditsToTenths(0.1)).toBe(1);
    for (let t = 0; t <= 5000; t++) expect(creditsToTenths(tenthsToCredits(t))).toBe(t);
  });

  it('formatCredits shows one decimal and the unit', () => {
    expect(formatCredits(1000)).toBe('100.0 cr');
    expect(formatCredits(875)).toBe('87.5 cr');
    expect(formatCredits(0)).toBe('0.0 cr');
    expect(formatCredits(5)).toBe('0.5 cr');
    expect(formatCredits(1720)).toBe('172.0 cr');
    expect(formatCredits(-15)).toBe('-1.5 cr');
  });

  it('formatCreditAmount formats credits (not tenths) the same way, rounding float noise', () => {
    expect(formatCreditAmount(87.5)).toBe('87.5 cr');
    expect(formatCreditAmount(0.1 + 0.2)).toBe('0.3 cr');
    expect(formatCreditAmount(100)).toBe('100.0 cr');
    expect(formatCreditAmount(-1.5)).toBe('-1.5 cr');
    for (let t = -50; t <= 5000; t += 7) expect(formatCreditAmount(tenthsToCredits(t))).toBe(formatCredits(t));
  });
});
