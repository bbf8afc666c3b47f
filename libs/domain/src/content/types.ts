import type { DefenseId, FraudId } from '../catalog/ids';

/** A source a page cites: every key number and case carries one. */
export interface SourceRef {
  /** Short label, e.g. "FBI IC3 2024 Internet Crime Report". */
  title: string;
  url: string;
  /** Publisher or author, e.g. "FBI IC3", "NIST", "MITRE ATT&CK". */
  publisher: string;
  year: number;
}

export interface KeyNumber {
  /** The figure as shown, e.g. "$2.77 billion". */
  figure: string;
  /** What the figure measures, in our own words. */
  label: string;
  year: number;
  source: SourceRef;
}

export interface RealCase {
  title: string;
  year: number;
  /** Two to four sentences, our own words. */
  summary: string;
  source: SourceRef;
}

/** A fraud wiki page. Its 3-question check lives in the server-only answer key (../answer-key). */
export interface FraudPage {
  id: FraudId;
  /** Human title, e.g. "Business Email Compromise". */
  title: string;
  /** One sentence teaser for cards and search results. */
  tagline: string;
  /** What it is: one or two short paragraphs. */
  whatItIs: string[];
  /** How it works, step by step (4 to 6 steps). */
  howItWorks: string[];
  /** Warning signs a person can spot (4 to 6). */
  warningSigns: string[];
  realCase: RealCase;
  /** At least two key numbers, each with source and year. */
  keyNumbers: KeyNumber[];
  /** What to do if it happens to you, in order (4 to 6). */
  ifItHappens: string[];
  /** Every source used on the page (at least two distinct URLs). */
  sources: SourceRef[];
}

export interface Authority {
  /** e.g. "MITRE ATT&CK M1032", "NIST SP 800-63B §3.1.1.2", "OWASP ASVS V5". */
  label: string;
  url: string;
}

export interface MythFact {
  myth: string;
  fact: string;
  source: SourceRef;
}

/** A defense wiki page. Its 3-question check lives in the server-only answer key (../answer-key). */
export interface DefensePage {
  id: DefenseId;
  title: string;
  tagline: string;
  /** What it is and how it works: one to three short paragraphs. */
  whatItIs: string[];
  /** How it works in practice, as steps or points (3 to 6). */
  howItWorks: string[];
  /** Costs and trade-offs (3 to 5 points). */
  tradeOffs: string[];
  /** The authorities behind it (at least one). */
  authorities: Authority[];
  /** Present where the research flags a common myth (passwords, padlock, VPN…). */
  mythFact?: MythFact;
  /** Every source used (at least two distinct URLs). */
  sources: SourceRef[];
}
