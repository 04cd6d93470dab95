import { queryOptions, useQuery } from '@tanstack/react-query';
import { isStaff, isSuperAdmin } from '@/shared/constants';
import type { User } from '@/shared/schemas/auth';
import { getJson } from '@/client/lib/api';

export const currentUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: getJson<User | null>('/api/auth/user', { nullOn: [401] }),
});

/** Signed in when the current-user call returns data (docs/product.md, "Roles and permissions"). */
export function useAuth() {
  const { data, isLoading, isError } = useQuery(currentUserQuery);
  const user = data ?? null;
  // isError: the call itself failed (offline, say), so whether anyone is signed in is unknown.
  return { user, isLoading, isError, isAuthenticated: !!user, isAdmin: isStaff(user?.role), isSuperAdmin: isSuperAdmin(user?.role) };
}
