import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, type Role } from '@/shared/constants';
import type { AdminUser } from '@/shared/schemas/admin';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { adminUsersQuery, useUpdateRole } from '../api';
import { formatDate, orUnknown } from '../format';
import { AdminHeader } from './admin-header';
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
                  </tr>
                </thead>
                <tbody>
                  {users.map((user) => (
                    <tr key={user.id}>
                      <Td className="whitespace-nowrap font-medium">{orUnknown([user.firstName, user.lastName].filter(Boolean).join(' '))}</Td>
                      <Td>{user.username}</Td>
                      <Td className="whitespace-nowrap">{orUnknown(user.email)}</Td>
                      <Td className="whitespace-nowrap">{user.phoneNumber ?? <span className="text-muted-foreground">Not set</span>}</Td>
                      <Td>
                        <RoleCell user={user} editable={isSuperAdmin} />
                      </Td>
                      <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
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
