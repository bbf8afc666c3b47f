import { describe, expect, it } from 'vitest';
import { DEFENSES } from './catalog';
import { defensePriceTenths } from './prices';
import { CURRENT_RULES, RULES_V4, RULES_V5, RULES_V6, RULES_V7, type Ruleset } from './ruleset';

describe('defensePriceTenths', () => {
  it('is the catalog price when the rules have no price table', () => {
    expect(RULES_V4.prices ?? null).toBeNull();
    expect(defensePriceTenths('UserEducation', RULES_V4)).toBe(DEFENSES.UserEducation.priceTenths);
  });
  it("is the rules' price where the table names the card, the catalog's elsewhere", () => {
    const rules: Ruleset = { ...RULES_V5, prices: { VerificationProtocols: 300 } };
    expect(defensePriceTenths('VerificationProtocols', rules)).toBe(300);
    expect(defensePriceTenths('UserEducation', rules)).toBe(DEFENSES.UserEducation.priceTenths);
  });
  it('v5 (weeks played) keeps the catalog prices; v6 prices its premium cards higher, and v7 (the current rules) keeps v6 prices', () => {
    expect(RULES_V5.prices ?? null).toBeNull();
    expect(CURRENT_RULES).toBe(RULES_V7);
    expect(RULES_V7.prices).toBe(RULES_V6.prices);
    expect(defensePriceTenths('UserEducation', RULES_V6)).toBe(255);
    expect(defensePriceTenths('TrafficFiltering', RULES_V6)).toBe(140);
    expect(defensePriceTenths('VerificationProtocols', RULES_V6)).toBe(DEFENSES.VerificationProtocols.priceTenths);
    expect(defensePriceTenths('UserEducation')).toBe(255);
  });
});
