import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS } from '@/shared/constants';
import type { LoginInput, RegisterInput, User } from '@/shared/schemas/auth';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { useNavigate } from '@/client/lib/navigation';
import { currentUserQuery } from './api';

/** Where a screen that sent the shopper to sign in wants them back (`/login?next=/planner?...`): a path on this site only. */
function returnPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/';
}

function useSignedIn(successTitle: string, successDescription: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: User) => {
    queryClient.setQueryData(currentUserQuery.queryKey, user);
    // Anything cached while signed out (or as someone else) is stale now.
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
    toast({ title: successTitle, description: successDescription });
    navigate(returnPath());
  };
}

export function useLogin() {
  const onSuccess = useSignedIn('Login successful', 'Welcome back!');
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<User>('POST', '/api/login', input),
    meta: { ignoreUnauthorized: true },
    onSuccess,
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Login failed', description: errorMessage(error, 'Invalid username or password') }),
  });
}

export function useRegister() {
  const onSuccess = useSignedIn('Registration successful', 'Your account has been created!');
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>('POST', '/api/register', input),
    meta: { ignoreUnauthorized: true },
    onSuccess,
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Registration failed', description: errorMessage(error, 'Could not create account') }),
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest('GET', '/api/logout'),
    meta: { ignoreUnauthorized: true },
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData(currentUserQuery.queryKey, null);
      toast({ title: 'Logged out' });
      setTimeout(() => navigate('/'), DELAYS_MS.logoutRedirect);
    },
  });
}
