import { countersOf } from '@fraudshield/domain';
import { leadFitsForecast, planSteps, type StepInput } from './next-step';

const OPEN = { status: 'open' as const, headlineThreats: ['Phishing', 'Vishing', 'Ddos'] as const };
const base: StepInput = {
  owned: 0,
  deployed: [],
  lead: null,
  week: OPEN,
  drill: { total: 8, answered: 0, open: true },
  daily: { answered: false },
};

describe('the Next step', () => {
  it('walks a first week in order: squad → Lead → drill → daily case → wait for the report', () => {
    expect(planSteps(base).current).toBe('squad');
    // Bought a card that counters no headline threat while another deployed card does: pick the Lead.
    const ue = countersOf('Phishing').strong[0];
    expect(ue).toBeDefined();
    const squad = {
      ...base,
      owned: 2,
      deployed: ['AtmInspections', ue!] as StepInput['deployed'],
      lead: 'AtmInspections' as const,
    };
    expect(planSteps(squad).current).toBe('lead');
    const led = { ...squad, lead: ue! };
    expect(planSteps(led).current).toBe('drill');
    expect(planSteps({ ...led, drill: { total: 8, answered: 7, open: true } }).current).toBe('drill');
    const drilled = { ...led, drill: { total: 8, answered: 8, open: true } };
    expect(planSteps(drilled).current).toBe('daily');
    const all = planSteps({ ...drilled, daily: { answered: true } });
    expect(all.current).toBe('wait');
    expect(all.steps.map((s) => [s.id, s.done])).toEqual([
      ['squad', true],
      ['lead', true],
      ['drill', true],
      ['daily', true],
      ['wait', false],
    ]);
  });

  it('puts an open check after the Lead and before the drill, and leaves it out when none is open', () => {
    const ue = countersOf('Phishing').strong[0]!;
    const led: StepInput = { ...base, owned: 1, deployed: [ue], lead: ue };
    const placement = { kind: 'placement' as const, answered: 0, total: 8 };
    expect(planSteps({ ...led, check: placement }).current).toBe('check');
    expect(planSteps({ ...led, check: placement }).steps.map((s) => s.id)).toEqual([
      'squad',
      'lead',
      'check',
      'drill',
      'daily',
      'wait',
    ]);
    // The squad still comes first: the check waits for a squad and its Lead.
    expect(planSteps({ ...base, check: placement }).current).toBe('squad');
    expect(planSteps({ ...led, check: { ...placement, answered: 7 } }).current).toBe('check');
    // Finished, or none open: five steps, on to the drill.
    for (const check of [{ ...placement, answered: 8 }, null, undefined]) {
      const plan = planSteps({ ...led, check });
      expect(plan.current).toBe('drill');
      expect(plan.steps.map((s) => s.id)).toEqual(['squad', 'lead', 'drill', 'daily', 'wait']);
    }
    // A delayed check is a step too.
    expect(planSteps({ ...led, check: { kind: 'delayed-1', answered: 0, total: 8 } }).current).toBe('check');
  });

  it('skips what does not apply: no drill without an open week, no case on a day without one', () => {
    const noWeek = planSteps({
      ...base,
      owned: 1,
      deployed: ['UserEducation'],
      lead: 'UserEducation',
      week: null,
      drill: null,
    });
    expect(noWeek.current).toBe('daily');
    expect(noWeek.steps.find((s) => s.id === 'drill')?.applies).toBe(false);
    expect(
      planSteps({
        ...base,
        owned: 1,
        deployed: ['UserEducation'],
        lead: 'UserEducation',
        week: null,
        drill: null,
        daily: null,
      }).current,
    ).toBe('wait');
    // A locked week: the drill is closed.
    expect(
      planSteps({
        ...base,
        owned: 1,
        deployed: ['UserEducation'],
        lead: 'UserEducation',
        week: { ...OPEN, status: 'locked' },
        drill: { total: 8, answered: 2, open: false },
        daily: { answered: true },
      }).current,
    ).toBe('wait');
  });

  it('a Lead fits when it strongly counters a headline threat, or when no deployed card does', () => {
    expect(leadFitsForecast(['AtmInspections'], 'AtmInspections', ['Phishing'])).toBe(true);
    expect(leadFitsForecast(['AtmInspections', 'UserEducation'], 'AtmInspections', ['Phishing'])).toBe(false);
    expect(leadFitsForecast(['AtmInspections', 'UserEducation'], 'UserEducation', ['Phishing'])).toBe(true);
    expect(leadFitsForecast([], null, ['Phishing'])).toBe(false);
  });
});
