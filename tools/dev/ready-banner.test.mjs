import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoLines, joinPath } from './ready-banner.mjs';
import { DEMO, H2H_LEAGUE_NAME } from '../seed/seed.mjs';
import { readSnapshot } from '../seed/snapshot.mjs';
import { href } from '../../libs/domain/src/routes/catalog.ts';

const logins = [
  { role: 'player', email: DEMO.player.email, password: DEMO.player.password },
  { role: 'admin', email: DEMO.admin.email, password: DEMO.admin.password },
];

describe("npm start's ready banner", () => {
  it('names the seeded head-to-head league beside the demo logins, with its invite code and join link', () => {
    const lines = demoLines({
      logins,
      h2h: { name: H2H_LEAGUE_NAME, code: 'R6GBGE' },
      webUrl: 'http://127.0.0.1:5173',
    });
    expect(lines[0]).toBe(`  player  ${DEMO.player.email} / ${DEMO.player.password}`);
    expect(lines[1]).toBe(`  admin   ${DEMO.admin.email} / ${DEMO.admin.password}`);
    expect(lines[2]).toContain(`Head-to-head league "${H2H_LEAGUE_NAME}": invite code R6GBGE`);
    expect(lines[2]).toContain('http://127.0.0.1:5173/join/R6GBGE');
    // Without a seeded league, the logins alone.
    expect(demoLines({ logins, webUrl: 'http://127.0.0.1:5173' })).toHaveLength(2);
  });

  it("builds the join link on the web's own route", () => {
    for (const code of ['R6GBGE', 'AB CD']) expect(joinPath(code)).toBe(href.joinLeague(code));
  });

  it('finds the league in the stored season npm start loads: the seed made it under that name, as a head-to-head league', () => {
    const leagues = readSnapshot()
      .docs.filter((d) => d.path.startsWith('leagues/') && d.path.split('/').length === 2)
      .map((d) => d.data);
    const h2h = leagues.filter((l) => l.kind === 'h2h');
    expect(h2h.map((l) => l.name)).toEqual([H2H_LEAGUE_NAME]);
    expect(h2h[0].code).toMatch(/^[A-Z0-9]{6}$/);
  });

  it("says so in the README's quick start", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const quickStart = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('## The repo'));
    expect(quickStart).toMatch(/head-to-head league[^.]*invite code/i);
  });
});
