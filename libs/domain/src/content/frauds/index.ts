import type { FraudId } from '../../catalog/ids';
import type { FraudPage } from '../types';
import { accAndInvFraudPage } from './AccAndInvFraud';
import { accountTakeoverPage } from './AccountTakeover';
import { atmSkimmingPage } from './AtmSkimming';
import { authPushPaymentsPage } from './AuthPushPayments';
import { bruteForcePage } from './BruteForce';
import { businessEmailCompromisePage } from './BusinessEmailCompromise';
import { cryptoJackingPage } from './CryptoJacking';
import { ddosPage } from './Ddos';
import { deepfakePage } from './Deepfake';
import { insiderFraudPage } from './InsiderFraud';
import { investmentScamPage } from './InvestmentScam';
import { manInTheMiddlePage } from './ManInTheMiddle';
import { phishingPage } from './Phishing';
import { ransomwarePage } from './Ransomware';
import { simSwapPage } from './SimSwap';
import { sqlInjectionPage } from './SqlInjection';
import { syntIdentityTheftPage } from './SyntIdentityTheft';
import { vishingPage } from './Vishing';
import { xssPage } from './Xss';
import { zeroDayExploitPage } from './ZeroDayExploit';

/** The 20 fraud wiki pages, keyed by fraud id. */
export const FRAUD_PAGES: Record<FraudId, FraudPage> = {
  Phishing: phishingPage,
  Ransomware: ransomwarePage,
  Ddos: ddosPage,
  Deepfake: deepfakePage,
  AtmSkimming: atmSkimmingPage,
  InsiderFraud: insiderFraudPage,
  ManInTheMiddle: manInTheMiddlePage,
  SqlInjection: sqlInjectionPage,
  BusinessEmailCompromise: businessEmailCompromisePage,
  ZeroDayExploit: zeroDayExploitPage,
  Vishing: vishingPage,
  Xss: xssPage,
  AccountTakeover: accountTakeoverPage,
  InvestmentScam: investmentScamPage,
  SimSwap: simSwapPage,
  AuthPushPayments: authPushPaymentsPage,
  CryptoJacking: cryptoJackingPage,
  BruteForce: bruteForcePage,
  SyntIdentityTheft: syntIdentityTheftPage,
  AccAndInvFraud: accAndInvFraudPage,
};
