import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES, type Role } from '@/shared/constants';
import type { AdminUser } from '@/shared/schemas/admin';
import { Badge } from '@/client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useAuth } from '@/client/features/auth/api';
import { adminUsersQuery, useUpdateRole } from '../api';
import { formatDate } from '../format';
import { AdminHeader } from './admin-header';
import { LabelOptions } from './label-options';
import { DataTable } from './table';
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
              <DataTable
                rows={users}
                columns={[
                  { header: 'Name', className: 'whitespace-nowrap font-medium', cell: (user) => `${user.firstName} ${user.lastName}` },
                  { header: 'Username', cell: (user) => user.username },
                  { header: 'Email', className: 'whitespace-nowrap', cell: (user) => user.email },
                  { header: 'Phone', className: 'whitespace-nowrap', cell: (user) => user.phoneNumber ?? <span className="text-muted-foreground">Not set</span> },
                  { header: 'Role', cell: (user) => <RoleCell user={user} editable={isSuperAdmin} /> },
                  { header: 'Joined', className: 'whitespace-nowrap', cell: (user) => formatDate(user.createdAt) },
                ]}
              />
            )}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
}
