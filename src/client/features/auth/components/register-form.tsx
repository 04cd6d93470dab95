import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { registerSchema } from '@/shared/schemas/auth';
import { Field, Input } from '@/client/components/ui/input';
import { useMessages } from '@/client/lib/i18n';
import { useLazyZodResolver } from '@/client/lib/lazy-resolver';
import { AuthSubmit } from '../account-forms';
import { authMessages, type AuthKey } from '../messages';
import { useRegister } from '../mutations';

type Values = z.input<typeof registerSchema>;
const fields: { name: keyof Values; label: AuthKey; type?: string; autoComplete: string; optional?: boolean }[] = [
  { name: 'firstName', label: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'lastName', autoComplete: 'family-name' },
  { name: 'username', label: 'username', autoComplete: 'username' },
  { name: 'email', label: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'phoneOptional', type: 'tel', autoComplete: 'tel', optional: true },
  { name: 'password', label: 'password', type: 'password', autoComplete: 'new-password' },
];

export function RegisterForm() {
  const t = useMessages(authMessages);
  const register = useRegister();
  const form = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: useLazyZodResolver(() => import('@/shared/schemas/auth').then((schemas) => schemas.registerSchema)),
    defaultValues: { firstName: '', lastName: '', username: '', email: '', phoneNumber: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form className="space-y-4" noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map(({ name, label, type = 'text', autoComplete }) => (
          <div key={name} className={name === 'firstName' || name === 'lastName' ? '' : 'sm:col-span-2'}>
            <Field id={`register-${name}`} label={t(label)} error={errors[name]?.message}>
              <Input id={`register-${name}`} type={type} autoComplete={autoComplete} aria-invalid={!!errors[name]} {...form.register(name)} />
            </Field>
          </div>
        ))}
      </div>
      <AuthSubmit pending={register.isPending} pendingText={t('creatingAccount')}>
        {t('createAccount')}
      </AuthSubmit>
    </form>
  );
}
