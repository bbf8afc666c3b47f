import type { SourceRef } from '../types';

/**
 * Sources cited by more than one fraud page, or long enough to be worth naming once.
 * Figures come from docs/research (game-research.md, sections 3, 4.3 and 7). Where the research
 * only had a secondary write-up of a primary report, the publisher field says so.
 */

// FBI IC3 Internet Crime Report 2024 (released April 2025), via reputable summaries.
export const IC3_2024_COUNTS: SourceRef = {
  title: 'FBI IC3 2024 Internet Crime Report: complaints by crime type (summary)',
  url: 'https://www.secureworld.io/industry-news/cybercrime-soars-fbi-report',
  publisher: 'SecureWorld, summarising FBI IC3',
  year: 2025,
};

export const IC3_2024_LOSSES: SourceRef = {
  title: 'FBI IC3 2024 Internet Crime Report: losses by crime type (summary)',
  url: 'https://news.b2blocal.com/cybercrime-resulted-in-record-losses-in-2024-73358.html',
  publisher: 'B2B Local, summarising FBI IC3',
  year: 2025,
};

export const IC3_2024_CYBER: SourceRef = {
  title: 'FBI IC3 2024 report: key statistics and trends',
  url: 'https://cyberscoop.com/fbi-ic3-cybercrime-report-2024-key-statistics-trends',
  publisher: 'CyberScoop, summarising FBI IC3',
  year: 2025,
};

export const IC3_2024_TRUSTWAVE: SourceRef = {
  title: 'FBI 2024 IC3 report: phishing soars, ransomware batters critical infrastructure',
  url: 'https://www.trustwave.com/en-us/resources/blogs/trustwave-blog/fbi-2024-ic3-report-phishing-soars-ransomware-batters-critical-infrastructure-as-cyber-losses-climb/',
  publisher: 'Trustwave, summarising FBI IC3',
  year: 2025,
};

export const IC3_2024_NEWSMAX: SourceRef = {
  title: 'Internet crime complaints: FBI IC3 2024 report coverage',
  url: 'https://www.newsmax.com/newsfront/internet-crime-complaints/2025/04/24/id/1208246/',
  publisher: 'Newsmax, summarising FBI IC3',
  year: 2025,
};

export const IC3_2024_EPOCH: SourceRef = {
  title: 'FBI: losses from internet crime surged 33 percent in 2024',
  url: 'https://theepochtimes.com/us/fbi-losses-from-internet-crime-surged-33-percent-in-2024-topping-16-billion-5846380',
  publisher: 'The Epoch Times, summarising FBI IC3',
  year: 2025,
};

export const FBI_BEC_PSA_2024: SourceRef = {
  title: 'Business Email Compromise: The $55 Billion Scam (PSA240911)',
  url: 'https://ic3.gov/PSA/2024/PSA240911',
  publisher: 'FBI IC3',
  year: 2024,
};

export const FTC_2024: SourceRef = {
  title: 'New FTC data show a big jump in reported losses to fraud to $12.5 billion in 2024',
  url: 'https://ftc.gov/news-events/news/press-releases/2025/03/new-ftc-data-show-big-jump-reported-losses-fraud-125-billion-2024',
  publisher: 'US Federal Trade Commission',
  year: 2025,
};

export const FTC_2024_ABA: SourceRef = {
  title: 'FTC: consumer fraud losses jumped 25% in 2024',
  url: 'https://bankingjournal.aba.com/2025/03/ftc-consumer-fraud-losses-jumped-25-in-2024/',
  publisher: 'ABA Banking Journal, summarising the FTC',
  year: 2025,
};

export const FTC_2024_SCWORLD: SourceRef = {
  title: 'FTC fraud losses reached a record $12.5B in 2024',
  url: 'https://www.scworld.com/brief/ftc-fraud-losses-reached-a-record-12-5b-in-2024',
  publisher: 'SC World, summarising the FTC',
  year: 2025,
};

export const UK_FINANCE_2025: SourceRef = {
  title: 'UK Finance Annual Fraud Report 2025 (covering 2024): losses plateau at £1.17 billion',
  url: 'https://tradetreasurypayments.com/posts/fraud-losses-plateau-at-1-17-billion-as-uk-finance-urges-stronger-cross-sector-response',
  publisher: 'Trade Treasury Payments, summarising UK Finance',
  year: 2025,
};

