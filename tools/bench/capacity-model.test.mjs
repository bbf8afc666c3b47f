import { describe, expect, it } from 'vitest';
import { capacityModel, formatCapacity, rampOpsPerSecond } from './capacity-model.mjs';
import { deployedSettings } from './capacity.mjs';

const costs = { readsPerPlayer: 3, writesPerPlayer: 5, playerDocWritesPerPlayer: 1, cpuMsPerPlayer: 2, foldSeconds: 1 };

describe('capacity model', () => {
  it('ramps Firestore traffic 500/50/5: 500 ops/s, then 50 % more every 5 minutes', () => {
    expect(rampOpsPerSecond(0)).toBe(500);
    expect(rampOpsPerSecond(299)).toBe(500);
    expect(rampOpsPerSecond(300)).toBe(750);
    expect(rampOpsPerSecond(600)).toBe(1125);
  });

  it('names a sequential indexed field on players as the binding limit: 500 player writes a second', () => {
    const deployed = { ...deployedSettings(), sequentialIndexOnPlayers: true };
    // The ramp begun an hour before, so it is not what limits.
    const m = capacityModel(costs, deployed, { players: 1_000_000, prewarmSeconds: 3_600 });
    // 1,000,000 players at ≤ 500 a second cannot settle in less than 2,000 s.
    expect(m.phases[1].seconds).toBeGreaterThanOrEqual(2_000);
    expect(m.binding).toMatch(/sequential indexed field/);
    expect(formatCapacity(m)).toMatch(
      /^capacity: 1,000,000 players settled and ranked in [\d.]+ min \(binding limit: /,
    );
  });

  it('counts the clock tick unless a task starts the settlement at the deadline', () => {
    const deployed = { ...deployedSettings(), sequentialIndexOnPlayers: false };
    const tick = capacityModel(costs, deployed, { players: 10_000 });
    const task = capacityModel(costs, deployed, { players: 10_000, startAtDeadline: true });
    expect(tick.phases[0].seconds - task.phases[0].seconds).toBe(deployed.clockTickSeconds);
  });

  it('reads the deployed settings from the sources', () => {
    const d = deployedSettings();
    expect(d.maxConcurrentDispatches).toBe(d.maxInstances * d.tasksPerInstance);
    expect(d.clockTickSeconds).toBe(600);
    expect(d.playersPerShard).toBeGreaterThan(0);
  });
});
