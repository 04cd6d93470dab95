import type { ReactNode } from 'react';
import { usePageTitle } from '@/client/lib/use-page-title';

/** The frame of an information page: a title, an introduction and readable sections. */
export function InfoPage({ title, intro, updated, children }: { title: string; intro: ReactNode; updated?: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <div className="mt-3 text-lg text-muted-foreground">{intro}</div>
        {updated && <p className="mt-2 text-sm text-muted-foreground">Last updated: {updated}</p>}
      </header>
      <div className="space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-muted-foreground [&_a]:text-foreground [&_a]:underline [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}
