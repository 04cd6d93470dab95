import { MutationCache, QueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '@/shared/constants';
import { authApi } from '@/shared/contract/auth';
import { loadToaster } from '@/client/components/ui/toast-outlet';
import { toast } from '@/client/components/ui/use-toast';
import { isUnauthorized } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Sign-in itself answers 401 for bad credentials; that is not "logged out". */
      ignoreUnauthorized?: boolean;
    };
  }
}

/** A 401 on any mutation means the session ended: say so and go to sign-in (docs/product.md, "User-visible texts"). */
function onMutationUnauthorized() {
  toast({ variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
  // The 500 ms count from when the toast can actually show, not from when its code starts downloading.
  void loadToaster().finally(() => setTimeout(() => window.location.assign(authApi.loginPage.path), DELAYS_MS.loginRedirect));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && !mutation.meta?.ignoreUnauthorized) onMutationUnauthorized();
      },
    }),
    defaultOptions: {
      // Data never goes stale on its own; screens refresh what a mutation changed (docs/product.md, "Limits and
      // constants"). Offline, every call is still made rather than held until the connection returns: the service
      // worker answers what it kept, and a change fails at once with "You are offline" (notifyOffline) instead of
      // spinning and then happening unexpectedly later.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
