import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import type { User } from '@/shared/schemas/auth';
import { profileUpdateSchema, type ProfileUpdate, type ProfileUpdateResult } from '@/shared/schemas/profile';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { TitledCard } from '@/client/components/ui/card';
import { Field, Input, TelInput, Textarea } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api';
import { useCodeText, useMessages } from '@/client/lib/i18n';
import { shopSettings } from '@/client/lib/shop-settings';
import { useUpdateProfile } from '../api';
import { dashboardMessages } from '../messages';

type Values = { firstName: string; lastName: string; email: string; phoneNumber: string; deliveryAddress: string };
const FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'deliveryAddress'] as const;

const valuesOf = (user: User): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phoneNumber: user.phoneNumber ?? '',
  deliveryAddress: user.deliveryAddress ?? '',
});

/** The field a refused change names (`{ field }` of a 400 answer), if it is one of the form's. */
function refusedField(error: unknown): (typeof FIELDS)[number] | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  try {
    const field = (JSON.parse(error.body) as { field?: unknown }).field;
    return FIELDS.find((name) => name === field);
  } catch {
    return undefined;
  }
}

/**
 * The customer's own details, each with the rule it has at registration or checkout (docs/product.md, "Customer
 * dashboard"). A new e-mail address is unconfirmed until its link is used: the form says to check the inbox.
 */
export function ProfileForm({ user }: { user: User }) {
  const t = useMessages(dashboardMessages);
  const text = useCodeText();
  const update = useUpdateProfile();
  const [sent, setSent] = useState<ProfileUpdateResult>();
  const form = useForm<Values, unknown, ProfileUpdate>({
    // The schema reads '' as "clear this field", which the form's plain strings are.
    resolver: zodResolver(profileUpdateSchema) as unknown as Resolver<Values, unknown, ProfileUpdate>,
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const pending = !user.emailVerified && shopSettings.emailOn;
  /** A field's input: its id, its state for assistive technology (the error, else the hint), and the form's hold on it. */
  const input = (name: keyof Values, hint?: boolean) => ({
    id: `profile-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `profile-${name}-error` : hint ? `profile-${name}-hint` : undefined,
    ...form.register(name),
  });
  return (
    <TitledCard title={t('profileInformation')} contentClassName="space-y-5">
      <p className="text-sm text-muted-foreground">{t('profileIntro')}</p>
      <form
        className="space-y-4"
        noValidate
        onSubmit={form.handleSubmit((change) =>
          update.mutate(change, {
            onSuccess: (result) => {
              form.reset(valuesOf(result.user));
              setSent(result.emailChanged ? result : undefined);
              toast({ title: t('profileSaved'), description: t('profileSavedText') });
            },
            onError: (error) => {
              const field = refusedField(error);
              const message = text.error(error, t('profileSaveFailed'));
              if (field) form.setError(field, { message }, { shouldFocus: true });
              else form.setError('root', { message });
            },
          }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="profile-firstName" label={t('firstName')} error={errors.firstName?.message}>
            <Input autoComplete="given-name" {...input('firstName')} />
          </Field>
          <Field id="profile-lastName" label={t('lastName')} error={errors.lastName?.message}>
            <Input autoComplete="family-name" {...input('lastName')} />
          </Field>
        </div>
        <div className="space-y-1.5">
          <Field id="profile-email" label={t('email')} error={errors.email?.message} hint={t('emailHint')}>
            <Input type="email" autoComplete="email" {...input('email', true)} />
          </Field>
          {shopSettings.emailOn && (
            <p className="text-sm" data-testid="email-state">
              {pending ? (
                <Badge variant="outline" className="gap-1 border-amber-600/60">
                  <MailWarning aria-hidden="true" className="size-3" /> {t('emailPending')}
                </Badge>
              ) : (
                <Badge variant="outline" className="gap-1">
                  <CheckCircle2 aria-hidden="true" className="size-3" /> {t('emailConfirmed')}
                </Badge>
              )}
            </p>
          )}
        </div>
        <Field id="profile-phoneNumber" label={t('phoneOptional')} error={errors.phoneNumber?.message} hint={t('phoneHint')}>
          <TelInput {...input('phoneNumber', true)} />
        </Field>
        <Field id="profile-deliveryAddress" label={t('defaultAddress')} error={errors.deliveryAddress?.message} hint={t('defaultAddressHint')}>
          <Textarea autoComplete="street-address" placeholder={t('addressPlaceholder')} {...input('deliveryAddress', true)} />
        </Field>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errors.root.message}
          </p>
        )}
        {sent && shopSettings.emailOn && (
          <div role="status" className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm wrap-anywhere dark:bg-amber-950/30">
            <p className="font-semibold">{t('checkInboxTitle')}</p>
            <p>{t(sent.verificationSent ? 'checkInboxText' : 'linkNotSentText', { email: sent.user.email })}</p>
          </div>
        )}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('saving') : t('saveProfile')}
        </Button>
      </form>
    </TitledCard>
  );
}
