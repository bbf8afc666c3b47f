import type { SourceRef } from '../types';

/**
 * Sources reused across the defense pages.
 * We link the primary publisher wherever the research let us (MITRE, NIST, OWASP, FBI/IC3, FTC…).
 * For living reference pages (MITRE ATT&CK mitigations, OWASP cheat sheets, FBI advice pages)
 * `year` is the year of the version consulted (2025).
 */

const mitre = (id: string, name: string): SourceRef => ({
  title: `MITRE ATT&CK mitigation ${id}: ${name}`,
  url: `https://attack.mitre.org/mitigations/${id}`,
  publisher: 'MITRE ATT&CK',
  year: 2025,
});

export const MITRE_M1011 = mitre('M1011', 'User Guidance');
export const MITRE_M1013 = mitre('M1013', 'Application Developer Guidance');
export const MITRE_M1016 = mitre('M1016', 'Vulnerability Scanning');
export const MITRE_M1017 = mitre('M1017', 'User Training');
export const MITRE_M1018 = mitre('M1018', 'User Account Management');
export const MITRE_M1021 = mitre('M1021', 'Restrict Web-Based Content');
export const MITRE_M1026 = mitre('M1026', 'Privileged Account Management');
export const MITRE_M1027 = mitre('M1027', 'Password Policies');
export const MITRE_M1030 = mitre('M1030', 'Network Segmentation');
export const MITRE_M1031 = mitre('M1031', 'Network Intrusion Prevention');
export const MITRE_M1032 = mitre('M1032', 'Multi-factor Authentication');
export const MITRE_M1036 = mitre('M1036', 'Account Use Policies');
export const MITRE_M1037 = mitre('M1037', 'Filter Network Traffic');
export const MITRE_M1041 = mitre('M1041', 'Encrypt Sensitive Information');
export const MITRE_M1047 = mitre('M1047', 'Audit');
export const MITRE_M1048 = mitre('M1048', 'Application Isolation and Sandboxing');
export const MITRE_M1049 = mitre('M1049', 'Antivirus/Antimalware');
export const MITRE_M1051 = mitre('M1051', 'Update Software');
export const MITRE_M1053 = mitre('M1053', 'Data Backup');
export const MITRE_M1054 = mitre('M1054', 'Software Configuration');

