import type { SourceRef } from '../types';

/**
 * Sources cited by more than one fraud page, or long enough to be worth naming once, each the
 * publisher's own report (a figure with a primary report needs no retelling of it).
 * Brought the figures up to the reports of 2025 and 2026 (IC3 2025, Verizon DBIR 2025,
 * Sophos 2025, Cloudflare 2025 Q4, Google's 2025 zero-day review, UK Finance 2026).
 */

// FBI IC3 Internet Crime Report 2024 (released April 2025): every IC3 2024 figure cites it.
export const IC3_2024_REPORT: SourceRef = {
  title: 'FBI IC3 2024 Internet Crime Report (covering complaints made in 2024)',
  url: 'https://www.ic3.gov/AnnualReport/Reports/2024_IC3Report.pdf',
  publisher: 'FBI IC3',
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

export const MICROSOFT_MFA_STUDY: SourceRef = {
  title: 'How effective is multifactor authentication at deterring cyberattacks? (arXiv 2305.00945)',
  url: 'https://arxiv.org/abs/2305.00945',
  publisher: 'Microsoft (Meyer et al.)',
  year: 2023,
};

export const CLOUDFLARE_Q4_2024: SourceRef = {
  title: 'Cloudflare DDoS threat report for 2024 Q4',
  url: 'https://blog.cloudflare.com/ddos-threat-report-for-2024-q4/',
  publisher: 'Cloudflare',
  year: 2025,
};

export const FBI_GENAI_PSA: SourceRef = {
  title: 'FBI: Criminals use generative artificial intelligence to facilitate financial fraud (PSA I-120324-PSA)',
  url: 'https://www.ic3.gov/PSA/2024/PSA241203',
  publisher: 'FBI IC3',
  year: 2024,
};

export const ACFE_2024: SourceRef = {
  title: 'ACFE, Occupational Fraud 2024: A Report to the Nations (cases investigated 2022 to 2023)',
  url: 'https://legacy.acfe.com/report-to-the-nations/2024/',
  publisher: 'ACFE',
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

export const NIST_800_63B_4: SourceRef = {
  title: 'NIST SP 800-63B-4: Authentication and Authenticator Management',
  url: 'https://pages.nist.gov/800-63-4/sp800-63b.html',
  publisher: 'NIST',
  year: 2025,
};

export const FBI_SIM_SWAP_PSA_2022: SourceRef = {
  title: 'FBI: Criminals increasing SIM swap schemes to steal millions of dollars from US public (PSA220208)',
  url: 'https://www.ic3.gov/PSA/2022/PSA220208',
  publisher: 'FBI IC3',
  year: 2022,
};

export const DELOITTE_GENAI_FRAUD_2024: SourceRef = {
  title: 'Deloitte Center for Financial Services: Deepfake banking fraud risk on the rise',
  url: 'https://www.deloitte.com/us/en/insights/industry/financial-services/deepfake-banking-fraud-risk-on-the-rise.html',
  publisher: 'Deloitte',
  year: 2024,
};

// FBI IC3 Internet Crime Report 2025 (released April 2026): the latest full year the FBI has published.
export const IC3_2025_REPORT: SourceRef = {
  title: 'FBI IC3 2025 Internet Crime Report (covering complaints made in 2025)',
  url: 'https://www.ic3.gov/AnnualReport/Reports/2025_IC3Report.pdf',
  publisher: 'FBI IC3',
  year: 2026,
};

export const VERIZON_DBIR_2025: SourceRef = {
  title: 'Verizon 2025 Data Breach Investigations Report (incidents from November 2023 to October 2024)',
  url: 'https://www.verizon.com/business/resources/reports/2025-dbir-data-breach-investigations-report.pdf',
  publisher: 'Verizon',
  year: 2025,
};

export const SOPHOS_2025: SourceRef = {
  title: 'Sophos, The State of Ransomware 2025 (survey of 3,400 organisations hit in the year before)',
  url: 'https://assets.sophos.com/X24WTUEQ/at/9brgj5n44hqvgsp5f5bqcps/sophos-state-of-ransomware-2025.pdf',
  publisher: 'Sophos',
  year: 2025,
};

export const CLOUDFLARE_Q4_2025: SourceRef = {
  title:
    'Cloudflare, 2025 Q4 DDoS threat report: a record-setting 31.4 Tbps attack caps a year of massive DDoS assaults',
  url: 'https://blog.cloudflare.com/ddos-threat-report-2025-q4/',
  publisher: 'Cloudflare',
  year: 2026,
};

export const GOOGLE_ZERO_DAYS_2025: SourceRef = {
  title: 'Google Threat Intelligence Group: Look What You Made Us Patch, 2025 zero-days in review',
  url: 'https://cloud.google.com/blog/topics/threat-intelligence/2025-zero-day-review',
  publisher: 'Google Threat Intelligence Group',
  year: 2026,
};

export const UK_FINANCE_2026: SourceRef = {
  title: 'UK Finance Annual Fraud Report 2026 (covering 2025)',
  url: 'https://www.ukfinance.org.uk/news-and-insight/press-release/fraud-report-2026-press-release',
  publisher: 'UK Finance',
  year: 2026,
};

export const MICROSOFT_MDDR_2025: SourceRef = {
  title: 'Microsoft Digital Defense Report 2025 (Microsoft fiscal year July 2024 to June 2025)',
  url: 'https://www.microsoft.com/en-us/corporate-responsibility/cybersecurity/microsoft-digital-defense-report-2025/',
  publisher: 'Microsoft',
  year: 2025,
};

export const CWE_TOP25_2025: SourceRef = {
  title: 'MITRE, 2025 CWE Top 25 Most Dangerous Software Weaknesses',
  url: 'https://cwe.mitre.org/top25/archive/2025/2025_cwe_top25.html',
  publisher: 'MITRE',
  year: 2025,
};

export const CIFAS_FRAUDSCAPE_2025: SourceRef = {
  title: 'Cifas, Fraudscape 2025: record fraud levels (UK National Fraud Database, 2024)',
  url: 'https://www.cifas.org.uk/newsroom/fraudscape-2025-record-fraud-levels',
  publisher: 'Cifas',
  year: 2025,
};

export const CIFAS_SIM_SWAP_2025: SourceRef = {
  title: 'Cifas: 1,055% surge in unauthorised SIM swaps as mobile and telecoms sector hit hard by rising fraud',
  url: 'https://www.cifas.org.uk/newsroom/huge-surge-see-sim-swaps-hit-telco-and-mobile',
  publisher: 'Cifas',
  year: 2025,
};

export const FBI_DPRK_IT_WORKERS_PSA: SourceRef = {
  title: 'FBI: North Korean IT workers conducting data extortion (PSA I-012325-PSA)',
  url: 'https://www.ic3.gov/PSA/2025/PSA250123',
  publisher: 'FBI IC3',
  year: 2025,
};

/** Microsoft's VALL-E paper: a voice model that imitates a speaker from a 3-second recording. */
export const VALL_E_PAPER: SourceRef = {
  title: 'Neural Codec Language Models are Zero-Shot Text to Speech Synthesizers (VALL-E, arXiv 2301.02111)',
  url: 'https://arxiv.org/abs/2301.02111',
  publisher: 'Microsoft (Wang et al.)',
  year: 2023,
};
