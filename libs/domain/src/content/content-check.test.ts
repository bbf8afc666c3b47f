import { describe, expect, it } from 'vitest';
import { DEFENSE_QUIZZES, FRAUD_QUIZZES, type QuizQuestion } from '../answer-key';
import { SCENARIO_CASES } from './cases';
import {
  CONTENT_RULES,
  checkCases,
  checkFigureReads,
  checkFigures,
  checkOneFigureOnePlace,
  checkKnownErrors,
  checkQuizTeaching,
  checkQuizzes,
  checkSouthAfrica,
  claimsIn,
  figureSummary,
  figuresOf,
  isCurrent,
  pageClaims,
  quizClaims,
  teachingVerdicts,
  type ContentRule,
  type Violation,
} from './content-check';
import { DEFENSE_PAGES } from './defenses';
import { FRAUD_PAGES } from './frauds';
import { IC3_2024_LOSSES, IC3_2024_TOTAL } from './loss-figures';
import { saPublisherOf, type DefensePage, type FraudPage, type KeyNumber } from './types';

/**
 * The content check, on the content as shipped and on copies with one planted error
 * of each kind. The scenario cases' own rules (count, tags, answer positions) live with the cases.
 */
interface Content {
  frauds: FraudPage[];
  defenses: DefensePage[];
  quizzes: Record<string, QuizQuestion[]>;
}

const shipped = (): Content =>
  structuredClone({
    frauds: Object.values(FRAUD_PAGES),
    defenses: Object.values(DEFENSE_PAGES),
    quizzes: Object.fromEntries(
      Object.entries({ ...FRAUD_QUIZZES, ...DEFENSE_QUIZZES }).map(([id, qs]) => [id, [...qs]]),
    ),
  });

/** Every rule over a content set: what `npm test` runs on the real content. */
function check(c: Content): Violation[] {
  const questions = Object.values(c.quizzes).flat();
  return [
    ...checkKnownErrors([
      ...pageClaims(c.frauds, c.defenses),
      ...quizClaims(questions),
      ...claimsIn(SCENARIO_CASES, 'cases'),
    ]),
    ...checkSouthAfrica(c.frauds),
    ...checkFigures(c.frauds),
    ...checkFigureReads([...c.frauds, ...c.defenses]),
    ...checkOneFigureOnePlace([...c.frauds, ...c.defenses]),
    ...checkCases(c.frauds),
    ...checkQuizzes(c.quizzes),
    ...checkQuizTeaching([...c.frauds, ...c.defenses], c.quizzes),
  ];
}

function must<T>(found: T | undefined, what: string): T {
  if (found === undefined) throw new Error(`no ${what} in the content`);
  return found;
}
const page = (c: Content, id: string) =>
  must(
    c.frauds.find((p) => p.id === id),
    `fraud page ${id}`,
  );
const defense = (c: Content, id: string) =>
  must(
    c.defenses.find((p) => p.id === id),
    `defense page ${id}`,
  );
const question = (c: Content, id: string) =>
  must(
    Object.values(c.quizzes)
      .flat()
      .find((q) => q.id === id),
    `question ${id}`,
  );
const rulesOf = (vs: Violation[]): ContentRule[] => [...new Set(vs.map((v) => v.rule))];

