import type { ReactNode } from 'react';
import type { User } from '@/shared/schemas/auth';
import { PageSpinner } from '@/client/components/ui/spinner';
import { Navigate } from '@/client/lib/navigation';
import { useAuth } from './api';

interface SignedInOnlyProps {
  /** The screen, drawn only with a signed-in user, so it fetches nothing for a visitor. */
  children: (user: User) => ReactNode;
  /** Instead of sending a visitor to sign in (null: nothing, while signing out, say). */
  signedOut?: ReactNode;
  /** When the session could not be read (a dropped connection): instead of sending the shopper to sign in again. */
  failed?: ReactNode;
}

/** The one gate for screens that need a signed-in user: a spinner while the session is read, then the screen or sign-in. */
export function SignedInOnly({ children, signedOut, failed }: SignedInOnlyProps) {
  const { user, isLoading, isError } = useAuth();
  if (isLoading) return <PageSpinner />;
  if (user) return children(user);
  if (isError && failed) return failed;
  return signedOut === undefined ? <Navigate to="/login" /> : signedOut;
}
