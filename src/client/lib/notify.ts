import { toast } from '@/client/components/ui/use-toast';
import { isUnauthorized } from './api';

/** A failure toast for a mutation, unless the failure was a 401, which the query client already announces. */
export function notifyError(error: unknown, title: string, description?: string): void {
  if (isUnauthorized(error)) return;
  toast({ variant: 'destructive', title, description });
}
