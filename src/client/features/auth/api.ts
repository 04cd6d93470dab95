import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaff, isSuperAdmin } from '@/shared/constants';
import type { User } from '@/shared/schemas/auth';
import { getQueryFn } from '@/client/lib/api';

export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
});

/** Signed in when the current-user call returns data (SPEC §4). */
export function useAuth() {
  const { data, isLoading, isError } = useQuery(currentUserQuery);
  const user = data ?? null;
  // isError: the call itself failed (offline, say), so whether anyone is signed in is unknown.
  return { user, isLoading, isError, isAuthenticated: !!user, isAdmin: isStaff(user?.role), isSuperAdmin: isSuperAdmin(user?.role) };
}
