import { toast } from '@/client/components/ui/use-toast';
import { localeFromPath } from '@/shared/locale';
import { isUnauthorized, OfflineError } from './api';
import { isChunkLoadError } from './chunk-errors';
import { namespace, SHARED_MESSAGES, translator } from './i18n';

const offlineTexts = namespace<{ offlineTitle: string; offlineText: string }>(SHARED_MESSAGES);

/**
 * Every change needs the shop: offline, a failed change says so rather than that it failed (it never left the
 * phone), and so does code that could not arrive for it (a form's rules, a dialog). True when the error was that.
 * Its texts are the shared catalog's, which every page has loaded, in the language of the page's address (fixed for
 * the page's life: switching languages loads the page anew).
 */
export function notifyOffline(error: unknown): boolean {
  if (!(error instanceof OfflineError) && !isChunkLoadError(error)) return false;
  const t = translator(localeFromPath(window.location.pathname).locale, offlineTexts);
  toast({ variant: 'destructive', title: t('offlineTitle'), description: t('offlineText') });
  return true;
}

/** A failure toast for a mutation: the offline one, or nothing for a 401, which the query client already announces. */
export function notifyError(error: unknown, title: string, description?: string): void {
  if (notifyOffline(error) || isUnauthorized(error)) return;
  toast({ variant: 'destructive', title, description });
}
