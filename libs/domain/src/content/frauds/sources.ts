import type { SourceRef } from '../types';

/**
 * Sources cited by more than one fraud page, or long enough to be worth naming once: the
 * publishers' own pages behind real cases, advice and rules. The sources of the figures live
 * with the figures (./figures.ts).
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

export const FBI_GENAI_PSA: SourceRef = {
  title: 'FBI: Criminals use generative artificial intelligence to facilitate financial fraud (PSA I-120324-PSA)',
  url: 'https://www.ic3.gov/PSA/2024/PSA241203',
  publisher: 'FBI IC3',
  year: 2024,
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

export const CLOUDFLARE_Q4_2025: SourceRef = {
  title:
    'Cloudflare, 2025 Q4 DDoS threat report: a record-setting 31.4 Tbps attack caps a year of massive DDoS assaults',
  url: 'https://blog.cloudflare.com/ddos-threat-report-2025-q4/',
  publisher: 'Cloudflare',
  year: 2026,
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
