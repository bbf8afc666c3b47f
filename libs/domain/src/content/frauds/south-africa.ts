import type { KeyNumber, LocalChannel, RealCase, SourceRef } from '../types';

/**
 * South Africa on the fraud pages: the local sources, the bodies a victim reports to,
 * and the local figures and cases the pages share. Channels and cases rest on the publisher's own
 * page (a court, regulator, government, bank, company or the industry's own crime centre); a
 * figure whose publisher's report could not be read is quoted as an outlet reported it. Found in
 * the team's research (shared/research/south-africa.md) or the search index; phone numbers are
 * only those the organisation's own page prints. Where no number could be verified, the channel
 * says where to find it instead.
 */

// --- Sources -----------------------------------------------------------------------------------

/**
 * SABRIC's annual crime statistics for 2024 (released August 2025): the PDF itself could not be
 * read, so its figures are quoted as the press reported them, naming the outlet.
 */
export const THEAFRICA_SABRIC_2024: SourceRef = {
  title:
    'theafrica.co.za: South Africa sees 86% surge in digital banking fraud, losses near R1.9 billion (SABRIC Annual Crime Statistics 2024)',
  url: 'https://www.theafrica.co.za/africanews/south-africa-sees-86-surge-in-digital-banking-fraud-losses-near-r19-billion-458982457',
  publisher: 'theafrica.co.za',
  year: 2025,
};

export const STOCKS24_SABRIC_2024: SourceRef = {
  title: 'Stocks24: SABRIC reports decrease in banking crime losses but warns of rising AI-driven fraud threats',
  url: 'https://stocks24.co.za/2025/08/28/sabric-reports-decrease-in-banking-crime-losses-but-warns-of-rising-ai-driven-fraud-threats',
  publisher: 'Stocks24',
  year: 2025,
};

export const SABRIC_2023_RELEASE: SourceRef = {
  title: 'SABRIC reports significant increase in financial crime losses for 2023',
  url: 'https://www.sabric.co.za/media-and-news/press-releases/sabric-reports-significant-increase-in-financial-crime-losses-for-2023/',
  publisher: 'SABRIC',
  year: 2024,
};

/**
 * Sophos's South African edition of its 2025 ransomware survey (154 local organisations hit in the
 * year before): the PDF could not be read, so its figures are quoted as Business Report reported them.
 */
export const BUSINESS_REPORT_SOPHOS_SA_2025: SourceRef = {
  title:
    'Business Report: Ransomware recovery costs South African businesses R24 million on average (Sophos, The State of Ransomware in South Africa 2025)',
  url: 'https://businessreport.co.za/economy/2025-07-04-ransomware-recovery-costs-south-african-businesses-r24-million-on-average-report-finds',
  publisher: 'Business Report',
  year: 2025,
};

export const SAFPS_PROTECTIVE_REGISTRATION: SourceRef = {
  title: 'Apply for Protective Registration',
  url: 'https://www.safps.org.za/Home/OurServices_ApplyProtectiveRegistration',
  publisher: 'SAFPS',
  year: 2025,
};

export const REPORTING_CRIME_WC: SourceRef = {
  title: 'Reporting a crime (SAPS case and CAS number)',
  url: 'https://www.westerncape.gov.za/service/reporting-crime',
  publisher: 'Western Cape Government',
  year: 2025,
};

export const CYBERSECURITY_HUB_REPORT: SourceRef = {
  title: 'Cybersecurity Hub (national CSIRT): report an incident',
  url: 'https://www.cybersecurityhub.gov.za/report-an-incident',
  publisher: 'Department of Communications and Digital Technologies',
  year: 2025,
};

export const FSCA_FRAUD_TIPS: SourceRef = {
  title: 'MyMoney: 10 tips to safeguard your finances against fraud',
  url: 'https://www.fscamymoney.co.za/Pages/10-tips-to-safeguard-your-finances-against-fraud.aspx',
  publisher: 'Financial Sector Conduct Authority',
  year: 2025,
};

export const INFOREG_COMPLAINT: SourceRef = {
  title: 'Lodging a POPIA complaint on the eServices portal',
  url: 'https://inforegulator.org.za/?p=7037',
  publisher: 'Information Regulator',
  year: 2025,
};

export const SARS_REPORT_TAX_CRIME: SourceRef = {
  title: 'Report a tax crime (including digital fraud on eFiling)',
  url: 'https://www.sars.gov.za/targeting-tax-crime/report-a-tax-crime/',
  publisher: 'SARS',
  year: 2025,
};

export const SARS_IDENTITY_FRAUD: SourceRef = {
  title: 'Identity fraud',
  url: 'https://www.sars.gov.za/targeting-tax-crime/identity-fraud/',
  publisher: 'SARS',
  year: 2025,
};

