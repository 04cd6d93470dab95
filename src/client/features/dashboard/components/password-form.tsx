import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { toast } from '@/client/components/ui/use-toast';
import { newPasswordProblem, PasswordField, PlainForm } from '@/client/features/auth/account-forms';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { dashboardMessages } from '../messages';

/** Changing the password needs the current one; every other device is signed out (docs/product.md, Passwords). */
export function PasswordForm() {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const change = useMutation({
    mutationFn: () => callApi(authApi.changePassword, { body: { currentPassword: current, newPassword: next } }),
    onSuccess: ({ message, code, params }) => {
      setCurrent('');
      setNext('');
      setRepeat('');
      toast({ title: t('passwordChanged'), description: text(code ?? message, params) });
    },
    onError: (error) => setProblem(text.error(error, t('changeFailed'))),
  });
  return (
    <TitledCard title={t('changePassword')}>
      <PlainForm
        className="max-w-sm space-y-4"
        onSubmit={() => {
          if (!current) return setProblem(t('currentRequired'));
          const broken = newPasswordProblem(next);
          if (broken) return setProblem(broken);
          if (next !== repeat) return setProblem(t('mismatch'));
          setProblem(undefined);
          change.mutate();
        }}
      >
        <PasswordField id="current-password" label={t('currentPassword')} autoComplete="current-password" value={current} onChange={setCurrent} />
        <PasswordField id="changed-password" label={t('newPassword')} autoComplete="new-password" value={next} onChange={setNext} />
        <PasswordField
          id="repeat-password"
          label={t('repeatPassword')}
          autoComplete="new-password"
          value={repeat}
          onChange={setRepeat}
          error={problem}
        />
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('saving') : t('changeButton')}
        </Button>
      </PlainForm>
    </TitledCard>
  );
}
