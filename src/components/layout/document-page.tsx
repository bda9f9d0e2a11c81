import type { ReactNode } from 'react';
import { HeroTitle } from '@/components/ui/hero-title';

/**
 * A page to read rather than to scroll through as a story (prices, the trust centre, integrations,
 * customer stories): the hero's words as a plain header, then the page's sections in the document's
 * order, every one in the server HTML, and the closing call to action last.
 */
export function DocumentPage({
  eyebrow,
  title,
  subtitle,
  lead,
  children,
  ...data
}: {
  eyebrow: string;
  title: string;
  subtitle: ReactNode;
  /** What stands under the subtitle (a story's key facts, a page's table of contents). */
  lead?: ReactNode;
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | boolean | undefined }) {
  return (
    <div className="relative isolate" {...data}>
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[70vh] bg-[radial-gradient(ellipse_at_20%_10%,rgb(34_211_238/0.18),transparent_55%),radial-gradient(ellipse_at_85%_30%,rgb(139_92_246/0.22),transparent_55%)]"
      />
      <div className="mx-auto max-w-[960px] px-5 pt-28 pb-20 md:pt-36">
        <header className="mb-10 max-w-3xl space-y-4 md:mb-14">
          <p className="text-xs font-semibold tracking-[0.22em] text-accent uppercase md:text-sm">{eyebrow}</p>
          <HeroTitle largest="5xl">{title}</HeroTitle>
          <p className="text-base text-muted md:text-lg">{subtitle}</p>
          {lead}
        </header>
        <div className="space-y-16 md:space-y-20">{children}</div>
      </div>
    </div>
  );
}

/** A section of a document page: its h2 and what follows, reachable by its id. */
export function DocumentSection({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24" data-document-section={id}>
      <header className="mb-6 max-w-2xl space-y-2">
        <h2 id={`${id}-title`} className="text-2xl leading-tight font-semibold tracking-tight text-balance md:text-[2rem]">
          {title}
        </h2>
        {intro ? <p className="text-[0.95rem] text-muted md:text-base">{intro}</p> : null}
      </header>
      {children}
    </section>
  );
}

/** A document page's table of contents: its sections as links, under the page's header. */
export function DocumentToc({ title, entries }: { title: string; entries: readonly { id: string; label: string }[] }) {
  return (
    <nav aria-labelledby="document-toc" className="pt-2">
      <h2 id="document-toc" className="mb-2 text-sm font-semibold tracking-[0.18em] text-accent uppercase">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2 text-sm">
        {entries.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex rounded-full border border-white/15 px-3 py-1 text-muted hover:border-white/30 hover:text-fg"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
