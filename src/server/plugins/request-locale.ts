import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, LOCALES, parseLocale, type Locale } from '../../shared/locale';
import { messages as en } from '../../shared/messages/en';
import { fillMessage, type MessageCode, type MessageParams } from '../../shared/messages/message';
import { messages as sw } from '../../shared/messages/sw';

const catalogs: Record<Locale, Record<MessageCode, string>> = { en, sw };

export const isMessageCode = (value: unknown): value is MessageCode => typeof value === 'string' && Object.hasOwn(en, value);

/** A message's text in a language. */
export const messageText = (locale: Locale, code: MessageCode, params?: MessageParams): string => fillMessage(catalogs[locale][code], params);

/**
 * The language a request's answer is written in (docs/product.md, "Languages"): the one the shopper chose with the
 * EN / SW switch, else the first of the browser's languages the shop speaks, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  // The answer now differs by language: plugins/private-answers.ts says so to caches.
  request.readsLanguage = true;
  // Router errors come before the cookie plugin has read the cookies.
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (chosen !== undefined) return parseLocale(chosen);
  return acceptedLocale(request.headers['accept-language']);
}

/** The shop's language an Accept-Language header prefers most ("sw-KE,sw;q=0.9,en;q=0.8" is Kiswahili). */
export function acceptedLocale(header: string | undefined): Locale {
  let best: { locale: Locale; quality: number } | undefined;
  // Bounded: a header of a thousand entries is read no further than its first few.
  for (const entry of (header ?? '').split(',', 20)) {
    const [tag = '', ...parameters] = entry.trim().toLowerCase().split(';');
    const locale = LOCALES.find((candidate) => tag === candidate || tag.startsWith(`${candidate}-`));
    if (!locale) continue;
    const q = parameters.map((parameter) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(parameter)?.[1]).find(Boolean);
    const quality = q === undefined ? 1 : Number(q);
    if (quality > 0 && (!best || quality > best.quality)) best = { locale, quality };
  }
  return best?.locale ?? 'en';
}
