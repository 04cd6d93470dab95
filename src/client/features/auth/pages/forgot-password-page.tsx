import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PasswordCard, usePasswordRequest } from '../components/password-card';

/** "Forgot password?": the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [login, setLogin] = useState('');
  const { mutation: request, problem, setProblem } = usePasswordRequest<{ login: string }>('/api/auth/password-reset');
  return (
    <PasswordCard title="Forgot password?" description="Enter your username or e-mail address and we will e-mail you a link to choose a new password.">
          {request.isSuccess ? (
            <p role="status" className="rounded-md bg-muted p-3 text-sm">
              {request.data.message}
            </p>
          ) : (
            <form
              className="space-y-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!login.trim()) return setProblem('Enter your username or e-mail address');
                setProblem(undefined);
                request.mutate({ login: login.trim() });
              }}
            >
              <Field id="reset-login" label="Username or e-mail" error={problem}>
                <Input id="reset-login" autoComplete="username" value={login} aria-invalid={!!problem} onChange={(event) => setLogin(event.target.value)} />
              </Field>
              <Button type="submit" className="w-full" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'Send reset link'}
              </Button>
            </form>
          )}
          <p className="text-center text-sm text-muted-foreground">
            Remembered it?{' '}
            <Link to="/login" className="font-medium text-foreground underline underline-offset-4">
              Login
            </Link>
          </p>
    </PasswordCard>
  );
}
