import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLES, type Role } from '@/shared/constants';
import { ROLE_LABELS } from '@/shared/labels';
import type { ErasedReviews } from '@/shared/schemas/account-data';
import type { AdminUser } from '@/shared/schemas/admin';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Field, Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { newPasswordProblem, PlainForm } from '@/client/features/auth/account-forms';
import { useAuth } from '@/client/features/auth/api';
import { accountDataApi } from '@/shared/contract/account-data';
import { adminApi } from '@/shared/contract/admin';
import { endpointUrl } from '@/shared/contract/endpoint';
import { callApi, errorMessage } from '@/client/lib/api';
import { adminUsersQuery, useEraseCustomer, useSetUserAccess, useUpdateRole } from '../api';
import { formatDate, orUnknown } from '../format';
import { PagedList } from './paged-list';
import { AdminHeader } from './admin-header';
import { FormDialog } from './form-dialog';
import { LabelOptions } from './label-options';

function RoleCell({ user, editable }: { user: AdminUser; editable: boolean }) {
  const update = useUpdateRole();
  if (!editable) return <Badge variant={user.role === 'customer' ? 'outline' : 'secondary'}>{ROLE_LABELS[user.role]}</Badge>;
  return (
    <NativeSelect
      aria-label={`Role of ${user.username}`}
      size="sm"
      className="w-40"
      value={update.isPending ? update.variables.role : user.role}
      disabled={update.isPending}
      onChange={(event) => update.mutate({ id: user.id, role: event.target.value as Role })}
    >
      <LabelOptions values={ROLES} labels={ROLE_LABELS} />
    </NativeSelect>
  );
}

/** Disabled accounts cannot sign in; disabling one signs it out everywhere. Super admins only, never themselves. */
function AccessCell({ user, editable }: { user: AdminUser; editable: boolean }) {
  const change = useSetUserAccess();
  const badge = user.disabled ? <Badge variant="destructive">Disabled</Badge> : <Badge variant="outline">Active</Badge>;
  if (!editable) return badge;
  const disable = !user.disabled;
  return (
    <div className="flex items-center gap-2">
      {badge}
      <Button
        variant="outline"
        size="sm"
        disabled={change.isPending}
        onClick={() => change.mutate({ id: user.id, disabled: disable })}
        aria-label={`${disable ? 'Disable' : 'Enable'} ${user.username}`}
      >
        {disable ? 'Disable' : 'Enable'}
      </Button>
    </div>
  );
}

/** For a customer who phones in: a super admin sets a new password; the customer's sessions end (audited). */
function SetPassword({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const close = () => {
    setOpen(false);
    setPassword('');
    setProblem(undefined);
  };
  const set = useMutation({
    mutationFn: () => callApi(adminApi.setPassword, { params: { id: user.id }, body: { password } }),
    onSuccess: ({ message }) => {
      toast({ title: 'Password set', description: message });
      close();
    },
    onError: (error) => setProblem(errorMessage(error, 'Failed to set the password')),
  });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Set password for ${user.username}`}>
        Set password
      </Button>
      <FormDialog
        open={open}
        onClose={close}
        title="Set password"
        description={`A new password for ${user.firstName} ${user.lastName} (${user.username}). Tell it to them by phone.`}
      >
        <PlainForm
          onSubmit={() => {
            const broken = newPasswordProblem(password);
            if (broken) return setProblem(broken);
            set.mutate();
          }}
        >
          <Field id={`password-${user.id}`} label="New password" error={problem}>
            <Input
              id={`password-${user.id}`}
              type="text"
              autoComplete="off"
              value={password}
              aria-invalid={!!problem}
              onChange={(event) => setPassword(event.target.value)}
            />
          </Field>
          <Button type="submit" disabled={set.isPending}>
            Set password
          </Button>
        </PlainForm>
      </FormDialog>
    </>
  );
}

/**
 * For a customer who asks by phone: a copy of their data, or its erasure (docs/product.md, "Your data"), audited.
 * Orders and payments stay, anonymised.
 */
function CustomerData({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [reviews, setReviews] = useState<ErasedReviews>('keep');
  const [problem, setProblem] = useState<string>();
  const erase = useEraseCustomer(user.id, () => setOpen(false), setProblem);
  if (user.erased) return <Badge variant="secondary">Erased</Badge>;
  const who = `${user.firstName} ${user.lastName} (${user.username})`;
  return (
    <div className="flex gap-2">
      <Button asChild size="sm" variant="outline">
        <a href={endpointUrl(accountDataApi.customerExport, { params: { id: user.id } })} download aria-label={`Export the data of ${user.username}`}>
          Export
        </a>
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-destructive"
        onClick={() => setOpen(true)}
        aria-label={`Erase the data of ${user.username}`}
      >
        Erase
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Erase personal data"
        description={`Erases the name, e-mail, phone and addresses of ${who} and signs them out. Their orders and payments are kept, anonymised. This cannot be undone.`}
      >
        <PlainForm onSubmit={() => erase.mutate(reviews)}>
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium">Their reviews</legend>
            {(['keep', 'remove'] as const).map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm">
                <input type="radio" name={`erase-reviews-${user.id}`} checked={reviews === choice} onChange={() => setReviews(choice)} />
                {choice === 'keep' ? 'Keep them, shown as "Former customer"' : 'Remove them'}
              </label>
            ))}
          </fieldset>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <Button type="submit" variant="destructive" disabled={erase.isPending}>
            {erase.isPending ? 'Erasing...' : 'Erase personal data'}
          </Button>
        </PlainForm>
      </FormDialog>
    </div>
  );
}

export function UsersScreen() {
  const { user: me, isSuperAdmin } = useAuth();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useQuery(adminUsersQuery(page));
  return (
    <>
      <AdminHeader
        title="Users Management"
        subtitle={isSuperAdmin ? 'Customers and staff; change a role to give or take away admin access' : 'Customers and staff of the shop'}
      />
      <PagedList
        title="All Users"
        data={data}
        isLoading={isLoading}
        isError={isError}
        failedText="Failed to load users"
        columns={[
          {
            header: 'Name',
            className: 'whitespace-nowrap font-medium',
            cell: (user) => orUnknown([user.firstName, user.lastName].filter(Boolean).join(' ')),
          },
          { header: 'Username', cell: (user) => user.username },
          { header: 'Email', className: 'whitespace-nowrap', cell: (user) => orUnknown(user.email) },
          {
            header: 'Phone',
            className: 'whitespace-nowrap',
            cell: (user) => user.phoneNumber ?? <span className="text-muted-foreground">Not set</span>,
          },
          { header: 'Role', cell: (user) => <RoleCell user={user} editable={isSuperAdmin && !user.erased} /> },
          { header: 'Joined', className: 'whitespace-nowrap', cell: (user) => formatDate(user.createdAt) },
          { header: 'Access', cell: (user) => <AccessCell user={user} editable={isSuperAdmin && user.id !== me?.id && !user.erased} /> },
          ...(isSuperAdmin
            ? [
                { header: 'Password', cell: (user: AdminUser) => user.role === 'customer' && !user.erased && <SetPassword user={user} /> },
                { header: 'Data', cell: (user: AdminUser) => user.role === 'customer' && <CustomerData user={user} /> },
              ]
            : []),
        ]}
        page={page}
        onPage={setPage}
        pagerLabel="User pages"
      />
    </>
  );
}
