import {
  BREACH_PENALTY,
  breachCostText,
  CLEAN_SHEET_BONUS,
  CURRENT_RULES_VERSION,
  DAILY_REWARD_CAP_TENTHS,
  DELETE_CONFIRMATION,
  DRILL_BOOST_PER_CASE,
  DRILL_OVERLAP,
  DRILL_SIZE,
  FORECAST_MULTIPLIER,
  formatCredits,
  LEAD_MULTIPLIER,
  LEAD_ON_BREACHES,
  leadRuleText,
  MAX_LEAGUES,
  TEAM_PRIVACY_RULE,
  TEAM_TABLE_MIN_PLAYERS,
  PASSWORD_FATIGUE,
  PER_BLOCK_TENTHS,
  percent,
  QUIZ_PAGES,
  QUIZ_REWARD_TENTHS,
} from '@fraudshield/domain';

const FAQ: { q: string; a: string }[] = [
  {
    q: 'Why can I not buy every defense?',
    a: 'All 20 cost far more than a starting wallet and a squad holds at most 10. Real teams have budgets too: picking the defenses that matter most is the skill the game trains.',
  },
  {
    q: 'Why does Regular Password Changes lose me points?',
    a: `Forcing new passwords on a timer makes people choose weaker, predictable ones; NIST SP 800-63B advises against it. The card blocks nothing and costs ${PASSWORD_FATIGUE} point each week it is deployed.`,
  },
  {
    q: 'Can a squad block everything?',
    a: 'No. Every counter adds its own chance, so depth helps, but the combined chance never reaches 100%. Even a great squad has unlucky weeks.',
  },
  {
    q: 'How do I earn more credits?',
    a: `Pass the check at the end of each wiki page on your first try (${formatCredits(QUIZ_REWARD_TENTHS)} a page, up to ${formatCredits(QUIZ_REWARD_TENTHS * QUIZ_PAGES)} a season), collect the weekly income, and earn ${formatCredits(PER_BLOCK_TENTHS)} for each blocked attack.`,
  },
  {
    q: 'Why do the numbers of an old week differ from today’s?',
    a: `The rules are versioned (today: v${CURRENT_RULES_VERSION}). A week is scored with the rules it opened with, so the report of an old week still checks out against its revealed seed.`,
  },
  {
    q: 'What does a breach cost?',
    a: `A breach costs ${breachCostText()}: from ${BREACH_PENALTY.low} points for a low-severity fraud to ${BREACH_PENALTY['very high']} for a very high one.${
      LEAD_ON_BREACHES
        ? ` When your Lead ${leadRuleText()}, that attack's points are ×${LEAD_MULTIPLIER}, blocked or breached: lead with the counter of the threat you expect most.`
        : ''
    } A squad that covers the likely threats gains more than it loses; an empty one loses every attack.`,
  },
  {
    q: 'What is a clean sheet?',
    a: `A week with no breach at all. It is worth +${CLEAN_SHEET_BONUS} points.`,
  },
  {
    q: 'Can I retake a check?',
    a: 'Yes, as often as you like. Only a pass on your first try of a page pays: after every try, right or wrong, each question shows its right answer and the explanation, and each wrong choice says why it is wrong, so later tries are for learning. The choices come in your own order, so another player\'s "the answer is B" tells you nothing.',
  },
  {
    q: 'Why is today’s case the same for everyone when drills are not?',
    a: `A right drill answer takes away ${percent(DRILL_BOOST_PER_CASE)} of the chance that its fraud gets through your squad that week, so a drill is worth copying, and it is drawn for you alone: from the week’s secret seed and your account, one case per fraud out of ${DRILL_OVERLAP.bankSize.toLocaleString('en-GB')}. Two players’ drills share about ${DRILL_OVERLAP.meanShared} of their ${DRILL_SIZE} cases, and more than 2 in about ${percent(DRILL_OVERLAP.sharedOver2)} of pairs, mostly cases of the week’s headline threats, which every drill practises. No draw can promise 2 or fewer for every pair of a large league: from ${DRILL_OVERLAP.bankSize.toLocaleString('en-GB')} cases, at most ${DRILL_OVERLAP.packingBound.toLocaleString('en-GB')} drills of ${DRILL_SIZE} can each share 2 or fewer with all the others. Today’s case is one for everyone, like a daily puzzle to talk over with friends: it pays at most ${formatCredits(DAILY_REWARD_CAP_TENTHS)} and moves no block chance, so copying it gains little. Every case, drill or daily, lists its options in your own order and takes your answer by the option, not its place, so “the answer is the second one” tells you nothing.`,
  },
  {
    q: 'How many mini-leagues can I join?',
    a: `Up to ${MAX_LEAGUES}. Create one to get a 6-character invite code and share it with friends or colleagues.`,
  },
  {
    q: 'What do the owners of a team league see of me?',
    a: TEAM_PRIVACY_RULE,
  },
  {
    q: 'What is the league of teams?',
    a: `A table of team leagues (a class, a workplace) whose owners entered them. A team's week score is the mean points of its members who fielded a squad that week, so a class of 30 competes with a class of 300; its season score adds up those weekly means. A week counts only once at least ${TEAM_TABLE_MIN_PLAYERS} members played it, and the table names no member. The people who run a team league also get a weekly report by email, which they can switch off in Settings.`,
  },
  {
    q: 'How do I delete my account?',
    a: `In Settings, under "Delete account", type ${DELETE_CONFIRMATION} to confirm. Your game data and your sign-in are removed.`,
  },
];

