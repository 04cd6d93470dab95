import rosetta from 'rosetta';
import { createContext, use, useContext, useMemo } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/shared/locale';
import { fillMessage, type MessageParams } from '@/shared/messages/message';
import { ApiError } from './api';

/**
 * The storefront's texts, in one catalog per language for each part of the client: `<part>/messages/en.json` and
 * `sw.json`, flat objects of key → text with `{{name}}` placeholders. Only the active language's catalogs are ever
 * fetched, and only for the parts the screen shows (docs/decisions/0092-kiswahili.md).
 */
type Catalog = Record<string, string>;

// rosetta holds the loaded catalogs, as { [locale]: { [namespace]: catalog } }, and fills in placeholders.
const store = rosetta<Record<string, Catalog>>();

// Paths relative to src/client: the map is in every page's script, so its keys are kept short.
const files = import.meta.glob<Catalog>('./**/messages/*.json', { base: '/src/client/', import: 'default' });
const catalogs = new Map<string, { source: string; load: () => Promise<Catalog> }>();
for (const [path, load] of Object.entries(files)) {
  const [, namespace, locale] = /([^/]+)\/messages\/([a-z]+)\.json$/.exec(path)!;
  catalogs.set(`${locale}:${namespace}`, { source: `src/client/${path.slice(2)}`, load });
}
/** The texts of message codes, shared with the server, which answers in the request's language. */
export const API_MESSAGES = 'api-messages';
const codeFiles = import.meta.glob<Catalog>('../../shared/messages/{en,sw}.ts', { import: 'messages' });
for (const [path, load] of Object.entries(codeFiles)) {
  const locale = /([a-z]+)\.ts$/.exec(path)![1]!;
  catalogs.set(`${locale}:${API_MESSAGES}`, { source: `src/shared/messages/${locale}.ts`, load });
}

/** Every catalog's name: the server renders any screen, so it loads them all (once; a server never drops them). */
export const allMessages = (): string[] => [...new Set([...catalogs.keys()].map((key) => key.slice(key.indexOf(':') + 1)))];

/** Whether a part of the client has texts of its own (admin screens, say, are English only). */
export const hasMessages = (name: string): boolean => catalogs.has(`${DEFAULT_LOCALE}:${name}`);
/** The texts of the header, the footer and the components every feature shares: src/client/components/messages. */
export const SHARED_MESSAGES = 'components';

/** A part's catalog name, carrying the type of its keys (from its English catalog). */
export type Namespace<Key extends string> = string & { readonly keys?: Key };
export const namespace = <Messages extends Catalog>(name: string) => name as Namespace<keyof Messages & string>;

const loading = new Map<string, Promise<void>>();
const failed = new Set<string>();

/**
 * A catalog's loading, shared by every reader. One that failed (offline, a dropped connection) stays failed for the
 * screens that read it, so they show their error instead of asking again at every render, which React does as fast
 * as it can; fetching it again is for `loadMessages` (a navigation, or the screen's "Try again").
 */
function loadOne(locale: Locale, name: string, again = false): Promise<void> {
  const key = `${locale}:${name}`;
  let promise = loading.get(key);
  if (!promise || (again && failed.has(key))) {
    const catalog = catalogs.get(key);
    if (!catalog) throw new Error(`No ${locale} messages for ${name}`);
    failed.delete(key);
    promise = catalog.load().then(
      (messages) => void store.set(locale, { [name]: messages }),
      (error: unknown) => {
        failed.add(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** Catalogs a render found missing, and so suspended on: read through `use` from then on (see `useCatalog`). */
const awaited = new Set<string>();

/**
 * Makes sure a catalog is in the store before a screen reads it. Every screen's catalogs are fetched before it renders
 * or hydrates (`loadScreen`, `hydrateWhenVisible`), so a screen normally reads the store and never waits. A part whose
 * catalog is not here yet (one its screen does not name, or one lost on a dropped connection) suspends on it with
 * `use`, and from then on that catalog is always read through `use`: React replays a render that suspended by calling
 * the same `use` again, which then answers at once from React's own record of the promise, and a replay that skipped
 * it would run the component's later hooks out of step.
 */
function useCatalog(locale: Locale, name: string): void {
  const key = `${locale}:${name}`;
  if (!awaited.has(key) && store.table(locale)?.[name]) return;
  awaited.add(key);
  use(loadOne(locale, name));
}

/** Fetches the catalogs a screen needs before it renders (before hydrating, server rendering or navigating). */
export async function loadMessages(locale: Locale, names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => loadOne(locale, name, true)));
}

/** The built files of those catalogs, which the server preloads with the page. */
export const messageSources = (locale: Locale, names: readonly string[]): string[] =>
  names.flatMap((name) => catalogs.get(`${locale}:${name}`)?.source ?? []);

type Params = Record<string, string | number>;
type PluralKey<Key> = Key extends `${infer Base}_other` ? Base : never;

export interface Translate<Key extends string> {
  (key: Key, params?: Params): string;
  /** `key_one` or `key_other` (the language's plural rule for `count`), with `{{count}}` filled in. */
  plural(key: PluralKey<Key>, count: number, params?: Params): string;
  locale: Locale;
}

// One rule set per language, made at the first plural a page shows and shared by every translator, rather than one
// Intl object per component (docs/decisions/0106-no-intl-on-first-render.md).
const pluralRules = new Map<Locale, Intl.PluralRules>();
const pluralOf = (locale: Locale, count: number) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/** The texts of a loaded catalog, outside React too (page heads while server rendering, say). */
export function translator<Key extends string>(locale: Locale, name: Namespace<Key>): Translate<Key> {
  const t = (key: string, params?: Params) => store.t([name, key], params, locale);
  return Object.assign(t, {
    plural: (key: string, count: number, params?: Params) => {
      const text = t(`${key}_${pluralOf(locale, count)}`, { count, ...params });
      return text || t(`${key}_other`, { count, ...params });
    },
    locale,
  });
}

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
export const LocaleProvider = LocaleContext.Provider;
export const useLocale = (): Locale => useContext(LocaleContext);

/** A part's texts in the page's language (see `useCatalog`). */
export function useMessages<Key extends string>(name: Namespace<Key>): Translate<Key> {
  const locale = useLocale();
  useCatalog(locale, name);
  return useMemo(() => translator(locale, name), [locale, name]);
}

export interface CodeText {
  /** A message code's text (a form's validation message, an answer's `code`) with its params filled in. */
  (code: string, params?: MessageParams): string;
  /** A failed call's message: its code's text, else the given fallback. */
  error(error: unknown, fallback: string): string;
}

/**
 * The texts of message codes in the page's language (docs/product.md, "Messages"). A screen that shows them names
 * API_MESSAGES among its catalogs, so they are here before it renders.
 */
export function useCodeText(): CodeText {
  const locale = useLocale();
  useCatalog(locale, API_MESSAGES);
  const table = store.table(locale)![API_MESSAGES]!;
  const known = (code: string | undefined): code is string => code !== undefined && Object.hasOwn(table, code);
  // A text that is no code (a fallback, zod's own words) is shown as it came.
  const text = (code: string, params?: MessageParams) => (known(code) ? fillMessage(table[code]!, params) : code);
  const error = (failure: unknown, fallback: string) => {
    if (!(failure instanceof ApiError)) return fallback;
    return known(failure.code) ? fillMessage(table[failure.code]!, failure.params) : (failure.serverMessage ?? fallback);
  };
  return Object.assign(text, { error });
}
