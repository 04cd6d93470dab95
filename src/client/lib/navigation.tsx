import { useMemo, type ComponentProps } from 'react';
import { Link, Redirect, useLocation, useRouter } from 'wouter';

/** Goes to another screen; `{ replace: true }` takes the current screen's place in history. */
export function useNavigate() {
  return useLocation()[1];
}

/** A redirect while rendering, which takes the current screen's place in history. */
export function Navigate({ to }: { to: string }) {
  return <Redirect to={to} replace />;
}

/**
 * The query string, and a setter that keeps the path. wouter's own useSearchParams decodes the query before parsing
 * it, which would turn a search for "%41" into "A".
 */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const router = useRouter();
  const [path, navigate] = useLocation();
  const search = router.searchHook(router);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: URLSearchParams, options?: { replace?: boolean }) => {
    const query = next.toString();
    navigate(query ? `${path}?${query}` : path, options);
  };
  return [params, setParams];
}

type NavLinkProps = Omit<ComponentProps<'a'>, 'href' | 'className'> & {
  to: string;
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  className?: string | ((active: boolean) => string);
};

/** A link that knows whether it leads to the current screen: it says so to screen readers and styles itself. */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  const active = pathname === to || (!end && pathname.startsWith(`${to}/`));
  return (
    <Link to={to} aria-current={active ? 'page' : undefined} className={typeof className === 'function' ? className(active) : className} {...props} />
  );
}
