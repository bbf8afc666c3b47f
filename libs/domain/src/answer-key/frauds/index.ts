import type { FraudId } from '../../catalog/ids';
import type { QuizQuestion } from '../types';
import { accAndInvFraudQuiz } from './AccAndInvFraud';
import { accountTakeoverQuiz } from './AccountTakeover';
import { atmSkimmingQuiz } from './AtmSkimming';
import { authPushPaymentsQuiz } from './AuthPushPayments';
import { bruteForceQuiz } from './BruteForce';
import { businessEmailCompromiseQuiz } from './BusinessEmailCompromise';
import { cryptoJackingQuiz } from './CryptoJacking';
import { ddosQuiz } from './Ddos';
import { deepfakeQuiz } from './Deepfake';
import { insiderFraudQuiz } from './InsiderFraud';
import { investmentScamQuiz } from './InvestmentScam';
import { manInTheMiddleQuiz } from './ManInTheMiddle';
import { phishingQuiz } from './Phishing';
import { ransomwareQuiz } from './Ransomware';
import { simSwapQuiz } from './SimSwap';
import { sqlInjectionQuiz } from './SqlInjection';
import { syntIdentityTheftQuiz } from './SyntIdentityTheft';
import { vishingQuiz } from './Vishing';
import { xssQuiz } from './Xss';
import { zeroDayExploitQuiz } from './ZeroDayExploit';

/** The checks of the 20 fraud pages, with their answers, keyed by fraud id. */
export const FRAUD_QUIZZES: Record<FraudId, readonly QuizQuestion[]> = {
  Phishing: phishingQuiz,
  Ransomware: ransomwareQuiz,
  Ddos: ddosQuiz,
  Deepfake: deepfakeQuiz,
  AtmSkimming: atmSkimmingQuiz,
  InsiderFraud: insiderFraudQuiz,
  ManInTheMiddle: manInTheMiddleQuiz,
  SqlInjection: sqlInjectionQuiz,
  BusinessEmailCompromise: businessEmailCompromiseQuiz,
  ZeroDayExploit: zeroDayExploitQuiz,
  Vishing: vishingQuiz,
  Xss: xssQuiz,
  AccountTakeover: accountTakeoverQuiz,
  InvestmentScam: investmentScamQuiz,
  SimSwap: simSwapQuiz,
  AuthPushPayments: authPushPaymentsQuiz,
  CryptoJacking: cryptoJackingQuiz,
  BruteForce: bruteForceQuiz,
  SyntIdentityTheft: syntIdentityTheftQuiz,
  AccAndInvFraud: accAndInvFraudQuiz,
};
