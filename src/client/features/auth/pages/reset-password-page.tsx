import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';

/** The page a reset link opens: a new password, with the rules of registration. */
export function ResetPasswordPage() {
  usePageTitle('Choose a New Password');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string>();
  const reset = useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/auth/password-reset/confirm', { token, password }),
    meta: { ignoreUnauthorized: true },
    onError: (error) => setProblem(errorMessage(error, 'Something went wrong. Please try again.')),
  });
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">Choose a new password</h1>
          <CardDescription>The link works once, for 30 minutes after you asked for it.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
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
                reset.mutate();
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
        </CardContent>
      </Card>
    </div>
  );
}