export const UK_FINANCE_2025_WHICH: SourceRef = {
  title: 'Fraud losses hit £1.17bn for second year running',
  url: 'https://www.which.co.uk/news/article/fraud-losses-hit-1.17bn-for-second-year-running-aIa3D1W3SqWz',
  publisher: 'Which?',
  year: 2025,
};

export const VERIZON_DBIR_2024: SourceRef = {
  title: 'Verizon 2024 Data Breach Investigations Report: summary of findings',
  url: 'https://www.verizon.com/business/resources/reports/dbir/2024/summary-of-findings/',
  publisher: 'Verizon',
  year: 2024,
};

export const MICROSOFT_MFA_STUDY: SourceRef = {
  title: 'How effective is multifactor authentication at deterring cyberattacks? (arXiv 2305.00945)',
  url: 'https://arxiv.org/abs/2305.00945',
  publisher: 'Microsoft (Meyer et al.)',
  year: 2023,
};

export const SOPHOS_2024: SourceRef = {
  title: 'Sophos State of Ransomware 2024: ransom and recovery costs',
  url: 'https://www.helpnetsecurity.com/2024/05/03/ransom-recovery-costs/',
  publisher: 'Help Net Security, summarising Sophos',
  year: 2024,
};

export const SOPHOS_2024_ROOT_CAUSES: SourceRef = {
  title: 'The state of ransomware 2024',
  url: 'https://www.inforisktoday.asia/blogs/state-ransomware-2024-p-3622',
  publisher: 'Information Security Media Group, summarising Sophos',
  year: 2024,
};

export const CLOUDFLARE_Q4_2024: SourceRef = {
  title: 'Cloudflare DDoS threat report, Q4 2024 (summary)',
  url: 'https://techitupme.com/q4-2024-ddos-attack-trends-cloudflare-report',
  publisher: 'Tech It Up, summarising Cloudflare',
  year: 2025,
};

export const FBI_GENAI_PSA: SourceRef = {
  title: 'FBI warns of criminal use of generative AI to facilitate financial fraud (PSA I-120324-PSA)',
  url: 'https://www.fmfcu.org/security-center/article/fbi-warns-criminal-use-of-generative-ai-to-facilitate-financial-fraud/',
  publisher: 'Franklin Mint Federal Credit Union, relaying the FBI',
  year: 2024,
};

export const ACFE_2024: SourceRef = {
  title: 'ACFE Occupational Fraud 2024: A Report to the Nations, key points',
  url: 'https://ahuja-consultants.com/key-points-of-acfe-report-occupational-fraud-2024/',
  publisher: 'Ahuja Consultants, summarising the ACFE',
  year: 2024,
};

export const ACFE_2024_TASBO: SourceRef = {
  title: 'ACFE 2024: A Report to the Nations',
  url: 'https://www.tasbo.org/news/acfe-2024-a-report-to-the-nations',
  publisher: 'TASBO, summarising the ACFE',
  year: 2024,
};

export const ACFE_2024_ADAMSBROWN: SourceRef = {
  title: 'Occupational fraud: its impact on businesses',
  url: 'https://www.adamsbrowncpa.com/blog/occupational-fraud-its-impact-on-businesses/',
  publisher: 'Adams Brown, summarising the ACFE',
  year: 2024,
};

export const OWASP_A05_2025: SourceRef = {
  title: 'OWASP Top 10:2025 A05 Injection',
  url: 'https://owasp.org/Top10/zh-TW/2025/A05_2025-Injection',
  publisher: 'OWASP',
  year: 2025,
};

export const MITRE_M1041: SourceRef = {
  title: 'MITRE ATT&CK M1041: Encrypt Sensitive Information',
  url: 'https://attack.mitre.org/mitigations/M1041',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const MITRE_T1451: SourceRef = {
  title: 'MITRE ATT&CK Mobile T1451: SIM Card Swap',
  url: 'https://attack.mitre.org/techniques/T1451',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const NIST_800_63B: SourceRef = {
  title: 'NIST SP 800-63B (rev 3) section 5: authenticator requirements',
  url: 'https://github.com/usnistgov/800-63-3/blob/nist-pages/sp800-63b/sec5_authenticators.md',
  publisher: 'NIST',
  year: 2017,
};
