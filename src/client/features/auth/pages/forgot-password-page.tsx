import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { usePageTitle } from '@/client/lib/use-page-title';

/** "Forgot password?": the answer never says whether an account matched. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const [login, setLogin] = useState('');
  const [problem, setProblem] = useState<string>();
  const request = useMutation({
    mutationFn: (value: string) => apiRequest<{ message: string }>('POST', '/api/auth/password-reset', { login: value }),
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
          <h1 className="text-2xl font-semibold">Forgot password?</h1>
          <CardDescription>Enter your username or e-mail address and we will e-mail you a link to choose a new password.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
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
                request.mutate(login.trim());
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
        </CardContent>
      </Card>
    </div>
  );
}
