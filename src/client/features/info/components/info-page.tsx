import type { ReactNode } from 'react';
import { translator, useMessages, type Namespace, type Translate } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';

/**
 * An information page's own catalog (`pages/<page>/messages`), which its route loads with the page. Every one has a
 * `title` and an `intro`, which may name the shop (info-texts.test.ts checks both).
 */
export type InfoPageMessages = Namespace<string>;

const pageText = (t: Translate<string>) => ({ title: t('title'), intro: t('intro', { shopName: shopSettings.shopName }) });

/** Server rendering: the page's title and introduction become its title and description in link previews. */
export const infoPrefetch =
  (messages: InfoPageMessages): Prefetch =>
  async ({ locale }) => {
    const { title, intro } = pageText(translator(locale, messages));
    return { head: { title, description: intro } };
  };

/** The frame of an information page: a title, an introduction and readable sections. */
export function InfoPage({ messages, children }: { messages: InfoPageMessages; children: ReactNode }) {
  const { title, intro } = pageText(useMessages(messages));
  usePageTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      </header>
      <div className="space-y-8">{children}</div>
    </article>
  );
}

export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed text-muted-foreground [&_a:not([class])]:text-foreground [&_a:not([class])]:underline [&_li]:pl-1 [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

/** A bulleted list of texts, in the section's style; the lists never reorder, so their places are their keys. */
export function TextList({ items }: { items: ReactNode[] }) {
  return (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
