import type { KeyNumber, SourceRef } from '../types';

/**
 * The statistics the wiki quotes, one constant each, with where each was read. A figure read
 * in the publisher's own report carries the place in it (`read.locator`); a figure whose
 * publisher's document could not be read is labelled as reported by the outlet that reported
 * it, and its source is that outlet's article. South Africa's figures live with the rest of the
 * local material in ./south-africa.ts. Pages (fraud and defense) import these constants and
 * never restate a figure: the content check fails on a statistic defined twice.
 */

// --- Publishers' own pages, read ------------------------------------------------------------------

export const CIFAS_FRAUDSCAPE_2026: SourceRef = {
  title:
    'Cifas, Fraudscape 2026: fraud cases hit record highs as criminals adapt and scale (UK National Fraud Database, 2025)',
  url: 'https://www.cifas.org.uk/newsroom/fraudscape2026',
  publisher: 'Cifas',
  year: 2026,
};

export const FICO_SKIMMING_2023: SourceRef = {
  title: 'FICO: Debit card compromises nearly doubled in 2023',
  url: 'https://www.fico.com/blogs/debit-card-compromises-nearly-doubled-2023-fico-data',
  publisher: 'FICO',
  year: 2024,
};

export const SONICWALL_2024_REPORT_POST: SourceRef = {
  title:
    'SonicWall blog: Latest threat intelligence navigates the relentless surge in cybercrime (2024 Cyber Threat Report)',
  url: 'https://blog.sonicwall.com/en-us/category/managed-security-services/',
  publisher: 'SonicWall',
  year: 2024,
};

export const OWASP_A05_2025: SourceRef = {
  title: 'OWASP Top 10:2025 A05 Injection',
  url: 'https://owasp.org/Top10/zh-TW/2025/A05_2025-Injection',
  publisher: 'OWASP',
  year: 2025,
};

export const MICROSOFT_MFA_STUDY: SourceRef = {
  title: 'How effective is multifactor authentication at deterring cyberattacks? (Meyer et al., arXiv 2305.00945)',
  url: 'https://arxiv.org/abs/2305.00945',
  publisher: 'Microsoft (arXiv 2305.00945)',
  year: 2023,
};

export const FRAUD_MAGAZINE_RTTN_2024: SourceRef = {
  title: 'Fraud Magazine (ACFE): a first look at Occupational Fraud 2024, A Report to the Nations',
  url: 'https://www.fraud-magazine.com/article.aspx?id=4295023250',
  publisher: 'ACFE (Fraud Magazine)',
  year: 2024,
};

// --- Outlets' reports, for figures whose publisher's document could not be read -------------------

export const SECURITY_MAGAZINE_DBIR_2026: SourceRef = {
  title: 'Security Magazine: Strategies, expert insights from the 2026 Verizon DBIR',
  url: 'https://www.securitymagazine.com/articles/102313-strategies-expert-insights-from-the-2026-verizon-dbir',
  publisher: 'Security Magazine',
  year: 2026,
};

export const DATAMINR_DBIR_2026: SourceRef = {
  title: 'Dataminr: What the 2026 Verizon DBIR is really telling CISOs',
  url: 'https://www.dataminr.com/resources/what-the-2026-verizon-dbir-is-really-telling-cisos/',
  publisher: 'Dataminr',
  year: 2026,
};

export const IT_ONLINE_SOPHOS_2025: SourceRef = {
  title: 'IT-Online: Ransomware is alive and well, and companies are paying up (Sophos, The State of Ransomware 2025)',
  url: 'https://it-online.co.za/2025/06/25/ransomware-is-alive-and-well-and-companies-are-paying-up',
  publisher: 'IT-Online',
  year: 2025,
};

export const RANKITEO_IC3_2025: SourceRef = {
  title: 'Rankiteo: FBI says cybercrime losses hit record $20.87B in 2025 (FBI IC3 2025 Internet Crime Report)',
  url: 'https://blog.rankiteo.com/fbi1776097914-fbi-cyber-attack-april-2026/',
  publisher: 'Rankiteo',
  year: 2026,
};