export const MITRE_T1451: SourceRef = {
  title: 'MITRE ATT&CK for Mobile T1451: SIM Card Swap',
  url: 'https://attack.mitre.org/techniques/T1451',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const MITRE_T1498: SourceRef = {
  title: 'MITRE ATT&CK T1498: Network Denial of Service',
  url: 'https://attack.mitre.org/techniques/T1498',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const MITRE_T1496: SourceRef = {
  title: 'MITRE ATT&CK T1496: Resource Hijacking',
  url: 'https://attack.mitre.org/techniques/T1496',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const MITRE_T1566: SourceRef = {
  title: 'MITRE ATT&CK T1566: Phishing',
  url: 'https://attack.mitre.org/techniques/T1566',
  publisher: 'MITRE ATT&CK',
  year: 2025,
};

export const CTID_T1657: SourceRef = {
  title: 'Mappings Explorer: NIST SP 800-53 controls mapped to ATT&CK T1657 Financial Theft',
  url: 'https://center-for-threat-informed-defense.github.io/mappings-explorer/attack/attack-14.1/domain-enterprise/techniques/T1657',
  publisher: 'MITRE Center for Threat-Informed Defense',
  year: 2024,
};

export const NIST_800_53: SourceRef = {
  title: 'NIST SP 800-53 Rev. 5: Security and Privacy Controls (AC-5, AC-6)',
  url: 'https://csrc.nist.gov/pubs/sp/800/53/r5/upd1/final',
  publisher: 'NIST',
  year: 2020,
};

export const NIST_800_63B_SEC5: SourceRef = {
  title: 'NIST SP 800-63B (rev. 3), Section 5: Authenticator requirements',
  url: 'https://github.com/usnistgov/800-63-3/blob/nist-pages/sp800-63b/sec5_authenticators.md',
  publisher: 'NIST',
  year: 2017,
};

export const NIST_800_63B_4: SourceRef = {
  title: 'NIST SP 800-63B-4: Authentication and Authenticator Management',
  url: 'https://pages.nist.gov/800-63-4/sp800-63b.html',
  publisher: 'NIST',
  year: 2025,
};

export const MICROSOFT_PASSWORD_GUIDANCE: SourceRef = {
  title: 'Microsoft Password Guidance',
  url: 'https://www.microsoft.com/en-us/research/wp-content/uploads/2016/06/Microsoft_Password_Guidance-1.pdf',
  publisher: 'Microsoft',
  year: 2016,
};

export const OWASP_SQLI_CHEATSHEET: SourceRef = {
  title: 'OWASP SQL Injection Prevention Cheat Sheet',
  url: 'https://cheatsheetseries.owasp.org/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.html',
  publisher: 'OWASP',
  year: 2025,
};

export const OWASP_XSS_CHEATSHEET: SourceRef = {
  title: 'OWASP Cross Site Scripting Prevention Cheat Sheet',
  url: 'https://cheatsheetseries.owasp.org/cheatsheets/Cross_Site_Scripting_Prevention_Cheat_Sheet.html',
  publisher: 'OWASP',
  year: 2025,
};

export const FBI_BEC_PSA_2024: SourceRef = {
  title: 'FBI IC3 public service announcement on business email compromise (September 2024)',
  url: 'https://www.ic3.gov/PSA/2024/PSA240911',
  publisher: 'FBI IC3',
  year: 2024,
};

export const FBI_GENAI_PSA_2024: SourceRef = {
  title: 'FBI PSA I-120324-PSA: Criminals Use Generative AI to Facilitate Financial Fraud',
  url: 'https://www.ic3.gov/PSA/2024/PSA241203',
  publisher: 'FBI IC3',
  year: 2024,
};

export const FBI_DPRK_IT_WORKERS_PSA_2025: SourceRef = {
  title: 'FBI PSA I-012325-PSA: North Korean IT workers conducting data extortion',
  url: 'https://www.ic3.gov/PSA/2025/PSA250123',
  publisher: 'FBI IC3',
  year: 2025,
};

export const FBI_SKIMMING: SourceRef = {
  title: 'FBI: Skimming',
  url: 'https://www.fbi.gov/how-we-can-help-you/safety-resources/scams-and-safety/common-scams-and-crimes/skimming',
  publisher: 'FBI',
  year: 2025,
};

export const CLOUDFLARE_DDOS_2025_Q4: SourceRef = {
  title:
    'Cloudflare, 2025 Q4 DDoS threat report: a record-setting 31.4 Tbps attack caps a year of massive DDoS assaults',
  url: 'https://blog.cloudflare.com/ddos-threat-report-2025-q4/',
  publisher: 'Cloudflare',
  year: 2026,
};

export const FTC_SENTINEL_2024: SourceRef = {
  title: 'FTC: New data show a big jump in reported losses to fraud, to $12.5 billion in 2024',
  url: 'https://www.ftc.gov/news-events/news/press-releases/2025/03/new-ftc-data-show-big-jump-reported-losses-fraud-125-billion-2024',
  publisher: 'FTC',
  year: 2025,
};

export const KNOWBE4_FBI_DPRK: SourceRef = {
  title: 'KnowBe4: FBI issues guidance on thwarting North Korea’s fraudulent IT schemes',
  url: 'https://blog.knowbe4.com/fbi-issues-guidance-on-thwarting-north-koreas-fraudulent-it-schemes',
  publisher: 'KnowBe4 (quoting FBI guidance)',
  year: 2025,
};

export const ARUP_DEEPFAKE_CASE: SourceRef = {
  title: 'Business Insider: Arup was the target of a $25 million deepfake scam',
  url: 'https://www.businessinsider.com/engineering-giant-arup-target-of-25-million-deepfake-scam-2024-5',
  publisher: 'Business Insider',
  year: 2024,
};

export const HO_2025_PHISHING_TRAINING: SourceRef = {
  title:
    'Understanding the Efficacy of Phishing Training in Practice (IEEE S&P 2025: 19,500+ UC San Diego Health staff over 8 months)',
  url: 'https://sysnet.ucsd.edu/~voelker/pubs/phishtrain-oakland25.pdf',
  publisher: 'Ho et al., UC San Diego',
  year: 2025,
};

export const LAIN_2022_PHISHING_IN_ORGS: SourceRef = {
  title: 'Phishing in Organizations: Findings from a Large-Scale and Long-Term Study (IEEE S&P 2022)',
  url: 'https://arxiv.org/abs/2112.07498',
  publisher: 'Lain, Kostiainen and Čapkun, ETH Zurich',
  year: 2022,
};