export const VUKUZENZELE_EFILING: SourceRef = {
  title: 'Vuk\u2019uzenzele: be careful of SARS eFiling scammers',
  url: 'https://www.vukuzenzele.gov.za/be-careful-sars-efiling-scammers',
  publisher: 'Government Communication and Information System',
  year: 2024,
};

export const VODACOM_SIM_SWAP: SourceRef = {
  title: 'How to prevent SIM swap fraud',
  url: 'https://now.vodacom.co.za/article/how-to-prevent-sim-swap-fraud',
  publisher: 'Vodacom',
  year: 2024,
};

export const CAPITEC_FRAUD_CENTRE: SourceRef = {
  title: 'Fraud centre',
  url: 'https://www.capitecbank.co.za/fraud-centre/',
  publisher: 'Capitec Bank',
  year: 2025,
};

export const CAPITEC_PAYSHAP_REQUEST: SourceRef = {
  title: 'PayShap Request: how it works',
  url: 'https://www.capitecbank.co.za/blog/articles/best-way-to-bank/payshap-request/',
  publisher: 'Capitec Bank',
  year: 2025,
};

export const CAPITEC_SCAMS_MONEY_SMART: SourceRef = {
  title: 'This Money Smart Week we\u2019re slamming scams',
  url: 'https://www.capitecbank.co.za/fraud-centre/this-money-smart-week-were-slamming-scams/',
  publisher: 'Capitec Bank',
  year: 2025,
};

export const NEDBANK_FRAUD_AWARENESS: SourceRef = {
  title: 'Fraud awareness (24/7 fraud line, Approve-it and OTP advice)',
  url: 'https://personal.nedbank.co.za/home/fraud-awareness.html',
  publisher: 'Nedbank',
  year: 2025,
};

export const NEDBANK_APP_SECURITY: SourceRef = {
  title: 'Money app security (number masking and fake bank calls)',
  url: 'https://personal.nedbank.co.za/home/fraud-awareness/banking-safely/money-app-security.html',
  publisher: 'Nedbank',
  year: 2025,
};

export const NEDBANK_FESTIVE_SAFETY: SourceRef = {
  title: 'Festive-season safety tips (the "free voucher" app-takeover scam)',
  url: 'https://personal.nedbank.co.za/home/fraud-awareness/festive-season-safety-tips.html',
  publisher: 'Nedbank',
  year: 2025,
};

export const ABSA_SAFETY: SourceRef = {
  title: 'Safety and security (fraud hotline and stopping a card)',
  url: 'https://www.absa.co.za/offers/safety-and-security/',
  publisher: 'Absa',
  year: 2025,
};

// --- Who to call: the channels the pages' "next 10 minutes" name ----------------------------------

export const BANK_FRAUD_LINE: LocalChannel = {
  name: 'Your bank\u2019s fraud line',
  mention: 'fraud line',
  purpose: 'Stops cards, the banking app and pending payments, and starts a recall of money already sent.',
  contact:
    'The number on the back of your card or in your banking app, open day and night. Never a number from the message or call that worried you.',
  source: NEDBANK_FRAUD_AWARENESS,
};

export const SAPS_CASE: LocalChannel = {
  name: 'A SAPS case at a police station',
  mention: 'SAPS',
  purpose: 'Opens a criminal case. The CAS number you get by SMS is what banks, SAFPS and insurers ask for.',
  contact:
    'Any police station. For an emergency call 10111, or 112 from a cellphone; tip-offs go to Crime Stop on 086 00 10111.',
  source: REPORTING_CRIME_WC,
};

export const SAFPS_REGISTRATION: LocalChannel = {
  name: 'SAFPS Protective Registration',
  mention: 'SAFPS',
  purpose:
    'Free. It flags your ID number to SAFPS member lenders, so anyone applying for credit in your name gets checked harder.',
  contact: 'Call 011 867 2234, or apply on the SAFPS website or app.',
  source: SAFPS_PROTECTIVE_REGISTRATION,
};

export const FSCA_CHECK: LocalChannel = {
  name: 'The FSCA (Financial Sector Conduct Authority)',
  mention: 'FSCA',
  purpose: 'Shows whether an investment firm or adviser is licensed, and takes reports about unlicensed ones.',
  contact: 'Search the register of authorised financial services providers on fsca.co.za before you pay anything.',
  source: FSCA_FRAUD_TIPS,
};

export const INFORMATION_REGULATOR: LocalChannel = {
  name: 'The Information Regulator',
  mention: 'Information Regulator',
  purpose: 'Takes complaints when an organisation leaks or misuses your personal information (POPIA).',
  contact: 'Register on the Regulator\u2019s eServices portal (inforegulator.org.za) and lodge the complaint there.',
  source: INFOREG_COMPLAINT,
};

