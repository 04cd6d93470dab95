import { useQuery } from '@tanstack/react-query';
import { isStaff, isSuperAdmin } from '@/shared/constants';
import { authApi } from '@/shared/contract/auth';
import { endpointQueryOrNull } from '@/client/lib/api';

/** The signed-in user, or null when nobody is (401). */
export const currentUserQuery = endpointQueryOrNull(authApi.user, [401]);

/** Signed in when the current-user call returns data (docs/product.md, "Roles and permissions"). */
export function useAuth() {
  const { data, isLoading, isError } = useQuery(currentUserQuery);
  const user = data ?? null;
  // isError: the call itself failed (offline, say), so whether anyone is signed in is unknown.
  return { user, isLoading, isError, isAuthenticated: !!user, isAdmin: isStaff(user?.role), isSuperAdmin: isSuperAdmin(user?.role) };
}
