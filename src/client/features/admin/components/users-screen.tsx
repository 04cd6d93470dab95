import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ROLE_LABELS, ROLES, type Role } from '@/shared/constants';
import type { AdminUser } from '@/shared/schemas/admin';
import { newPasswordSchema } from '@/shared/schemas/auth';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field, Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { useAuth } from '@/client/features/auth/api';
import { apiRequest, errorMessage } from '@/client/lib/api';
import { adminUsersQuery, useUpdateRole } from '../api';
import { formatDate } from '../format';
import { AdminHeader } from './admin-header';
import { FormDialog } from './form-dialog';
import { LabelOptions } from './label-options';
import { Table, Td, Th } from './table';
import { QueryState } from './query-state';

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
    mutationFn: () => apiRequest<{ message: string }>('POST', `/api/admin/users/${user.id}/password`, { password }),
    onSuccess: ({ message }) => {
      toast({ title: 'Password set', description: message });
      close();
    },
    onError: (error) => setProblem(errorMessage(error, 'Failed to set the password')),
  });
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} aria-label={`Set a new password for ${user.username}`}>
        Set password
      </Button>
      <FormDialog open={open} onClose={close} title="Set password" description={`A new password for ${user.firstName} ${user.lastName} (${user.username}). Tell it to them by phone.`}>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const checked = newPasswordSchema.safeParse(password);
            if (!checked.success) return setProblem(checked.error.issues[0]?.message);
            set.mutate();
          }}
        >
          <Field id={`password-${user.id}`} label="New password" error={problem}>
            <Input id={`password-${user.id}`} type="text" autoComplete="off" value={password} aria-invalid={!!problem} onChange={(event) => setPassword(event.target.value)} />
          </Field>
          <Button type="submit" disabled={set.isPending}>
            Set password
          </Button>
        </form>
      </FormDialog>
    </>
  );
}

export function UsersScreen() {
  const { isSuperAdmin } = useAuth();
  const { data: users, isLoading, isError } = useQuery(adminUsersQuery);
  return (
    <>
      <AdminHeader
        title="Users Management"
        subtitle={isSuperAdmin ? 'Customers and staff; change a role to give or take away admin access' : 'Customers and staff of the shop'}
      />
      <Card>
        <CardHeader>
          <CardTitle>{users ? `All Users (${users.length})` : 'All Users'}</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryState data={users} isLoading={isLoading} isError={isError} failedText="Failed to load users">
            {(users) => (
              <Table>
                <thead>
                  <tr>
                    <Th>Name</Th>
                    <Th>Username</Th>
                    <Th>Email</Th>
                    <Th>Phone</Th>
                    <Th>Role</Th>
                    <Th>Joined</Th>
                    {isSuperAdmin && <Th>Password</Th>}
                  </tr>
                </thead>
                <tbody>
                  {users.map((user) => (
                    <tr key={user.id}>
                      <Td className="whitespace-nowrap font-medium">
                        {user.firstName} {user.lastName}
                      </Td>
                      <Td>{user.username}</Td>
                      <Td className="whitespace-nowrap">{user.email}</Td>
                      <Td className="whitespace-nowrap">{user.phoneNumber ?? <span className="text-muted-foreground">Not set</span>}</Td>
                      <Td>
                        <RoleCell user={user} editable={isSuperAdmin} />
                      </Td>
                      <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
                      {isSuperAdmin && <Td>{user.role === 'customer' && <SetPassword user={user} />}</Td>}
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