export function Faq() {
  return (
    <div className="faq" data-testid="faq">
      {FAQ.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{item.a}</p>
        </details>
      ))}
    </div>
  );
}

const GLOSSARY: { term: string; meaning: string }[] = [
  { term: 'Credits (cr)', meaning: 'The game currency. Earned by learning and by playing, spent on defenses.' },
  { term: 'Defense', meaning: 'A security control, such as multi-factor authentication, that counters some frauds.' },
  {
    term: 'Position',
    meaning:
      'One of four layers of defense in depth: People & Process, Identity & Physical, Network, Application & Data.',
  },
  { term: 'Squad', meaning: 'The defenses you own.' },
  { term: 'Deployed', meaning: 'The defenses from your squad that play this week.' },
  {
    term: 'Lead',
    meaning: `Your captain: an attack it strongly counters scores ×${LEAD_MULTIPLIER}${LEAD_ON_BREACHES ? ', blocked or breached' : ' when blocked'}.`,
  },
  { term: 'Threat Week', meaning: 'One round of the season: open, then locked at the deadline, then settled.' },
  {
    term: 'Headline threat',
    meaning: `One of three frauds in the week’s forecast whose draw weight is multiplied by ${FORECAST_MULTIPLIER}.`,
  },
  {
    term: 'Strong / partial counter',
    meaning: 'How well a defense works against a fraud, from the effectiveness matrix.',
  },
  { term: 'Breach', meaning: 'An attack that got through your defenses. It costs points by severity.' },
  {
    term: 'Severity',
    meaning: 'How much harm a fraud does in real life (low to very high). It sets the points at stake.',
  },
  { term: 'Draw weight', meaning: 'How likely a fraud is to be drawn, from how often it is reported.' },
  {
    term: 'Commit–reveal',
    meaning: 'Publishing the hash of a secret first and the secret later, so it provably did not change.',
  },
  { term: 'Seed', meaning: 'The secret random value a week’s draws and rolls are computed from.' },
  {
    term: 'SHA-256',
    meaning: 'A standard hash function: the same input always gives the same 64-character fingerprint.',
  },
];

export function Glossary() {
  return (
    <dl className="glossary" data-testid="glossary">
      {GLOSSARY.map((g) => (
        <div key={g.term}>
          <dt>{g.term}</dt>
          <dd>{g.meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

export function FairDraws() {
  return (
    <div data-testid="fair-draws">
      <p>
        Nobody, not even the game's admins, can pick your attacks after the fact. Each week works like a sealed
        envelope:
      </p>
      <ol className="wiki-list">
        <li>When a week opens, the server picks a secret random seed and publishes only its SHA-256 hash.</li>
        <li>
          At settlement, it reveals the seed. Anyone can hash it and see that it matches what was published before the
          deadline.
        </li>
        <li>
          Your attacks and rolls come from a generator started with sha256(seed + your user id), so every player gets
          their own draw, fixed in advance.
        </li>
        <li>
          Your match report has a check that recomputes the draw in your browser from the revealed seed and compares it
          with what the server reported.
        </li>
      </ol>
    </div>
  );
}
