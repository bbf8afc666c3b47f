import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_CAST, OPEN_FORECAST, PLANNED_FORECASTS, SEEDED_FORECASTS, TEAM_LEAGUES } from './seed.mjs';
import { GROUP_MIN_CONTRIBUTORS } from '../../libs/domain/src/game/team.ts';
import { BEHAVIOURS } from './demo-players.mjs';
import { buy, newPlayerState } from '../../libs/domain/src/game/squad.ts';
import { validateHeadlineThreats } from '../../libs/domain/src/game/draw.ts';

describe('seed data', () => {
  // libs/domain/src/testing (which these accounts mirrored) is gone (i13-web); the README's logins table is what a newcomer reads.
  it("matches the demo logins the README's quick start prints", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [role, who] of [
      ['player', DEMO.player],
      ['admin', DEMO.admin],
    ]) {
      expect(readme).toContain(`| ${role} | \`${who.email}\` | \`${who.password}\` |`);
    }
  });

  it('gives the demo league a dozen-odd distinct players in the four behaviours of the season simulation', () => {
    expect(DEMO_CAST.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DEMO_CAST.map((m) => m.name)).size).toBe(DEMO_CAST.length);
    for (const behaviour of BEHAVIOURS)
      expect(DEMO_CAST.filter((m) => m.behaviour === behaviour).length, behaviour).toBeGreaterThanOrEqual(3);
    for (const m of DEMO_CAST) expect(BEHAVIOURS).toContain(m.behaviour);
  });

  it('gives each static player a squad every purchase of which is legal on the starting wallet', () => {
    for (const { name, behaviour, squad } of DEMO_CAST) {
      if (behaviour !== 'static') {
        expect(squad, name).toEqual([]);
        continue;
      }
      expect(squad.length, name).toBeGreaterThanOrEqual(4);
      expect(new Set(squad).size).toBe(squad.length);
      let state = newPlayerState();
      for (const id of squad) {
        const next = buy(state, id, 'open');
        expect(next.ok, `${name} ${id}: ${next.ok ? '' : next.code}`).toBe(true);
        if (next.ok) state = next;
      }
    }
  });

  it('gives each team league more members who answer cases every week than its group figures need', () => {
    const cast = new Map(DEMO_CAST.map((m) => [m.name, m]));
    for (const league of TEAM_LEAGUES) {
      for (const name of league.members) expect(cast.has(name), name).toBe(true);
      expect(new Set(league.members).size).toBe(league.members.length);
      // Learners are the cast members who answer the drill and the daily case (demo-players.mjs study()).
      const answering = league.members.filter((name) => cast.get(name)?.behaviour === 'learner');
      expect(answering.length, league.name).toBeGreaterThanOrEqual(GROUP_MIN_CONTRIBUTORS + 2);
    }
  });

  it('seeds settled weeks before the open one, each forecast three distinct frauds', () => {
    expect(SEEDED_FORECASTS.length).toBeGreaterThanOrEqual(3);
    for (const f of [...SEEDED_FORECASTS, OPEN_FORECAST, ...PLANNED_FORECASTS])
      expect(validateHeadlineThreats(f).ok, f.join()).toBe(true);
  });
});
