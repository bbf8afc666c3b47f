import { RULES_V5, RULES_V6, RULES_V7 } from '@fraudshield/domain';
import { lineupRule } from './lineup-editor';

describe("the lineup editor's rule sentence", () => {
  it("says a v6 Triple Lead week's Lead truly: the chip's multiplier on the covered threats, no bonus on the rest", () => {
    const c = RULES_V6.chips;
    if (!c) throw new Error('rules v6 have chips');
    expect(lineupRule('tripleLead', RULES_V6)).toBe(
      `Only deployed defenses play; Triple Lead is played this week: the Lead scores ×${c.tripleLeadMultiplier} when it is a strong counter of a ${c.tripleLeadSeverities?.join(' or ')}-severity headline threat, and no bonus (×1) on every other attack.`,
    );
  });

  it("says v7's Triple Lead counts whenever the Lead counters a covered threat, strongly or partly", () => {
    const c = RULES_V7.chips;
    if (!c) throw new Error('rules v7 have chips');
    expect(lineupRule('tripleLead', RULES_V7)).toBe(
      `Only deployed defenses play; Triple Lead is played this week: the Lead scores ×${c.tripleLeadMultiplier} when it counters a ${c.tripleLeadSeverities?.join(' or ')}-severity headline threat, strongly or partly, and no bonus (×1) on every other attack.`,
    );
  });

  it('keeps v5 as it was played (the Lead still doubled the other attacks) and says no chip plainly', () => {
    expect(lineupRule('tripleLead', RULES_V5)).toContain(`, ×${RULES_V5.leadMultiplier} on any other.`);
    expect(lineupRule('tripleLead', RULES_V5)).not.toContain('no bonus');
    expect(lineupRule(null, RULES_V6)).toBe(
      `Only deployed defenses play; the Lead scores ×${RULES_V6.leadMultiplier} on a block when it is a strong counter of the attack.`,
    );
  });
});
