import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { usePageTitle } from '@/client/lib/use-page-title';
import { PasswordCard, usePasswordRequest } from '../components/password-card';

/** The page a reset link opens: a new password, with the rules of registration. */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { mutation: reset, problem, setProblem } = usePasswordRequest<{ token: string; password: string }>('/api/auth/password-reset/confirm');
  return (
    <PasswordCard title="Choose a new password" description="The link works once, for 30 minutes after you asked for it.">
          {reset.isSuccess ? (
            <div className="space-y-4 text-center">
              <p role="status" className="rounded-md bg-muted p-3 text-sm">
                {reset.data.message}
              </p>
              <Button asChild className="w-full">
                <Link to="/login">Login</Link>
              </Button>
            </div>
          ) : (
            <form
              className="space-y-4"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const checked = newPasswordSchema.safeParse(password);
                if (!checked.success) return setProblem(checked.error.issues[0]?.message);
                if (password !== confirm) return setProblem('The two passwords do not match');
                setProblem(undefined);
                reset.mutate({ token, password });
              }}
            >
              <Field id="new-password" label="New password">
                <Input id="new-password" type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.target.value)} />
              </Field>
              <Field id="confirm-password" label="Repeat the new password" error={problem}>
                <Input id="confirm-password" type="password" autoComplete="new-password" value={confirm} aria-invalid={!!problem} onChange={(event) => setConfirm(event.target.value)} />
              </Field>
              <Button type="submit" className="w-full" disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set new password'}
              </Button>
              <p className="text-center text-sm text-muted-foreground">
                Link expired?{' '}
                <Link to="/forgot-password" className="font-medium text-foreground underline underline-offset-4">
                  Ask for a new one
                </Link>
              </p>
            </form>
          )}
    </PasswordCard>
  );
}
