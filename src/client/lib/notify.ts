import { toast } from '@/client/components/ui/use-toast';
import { isUnauthorized, OfflineError } from './api';

/**
 * Every change needs the shop: offline, a failed change says so rather than that it failed (it never left the
 * phone). True when the error was that.
 */
export function notifyOffline(error: unknown): boolean {
  if (!(error instanceof OfflineError)) return false;
  toast({ variant: 'destructive', title: 'You are offline', description: 'This needs an internet connection. Please try again once you are back online.' });
  return true;
}

/** A failure toast for a mutation: the offline one, or nothing for a 401, which the query client already announces. */
export function notifyError(error: unknown, title: string, description?: string): void {
  if (notifyOffline(error) || isUnauthorized(error)) return;
  toast({ variant: 'destructive', title, description });
}
