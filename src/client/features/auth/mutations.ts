import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DELAYS_MS, isStaff } from '@/shared/constants';
import type { LoginInput, RegisterInput, User } from '@/shared/schemas/auth';
import { OFFLINE_CACHES } from '@/shared/web-app';
import { toast } from '@/client/components/ui/use-toast';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { forgetAllDrafts } from '@/client/lib/drafts';
import { useNavigate } from '@/client/lib/navigation';
import { notifyOffline } from '@/client/lib/notify';
import { currentUserQuery } from './api';
import { authMessages, type AuthKey } from './messages';

/**
 * Where a screen that sent the shopper to sign in wants them back (`/login?next=/planner?...`): a path on this site
 * only, as the browser reads it (it drops tabs and line breaks, and reads `\\` as `/`: `/\t/host` is `//host`).
 * Without one, staff go to the admin and everyone else home (docs/product.md, "Roles and permissions").
 */
function returnPath(user: User): string {
  const next = new URLSearchParams(window.location.search).get('next');
  const target = next?.startsWith('/') ? new URL(next, window.location.origin) : undefined;
  if (target?.origin === window.location.origin) return `${target.pathname}${target.search}${target.hash}`;
  return isStaff(user.role) ? '/admin' : '/';
}

interface Toast {
  title: AuthKey;
  description: AuthKey;
}

/**
 * Signs in (or registers, which signs in too): the answer is the current user, what was cached before is refreshed,
 * and the shopper goes home (or back where a screen sent them from). A 401 here is a wrong password, not a session that ended.
 */
function useSignIn<Input>(signIn: (input: Input) => Promise<User>, success: Toast, failure: Toast) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useMessages(authMessages);
  const text = useCodeText();
  return useMutation({
    mutationFn: signIn,
    meta: { ignoreUnauthorized: true },
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      // Anything cached while signed out (or as someone else) is stale now.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserQuery.queryKey[0] });
      toast({ title: t(success.title), description: t(success.description) });
      const next = returnPath(user);
      // The API's and the stored files' addresses (an invoice PDF opened from a WhatsApp link) are not screens the
      // router can show: the browser itself goes there.
      if (/^\/(api|objects)\//.test(next)) window.location.assign(next);
      else navigate(next);
    },
    // Offline the credentials were never checked: that is what the shopper is told, not that they were wrong.
    onError: (error) =>
      notifyOffline(error) || toast({ variant: 'destructive', title: t(failure.title), description: text.error(error, t(failure.description)) }),
  });
}

export const useLogin = () =>
  useSignIn(
    (body: LoginInput) => callApi(authApi.login, { body }),
    { title: 'loginSuccess', description: 'welcomeBack' },
    { title: 'loginFailed', description: 'invalidLogin' },
  );

export const useRegister = () =>
  useSignIn(
    (body: RegisterInput) => callApi(authApi.register, { body }),
    { title: 'registerSuccess', description: 'accountCreated' },
    { title: 'registerFailed', description: 'registerError' },
  );

/**
 * What a signed-out phone must no longer hold (after logging out, or deleting the account): the account's data,
 * its kept pages and its unsent drafts; then the home page, after the toast has been seen.
 */
export function useForgetSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    queryClient.clear();
    // The kept pages were all rendered for signed-out visitors, but on a shared phone nothing is left to chance.
    if (typeof caches !== 'undefined') void caches.delete(OFFLINE_CACHES.pages);
    forgetAllDrafts();
    queryClient.setQueryData(currentUserQuery.queryKey, null);
    setTimeout(() => navigate('/'), DELAYS_MS.logoutRedirect);
  };
}

export function useLogout() {
  const forget = useForgetSignedIn();
  const t = useMessages(authMessages);
  return useMutation({
    mutationFn: () => callApi(authApi.logout),
    meta: { ignoreUnauthorized: true },
    onSettled: (_data, error) => {
      // Offline the session goes on at the shop: saying "Logged out" would leave the next user of the phone signed in.
      if (notifyOffline(error)) return;
      forget();
      toast({ title: t('loggedOut') });
    },
  });
}