export const SARS_FRAUD: LocalChannel = {
  name: 'SARS fraud reporting',
  mention: 'SARS',
  purpose: 'Secures a hacked eFiling profile and investigates a refund paid into someone else\u2019s account.',
  contact:
    'The digital-fraud form on sars.gov.za (have an affidavit and your ID ready), or 0800 00 2870 to report anonymously.',
  source: SARS_REPORT_TAX_CRIME,
};

export const CYBERSECURITY_HUB: LocalChannel = {
  name: 'The Cybersecurity Hub (national CSIRT)',
  mention: 'Cybersecurity Hub',
  purpose:
    'Takes cyber incidents from people and organisations and passes them to SAPS or the banking sector\u2019s response team.',
  contact: 'The incident form on cybersecurityhub.gov.za, answered on weekdays from 08:00 to 16:30.',
  source: CYBERSECURITY_HUB_REPORT,
};

export const MOBILE_NETWORK: LocalChannel = {
  name: 'Your mobile network',
  mention: 'mobile network',
  purpose: 'Stops or reverses a SIM swap and blocks the SIM the criminal holds.',
  contact:
    'The network\u2019s customer-care line, called from another phone (the number is on its website and on your contract).',
  source: VODACOM_SIM_SWAP,
};

// --- Local figures -------------------------------------------------------------------------------

export const SA_DIGITAL_BANKING_INCIDENTS: KeyNumber = {
  id: 'SA_DIGITAL_BANKING_INCIDENTS',
  figure: 'Almost 98,000',
  label:
    'Digital banking fraud incidents South African banks reported in 2024, up 86% on 2023, mostly through social engineering rather than broken bank systems (SABRIC), as reported by theafrica.co.za',
  year: 2024,
  source: THEAFRICA_SABRIC_2024,
  read: { kind: 'outlet', outlet: 'theafrica.co.za' },
};

export const SA_DIGITAL_BANKING_LOSSES: KeyNumber = {
  id: 'SA_DIGITAL_BANKING_LOSSES',
  figure: 'R1.888 billion',
  label:
    'Losses to digital banking fraud in South Africa in 2024, up 74% on 2023 (SABRIC), as reported by theafrica.co.za',
  year: 2024,
  source: THEAFRICA_SABRIC_2024,
  read: { kind: 'outlet', outlet: 'theafrica.co.za' },
};

export const SA_BANKING_APP_SHARE: KeyNumber = {
  id: 'SA_BANKING_APP_SHARE',
  figure: 'About 65%',
  label:
    'Share of South Africa\u2019s 2024 digital banking fraud cases that happened on a banking app, the largest channel (SABRIC), as reported by theafrica.co.za; other outlets describe what the 65% is a share of differently',
  year: 2024,
  source: THEAFRICA_SABRIC_2024,
  read: { kind: 'outlet', outlet: 'theafrica.co.za' },
};

export const SA_FINANCIAL_CRIME_LOSSES: KeyNumber = {
  id: 'SA_FINANCIAL_CRIME_LOSSES',
  figure: 'R2.7 billion',
  label:
    'Financial crime losses across South African banking in 2024, down from R3.3 billion in 2023 (SABRIC), as reported by Stocks24',
  year: 2024,
  source: STOCKS24_SABRIC_2024,
  read: { kind: 'outlet', outlet: 'Stocks24' },
};

export const SA_CARD_NOT_PRESENT_SHARE: KeyNumber = {
  id: 'SA_CARD_NOT_PRESENT_SHARE',
  figure: '68%',
  label:
    'Share of gross card-fraud losses in South Africa in 2023 from card-not-present fraud (online and phone purchases), not from copied cards at tills and ATMs',
  year: 2023,
  source: SABRIC_2023_RELEASE,
  read: { kind: 'publisher', locator: "section 'Card Fraud and Contact Crimes'" },
};

export const SA_RANSOM_PAID: KeyNumber = {
  id: 'SA_RANSOM_PAID',
  figure: '71%',
  label:
    'Of the South African organisations whose data ransomware encrypted, the share that paid to get it back, up from 43% a year earlier (Sophos survey of 154 local victims), as reported by Business Report',
  year: 2024,
  source: BUSINESS_REPORT_SOPHOS_SA_2025,
  read: { kind: 'outlet', outlet: 'Business Report' },
};

export const SA_RANSOM_BACKUPS: KeyNumber = {
  id: 'SA_RANSOM_BACKUPS',
  figure: '35%',
  label:
    'Of the same organisations whose data was encrypted, the share that restored it from backups, down from 72% a year earlier, as reported by Business Report',
  year: 2024,
  source: BUSINESS_REPORT_SOPHOS_SA_2025,
  read: { kind: 'outlet', outlet: 'Business Report' },
};

