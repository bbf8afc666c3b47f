const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to put in HTML: as element content and inside a single- or double-quoted
 * attribute. Every email the game sends (the functions' weekly mails, the local stack's auth-mail
 * relay) escapes what it puts in its HTML part with this one function, and the web build's
 * prerendered pages their <title> (apps/web/vite-prerender.ts, through the server build).
 */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string);
}
