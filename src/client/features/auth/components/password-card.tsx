import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/client/components/ui/card';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { authMessages } from '../messages';

/** The frame of the two password-reset screens: the key badge, the page's one heading and its explanation. */
export function PasswordCard({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-center text-center">
          <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/15 text-primary">
            <KeyRound className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-semibold">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">{children}</CardContent>
      </Card>
    </div>
  );
}

/** A signed-out request whose answer is a message; a failure becomes the form's problem text (which `Field` shows in the page's language). */
export function usePasswordRequest<Input>(path: string) {
  const t = useMessages(authMessages);
  const [problem, setProblem] = useState<string>();
  const mutation = useMutation({
    mutationFn: (input: Input) => apiRequest<{ message: string }>('POST', path, input),
    meta: { ignoreUnauthorized: true },
    onError: (error) => setProblem(errorMessage(error, t('somethingWrong'))),
  });
  return { mutation, problem, setProblem };
}
