import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '@/shared/constants';
import type { LoginInput, RegisterInput, User } from '@/shared/schemas/auth';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, errorMessage, OfflineError } from '@/client/lib/api';
import { forgetAllDrafts } from '@/client/lib/drafts';
import { useNavigate } from '@/client/lib/navigation';
import { forgetKeptPages } from '@/client/lib/service-worker';
import { currentUserQuery } from './api';

function useSignedIn(successTitle: string, successDescription: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: User) => {
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    // Anything cached while signed out (or as someone else) is stale now.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
    toast({ title: successTitle, description: successDescription });
    navigate('/');
  };
}

/** Offline, the query client has already said that signing in needs a connection; the credentials were never checked. */
function signInFailed(error: unknown, title: string, fallback: string) {
  if (!(error instanceof OfflineError)) toast({ variant: 'destructive', title, description: errorMessage(error, fallback) });
}

export function useLogin() {
  const onSuccess = useSignedIn('Login successful', 'Welcome back!');
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<User>('POST', '/api/login', input),
    meta: { ignoreUnauthorized: true },
    onSuccess,
    onError: (error) => signInFailed(error, 'Login failed', 'Invalid username or password'),
  });
}

export function useRegister() {
  const onSuccess = useSignedIn('Registration successful', 'Your account has been created!');
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>('POST', '/api/register', input),
    meta: { ignoreUnauthorized: true },
    onSuccess,
    onError: (error) => signInFailed(error, 'Registration failed', 'Could not create account'),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('GET', '/api/logout'),
    meta: { ignoreUnauthorized: true },
    onSettled: (_data, error) => {
      // Offline the session goes on at the shop: saying "Logged out" would leave the next user of the phone signed in.
      if (error instanceof OfflineError) return;
      queryClient.clear();
      void forgetKeptPages();
      forgetAllDrafts();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      toast({ title: 'Logged out' });
      setTimeout(() => navigate('/'), DELAYS_MS.logoutRedirect);
    },
  });
}
