#!/usr/bin/env node
// The learning bench: simulated learners play a season through the server's own
// learning rules (libs/domain/src/learning: the drill with its reviews and reserved check cases,
// the daily case, the wiki checks, the placement and delayed checks, the mastery estimate), and
// the report prints, per kind of learner, the mastery at the end of the season and the measured
// learning gain (delayed check − placement, hits and false alarms apart).
//
//   node tools/bench/learning.mjs [--learners 150] [--weeks 16] [--json out.json]
//   npm run bench -- --only learning
//
// Kinds: always-right; random (a choice at random: its mastery should sit at chance, the
// mastery a random answerer expects on the same cases, printed beside it); improving (starts
// at chance, and each answered question of a fraud — with its feedback — closes 1/3 of the gap
// to 95% right on that fraud); alarmist (treats everything as a fraud: right on every fraud
// case, wrong on every genuine one — the learner that hits and false alarms kept apart unmask).
// Pure computation: no emulator, deterministic (seeded), a few seconds.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);

export const KINDS = ['always-right', 'random', 'improving', 'alarmist'];

async function load() {
  const D = await jiti.import('../../libs/domain/src/index.ts');
  const { SCENARIO_CASES } = await jiti.import('../../libs/domain/src/content/cases/index.ts');
  const AK = await jiti.import('../../libs/domain/src/answer-key/index.ts');
  return { D, SCENARIO_CASES, AK };
}

function mean(xs) {
  const v = xs.filter((x) => x !== null && Number.isFinite(x));
  return v.length ? v.reduce((s, x) => s + x, 0) / v.length : null;
}

function quantile(xs, q) {
  const v = xs.filter((x) => x !== null && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.floor(q * v.length))];
}

