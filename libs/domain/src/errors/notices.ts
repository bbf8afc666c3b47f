/**
 * The offline notice, in a module of its own: the web entry shows it (it must work with no
 * network) without pulling in the whole message table of app-errors.ts. Re-exported there.
 */
export const OFFLINE_NOTICE =
  'The backend could not be reached. FraudShield is running in offline mode; we will reconnect as soon as it answers.';
