import type { FraudPage, SourceRef } from '../types';
import {
  OWASP_2025_INJECTION_TESTED,
  OWASP_2025_SQLI_CVES,
  OWASP_A05_2025,
  SECURITY_MAGAZINE_DBIR_2026,
  VERIZON_2026_EXPLOITED_FLAWS,
} from './figures';
import { CYBERSECURITY_HUB, INFORMATION_REGULATOR, SAFPS_REGISTRATION } from './south-africa';
import { FRAUD_INDEX } from './wiki-index';

const OWASP_SQLI_CHEAT_SHEET: SourceRef = {
  title: 'OWASP SQL Injection Prevention Cheat Sheet',
  url: 'https://raw.githubusercontent.com/OWASP/CheatSheetSeries/master/cheatsheets/SQL_Injection_Prevention_Cheat_Sheet.md',
  publisher: 'OWASP',
  year: 2024,
};

const TALKTALK: SourceRef = {
  title: 'ICO: TalkTalk gets record £400,000 fine for failing to prevent October 2015 attack',
  url: 'https://ico.org.uk/about-the-ico/news-and-events/news-and-blogs/2016/10/talktalk-gets-record-400-000-fine-for-failing-to-prevent-october-2015-attack/',
  publisher: "UK Information Commissioner's Office",
  year: 2016,
};

export const sqlInjectionPage: FraudPage = {
  ...FRAUD_INDEX.SqlInjection,
  whatItIs: [
    'Most websites keep their data, such as customer accounts, orders and passwords, in a database that they talk to in a language called SQL. SQL injection happens when a site pastes what you type straight into its database commands. An attacker then types a piece of SQL instead of a name or search term, and the database obeys it.',
    'The result can be a full copy of the customer database, changed prices or balances, or admin access. As a customer you cannot prevent it yourself, but you feel the results when your data leaks. For developers the fix is well known: parameterised queries.',
  ],
  howItWorks: [
    'The attacker finds a box or web address that sends text to the database, such as a login form, search bar or product ID in the link.',
    "They type something like ' OR '1'='1 to see whether the site breaks or behaves oddly, which shows the input reaches the database unfiltered.",
    'Using automated tools, they craft input that makes the query return other tables, such as users and payment details.',
    'They copy the data out bit by bit, or change records, or create an admin account for themselves.',
    'The stolen data is sold, used for fraud, or used for extortion.',
  ],
  warningSigns: [
    'For site owners: database error messages showing up on web pages, or odd characters like quotes and SQL words in logs and form fields.',
    'Sudden spikes of requests to one page with strange, long parameters.',
    'Unexpected admin accounts, changed records or unusually large database exports.',
    'For customers: a breach notice from a company, or phishing emails that quote your real account details.',
  ],
  realCase: {
    title: 'TalkTalk: 156,959 customers exposed through SQL injection',
    year: 2015,
    summary:
      'In October 2015 an attacker used SQL injection against old web pages TalkTalk had inherited from Tiscali, reaching a database of customer records. Personal details of 156,959 customers were taken, including bank account numbers and sort codes for 15,656 of them. The UK Information Commissioner fined TalkTalk a then-record £400,000, noting the pages had been hit by the same technique twice before and a fix for the database bug had long been available.',
    source: TALKTALK,
  },
  keyNumbers: [OWASP_2025_SQLI_CVES, OWASP_2025_INJECTION_TESTED, VERIZON_2026_EXPLOITED_FLAWS],
  ifItHappens: [
    'If you run the site: take the affected page or app offline or block the attacking traffic with a web application firewall.',
    'Preserve logs and bring in a security team to find every vulnerable query and what data was read.',
    'Fix the code with parameterised queries, and give the database account only the rights it needs.',
    'Reset exposed passwords and notify affected customers and your data-protection regulator within the legal deadline (72 hours under UK and EU GDPR).',
    'If you are a customer who got a breach notice: change that password and any reused copies, turn on multi-factor authentication, and watch your bank statements.',
    'Report crime to the FBI at ic3.gov (US) or Action Fraud (UK).',
  ],
  southAfrica: {
    figures: [],
    arrivesVia: [
      {
        channel: 'Website',
        how: 'An online shop, school, medical scheme or municipal portal with an old form that passes what you type straight to its database.',
      },
      {
        channel: 'Email',
        how: 'A breach notice from a company, and then phishing messages that quote your real account or ID number to sound official.',
      },
    ],
    nextTenMinutes: [
      'If a company tells you your data leaked, change that password and any reused copies, and turn on two-step sign-in.',
      'If your ID number was in the leak, apply for free SAFPS Protective Registration so lenders check any credit application in your name.',
      'If the company did not tell you, or will not say what it lost, lodge a complaint with the Information Regulator on its eServices portal.',
      'If you run the site: take the page offline, keep the logs, report the compromise to the Information Regulator and the incident to the Cybersecurity Hub.',
    ],
    reportTo: [SAFPS_REGISTRATION, INFORMATION_REGULATOR, CYBERSECURITY_HUB],
  },
  sources: [OWASP_A05_2025, SECURITY_MAGAZINE_DBIR_2026, OWASP_SQLI_CHEAT_SHEET, TALKTALK],
};
