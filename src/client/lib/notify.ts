import { toast } from '@/client/components/ui/use-toast';
import { isUnauthorized, OfflineError } from './api';

/** A failure toast for a mutation, unless the query client already announces it (a 401, or no connection). */
export function notifyError(error: unknown, title: string, description?: string): void {
  if (isUnauthorized(error) || error instanceof OfflineError) return;
  toast({ variant: 'destructive', title, description });
}
