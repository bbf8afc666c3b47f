import { href, type FraudId } from '@fraudshield/domain';

/**
 * A fraud's tile on the progress page and the link to it (the match report links each breach
 * there). Kept in the feature, not the route catalog: the catalog is in every page's first load.
 */
export function progressAnchor(fraudId: FraudId): string {
  return `mastery-${fraudId}`;
}

export function progressHref(fraudId: FraudId): string {
  return `${href.progress()}#${progressAnchor(fraudId)}`;
}
