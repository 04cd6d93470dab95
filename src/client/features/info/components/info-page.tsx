import type { ReactNode } from 'react';
import { paymentMethodsPhrase } from '@/shared/payments';
import { phoneText } from '@/shared/phone';
import { translator, useMessages, type Namespace, type Translate } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import type { Prefetch } from '@/client/lib/ssr';
import { usePageTitle } from '@/client/lib/use-page-title';
import { ContactButtons } from './contact-buttons';
import { infoText } from './info-text';

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

/**
 * A section of text, as keys of the page's catalog: its title, then its paragraphs (a key) and bulleted lists (an array
 * of keys) in order; with `whatsapp`, the contact buttons end it, offering that message.
 */
export interface TextSection<Key extends string> {
  title: Key;
  body: readonly (Key | readonly Key[])[];
  whatsapp?: Key;
}

/**
 * The frame of an information page: a title, an introduction, then its own content and its text sections. Every text
 * of a section may hold the tags of info-text.tsx and name the shop's details (`shopName`, `email`, `phone`, `address`,
 * `methods`: the payment methods it is set up for),
 * besides the page's own `params`.
 */
export function InfoPage({
  messages,
  sections = [],
  params,
  children,
}: {
  messages: InfoPageMessages;
  sections?: readonly TextSection<string>[];
  params?: Record<string, string>;
  children?: ReactNode;
}) {
  const t = useMessages(messages);
  const { title, intro } = pageText(t);
  usePageTitle(title);
  const { shopName, salesEmail, phones, address } = shopSettings;
  const text = (key: string) =>
    infoText(
      t(key, { shopName, email: salesEmail, phone: phoneText(phones[0]), address, methods: paymentMethodsPhrase(shopSettings, t.locale), ...params }),
    );
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <header className="mb-8 border-b pb-6">
        <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
      </header>
      <div className="space-y-8">
        {children}
        {sections.map((section) => (
          <InfoSection key={section.title} title={t(section.title)}>
            {section.body.map((part, index) =>
              typeof part === 'string' ? <p key={index}>{text(part)}</p> : <TextList key={index} items={part.map(text)} />,
            )}
            {section.whatsapp && <ContactButtons message={t(section.whatsapp)} />}
          </InfoSection>
        ))}
      </div>
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
