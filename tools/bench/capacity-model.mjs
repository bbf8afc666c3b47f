// The capacity model: how long after a week's deadline 10,000,000 players are settled and ranked,
// from measured per-player costs (tools/bench/capacity.mjs measures them) and the production
// limits below, each named with its source. Pure: no emulator, no I/O (capacity.mjs reads the
// deployed settings and prints). Used in place of the old "per-shard rate × shards in flight"
// projection, which left out every limit below.

/** Firestore, "Best practices" › "Ramping up traffic" (the 500/50/5 rule): https://firebase.google.com/docs/firestore/best-practices#ramping_up_traffic */
export const FIRESTORE_RAMP = { startOpsPerSecond: 500, growth: 1.5, periodSeconds: 5 * 60 };
/** Firestore, "Best practices" › "Updates to a single document": at most about one sustained write a second per document. */
export const FIRESTORE_WRITES_PER_DOC_PER_SECOND = 1;
/** Firestore, "Quotas and limits" › writes: a collection whose documents hold a sequential indexed field: 500 writes/s. https://firebase.google.com/docs/firestore/quotas */
export const FIRESTORE_SEQUENTIAL_INDEX_WRITES_PER_SECOND = 500;
/** Firestore, "Quotas and limits": field transforms on one document in one commit. */
export const FIRESTORE_TRANSFORMS_PER_DOC_PER_COMMIT = 500;
/** Firestore, "Quotas and limits": maximum API request size (10 MiB). */
export const FIRESTORE_MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** Cloud Tasks API reference, RateLimits: max_dispatches_per_second at most 500, max_concurrent_dispatches at most 5,000. https://cloud.google.com/tasks/docs/reference/rest/v2/projects.locations.queues#ratelimits */
export const CLOUD_TASKS_MAX = { dispatchesPerSecond: 500, concurrentDispatches: 5_000 };
/** Cloud Functions (2nd gen), "Quotas": 100 instances a function by default (more on request). https://cloud.google.com/functions/quotas */
export const CLOUD_FUNCTIONS_DEFAULT_MAX_INSTANCES = 100;
/**
 * Not a documented limit (ASSUMED, stated so): one query stream reading a table in order, pages of
 * 500 small documents, ≈ 5,000 documents a second. The table build reads the table this way, in
 * parts side by side.
 */
export const ASSUMED_TABLE_WALK_DOCS_PER_SECOND = 5_000;
/**
 * ASSUMED: the largest tie (one points value) holds at most 5 % of the table. The table build walks
 * one points value in one stream, so that tie alone takes 500,000 / 5,000 docs a second = 100 s.
 */
export const ASSUMED_LARGEST_TIE_SHARE = 0.05;
/** Not a documented limit (ASSUMED): one player's settlement transaction, its reads and commit, ≈ 60 ms in the region. */
export const ASSUMED_PLAYER_TRANSACTION_MS = 60;

/** Operations a second the ramp allows `t` seconds after the traffic began (`prewarmSeconds` before the deadline's traffic). */
export function rampOpsPerSecond(t, ramp = FIRESTORE_RAMP) {
  return ramp.startOpsPerSecond * ramp.growth ** Math.floor(Math.max(0, t) / ramp.periodSeconds);
}

/**
 * The model. `costs` (measured, per player in a shard): readsPerPlayer, writesPerPlayer,
 * playerDocWritesPerPlayer (writes to players/{uid}), cpuMsPerPlayer; per week: foldSeconds.
 * `deployed`: the shard queue and function settings, the clock's tick, whether the players
 * collection carries a sequential indexed field. `options`: startAtDeadline (a task scheduled at the
 * deadline instead of the next tick), prewarmSeconds (a write ramp begun before the deadline).
 */