describe('the content as shipped', () => {
  const content = shipped();

  it('passes every rule of the content check', () => {
    expect(check(content)).toEqual([]);
  });

  it('has an "In South Africa" block naming a local reporting channel on 20 of 20 fraud pages', () => {
    expect(content.frauds).toHaveLength(20);
    const withLocalChannel = content.frauds.filter((p) =>
      p.southAfrica.reportTo.some((c) => saPublisherOf(c.source) !== undefined),
    );
    expect(withLocalChannel.map((p) => p.id)).toEqual(content.frauds.map((p) => p.id));
  });

  it(`carries at least ${CONTENT_RULES.minLocalCases} South African cases from court, regulator, government or company records`, () => {
    const local = content.frauds.flatMap((p) =>
      p.southAfrica.localCase ? [saPublisherOf(p.southAfrica.localCase.source)?.kind] : [],
    );
    expect(local.length).toBeGreaterThanOrEqual(CONTENT_RULES.minLocalCases);
    for (const kind of local)
      expect(['court', 'parliament', 'regulator', 'government', 'bank', 'company']).toContain(kind);
  });

  it("keeps at least 80% of every page's figures current (reports of 2024 or later)", () => {
    for (const p of content.frauds) {
      const figures = [...p.keyNumbers, ...p.southAfrica.figures];
      expect(figures.filter(isCurrent).length / figures.length, p.id).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('says where every figure was read, and prints the count by kind of source', () => {
    const figures = [...content.frauds, ...content.defenses].flatMap(figuresOf);
    const { publisher, outlet, total } = figureSummary(figures);
    const chart = figureSummary([...IC3_2024_LOSSES, IC3_2024_TOTAL]);
    console.log(
      `content check: ${total} figures, ${publisher} read at the publisher (page, table or section named), ${outlet} reported by an outlet (named in the text); loss chart: ${chart.total} figures, ${chart.publisher} at the publisher, ${chart.outlet} reported by an outlet`,
    );
    expect(chart.publisher + chart.outlet).toBe(chart.total);
    expect(publisher + outlet).toBe(total);
    expect(total).toBeGreaterThan(0);
  });

  it("has at least 2 of every page's 3 questions testing what the page teaches, and says which", () => {
    const verdicts = teachingVerdicts([...content.frauds, ...content.defenses], content.quizzes);
    const qualifying = verdicts.filter((v) => v.teaches && !v.problem);
    console.log(
      `content check: ${qualifying.length} of ${verdicts.length} questions test what their page teaches:\n` +
        qualifying.map((v) => `  ${v.questionId}: ${v.teaches}`).join('\n'),
    );
    expect(verdicts.filter((v) => v.problem)).toEqual([]);
    for (const pageId of Object.keys(content.quizzes))
      expect(qualifying.filter((v) => v.pageId === pageId).length, pageId).toBeGreaterThanOrEqual(2);
  });

  it('gives every wrong choice of the 120 questions its own reason', () => {
    const questions = Object.values(content.quizzes).flat();
    expect(questions).toHaveLength(120);
    for (const q of questions)
      expect(
        q.whyWrong.filter((w) => w === null),
        q.id,
      ).toHaveLength(1);
  });
});

describe('the content check fails on a planted error of each kind', () => {
  const planted = (plant: (c: Content) => void): Violation[] => {
    const c = shipped();
    plant(c);
    return check(c);
  };

  it('the NIST "100 in 30 days" rule, on a page', () => {
    const vs = planted((c) => {
      const d = defense(c, 'TrafficFiltering');
      d.howItWorks[2] = `${d.howItWorks[2]} NIST requires limiting failed attempts to 100 or fewer in 30 days.`;
    });
    expect(rulesOf(vs)).toEqual(['error/nist-failed-attempts']);
    expect(vs[0].where).toBe('TrafficFiltering.howItWorks[2]');
  });

  it('the NIST "100 in 30 days" rule, as the keyed answer of the Traffic Filtering check', () => {
    const vs = planted((c) => {
      const q = question(c, 'TrafficFiltering-3');
      (q.choices as string[])[q.answerIndex] = '100 or fewer failed attempts in any 30-day period';
    });
    expect(rulesOf(vs)).toEqual(['error/nist-failed-attempts']);
    expect(vs[0].where).toBe('TrafficFiltering-3.rightChoice');
  });

  it('a NIST limit that drops "consecutive"', () => {
    const vs = planted((c) => {
      const p = page(c, 'BruteForce');
      p.whatItIs[1] = `${p.whatItIs[1]} Sites can slow guessers down: NIST lets a service allow 100 failed sign-in attempts on an account.`;
    });
    expect(rulesOf(vs)).toEqual(['error/nist-failed-attempts']);
  });

  it('an IC3 report older than the 2025 one called "the latest"', () => {
    const vs = planted((c) => {
      page(c, 'SimSwap').keyNumbers[0].label =
        "SIM-swap complaints and losses reported to the FBI's IC3 in 2024, the latest full year it has published, as reported by The Independent";
    });
    expect(rulesOf(vs)).toEqual(['error/ic3-latest']);
  });

  it('the FBI advisory "PSA250723-4", which cannot be found', () => {
    const vs = planted((c) => {
      page(c, 'InsiderFraud').realCase.source = {
        title: 'FBI PSA250723-4',
        url: 'https://www.ic3.gov/PSA/2025/PSA250723-4',
        publisher: 'FBI IC3',
        year: 2025,
      };
    });
    expect(rulesOf(vs)).toEqual(['error/unverified-fbi-psa']);
  });

  it('voice cloning from "a few minutes" of audio', () => {
    const vs = planted((c) => {
      const p = page(c, 'Deepfake');
      p.whatItIs[0] = `${p.whatItIs[0]} A few minutes of someone's voice from social media is enough to clone it.`;
    });
    expect(rulesOf(vs)).toEqual(['error/voice-clone-minutes']);
  });

  it('an old DDoS "record"', () => {
    const vs = planted((c) => {
      page(c, 'Ddos').realCase.title = 'A record 5.6 Tbps attack from a Mirai-variant botnet';
    });
    expect(rulesOf(vs)).toEqual(['error/ddos-record']);
  });

  it('a fraud page without its "In South Africa" block', () => {
    const vs = planted((c) => {
      delete (page(c, 'Vishing') as Partial<FraudPage>).southAfrica;
    });
    expect(rulesOf(vs)).toContain('south-africa/block');
    expect(vs.find((v) => v.rule === 'south-africa/block')?.where).toBe('Vishing');
  });

  it('a block whose only reporting channel is not South African', () => {
    const vs = planted((c) => {
      page(c, 'Phishing').southAfrica.reportTo = [
        {
          name: 'Action Fraud',
          mention: 'Action Fraud',
          purpose: "The UK's reporting centre for fraud.",
          contact: 'actionfraud.police.uk',
          source: {
            title: 'Action Fraud',
            url: 'https://www.actionfraud.police.uk/',
            publisher: 'Action Fraud',
            year: 2025,
          },
        },
      ];
      page(c, 'Phishing').southAfrica.nextTenMinutes.push('Report it to Action Fraud.');
    });
    expect(rulesOf(vs)).toEqual(['south-africa/local-channel']);
  });

  it('a listed channel that no step sends the victim to', () => {
    const vs = planted((c) => {
      const sa = page(c, 'SimSwap').southAfrica;
      sa.nextTenMinutes = sa.nextTenMinutes.map((s) => s.replace(/mobile network/g, 'provider'));
    });
    expect(rulesOf(vs)).toEqual(['south-africa/step-names-channel']);
  });

  it('too few South African cases', () => {
    const vs = planted((c) => {
      for (const p of c.frauds.filter((x) => x.southAfrica.localCase).slice(0, 2)) delete p.southAfrica.localCase;
    });
    expect(rulesOf(vs)).toEqual(['south-africa/local-cases']);
  });

  it('a page whose figures are mostly old', () => {
    const vs = planted((c) => {
      const figures = page(c, 'Ransomware').keyNumbers;
      for (const k of figures.slice(0, 2)) {
        k.year = 2023;
        k.source = { ...k.source, year: 2023 };
      }
    });
    expect(rulesOf(vs)).toEqual(['figures/current']);
  });

  it('a figure said to be read at its publisher that links a news site', () => {
    const vs = planted((c) => {
      const k = must(
        page(c, 'AtmSkimming').southAfrica.figures.find((f) => f.read.kind === 'publisher'),
        'a publisher-read local figure on AtmSkimming',
      );
      k.source = {
        title: 'Banking crime losses decline, but AI poses major threat',
        url: 'https://it-online.co.za/2025/08/29/banking-crime-losses-decline-but-ai-poses-major-threat/',
        publisher: 'IT-Online',
        year: 2025,
      };
    });
    expect(rulesOf(vs)).toEqual(['figures/primary']);
  });

  it('a figure read at its publisher with no page, table or section named', () => {
    const vs = planted((c) => {
      const k = must(
        figuresOf(page(c, 'CryptoJacking')).find((f) => f.read.kind === 'publisher'),
        'a publisher-read figure on CryptoJacking',
      );
      k.read = { kind: 'publisher', locator: 'the SonicWall blog' };
    });
    expect(rulesOf(vs)).toEqual(['figures/read']);
  });

  it('a figure read only in an outlet whose text does not name the outlet', () => {
    const vs = planted((c) => {
      const k = must(
        page(c, 'Ransomware').southAfrica.figures.find((f) => f.read.kind === 'outlet'),
        'an outlet-read local figure on Ransomware',
      );
      k.label = k.label.replace(/,? as reported by [^,;]+/, '');
    });
    expect(rulesOf(vs)).toEqual(['figures/read']);
  });

  it('a figure with no word on where it was read', () => {
    const vs = planted((c) => {
      delete (page(c, 'Xss').keyNumbers[0] as Partial<KeyNumber>).read;
    });
    expect(rulesOf(vs)).toEqual(['figures/read']);
  });

  it('a statistic defined twice: a copy of a shared figure under its own id', () => {
    const vs = planted((c) => {
      const p = page(c, 'Vishing');
      p.keyNumbers[1] = { ...p.keyNumbers[1], id: 'VERIZON_2026_HUMAN_ELEMENT_AGAIN' };
    });
    expect(rulesOf(vs)).toEqual(['figures/one-place']);
  });

  it('a statistic defined twice: the same id on two different objects', () => {
    const vs = planted((c) => {
      const p = page(c, 'Vishing');
      p.keyNumbers[1] = { ...p.keyNumbers[1], figure: '60%' };
    });
    expect(rulesOf(vs)).toEqual(['figures/one-place']);
  });

  it("a defense page quoting a percentage that is not one of its figures (2024's 68% beside 2026's 62%)", () => {
    const vs = planted((c) => {
      const d = defense(c, 'UserEducation');
      d.whatItIs[1] = `${d.whatItIs[1]} An older edition put it at 68%.`;
    });
    expect(rulesOf(vs)).toEqual(['figures/one-place']);
    expect(vs[0].where).toBe('UserEducation.whatItIs[1]');
  });

  it('fewer than 15 real cases from primary records', () => {
    const vs = planted((c) => {
      for (const p of c.frauds.slice(0, 6))
        p.realCase.source = { ...p.realCase.source, url: `https://news.example.com/${p.id}` };
    });
    expect(rulesOf(vs)).toEqual(['cases/primary']);
  });

  it('a wrong choice with no reason why it is wrong', () => {
    const vs = planted((c) => {
      const q = question(c, 'Phishing-2');
      const i = q.whyWrong.findIndex((w) => w !== null);
      (q.whyWrong as (string | null)[])[i] = '';
    });
    expect(rulesOf(vs)).toEqual(['quiz/why-wrong']);
    expect(vs[0].where).toBe('Phishing-2');
  });

  it('a joke distractor', () => {
    const vs = planted((c) => {
      const q = question(c, 'ApplicationSandboxing-3');
      const i = q.choices.findIndex((_, k) => k !== q.answerIndex);
      (q.choices as string[])[i] = 'Because sandboxes only work on Sundays';
    });
    expect(rulesOf(vs)).toEqual(['quiz/joke-distractor']);
  });

  it('a page with only one question that tests what the page teaches', () => {
    const vs = planted((c) => {
      for (const q of c.quizzes.Phishing.filter((x) => x.teaches).slice(1)) delete q.teaches;
    });
    expect(rulesOf(vs)).toEqual(['quiz/teaches']);
    expect(vs.map((v) => v.where)).toEqual(['Phishing']);
  });

  it('a question that claims to test a phrase its page does not say', () => {
    const vs = planted((c) => {
      const q = must(
        c.quizzes.Deepfake.find((x) => x.teaches),
        'a Deepfake question with a teaches tag',
      );
      q.teaches = { phrase: 'deepfakes can always be spotted by their blinking' };
    });
    expect(rulesOf(vs)).toEqual(['quiz/teaches']);
  });

  it('a question tagged with a phrase of its page that it does not use', () => {
    const vs = planted((c) => {
      const q = must(
        c.quizzes.Ddos.find((x) => x.teaches),
        'a Ddos question with a teaches tag',
      );
      q.teaches = { phrase: 'do not pay a ransom demand; keep the messages as evidence' };
    });
    expect(rulesOf(vs)).toEqual(['quiz/teaches']);
  });

  it("a question tagged with a figure that is not its page's, or that it does not use", () => {
    const vs = planted((c) => {
      const qs = c.quizzes.InsiderFraud;
      const withFigure = must(
        qs.find((x) => x.teaches && 'figure' in x.teaches),
        'an InsiderFraud question tagged with a figure',
      );
      withFigure.teaches = { figure: 'VERIZON_2026_HUMAN_ELEMENT' };
    });
    expect(rulesOf(vs)).toEqual(['quiz/teaches']);
  });

  it("a second question about the game's matrix on one page", () => {
    const vs = planted((c) => {
      const second = must(
        c.quizzes.Phishing.find((q) => !q.matrixClaim),
        'a Phishing question without a matrix claim',
      );
      second.prompt = `In the game, ${second.prompt.charAt(0).toLowerCase()}${second.prompt.slice(1)}`;
    });
    expect(rulesOf(vs)).toEqual(['quiz/matrix-questions']);
    expect(vs.map((v) => v.where).sort()).toEqual(['Phishing', expect.stringMatching(/^Phishing-\d$/)].sort());
  });
});
