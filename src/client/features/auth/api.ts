import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DELAYS_MS, isStaff, isSuperAdmin } from '@/shared/constants';
import type { LoginInput, RegisterInput, User } from '@/shared/schemas/auth';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, errorMessage, getQueryFn } from '@/client/lib/api';

export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
});

/** Signed in when the current-user call returns data (SPEC §4). */
export function useAuth() {
  const { data, isLoading } = useQuery(currentUserQuery);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: !!user, isAdmin: isStaff(user?.role), isSuperAdmin: isSuperAdmin(user?.role) };
}

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
