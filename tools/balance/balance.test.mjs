// The balance targets, on the current rules: `npm test` fails when a change
// to a number breaks one. Prints each target with holds/FAILS, as `npm run balance` does.
import { describe, expect, it } from 'vitest';
import * as G from '../../libs/domain/src/game/index.ts';
import { buildReport } from './report.mjs';

describe('game balance (current rules)', () => {
  const report = buildReport(G.CURRENT_RULES);
  for (const t of report.targets) console.log(`${t.holds ? 'holds' : 'FAILS'}  ${t.text}\n       ${t.measured}`);

  it.each(report.targets.map((t) => [t.id, t]))('target %s holds', (_, t) => {
    expect(t.holds, `${t.text}: ${t.measured}`).toBe(true);
  });
  it('checks the drill targets (rules v3+)', () => {
    expect(report.targets.map((t) => t.id)).toEqual(
      expect.arrayContaining(['drill-beats-a-card', 'drill-not-a-squad']),
    );
    expect(report.drill.meanDrillWorth).toBeGreaterThan(0);
  });

  it('checks the season targets: idle never wins, playing pays, the season simulation, credits all season', () => {
    const ids = ['idle-never-wins', 'playing-pays', 'season-simulation', 'credits-matter-all-season'];
    expect(report.targets.map((t) => t.id)).toEqual(expect.arrayContaining(ids));
    expect(report.targets).toHaveLength(12);
    for (const [id, name] of [
      ['idle-never-wins', 'idle never wins'],
      ['playing-pays', 'playing pays'],
      ['season-simulation', 'season simulation'],
      ['credits-matter-all-season', 'credits matter all season'],
    ]) {
      expect(report.targets.find((t) => t.id === id).text.startsWith(`${name}:`)).toBe(true);
    }
    expect(report.season.players).toBeGreaterThanOrEqual(1000);
    expect(report.season.weeks).toBe(10);
    expect(report.playing.bestWithinWalletPerfectDrill).toBeGreaterThanOrEqual(15);
  });

  it('analysed every forecast and every legal lineup, exactly', () => {
    expect(report.rulesVersion).toBe(G.CURRENT_RULES_VERSION);
    expect(report.forecasts.analysed).toBe(1140);
    expect(report.lineups.legal).toBe(125975);
    expect(report.topLineups.every((l) => l.domainCheck)).toBe(true);
  });
});
