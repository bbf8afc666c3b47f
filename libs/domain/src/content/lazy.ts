/**
 * The wiki pages one at a time (entry `@fraudshield/domain/content/lazy`): a loader per fraud and
 * per defense page, each a dynamic import of the page's own module, so the web app fetches only
 * the page it shows. `@fraudshield/domain/content` keeps every page synchronously (the server,
 * the tests, the wiki's search); `@fraudshield/domain/content/wiki-index` is the small index.
 */
export { FRAUD_PAGE_LOADERS } from './frauds/lazy';
export { DEFENSE_PAGE_LOADERS } from './defenses/lazy';
