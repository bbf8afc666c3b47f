const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text made safe to put in HTML: as element content and inside a single- or double-quoted
 * attribute. The repo's one HTML escape: every email and page the game writes as HTML uses it (the
 * functions' mails and unsubscribe page, the local stack's auth-mail relay, and the <title> of the
 * web build's prerendered pages, through its server build: apps/web/vite-prerender.ts).
 */
export function escapeHtml(text: string): string {
  return String(text).replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] as string);
}
