import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAST, DEMO } from './seed.mjs';
import { buy, newPlayerState } from '../../libs/domain/src/game/squad.ts';

describe('seed data', () => {
  // libs/domain/src/testing (which these accounts mirrored) is gone (i13-web); the README's logins table is what a newcomer reads.
  it("matches the demo logins the README's quick start prints", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [role, who] of [['player', DEMO.player], ['admin', DEMO.admin]]) {
      expect(readme).toContain(`| ${role} | \`${who.email}\` | \`${who.password}\` |`);
    }
  });

  it('gives the cast about a dozen distinct players with legal-size squads', () => {
    expect(CAST.length).toBeGreaterThanOrEqual(12);
    expect(new Set(CAST.map(([name]) => name)).size).toBe(CAST.length);
    for (const [, defenses] of CAST) {
      expect(new Set(defenses).size).toBe(defenses.length);
      // Every purchase is legal under the domain rules (credits, positions, squad size).
      let state = newPlayerState();
      for (const id of defenses) {
        const next = buy(state, id, 'open');
        expect(next.ok, `${id}: ${next.ok ? '' : next.code}`).toBe(true);
        if (next.ok) state = next;
      }
    }
  });
});