export const QLOUDBLOG_CLOUDFLARE_2025_Q4: SourceRef = {
  title:
    'Qloudblog: Record-breaking 31.4 Tbps DDoS attack caps year of massive cyber assaults (Cloudflare 2025 Q4 DDoS report)',
  url: 'https://qloudblog.com/posts/record-breaking-31-4-tbps-ddos-attack-caps-year-of-massive-cyber-assaults',
  publisher: 'Qloudblog',
  year: 2026,
};

export const TECHITUP_CLOUDFLARE_2024_Q4: SourceRef = {
  title: 'Techitup Middle East: Q4 2024 DDoS attack trends, Cloudflare report',
  url: 'https://techitupme.com/q4-2024-ddos-attack-trends-cloudflare-report',
  publisher: 'Techitup Middle East',
  year: 2025,
};

export const ADAMS_BROWN_RTTN_2024: SourceRef = {
  title: 'Adams Brown: Lessons from the 2024 ACFE fraud report (Occupational Fraud 2024: A Report to the Nations)',
  url: 'https://www.adamsbrowncpa.com/blog/occupational-fraud-its-impact-on-businesses/',
  publisher: 'Adams Brown',
  year: 2024,
};

export const AHUJA_RTTN_2024: SourceRef = {
  title: "Ahuja Consultants: Key points of ACFE's Occupational Fraud 2024, A Report to the Nations",
  url: 'https://ahuja-consultants.com/key-points-of-acfe-report-occupational-fraud-2024/',
  publisher: 'Ahuja Consultants',
  year: 2024,
};

export const NETSECOPS_MDDR_2025: SourceRef = {
  title:
    'NetSecOps: AI-powered phishing emails prove 4.5 times more effective, Microsoft report finds (Microsoft Digital Defense Report 2025)',
  url: 'https://cyber.netsecops.io/articles/ai-powered-phishing-emails-prove-4-5-times-more-effective-microsoft-report-finds/',
  publisher: 'NetSecOps',
  year: 2025,
};

export const DIAMOND_UK_FINANCE_2026: SourceRef = {
  title: 'Diamond Intelligence: what the UK Finance Annual Fraud Report 2026 means for SMEs and charities',
  url: 'https://www.diamondaii.com/insights/uk-fraud-report-2026-verification-smes-charities',
  publisher: 'Diamond Intelligence',
  year: 2026,
};

export const CSRAID_GOOGLE_ZERO_DAYS_2025: SourceRef = {
  title: "CSRaid: Google's 2025 year in review counts 90 zero-days exploited in the wild",
  url: 'https://news.csraid.com/en/hub/google-90-zero-days-ai-hacks-protect-2025',
  publisher: 'CSRaid',
  year: 2026,
};

export const INDEPENDENT_CIFAS_SIM_SWAPS: SourceRef = {
  title: 'The Independent: SIM-swapping fraud cases surge tenfold (Cifas, Fraudscape 2025)',
  url: 'https://www.the-independent.com/news/uk/home-news/sim-swapping-fraud-marks-and-spencer-b2749238.html',
  publisher: 'The Independent',
  year: 2025,
};

export const TRUSTWAVE_IC3_2024: SourceRef = {
  title:
    'Trustwave: FBI 2024 IC3 report, phishing soars, ransomware batters critical infrastructure as cyber losses climb',
  url: 'https://www.trustwave.com/en-us/resources/blogs/trustwave-blog/fbi-2024-ic3-report-phishing-soars-ransomware-batters-critical-infrastructure-as-cyber-losses-climb/',
  publisher: 'Trustwave',
  year: 2025,
};

export const INSURANCE_JOURNAL_IC3_2024: SourceRef = {
  title: 'Insurance Journal: editor’s note on the FBI IC3 2024 Internet Crime Report',
  url: 'https://www.insurancejournal.com/magazines/mag-editorsnote/2025/05/05/821575.htm',
  publisher: 'Insurance Journal',
  year: 2025,
};

// --- Verizon Data Breach Investigations Report 2026 (breaches of 2025) -------------------------------

export const VERIZON_2026_HUMAN_ELEMENT: KeyNumber = {
  id: 'VERIZON_2026_HUMAN_ELEMENT',
  figure: '62%',
  label:
    "Share of breaches in Verizon's 2026 study that involved a person (a click, a reply, a mistake or a misused login), as reported by Security Magazine",
  year: 2025,
  source: SECURITY_MAGAZINE_DBIR_2026,
  read: { kind: 'outlet', outlet: 'Security Magazine' },
};