export const SA_RANSOM_CREDENTIALS: KeyNumber = {
  id: 'SA_RANSOM_CREDENTIALS',
  figure: '34%',
  label:
    'South African ransomware attacks that began with compromised login details, the most common way in (Sophos survey of 154 local victims), as reported by Business Report',
  year: 2024,
  source: BUSINESS_REPORT_SOPHOS_SA_2025,
  read: { kind: 'outlet', outlet: 'Business Report' },
};

// --- Local cases (court, regulator, government and company records) ------------------------------

export const MTI_JUDGMENT: SourceRef = {
  title: 'Bester NNO and Others v Mirror Trading International (Pty) Ltd [2023] ZAWCHC 38 (Western Cape High Court)',
  url: 'https://africanlii.org/akn/za-wc/judgment/zawchc/2023/38',
  publisher: 'Western Cape High Court, via AfricanLII',
  year: 2023,
};

export const MTI_CASE: RealCase = {
  title: 'Mirror Trading International declared an unlawful Ponzi scheme',
  year: 2023,
  summary:
    'Mirror Trading International sold South Africans a bitcoin "trading bot" club in 2019 and 2020 and promised steady returns. It went into provisional liquidation at the end of 2020 holding bitcoin worth more than R1 billion. In April 2023 the Western Cape High Court found that the business had been an unlawful pyramid and Ponzi scheme: members\u2019 "profits" were paid out of other members\u2019 deposits.',
  source: MTI_JUDGMENT,
};

export const NASHUA_JUDGMENT: SourceRef = {
  title: 'Nashua Mobile (Pty) Ltd v GC Pale CC t/a Invasive Plant Solutions [2010] ZAGPJHC 112',
  url: 'https://www.saflii.org/za/cases/ZAGPJHC/2010/112.html',
  publisher: 'South Gauteng High Court, via SAFLII',
  year: 2010,
};

export const NASHUA_CASE: RealCase = {
  title: 'Who pays for a SIM swap? Nashua Mobile v GC Pale',
  year: 2010,
  summary:
    'A duplicate SIM issued at a cellphone outlet let criminals take over a small business\u2019s phone number and empty its internet-banking account. The business sued the cellphone service provider. On appeal the High Court held that it could not claim in delict outside its cellphone contract and that the loss was too remote, so the business carried it. The lesson for a victim: act on a lost signal at once rather than count on someone else paying later.',
  source: NASHUA_JUDGMENT,
};

export const DOJ_RANSOMWARE_STATEMENT: SourceRef = {
  title: 'SAnews: Experts and state agencies investigate Justice Department IT breach',
  url: 'https://www.sanews.gov.za/south-africa/experts-state-agencies-investigate-justice-dept-it-breach',
  publisher: 'SAnews (South African Government News Agency)',
  year: 2021,
};

export const DOJ_RANSOMWARE_CASE: RealCase = {
  title: 'Ransomware shuts the Department of Justice\u2019s systems',
  year: 2021,
  summary:
    'On 6 September 2021 ransomware encrypted every information system of the Department of Justice and Constitutional Development. Email, the website, bail services and letters of authority for deceased estates went down, so courts fell back on recording proceedings by hand while the department rebuilt its systems.',
  source: DOJ_RANSOMWARE_STATEMENT,
};

export const EXPERIAN_NOTICE: SourceRef = {
  title: 'Fraudulent data incident: consumer guidance',
  url: 'https://www.experian.co.za/fraudulent-data-incident/consumer-guidance',
  publisher: 'Experian South Africa',
  year: 2020,
};

export const EXPERIAN_CASE: RealCase = {
  title: 'A "client" walks off with Experian South Africa\u2019s data',
  year: 2020,
  summary:
    'In May 2020 someone posing as a legitimate client talked Experian South Africa into handing over consumer and business records. Experian learned of it in July, obtained a court order to search for and secure the data in August, and then told the public under POPIA. Personal details in the hands of a fraudster are the raw material of identity theft, which is why people caught in a leak like this are told to consider SAFPS Protective Registration.',
  source: EXPERIAN_NOTICE,
};

export const POSTBANK_REPLY: SourceRef = {
  title: 'Minister of Social Development: reply to Parliament question NW2407 on SASSA card security (December 2020)',
  url: 'https://pmg.org.za/committee-question/15236/',
  publisher: 'Parliament of South Africa, via the Parliamentary Monitoring Group',
  year: 2020,
};

export const POSTBANK_CASE: RealCase = {
  title: 'SASSA cards replaced after Postbank\u2019s master key is compromised',
  year: 2020,
  summary:
    'In 2019 SASSA was told that the master key protecting its grant cards had been compromised inside the bank environment. A master key guards the secrets on every card it protects, so its loss put all of them at risk. The Reserve Bank ordered every SASSA card to be replaced. The Minister of Social Development set out the sequence in a reply to Parliament in December 2020.',
  source: POSTBANK_REPLY,
};
