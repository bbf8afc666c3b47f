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

/**
 * Where a figure was read. `publisher`: in the publisher's own report, page or paper, and
 * `locator` says where in it (a page, table, section, abstract or paragraph), so anyone can find it
 * again. `outlet`: only in a news outlet's or firm's report of it (the publisher's own document
 * could not be read); the figure's label then names the outlet, and its source is the outlet's
 * article. The content check tells the two apart by this field, never by the link's host.
 */
export type FigureRead = { kind: 'publisher'; locator: string } | { kind: 'outlet'; outlet: string };

/**
 * A statistic the content states. One statistic is one object: a page that uses a figure
 * another page uses imports the same constant (frauds/figures.ts, frauds/south-africa.ts), so a
 * new report moves it in one place.
 */
export interface KeyNumber {
  /** The statistic's name, unique across the content, e.g. "VERIZON_2026_HUMAN_ELEMENT". */
  id: string;
  /** The figure as shown, e.g. "$2.77 billion". */
  figure: string;
  /** What the figure measures, in our own words; names the outlet when the figure was read only there. */
  label: string;
  year: number;
  source: SourceRef;
  read: FigureRead;
}

export interface RealCase {
  title: string;
  year: number;
  /** Two to four sentences, our own words. */
  summary: string;
  source: SourceRef;
}

/** A wiki page's entry in the index (frauds/wiki-index.ts, defenses/wiki-index.ts): what lists and links show. */
export interface WikiIndexEntry<Id extends string = FraudId | DefenseId> {
  id: Id;
  /** Human title, e.g. "Business Email Compromise". */
  title: string;
  /** One sentence teaser for cards and search results. */
  tagline: string;
}

/** How a fraud usually reaches people in South Africa. */
export const SA_ARRIVAL_CHANNELS = [
  'WhatsApp',
  'SMS',
  'Phone call',
  'Email',
  'Banking app',
  'PayShap',
  'SARS eFiling',
  'Social media',
  'Website',
  'At the ATM or till',
  'At work',
] as const;
export type SaArrivalChannel = (typeof SA_ARRIVAL_CHANNELS)[number];

export interface SaArrival {
  channel: SaArrivalChannel;
  /** How it looks when it arrives that way, in our own words. */
  how: string;
}

/** A South African body a victim reports to or asks for help. */
export interface LocalChannel {
  /** Who, e.g. "SAFPS Protective Registration". */
  name: string;
  /** The words a "next 10 minutes" step uses to send a victim here, e.g. "SAFPS" (the content check looks for them). */
  mention: string;
  /** What it does for a victim, in our own words. */
  purpose: string;
  /**
   * How to reach it: a number or address exactly as its own page prints it, or, where no number
   * could be verified, where to find it ("the number on the back of your card").
   */
  contact: string;
  /** The organisation's own page that documents the channel. */
  source: SourceRef;
}

/** The "In South Africa" block of a fraud page. */
export interface SouthAfricaBlock {
  /** Local figures, where one exists (SABRIC, SAFPS, SAPS, the Information Regulator, FSCA), each saying where it was read (`read`). */
  figures: KeyNumber[];
  /** How it usually arrives here (at least one way). */
  arrivesVia: SaArrival[];
  /** The next 10 minutes for a victim here: concrete steps in order (3 to 6), naming local channels. */
  nextTenMinutes: string[];
  /** The local bodies the steps send a victim to (at least one). */
  reportTo: LocalChannel[];
  /** A real South African case from a court, regulator, government, bank or company record. */
  localCase?: RealCase;
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
  /** The fraud as it looks in South Africa, with local figures, ways in and who to call. */
  southAfrica: SouthAfricaBlock;
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
  /** The statistics the page's text quotes: every percentage in its text is one of these (shared constants). */
  figures: KeyNumber[];
  /** Every source used (at least two distinct URLs). */
  sources: SourceRef[];
}

/** What kind of record a South African source is: a local case must rest on a court, regulator, government, bank or company record. */
export type SaRecordKind = 'court' | 'parliament' | 'regulator' | 'government' | 'industry body' | 'bank' | 'company';

/**
 * South African publishers whose own pages a local figure, channel or case can rest on,
 * matched on the URL like every primary publisher.
 */
export const SA_PRIMARY_PUBLISHERS: readonly { name: string; host: string; pathPrefix?: string; kind: SaRecordKind }[] =
  [
    { name: 'SABRIC (South African Banking Risk Information Centre)', host: 'sabric.co.za', kind: 'industry body' },
    { name: 'SAFPS (Southern African Fraud Prevention Service)', host: 'safps.org.za', kind: 'industry body' },
    { name: 'South African Police Service', host: 'saps.gov.za', kind: 'government' },
    { name: 'South African Revenue Service', host: 'sars.gov.za', kind: 'government' },
    { name: 'South African government', host: 'gov.za', kind: 'government' },
    { name: 'Financial Sector Conduct Authority', host: 'fsca.co.za', kind: 'regulator' },
    { name: 'Financial Sector Conduct Authority (consumer education)', host: 'fscamymoney.co.za', kind: 'regulator' },
    { name: 'Information Regulator (South Africa)', host: 'inforegulator.org.za', kind: 'regulator' },
    { name: 'SAFLII (Southern African Legal Information Institute)', host: 'saflii.org', kind: 'court' },
    { name: 'AfricanLII (court judgments)', host: 'africanlii.org', kind: 'court' },
    { name: 'Laws.Africa Law Library (court judgments)', host: 'lawlibrary.org.za', kind: 'court' },
    { name: 'Parliamentary Monitoring Group (replies to Parliament)', host: 'pmg.org.za', kind: 'parliament' },
    { name: 'Capitec Bank', host: 'capitecbank.co.za', kind: 'bank' },
    { name: 'Absa', host: 'absa.co.za', kind: 'bank' },
    { name: 'Nedbank', host: 'nedbank.co.za', kind: 'bank' },
    { name: 'FNB', host: 'fnb.co.za', kind: 'bank' },
    { name: 'Vodacom', host: 'vodacom.co.za', kind: 'company' },
    { name: 'Experian South Africa', host: 'experian.co.za', kind: 'company' },
  ];

