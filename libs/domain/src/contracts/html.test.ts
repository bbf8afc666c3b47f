import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end content or a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('leaves other text alone and escapes an ampersand once', () => {
    expect(escapeHtml('Grade 10 Maths: 87.5 cr.')).toBe('Grade 10 Maths: 87.5 cr.');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
