import type { ReactNode } from 'react';
import type { SourceRef } from '@fraudshield/domain/content';

/** One titled section of a wiki page; the id doubles as an anchor and a test hook. */
export function WikiSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="ui-card wiki-section" data-section={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function SourceLink({ source }: { source: SourceRef }) {
  return (
    <a href={source.url} target="_blank" rel="noreferrer noopener">
      {source.publisher}, {source.title} ({source.year})<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

export function SourceList({ sources }: { sources: readonly SourceRef[] }) {
  const seen = new Set<string>();
  const unique = sources.filter((s) => (seen.has(s.url) ? false : (seen.add(s.url), true)));
  return (
    <ol className="source-list">
      {unique.map((s) => (
        <li key={s.url}>
          <SourceLink source={s} />
        </li>
      ))}
    </ol>
  );
}

export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </>
  );
}

export function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="wiki-list">
      {items.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </List>
  );
}