/**
 * Publishers whose own reports, data or standards a claim can rest on: the
 * organisation that collected the data or wrote the rule, on its own site. A claim's source
 * must be one of these; a news site or blog retelling their figures is secondary. Matched on
 * the URL (host, and path where the host is shared), so a publisher field cannot fake it.
 */
export const PRIMARY_PUBLISHERS: readonly { name: string; host: string; pathPrefix?: string }[] = [
  { name: 'FBI IC3', host: 'ic3.gov' },
  { name: 'FBI', host: 'fbi.gov' },
  { name: 'US Department of Justice', host: 'justice.gov' },
  { name: 'US Federal Trade Commission', host: 'ftc.gov' },
  { name: 'Federal Reserve', host: 'federalreserve.gov' },
  { name: 'Federal Reserve (payments improvement)', host: 'fedpaymentsimprovement.org' },
  { name: 'New York State Department of Financial Services', host: 'dfs.ny.gov' },
  { name: 'Verizon DBIR', host: 'verizon.com' },
  { name: 'NIST', host: 'nist.gov' },
  { name: 'NIST (SP 800-63 source)', host: 'github.com', pathPrefix: '/usnistgov/' },
  { name: 'CISA', host: 'cisa.gov' },
  { name: 'UK NCSC', host: 'ncsc.gov.uk' },
  { name: 'UK ICO', host: 'ico.org.uk' },
  { name: 'Europol', host: 'europol.europa.eu' },
  { name: 'Action Fraud', host: 'actionfraud.police.uk' },
  { name: 'UK Finance', host: 'ukfinance.org.uk' },
  { name: 'MITRE', host: 'mitre.org' },
  { name: 'OWASP', host: 'owasp.org' },
  { name: 'ACFE', host: 'acfe.com' },
  { name: 'ACFE (Fraud Magazine)', host: 'fraud-magazine.com' },
  { name: 'Microsoft (study on arXiv)', host: 'arxiv.org' },
  { name: 'Microsoft', host: 'microsoft.com' },
  { name: 'Sophos', host: 'sophos.com' },
  { name: 'Cloudflare', host: 'cloudflare.com' },
  { name: 'FICO', host: 'fico.com' },
  { name: 'Google', host: 'google.com' },
  { name: 'CrowdStrike', host: 'crowdstrike.com' },
  { name: 'SonicWall', host: 'sonicwall.com' },
  { name: 'Deloitte', host: 'deloitte.com' },
  { name: 'Samy Kamkar (author of the Samy worm)', host: 'samy.pl' },
  { name: 'US Federal Communications Commission', host: 'fcc.gov' },
  { name: 'UK Payment Systems Regulator', host: 'psr.org.uk' },
  { name: 'Cifas (UK National Fraud Database)', host: 'cifas.org.uk' },
  ...SA_PRIMARY_PUBLISHERS,
];

/** News and blog sites that retold IC3 figures and must not be cited. */
export const BANNED_SOURCE_HOSTS: readonly string[] = [
  'newsmax.com',
  'theepochtimes.com',
  'b2blocal.com',
  'breached.company',
];

const hostIs = (host: string, domain: string): boolean => host === domain || host.endsWith(`.${domain}`);

/** Host (lower case) and path of an http(s) URL, parsed without the platform's URL (this lib has no DOM or Node types). */
function hostAndPath(url: string): { host: string; path: string } | undefined {
  const m = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)/i.exec(url);
  return m ? { host: m[1].toLowerCase(), path: m[2] || '/' } : undefined;
}

/** The primary publisher behind a source's URL, or undefined when the source is secondary. */
export function primaryPublisherOf(source: Pick<SourceRef, 'url'>): string | undefined {
  const parsed = hostAndPath(source.url);
  if (!parsed) return undefined;
  const found = PRIMARY_PUBLISHERS.find(
    (p) => hostIs(parsed.host, p.host) && (p.pathPrefix === undefined || parsed.path.startsWith(p.pathPrefix)),
  );
  return found?.name;
}

/** The South African publisher behind a source's URL, with the kind of record it is, or undefined. */
export function saPublisherOf(source: Pick<SourceRef, 'url'>): { name: string; kind: SaRecordKind } | undefined {
  const parsed = hostAndPath(source.url);
  if (!parsed) return undefined;
  const found = SA_PRIMARY_PUBLISHERS.find(
    (p) => hostIs(parsed.host, p.host) && (p.pathPrefix === undefined || parsed.path.startsWith(p.pathPrefix)),
  );
  return found ? { name: found.name, kind: found.kind } : undefined;
}

/** True when a source is on one of the banned news and blog sites. */
export function isBannedSource(source: Pick<SourceRef, 'url'>): boolean {
  const parsed = hostAndPath(source.url);
  return parsed !== undefined && BANNED_SOURCE_HOSTS.some((d) => hostIs(parsed.host, d));
}
