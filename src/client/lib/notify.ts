import { toast } from '@/client/components/ui/use-toast';
import { isUnauthorized, OfflineError } from './api';

/** The offline toast's texts: a screen shown in another language passes its own catalog's. */
export interface OfflineToast {
  title: string;
  description: string;
}

const OFFLINE: OfflineToast = { title: 'You are offline', description: 'This needs an internet connection. Please try again once you are back online.' };

/**
 * Every change needs the shop: offline, a failed change says so rather than that it failed (it never left the
 * phone). True when the error was that.
 */
export function notifyOffline(error: unknown, offline: OfflineToast = OFFLINE): boolean {
  if (!(error instanceof OfflineError)) return false;
  toast({ variant: 'destructive', ...offline });
  return true;
}

/** A failure toast for a mutation: the offline one, or nothing for a 401, which the query client already announces. */
export function notifyError(error: unknown, title: string, description?: string, offline?: OfflineToast): void {
  if (notifyOffline(error, offline) || isUnauthorized(error)) return;
  toast({ variant: 'destructive', title, description });
}