export const VERIZON_2026_EXPLOITED_FLAWS: KeyNumber = {
  id: 'VERIZON_2026_EXPLOITED_FLAWS',
  figure: '31%',
  label:
    "Share of breaches in Verizon's 2026 study that began with an exploited software flaw, now the most common way in, ahead of stolen logins, as reported by Security Magazine",
  year: 2025,
  source: SECURITY_MAGAZINE_DBIR_2026,
  read: { kind: 'outlet', outlet: 'Security Magazine' },
};

export const VERIZON_2026_RANSOMWARE: KeyNumber = {
  id: 'VERIZON_2026_RANSOMWARE',
  figure: '48%',
  label: "Share of breaches in Verizon's 2026 study that involved ransomware, as reported by Security Magazine",
  year: 2025,
  source: SECURITY_MAGAZINE_DBIR_2026,
  read: { kind: 'outlet', outlet: 'Security Magazine' },
};

export const VERIZON_2026_MOBILE_PHISHING: KeyNumber = {
  id: 'VERIZON_2026_MOBILE_PHISHING',
  figure: '40% more',
  label:
    "How much more often people clicked on phishing aimed at their phones (texts and calls) than on phishing emails, in Verizon's 2026 study, as reported by Security Magazine",
  year: 2025,
  source: SECURITY_MAGAZINE_DBIR_2026,
  read: { kind: 'outlet', outlet: 'Security Magazine' },
};

export const VERIZON_2026_CREDENTIAL_ABUSE: KeyNumber = {
  id: 'VERIZON_2026_CREDENTIAL_ABUSE',
  figure: '13%',
  label:
    "Share of breaches in Verizon's 2026 study that began with stolen or abused logins, down from 22% a year earlier as exploited flaws took the lead, as reported by Dataminr",
  year: 2025,
  source: DATAMINR_DBIR_2026,
  read: { kind: 'outlet', outlet: 'Dataminr' },
};

// --- Microsoft -----------------------------------------------------------------------------------

export const MICROSOFT_PHISHING_RESISTANT_MFA: KeyNumber = {
  id: 'MICROSOFT_PHISHING_RESISTANT_MFA',
  figure: 'More than 99%',
  label:
    "Share of identity attacks that phishing-resistant multi-factor authentication (passkeys, security keys) blocks, per Microsoft's Digital Defense Report 2025, as reported by NetSecOps",
  year: 2025,
  source: NETSECOPS_MDDR_2025,
  read: { kind: 'outlet', outlet: 'NetSecOps' },
};

export const MFA_STUDY_RISK_CUT: KeyNumber = {
  id: 'MFA_STUDY_RISK_CUT',
  figure: '99.22%',
  label:
    'How much multi-factor authentication cut the risk of an account being compromised, in a Microsoft study of real accounts',
  year: 2023,
  source: MICROSOFT_MFA_STUDY,
  read: { kind: 'publisher', locator: 'Abstract' },
};

export const MFA_STUDY_RISK_CUT_LEAKED: KeyNumber = {
  id: 'MFA_STUDY_RISK_CUT_LEAKED',
  figure: '98.56%',
  label: 'The same cut in risk for accounts whose password had already leaked (same study)',
  year: 2023,
  source: MICROSOFT_MFA_STUDY,
  read: { kind: 'publisher', locator: 'Abstract' },
};

// --- FBI IC3 (read in outlets' reports of the IC3 annual reports) -----------------------------------

export const IC3_2025_PHISHING_COMPLAINTS: KeyNumber = {
  id: 'IC3_2025_PHISHING_COMPLAINTS',
  figure: '191,561',
  label:
    'Phishing and spoofing complaints to the FBI in 2025, more than any other crime type, as reported by Rankiteo from the FBI’s 2025 Internet Crime Report',
  year: 2025,
  source: RANKITEO_IC3_2025,
  read: { kind: 'outlet', outlet: 'Rankiteo' },
};

export const IC3_2025_AI_COMPLAINTS: KeyNumber = {
  id: 'IC3_2025_AI_COMPLAINTS',
  figure: '22,364',
  label:
    'Complaints to the FBI in 2025 that involved artificial intelligence, counted in a section of their own for the first time; the FBI cautions the real number is likely higher, as reported by Rankiteo',
  year: 2025,
  source: RANKITEO_IC3_2025,
  read: { kind: 'outlet', outlet: 'Rankiteo' },
};

