import type { ReactNode } from 'react';
import { href } from '@fraudshield/domain';
import type { SourceRef } from '@fraudshield/domain/content';
import { PrefetchLink } from '../../../lib/prefetch-link';

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

export interface WikiArticleProps {
  kind: 'Fraud' | 'Defense';
  testId: string;
  icon: ReactNode;
  title: string;
  tagline: string;
  /** Badges under the tagline (severity and weight, or position and price). */
  badges: ReactNode;
  sources: readonly SourceRef[];
  /** The 3-question check (the live quiz in the app). */
  check: ReactNode;
  /** The page's own sections, between the header and Sources. */
  children: ReactNode;
}

/** The frame of every wiki page: header, the page's sections, then Sources and the check. */
export function WikiArticle({
  kind,
  testId,
  icon,
  title,
  tagline,
  badges,
  sources,
  check,
  children,
}: WikiArticleProps) {
  return (
    <article className="wiki-article" data-testid={testId}>
      <header className="wiki-header">
        <span className="wiki-icon">{icon}</span>
        <div>
          <p className="eyebrow">
            <PrefetchLink to={href.fraudWiki()}>Fraud wiki</PrefetchLink> / {kind}
          </p>
          <h1>{title}</h1>
          <p className="lead">{tagline}</p>
          <p className="button-row">{badges}</p>
        </div>
      </header>

      {children}

      <WikiSection id="sources" title="Sources">
        <SourceList sources={sources} />
      </WikiSection>

      <WikiSection id="check" title="Check what you learned">
        {check}
      </WikiSection>
    </article>
  );
}
