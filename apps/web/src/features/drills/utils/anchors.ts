/*
 * The drill's and the daily case's anchors on the home page (the Next step card links here). A
 * module of their own: the Next step card is on Home's first screen, the cards below it are a
 * chunk drawn later, and importing the anchors from the cards pulled their code into the first.
 */

/** The drill card's anchor. */
export const DRILL_ANCHOR = 'drill';

/** The daily card's anchor. */
export const DAILY_ANCHOR = 'daily';
