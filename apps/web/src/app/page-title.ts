/** documentTitle names defense and fraud pages after their card: the card catalog comes in this small lazy chunk, not the entry. */
export { documentTitle } from '@fraudshield/domain';