/** Runs `learners` learners of each kind through `weeks` Threat Weeks. */
export async function benchLearning({ learners = 150, weeks = 16 } = {}) {
  const t0 = Date.now();
  const { D, SCENARIO_CASES, AK } = await load();
  const keyOf = (id) => AK.caseKeyById(id);
  const bank = SCENARIO_CASES.map((c) => ({ id: c.id, fraudId: c.fraudId, genuine: keyOf(c.id).legitimate }));
  const caseById = new Map(SCENARIO_CASES.map((c) => [c.id, c]));
  const bankById = new Map(bank.map((c) => [c.id, c]));
  // The 40 wiki checks: a fraud page's questions count for that fraud, a defense page's for the fraud its matrix claim names.
  const pages = [
    ...Object.entries(AK.FRAUD_QUIZZES).map(([pageId, qs]) => ({
      pageId,
      questions: qs.map((q) => ({ fraudId: pageId, k: q.choices.length })),
    })),
    ...Object.entries(AK.DEFENSE_QUIZZES).map(([pageId, qs]) => ({
      pageId,
      questions: qs.filter((q) => q.matrixClaim).map((q) => ({ fraudId: q.matrixClaim.fraudId, k: q.choices.length })),
    })),
  ];
  const rules = D.CURRENT_RULES;
  const rng = D.createRng(D.sha256Hex('learning-bench'));
  const forecasts = Array.from({ length: weeks + 1 }, () => {
    const pool = [...D.FRAUD_IDS];
    return [0, 1, 2].map(() => pool.splice(Math.floor(rng.next() * pool.length), 1)[0]);
  });
  const dayMs = 86_400_000;
  const start = Date.UTC(2027, 0, 4);

  const perKind = {};
  for (const kind of KINDS) {
    const rows = [];
    for (let i = 0; i < learners; i++) {
      const uid = `bench-${kind}-${i}`;
      const own = D.createRng(D.sha256Hex(uid));
      const practice = {};
      const expected = { fraud: 0, hit: 0, genuine: 0, alarm: 0 };
      const pRight = (fraudId, genuine, k) => {
        const chance = 1 / k;
        if (kind === 'always-right') return 1;
        if (kind === 'random') return chance;
        if (kind === 'alarmist') return genuine ? 0 : 1;
        const n = practice[fraudId] ?? 0;
        return chance + (0.95 - chance) * (1 - Math.exp(-n / 3));
      };
      const answerIt = (fraudId, genuine, k) => {
        const correct = own.next() < pRight(fraudId, genuine, k);
        practice[fraudId] = (practice[fraudId] ?? 0) + 1;
        if (genuine) {
          expected.genuine += 1;
          expected.alarm += 1 - 1 / k;
        } else {
          expected.fraud += 1;
          expected.hit += 1 / k;
        }
        return correct;
      };
      const caseAnswer = (id, source) => {
        const c = bankById.get(id);
        return {
          source,
          fraudId: c.fraudId,
          genuine: c.genuine,
          correct: answerIt(c.fraudId, c.genuine, caseById.get(id).choices.length),
          caseId: id,
        };
      };
      let r = D.learningRecordOf(null, uid, bank, 1);
      // One answer log document per graded change (a drill or daily case, a check case, a wiki check's first try).
      let logDocs = 0;
      let reviewCases = 0;
      let reviewsDifferent = 0;
      let reviewsWithChoice = 0;
      let drillCases = 0;
      for (let w = 1; w <= weeks; w++) {
        r = D.prepareWeek(r, w, uid, bank);
        // The check open this week is taken first (the placement at the first play).
        const open = D.openCheck(r, w);
        if (open) {
          for (const id of r.checks[open].caseIds) {
            const a = caseAnswer(id, 'check');
            r = D.recordCheckAnswer(r, open, {
              caseId: id,
              fraudId: a.fraudId,
              genuine: a.genuine,
              choiceId: 'x',
              correct: a.correct,
              week: w,
            });
            logDocs += 1;
          }
        }
        const drill = D.composeDrill({
          weekSeed: D.sha256Hex(`week:${w}`),
          uid,
          headlineThreats: forecasts[w],
          cases: SCENARIO_CASES,
          rules,
          record: r,
          week: w,
          bank,
        });
        drillCases += drill.caseIds.length;
        reviewCases += drill.reviewIds.length;
        const reserved = D.reservedCaseIds(r, w);
        for (const id of drill.reviewIds) {
          const fraud = bankById.get(id).fraudId;
          const avoid = r.review[fraud]?.avoid ?? [];
          // Counted when the bank had another case of the fraud to show (not one held for a check).
          if (avoid.length && bank.some((c) => c.fraudId === fraud && !avoid.includes(c.id) && !reserved.has(c.id))) {
            reviewsWithChoice += 1;
            if (!avoid.includes(id)) reviewsDifferent += 1;
          }
        }
        const answers = drill.caseIds.map((id) => caseAnswer(id, drill.reviewIds.includes(id) ? 'review' : 'drill'));
        for (let d = 0; d < 7; d++) {
          const day = D.utcDay(start + ((w - 1) * 7 + d) * dayMs);
          const id = D.dailyCaseId(day, SCENARIO_CASES, D.dailyExclusions(drill.caseIds, r, w));
          if (id) answers.push(caseAnswer(id, 'daily'));
        }
        // Three wiki checks a week until all 40 are done (first tries only count).
        const quizPages = pages.slice((w - 1) * 3, w * 3);
        for (const page of quizPages)
          for (const q of page.questions)
            answers.push({
              source: 'quiz',
              fraudId: q.fraudId,
              genuine: false,
              correct: answerIt(q.fraudId, false, q.k),
              caseId: null,
            });
        logDocs += drill.caseIds.length + 7 + quizPages.length;
        r = D.recordAnswers(r, answers, w);
      }
      const report = D.learningReport(r, weeks, uid, bank);
      const gain = report.gain;
      const chanceH = expected.fraud ? expected.hit / expected.fraud : null;
      const chanceF = expected.genuine ? expected.alarm / expected.genuine : null;
      rows.push({
        mastery: report.overall.mastery,
        hitRate: report.frauds.filter((f) => f.practised).reduce((s, f, _, a) => s + f.hitRate / a.length, 0),
        falseAlarmRate: report.frauds
          .filter((f) => f.practised)
          .reduce((s, f, _, a) => s + f.falseAlarmRate / a.length, 0),
        chance: chanceH !== null && chanceF !== null ? chanceH - chanceF : null,
        practised: report.overall.practised,
        gainAgainst: gain?.against ?? null,
        placementHit: gain?.before.hitRate ?? null,
        delayedHit: gain?.after.hitRate ?? null,
        hitGain: gain?.hitRateChange ?? null,
        placementFa: gain?.before.falseAlarmRate ?? null,
        delayedFa: gain?.after.falseAlarmRate ?? null,
        faGain: gain?.falseAlarmRateChange ?? null,
        perFraudCompared: gain?.perFraud.length ?? 0,
        checks: report.checks.map((c) => c.status).join('/'),
        reviewShare: drillCases ? reviewCases / drillCases : 0,
        reviewsDifferent: reviewsWithChoice ? reviewsDifferent / reviewsWithChoice : null,
        // What the player document carries (JSON is close to Firestore's own count: names and values).
        recordBytes: JSON.stringify(r).length,
        logDocs,
      });
    }
    const col = (k) => rows.map((x) => x[k]);
    perKind[kind] = {
      learners: rows.length,
      mastery: { mean: mean(col('mastery')), p10: quantile(col('mastery'), 0.1), p90: quantile(col('mastery'), 0.9) },
      hitRate: mean(col('hitRate')),
      falseAlarmRate: mean(col('falseAlarmRate')),
      chance: mean(col('chance')),
      practised: mean(col('practised')),
      gain: {
        against: [...new Set(col('gainAgainst'))].join(','),
        placementHit: mean(col('placementHit')),
        delayedHit: mean(col('delayedHit')),
        hitChange: {
          mean: mean(col('hitGain')),
          p10: quantile(col('hitGain'), 0.1),
          p90: quantile(col('hitGain'), 0.9),
        },
        placementFa: mean(col('placementFa')),
        delayedFa: mean(col('delayedFa')),
        falseAlarmChange: {
          mean: mean(col('faGain')),
          p10: quantile(col('faGain'), 0.1),
          p90: quantile(col('faGain'), 0.9),
        },
        perFraudCompared: mean(col('perFraudCompared')),
      },
      checks: [...new Set(col('checks'))],
      reviewShare: mean(col('reviewShare')),
      reviewsDifferent: mean(col('reviewsDifferent')),
      recordBytes: { mean: mean(col('recordBytes')), max: Math.max(...col('recordBytes')) },
      logDocs: mean(col('logDocs')),
    };
  }
  const a = perKind['always-right'];
  const rnd = perKind.random;
  const imp = perKind.improving;
  const targets = [
    {
      // Mastery is read from each fraud's own counts (masteryOf), so a fraud met once reads 25 however
      // well it went: the bar is that a player who is always right reads as strong (STRONG_MASTERY).
      name: `always-right: mastery ≥ ${D.STRONG_MASTERY} (strong)`,
      holds: a.mastery.p10 >= D.STRONG_MASTERY,
      value: a.mastery.p10,
      note: 'the 10th percentile',
    },
    {
      name: 'random: mastery within 0.1 of chance',
      holds: Math.abs(rnd.mastery.mean - rnd.chance) <= 0.1,
      value: rnd.mastery.mean - rnd.chance,
      note: 'mean − chance',
    },
    {
      name: 'improving: learning gain in hits > 0',
      holds: imp.gain.hitChange.mean > 0,
      value: imp.gain.hitChange.mean,
      note: 'delayed − placement hit rate',
    },
    {
      name: 'improving: fewer false alarms (change < 0)',
      holds: imp.gain.falseAlarmChange.mean < 0,
      value: imp.gain.falseAlarmChange.mean,
      note: 'delayed − placement false-alarm rate',
    },
  ];
  return { learners, weeks, bankCases: bank.length, perKind, targets, ms: Date.now() - t0 };
}

