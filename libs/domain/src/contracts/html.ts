const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to put in HTML: as element content and inside a single- or double-quoted
 * attribute. Every email the game sends (the functions' weekly mails, the local stack's auth-mail
 * relay) escapes what it puts in its HTML part with this one function.
 */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string);
}
