import { DEFENSES, FRAUDS } from '../game/catalog';
import { PRODUCT_NAME, type RouteMatch } from './catalog';

/*
 * In a module of its own: a card page is titled after its card, so this needs the card catalog,
 * which the route catalog (in the web entry) does not.
 */

/**
 * The document title of a path (WCAG 2.4.2: each page its own): the route's `title`, the card's
 * name on a defense or fraud page, then the product; "Not found" for anything matchRoute rejects.
 */
export function documentTitle(match: RouteMatch | null): string {
  if (!match) return `Not found · ${PRODUCT_NAME}`;
  const card = match.defenseId ? DEFENSES[match.defenseId].name : match.fraudId ? FRAUDS[match.fraudId].name : null;
  return [card, match.route.title, PRODUCT_NAME].filter(Boolean).join(' · ');
}