export const IC3_2025_AI_LOSSES: KeyNumber = {
  id: 'IC3_2025_AI_LOSSES',
  figure: '$893 million',
  label: 'Losses reported in those AI-related complaints in 2025, as reported by Rankiteo',
  year: 2025,
  source: RANKITEO_IC3_2025,
  read: { kind: 'outlet', outlet: 'Rankiteo' },
};

export const IC3_2025_INVESTMENT_LOSSES: KeyNumber = {
  id: 'IC3_2025_INVESTMENT_LOSSES',
  figure: '$8.6 billion',
  label: 'Investment scam losses reported to the FBI in 2025, the highest of any crime type, as reported by Rankiteo',
  year: 2025,
  source: RANKITEO_IC3_2025,
  read: { kind: 'outlet', outlet: 'Rankiteo' },
};

export const IC3_2024_BEC_LOSSES: KeyNumber = {
  id: 'IC3_2024_BEC_LOSSES',
  figure: '$2.7 billion',
  label: 'Business email compromise losses reported to the FBI in 2024, as reported by Trustwave',
  year: 2024,
  source: TRUSTWAVE_IC3_2024,
  read: { kind: 'outlet', outlet: 'Trustwave' },
};

export const IC3_2024_BEC_COMPLAINTS: KeyNumber = {
  id: 'IC3_2024_BEC_COMPLAINTS',
  figure: '21,442',
  label:
    'Business email compromise complaints to the FBI in 2024, far fewer than phishing complaints but far costlier, as reported by Trustwave',
  year: 2024,
  source: TRUSTWAVE_IC3_2024,
  read: { kind: 'outlet', outlet: 'Trustwave' },
};

// --- Sophos, The State of Ransomware 2025 (global) ------------------------------------------------

export const SOPHOS_2025_MEDIAN_RANSOM: KeyNumber = {
  id: 'SOPHOS_2025_MEDIAN_RANSOM',
  figure: '$1 million',
  label:
    "Median ransom paid in Sophos's 2025 survey, half the figure of a year earlier; almost half of the organisations whose data was encrypted paid to get it back, as reported by IT-Online",
  year: 2024,
  source: IT_ONLINE_SOPHOS_2025,
  read: { kind: 'outlet', outlet: 'IT-Online' },
};

// --- Cloudflare ----------------------------------------------------------------------------------

export const CLOUDFLARE_2025_DDOS_ATTACKS: KeyNumber = {
  id: 'CLOUDFLARE_2025_DDOS_ATTACKS',
  figure: '47.1 million',
  label: 'DDoS attacks Cloudflare blocked in 2025, more than double the 2024 count, as reported by Qloudblog',
  year: 2025,
  source: QLOUDBLOG_CLOUDFLARE_2025_Q4,
  read: { kind: 'outlet', outlet: 'Qloudblog' },
};

export const CLOUDFLARE_2025_DDOS_PER_HOUR: KeyNumber = {
  id: 'CLOUDFLARE_2025_DDOS_PER_HOUR',
  figure: '5,376 per hour',
  label: 'Average rate of DDoS attacks Cloudflare blocked through 2025, as reported by Qloudblog',
  year: 2025,
  source: QLOUDBLOG_CLOUDFLARE_2025_Q4,
  read: { kind: 'outlet', outlet: 'Qloudblog' },
};

export const CLOUDFLARE_2025_DDOS_RECORD: KeyNumber = {
  id: 'CLOUDFLARE_2025_DDOS_RECORD',
  figure: '31.4 Tbps',
  label:
    'Peak of the largest attack Cloudflare had reported by the end of 2025 (fourth quarter of 2025); the size of the biggest attack keeps being overtaken. As reported by Qloudblog',
  year: 2025,
  source: QLOUDBLOG_CLOUDFLARE_2025_Q4,
  read: { kind: 'outlet', outlet: 'Qloudblog' },
};

