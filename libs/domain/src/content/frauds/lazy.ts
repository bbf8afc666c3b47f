import type { FraudId } from '../../catalog/ids';
import type { FraudPage } from '../types';

/**
 * One dynamic import per fraud page, so a bundler makes each page's content its own chunk and a
 * page loads only its own text. The pages themselves are the same modules that ./index.ts
 * collects synchronously for the server and the tests (FRAUD_PAGES): written once.
 */
export const FRAUD_PAGE_LOADERS: Record<FraudId, () => Promise<FraudPage>> = {
  Phishing: () => import('./Phishing').then((m) => m.phishingPage),
  Ransomware: () => import('./Ransomware').then((m) => m.ransomwarePage),
  Ddos: () => import('./Ddos').then((m) => m.ddosPage),
  Deepfake: () => import('./Deepfake').then((m) => m.deepfakePage),
  AtmSkimming: () => import('./AtmSkimming').then((m) => m.atmSkimmingPage),
  InsiderFraud: () => import('./InsiderFraud').then((m) => m.insiderFraudPage),
  ManInTheMiddle: () => import('./ManInTheMiddle').then((m) => m.manInTheMiddlePage),
  SqlInjection: () => import('./SqlInjection').then((m) => m.sqlInjectionPage),
  BusinessEmailCompromise: () => import('./BusinessEmailCompromise').then((m) => m.businessEmailCompromisePage),
  ZeroDayExploit: () => import('./ZeroDayExploit').then((m) => m.zeroDayExploitPage),
  Vishing: () => import('./Vishing').then((m) => m.vishingPage),
  Xss: () => import('./Xss').then((m) => m.xssPage),
  AccountTakeover: () => import('./AccountTakeover').then((m) => m.accountTakeoverPage),
  InvestmentScam: () => import('./InvestmentScam').then((m) => m.investmentScamPage),
  SimSwap: () => import('./SimSwap').then((m) => m.simSwapPage),
  AuthPushPayments: () => import('./AuthPushPayments').then((m) => m.authPushPaymentsPage),
  CryptoJacking: () => import('./CryptoJacking').then((m) => m.cryptoJackingPage),
  BruteForce: () => import('./BruteForce').then((m) => m.bruteForcePage),
  SyntIdentityTheft: () => import('./SyntIdentityTheft').then((m) => m.syntIdentityTheftPage),
  AccAndInvFraud: () => import('./AccAndInvFraud').then((m) => m.accAndInvFraudPage),
};