export function capacityModel(costs, deployed, options = {}) {
  const players = options.players ?? 10_000_000;
  const playersPerShard = deployed.playersPerShard;
  const shards = Math.ceil(players / playersPerShard);
  const startDelay = options.startAtDeadline ? 0 : deployed.clockTickSeconds;
  const prewarm = options.prewarmSeconds ?? 0;
  const opsPerPlayer = costs.readsPerPlayer + costs.writesPerPlayer;
  const inFlight = Math.min(deployed.maxConcurrentDispatches, CLOUD_TASKS_MAX.concurrentDispatches, shards);
  const dispatchRate = Math.min(deployed.maxDispatchesPerSecond, CLOUD_TASKS_MAX.dispatchesPerSecond);
  const cpuPlayersPerSecond = (deployed.maxInstances * deployed.cpuPerInstance * 1000) / costs.cpuMsPerPlayer;
  const perShardPlayersPerSecond = (deployed.playersInFlightPerShard * 1000) / ASSUMED_PLAYER_TRANSACTION_MS;
  const sequentialPlayersPerSecond = deployed.sequentialIndexOnPlayers
    ? FIRESTORE_SEQUENTIAL_INDEX_WRITES_PER_SECOND / costs.playerDocWritesPerPlayer
    : Infinity;

  // Settling, a second at a time: the rate is the least of what each limit allows at that moment.
  const binds = new Map();
  let settled = 0;
  let t = 0;
  while (settled < players && t < 24 * 3600) {
    const running = Math.min(inFlight, dispatchRate * (t + 1));
    const limits = {
      'Firestore ramp-up 500/50/5': rampOpsPerSecond(prewarm + t) / opsPerPlayer,
      [`Cloud Functions CPU (${deployed.maxInstances} instances × ${deployed.cpuPerInstance} vCPU at ${costs.cpuMsPerPlayer} ms a player)`]:
        cpuPlayersPerSecond,
      [`Cloud Tasks shards in flight (${inFlight})`]: running * perShardPlayersPerSecond,
      'Firestore 500 writes/s on a collection with a sequential indexed field (players.updatedAt)':
        sequentialPlayersPerSecond,
    };
    const [name, rate] = Object.entries(limits).sort((a, b) => a[1] - b[1])[0];
    binds.set(name, (binds.get(name) ?? 0) + 1);
    settled += rate;
    t += 1;
  }
  const settleSeconds = t;
  // The table build: parts walked side by side, each as fast as one stream reads, all within the
  // ramp; the largest tie is one part, walked by one stream.
  const walkRate = Math.min(
    ASSUMED_TABLE_WALK_DOCS_PER_SECOND * deployed.tablePartsInFlight,
    rampOpsPerSecond(prewarm + settleSeconds),
  );
  const largestTie = (options.largestTieShare ?? ASSUMED_LARGEST_TIE_SHARE) * players;
  const buildSeconds = Math.max(players / walkRate, largestTie / ASSUMED_TABLE_WALK_DOCS_PER_SECOND);
  const totalSeconds = startDelay + settleSeconds + costs.foldSeconds + buildSeconds;
  const settleBinding = [...binds].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'none';
  const phases = [
    {
      name: options.startAtDeadline ? 'start (task at the deadline)' : `start (next clock tick, worst case)`,
      seconds: startDelay,
    },
    { name: `settle (${settleBinding})`, seconds: settleSeconds },
    { name: 'fold', seconds: costs.foldSeconds },
    {
      name: `table build (${deployed.tablePartsInFlight} parts at once, ${Math.round(walkRate).toLocaleString('en')} docs/s; the largest tie, ${Math.round(largestTie).toLocaleString('en')} rows, in one stream)`,
      seconds: buildSeconds,
    },
  ];
  const longest = [...phases].sort((a, b) => b.seconds - a.seconds)[0];
  return {
    players,
    shards,
    minutes: +(totalSeconds / 60).toFixed(1),
    binding: longest.name,
    phases: phases.map((p) => ({ ...p, seconds: Math.round(p.seconds) })),
    settleBindingSeconds: Object.fromEntries(binds),
    rates: {
      cpuPlayersPerSecond: Math.round(cpuPlayersPerSecond),
      shardsPlayersPerSecond: Math.round(inFlight * perShardPlayersPerSecond),
      sequentialPlayersPerSecond: Number.isFinite(sequentialPlayersPerSecond) ? sequentialPlayersPerSecond : null,
      opsPerPlayer,
    },
    checks: {
      transformsPerDocPerCommit: {
        limit: FIRESTORE_TRANSFORMS_PER_DOC_PER_COMMIT,
        measured: costs.maxTransformsPerDocPerCommit ?? null,
      },
      requestBytes: { limit: FIRESTORE_MAX_REQUEST_BYTES, measured: costs.maxCommitBytes ?? null },
      writesPerDocPerSecond: {
        limit: FIRESTORE_WRITES_PER_DOC_PER_SECOND,
        shardDocPageSeconds: costs.pageSeconds ?? null,
      },
    },
  };
}

export function formatCapacity(m) {
  return `capacity: ${m.players.toLocaleString('en')} players settled and ranked in ${m.minutes} min (binding limit: ${m.binding})`;
}