export const CLOUDFLARE_2024_HTTPS_SHARE: KeyNumber = {
  id: 'CLOUDFLARE_2024_HTTPS_SHARE',
  figure: 'Almost 94%',
  label:
    "Share of legitimate traffic on Cloudflare's network that used HTTPS in late 2024, as reported by Techitup Middle East",
  year: 2024,
  source: TECHITUP_CLOUDFLARE_2024_Q4,
  read: { kind: 'outlet', outlet: 'Techitup Middle East' },
};

export const CLOUDFLARE_2024_DDOS_OVER_HTTPS: KeyNumber = {
  id: 'CLOUDFLARE_2024_DDOS_OVER_HTTPS',
  figure: 'Around 92%',
  label:
    'Share of HTTP DDoS attack requests Cloudflare saw arrive over HTTPS in late 2024, as reported by Techitup Middle East',
  year: 2024,
  source: TECHITUP_CLOUDFLARE_2024_Q4,
  read: { kind: 'outlet', outlet: 'Techitup Middle East' },
};

// --- ACFE, Occupational Fraud 2024: A Report to the Nations ------------------------------------------

export const ACFE_2024_REVENUE_LOST: KeyNumber = {
  id: 'ACFE_2024_REVENUE_LOST',
  figure: '5%',
  label:
    'Share of yearly revenue organisations lose to fraud by their own people, by the ACFE’s estimate in its 2024 study, as reported by Adams Brown',
  year: 2023,
  source: ADAMS_BROWN_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Adams Brown' },
};

export const ACFE_2024_TIPS: KeyNumber = {
  id: 'ACFE_2024_TIPS',
  figure: '43%',
  label:
    'Share of workplace frauds in the ACFE’s 2024 study first uncovered by a tip, the most common way they came to light',
  year: 2023,
  source: FRAUD_MAGAZINE_RTTN_2024,
  read: { kind: 'publisher', locator: "paragraph beginning 'One of the most important pieces of information'" },
};

export const ACFE_2024_LACK_OF_CONTROLS: KeyNumber = {
  id: 'ACFE_2024_LACK_OF_CONTROLS',
  figure: '32%',
  label:
    'Share of workplace frauds in the ACFE’s 2024 study made possible mainly by a lack of internal controls, as reported by Ahuja Consultants',
  year: 2023,
  source: AHUJA_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Ahuja Consultants' },
};

export const ACFE_2024_OVERRIDE: KeyNumber = {
  id: 'ACFE_2024_OVERRIDE',
  figure: '19%',
  label:
    'Share in which someone overriding existing controls played the main part (same study), as reported by Ahuja Consultants',
  year: 2023,
  source: AHUJA_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Ahuja Consultants' },
};

export const ACFE_2024_FINANCIAL_STATEMENT: KeyNumber = {
  id: 'ACFE_2024_FINANCIAL_STATEMENT',
  figure: '$766,000',
  label:
    'Median loss from financial statement fraud, the costliest kind of workplace fraud though only 5% of cases, in the ACFE’s 2024 study, as reported by Adams Brown',
  year: 2023,
  source: ADAMS_BROWN_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Adams Brown' },
};

export const ACFE_2024_ASSET_MISAPPROPRIATION: KeyNumber = {
  id: 'ACFE_2024_ASSET_MISAPPROPRIATION',
  figure: '89%',
  label:
    'Share of workplace fraud cases involving asset misappropriation, such as billing schemes, with a median loss of $120,000 (same study), as reported by Adams Brown',
  year: 2023,
  source: ADAMS_BROWN_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Adams Brown' },
};

export const ACFE_2024_INTERNAL_AUDIT: KeyNumber = {
  id: 'ACFE_2024_INTERNAL_AUDIT',
  figure: '14%',
  label: 'Share of workplace frauds in the ACFE’s 2024 study uncovered by internal audit, as reported by Adams Brown',
  year: 2023,
  source: ADAMS_BROWN_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Adams Brown' },
};

export const ACFE_2024_MANAGEMENT_REVIEW: KeyNumber = {
  id: 'ACFE_2024_MANAGEMENT_REVIEW',
  figure: '13%',
  label: 'Share uncovered by management review (same study), as reported by Adams Brown',
  year: 2023,
  source: ADAMS_BROWN_RTTN_2024,
  read: { kind: 'outlet', outlet: 'Adams Brown' },
};

// --- FICO Card Alert Service (skimming) -----------------------------------------------------------

