import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { useMessages, useMessageText } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** Changing the password needs the current one; every other device is signed out (docs/product.md, Passwords). */
export function PasswordForm() {
  const t = useMessages(dashboardMessages);
  const messageText = useMessageText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const change = useMutation({
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/auth/password', { currentPassword: current, newPassword: next }),
    onSuccess: ({ message }) => {
      setCurrent('');
      setNext('');
      setRepeat('');
      toast({ title: t('passwordChanged'), description: messageText(message) });
    },
    onError: (error) => setProblem(errorMessage(error, t('changeFailed'))),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('changePassword')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="max-w-sm space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!current) return setProblem(t('currentRequired'));
            const checked = newPasswordSchema.safeParse(next);
            if (!checked.success) return setProblem(checked.error.issues[0]?.message);
            if (next !== repeat) return setProblem(t('mismatch'));
            setProblem(undefined);
            change.mutate();
          }}
        >
          <Field id="current-password" label={t('currentPassword')}>
            <Input id="current-password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
          </Field>
          <Field id="changed-password" label={t('newPassword')}>
            <Input id="changed-password" type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
          </Field>
          <Field id="repeat-password" label={t('repeatPassword')} error={problem}>
            <Input id="repeat-password" type="password" autoComplete="new-password" value={repeat} aria-invalid={!!problem} onChange={(event) => setRepeat(event.target.value)} />
          </Field>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('saving') : t('changeButton')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
