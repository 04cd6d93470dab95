import { useMutation } from '@tanstack/react-query';
import { KeyRound, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import type { ErrorBody } from '@/shared/schemas/common';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { authMessages } from './messages';

// The parts of the account forms, in one module (one chunk, one name in the shell's preload map):
// - the signed-out screens' frame: sign-in, registration and the two password-reset screens;
// - what the password forms share: forgotten, reset, changed on the dashboard, and set by staff for a customer.

/** The frame of the signed-out screens (sign-in, registration, password reset): a badge, the page's one heading and its explanation. */
export function AuthCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** The frame of the two password-reset screens (the key icon comes with this module, not as a chunk of its own). */
export function PasswordCard(props: { title: string; description: string; children: ReactNode }) {
  return <AuthCard icon={KeyRound} {...props} />;
}

/** The line under a form that offers the other way on: "No account yet? Create account". */
export function AuthAlternative({ prompt, to, replace, children }: { prompt: string; to: string; replace?: boolean; children: ReactNode }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {prompt}{' '}
      <Link to={to} replace={replace} className="font-medium text-foreground underline underline-offset-4">
        {children}
      </Link>
    </p>
  );
}

/** A form's full-width submit button, saying what it is doing while the request runs. */
export function AuthSubmit({ pending, pendingText, children }: { pending: boolean; pendingText: string; children: ReactNode }) {
  return (
    <Button type="submit" className="w-full" disabled={pending}>
      {pending ? pendingText : children}
    </Button>
  );
}

/** A form that checks its fields itself, without react-hook-form: the browser neither validates it nor loads a page on submit. */
export function PlainForm({ className = 'space-y-4', onSubmit, children }: { className?: string; onSubmit(): void; children: ReactNode }) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** A labelled password box; the field that carries the form's problem shows it. */
export function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  value: string;
  onChange(value: string): void;
  error?: string;
}) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        value={value}
        aria-invalid={!!error}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

/** Why a new password breaks the rules of registration (the shared schema's message code), or undefined when it keeps them. */
export function newPasswordProblem(password: string): string | undefined {
  const checked = newPasswordSchema.safeParse(password);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

/**
 * A signed-out request whose answer is a notice: `notice` is its text and a failure the form's problem, both in the
 * page's language (a problem set by the form itself may be a message code, which `Field` shows the same way).
 */
export function usePasswordRequest<Body>(send: (body: Body) => Promise<ErrorBody>) {
  const t = useMessages(authMessages);
  const text = useCodeText();
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: send,
    meta: { ignoreUnauthorized: true },
    onError: (error) => setProblem(text.error(error, t('somethingWrong'))),
  });
  const notice = mutation.data && text(mutation.data.code ?? mutation.data.message, mutation.data.params);
  return { mutation, notice, problem, setProblem };
}