export const FICO_2023_DEBIT_CARDS: KeyNumber = {
  id: 'FICO_2023_DEBIT_CARDS',
  figure: '+96%',
  label: 'Rise in compromised US debit cards in 2023, to more than 315,000 cards at more than 3,500 institutions',
  year: 2023,
  source: FICO_SKIMMING_2023,
  read: { kind: 'publisher', locator: 'second paragraph (read from a stored copy of the fico.com post)' },
};

export const FICO_2023_BANK_ATMS: KeyNumber = {
  id: 'FICO_2023_BANK_ATMS',
  figure: '+90%',
  label:
    'Rise in skimming compromises at bank ATMs in 2023; each compromise caught nearly 200 cards on average, 39% more than before',
  year: 2023,
  source: FICO_SKIMMING_2023,
  read: {
    kind: 'publisher',
    locator:
      "second paragraph and section 'Changing Locations, Points of Compromise' (read from a stored copy of the fico.com post)",
  },
};

// --- SonicWall (cryptojacking) ----------------------------------------------------------------------

export const SONICWALL_2023_CRYPTOJACKING: KeyNumber = {
  id: 'SONICWALL_2023_CRYPTOJACKING',
  figure: '+659%',
  label: 'Rise in cryptojacking attacks SonicWall recorded in 2023',
  year: 2023,
  source: SONICWALL_2024_REPORT_POST,
  read: {
    kind: 'publisher',
    locator: "post 'Latest Threat Intelligence Navigates the Relentless Surge in Cybercrime', fourth paragraph",
  },
};

export const SONICWALL_2023_MALWARE: KeyNumber = {
  id: 'SONICWALL_2023_MALWARE',
  figure: '6.1 billion',
  label:
    'Malware attacks SonicWall recorded in 2023, up 11%, a rise it puts down to triple-digit growth in cryptojacking and encrypted threats',
  year: 2023,
  source: SONICWALL_2024_REPORT_POST,
  read: {
    kind: 'publisher',
    locator: "post 'Latest Threat Intelligence Navigates the Relentless Surge in Cybercrime', fourth paragraph",
  },
};

// --- OWASP Top 10:2025, A05 Injection ---------------------------------------------------------------

export const OWASP_2025_SQLI_CVES: KeyNumber = {
  id: 'OWASP_2025_SQLI_CVES',
  figure: 'More than 14,000',
  label: 'Published vulnerabilities (CVEs) linked to SQL injection, which OWASP calls low frequency but high impact',
  year: 2025,
  source: OWASP_A05_2025,
  read: { kind: 'publisher', locator: "section 'Background'" },
};

export const OWASP_2025_INJECTION_TESTED: KeyNumber = {
  id: 'OWASP_2025_INJECTION_TESTED',
  figure: '100%',
  label: 'Share of applications in OWASP’s 2025 data that were tested for some form of injection',
  year: 2025,
  source: OWASP_A05_2025,
  read: { kind: 'publisher', locator: "section 'Background'" },
};

export const OWASP_2025_XSS_CVES: KeyNumber = {
  id: 'OWASP_2025_XSS_CVES',
  figure: 'More than 30,000',
  label:
    'Published vulnerabilities (CVEs) linked to cross-site scripting, which OWASP calls high frequency but lower impact',
  year: 2025,
  source: OWASP_A05_2025,
  read: { kind: 'publisher', locator: "section 'Background'" },
};

export const OWASP_2025_INJECTION_CVES: KeyNumber = {
  id: 'OWASP_2025_INJECTION_CVES',
  figure: '62,445',
  label:
    'Published vulnerabilities (CVEs) in OWASP’s 2025 Injection category, the most of any category; cross-site scripting makes up about half',
  year: 2025,
  source: OWASP_A05_2025,
  read: { kind: 'publisher', locator: "section 'Score table', column 'Total CVEs'" },
};

// --- Google (zero-days) ------------------------------------------------------------------------------

export const GOOGLE_2025_ZERO_DAYS: KeyNumber = {
  id: 'GOOGLE_2025_ZERO_DAYS',
  figure: '90',
  label:
    "Zero-day vulnerabilities Google's threat intelligence team tracked being exploited in the wild in 2025, more of them aimed at business software and security tools, as reported by CSRaid",
  year: 2025,
  source: CSRAID_GOOGLE_ZERO_DAYS_2025,
  read: { kind: 'outlet', outlet: 'CSRaid' },
};

