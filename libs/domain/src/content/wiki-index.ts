/**
 * The wiki's index without the pages' bodies (entry `@fraudshield/domain/content/wiki-index`):
 * the id, title and tagline of every fraud and defense page, what lists and links show.
 */
export { FRAUD_INDEX } from './frauds/wiki-index';
export { DEFENSE_INDEX } from './defenses/wiki-index';
