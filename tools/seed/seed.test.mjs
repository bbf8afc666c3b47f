import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAST, DEMO } from './seed.mjs';
import { buy, newPlayerState } from '../../libs/domain/src/game/squad.ts';

describe('seed data', () => {
  it('mirrors the demo accounts of libs/domain/src/testing', () => {
    const src = readFileSync(new URL('../../libs/domain/src/testing/index.ts', import.meta.url), 'utf8');
    for (const who of [DEMO.player, DEMO.admin]) {
      expect(src).toContain(`email: '${who.email}'`);
      expect(src).toContain(`password: '${who.password}'`);
      expect(src).toContain(`displayName: '${who.displayName}'`);
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