const f2 = (x) => (x === null || x === undefined ? '—' : (x >= 0 ? ' ' : '') + x.toFixed(2));

export function formatLearning(res) {
  const lines = [
    `Learning (tools/bench/learning.mjs): ${res.learners} learners of each kind, a season of ${res.weeks} Threat Weeks (8-case drill with reviews, 7 daily cases and 3 wiki checks a week, the placement and delayed checks), ${res.bankCases} cases; ${(res.ms / 1000).toFixed(1)} s`,
    '',
    'kind          mastery (p10–p90)     chance   hit rate  false alarms | placement → delayed: hits (change, p10–p90)        false alarms (change)        per-fraud | reviews in drill',
  ];
  for (const [kind, k] of Object.entries(res.perKind)) {
    lines.push(
      `${kind.padEnd(13)} ${f2(k.mastery.mean)} (${f2(k.mastery.p10)}–${f2(k.mastery.p90)})  ${f2(k.chance)}   ${f2(k.hitRate)}     ${f2(k.falseAlarmRate)}       | ${f2(k.gain.placementHit)} → ${f2(k.gain.delayedHit)} (${f2(k.gain.hitChange.mean)}, ${f2(k.gain.hitChange.p10)}–${f2(k.gain.hitChange.p90)})   ${f2(k.gain.placementFa)} → ${f2(k.gain.delayedFa)} (${f2(k.gain.falseAlarmChange.mean)})   ${k.gain.perFraudCompared.toFixed(1)}      | ${(k.reviewShare * 100).toFixed(1)}%${k.reviewsDifferent === null ? '' : `, ${(k.reviewsDifferent * 100).toFixed(0)}% a different case`}`,
    );
  }
  lines.push(
    '',
    `Learning record on the player document at the end of the season: ${Object.entries(res.perKind)
      .map(
        ([k, v]) => `${k} ${(v.recordBytes.mean / 1000).toFixed(1)} kB (max ${(v.recordBytes.max / 1000).toFixed(1)})`,
      )
      .join(', ')}; answer log documents: ${Object.values(res.perKind)[0].logDocs.toFixed(0)} per player.`,
  );
  lines.push(
    '',
    `Gain measured against: ${Object.entries(res.perKind)
      .map(([k, v]) => `${k} ${v.gain.against}`)
      .join(', ')}; checks at the end: ${Object.entries(res.perKind)
      .map(([k, v]) => `${k} ${v.checks.join(' | ')}`)
      .join('; ')}`,
  );
  lines.push('', 'Targets:');
  for (const t of res.targets) lines.push(`  ${t.holds ? 'PASS' : 'FAIL'}  ${t.name}: ${f2(t.value)} (${t.note})`);
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { learners: { type: 'string' }, weeks: { type: 'string' }, json: { type: 'string' } },
  });
  const res = await benchLearning({
    learners: values.learners ? Number(values.learners) : undefined,
    weeks: values.weeks ? Number(values.weeks) : undefined,
  });
  console.log(formatLearning(res));
  if (values.json) writeFileSync(values.json, JSON.stringify(res, null, 2) + '\n');
  process.exitCode = res.targets.every((t) => t.holds) ? 0 : 1;
}
