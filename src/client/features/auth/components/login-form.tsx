import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { LoginInput } from '@/shared/schemas/auth';
import { Field, Input } from '@/client/components/ui/input';
import { useMessages } from '@/client/lib/i18n';
import { useLazyZodResolver } from '@/client/lib/lazy-resolver';
import { AuthSubmit } from '../account-forms';
import { authMessages } from '../messages';
import { useLogin } from '../mutations';

export function LoginForm() {
  const t = useMessages(authMessages);
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver: useLazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.loginSchema)),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <Field id="login-username" label={t('username')} error={errors.username?.message}>
        <Input id="login-username" autoComplete="username" aria-invalid={!!errors.username} {...form.register('username')} />
      </Field>
      <Field id="login-password" label={t('password')} error={errors.password?.message}>
        <Input id="login-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link to="/forgot-password" className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
          {t('forgotPassword')}
        </Link>
      </p>
      <AuthSubmit pending={login.isPending} pendingText={t('signingIn')}>
        {t('login')}
      </AuthSubmit>
    </form>
  );
}