// --- UK Finance Annual Fraud Report 2026 (UK, 2025) -------------------------------------------------

export const UK_FINANCE_2025_APP_LOSSES: KeyNumber = {
  id: 'UK_FINANCE_2025_APP_LOSSES',
  figure: '£576.4 million',
  label:
    'Authorised push payment fraud losses in the UK in 2025, up 19%, across 248,070 cases (UK Finance), as reported by Diamond Intelligence',
  year: 2025,
  source: DIAMOND_UK_FINANCE_2026,
  read: { kind: 'outlet', outlet: 'Diamond Intelligence' },
};

export const UK_FINANCE_2025_APP_ONLINE: KeyNumber = {
  id: 'UK_FINANCE_2025_APP_ONLINE',
  figure: '66%',
  label:
    'Share of UK authorised push payment fraud cases in 2025 that started online (UK Finance), as reported by Diamond Intelligence',
  year: 2025,
  source: DIAMOND_UK_FINANCE_2026,
  read: { kind: 'outlet', outlet: 'Diamond Intelligence' },
};

export const UK_FINANCE_2025_INVESTMENT_SCAMS: KeyNumber = {
  id: 'UK_FINANCE_2025_INVESTMENT_SCAMS',
  figure: '£221.5 million',
  label:
    'UK losses to investment scams paid by bank transfer in 2025, up 40%, the costliest kind of authorised push payment fraud (UK Finance), as reported by Diamond Intelligence',
  year: 2025,
  source: DIAMOND_UK_FINANCE_2026,
  read: { kind: 'outlet', outlet: 'Diamond Intelligence' },
};

export const UK_FINANCE_2025_UNAUTHORISED: KeyNumber = {
  id: 'UK_FINANCE_2025_UNAUTHORISED',
  figure: '£703.4 million',
  label:
    'Lost in the UK in 2025 to unauthorised fraud, where criminals use a card or account without the owner’s say-so, across 3.81 million cases (UK Finance), as reported by Diamond Intelligence',
  year: 2025,
  source: DIAMOND_UK_FINANCE_2026,
  read: { kind: 'outlet', outlet: 'Diamond Intelligence' },
};

// --- Cifas (UK National Fraud Database) --------------------------------------------------------------

export const CIFAS_2025_CASES: KeyNumber = {
  id: 'CIFAS_2025_CASES',
  figure: 'More than 444,000',
  label:
    "Fraud cases recorded to the UK's National Fraud Database in 2025, the most in any year and 6% more than in 2024",
  year: 2025,
  source: CIFAS_FRAUDSCAPE_2026,
  read: { kind: 'publisher', locator: 'first paragraph after the three headline bullets' },
};

export const CIFAS_2025_IDENTITY_SHARE: KeyNumber = {
  id: 'CIFAS_2025_IDENTITY_SHARE',
  figure: '72%',
  label:
    'Share of those 2025 cases linked to identity fraud and account takeover; Cifas says AI now helps criminals fake documents and build synthetic identities at speed',
  year: 2025,
  source: CIFAS_FRAUDSCAPE_2026,
  read: { kind: 'publisher', locator: 'second and third paragraphs after the headline bullets' },
};

export const CIFAS_2025_ACCOUNT_TAKEOVER: KeyNumber = {
  id: 'CIFAS_2025_ACCOUNT_TAKEOVER',
  figure: 'More than 78,000',
  label: "Account takeover cases recorded to the UK's National Fraud Database in 2025, still rising",
  year: 2025,
  source: CIFAS_FRAUDSCAPE_2026,
  read: { kind: 'publisher', locator: "section 'Facility (account) takeover continues upward trajectory'" },
};

export const CIFAS_2024_SIM_SWAPS: KeyNumber = {
  id: 'CIFAS_2024_SIM_SWAPS',
  figure: '+1,055%',
  label:
    "Rise in unauthorised SIM swaps filed to the UK's National Fraud Database in 2024 (Cifas), as reported by The Independent",
  year: 2024,
  source: INDEPENDENT_CIFAS_SIM_SWAPS,
  read: { kind: 'outlet', outlet: 'The Independent' },
};
