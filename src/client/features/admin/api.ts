import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { LIMITS, type OrderStatus, type PaymentStatus, type Role } from '@/shared/constants';
import { ORDER_STATUS_LABELS, ROLE_LABELS } from '@/shared/labels';
import type { AdminCategory, AdminOrder, AdminUser, CategoryInput } from '@/shared/schemas/admin';
import type { AdminProduct } from '@/shared/schemas/catalog';
import { apiFetch, apiRequest, errorMessage, getJson, throwIfNotOk, urlQuery } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { toast } from '@/client/components/ui/use-toast';

export const adminProductsQuery = urlQuery<AdminProduct[]>('/api/admin/products');
export const adminCategoriesQuery = urlQuery<AdminCategory[]>('/api/admin/categories');
const ADMIN_USERS = '/api/admin/users';
const ADMIN_ORDERS = '/api/admin/orders';

/** One page of an admin list, and the number of all its entries (the server's X-Total-Count). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

export interface OrderFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  q?: string;
}

/** A page of an admin list; keys share the list's prefix, so one invalidation refreshes every page. */
function listPageQuery<T>(path: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(name, String(value));
  return queryOptions<ListPage<T>>({
    queryKey: [path, Object.fromEntries(search)],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(`${path}?${search}`, { signal });
      await throwIfNotOk(response);
      return { items: (await response.json()) as T[], total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export const adminUsersQuery = (page: number, limit: number = LIMITS.adminPageSize) => listPageQuery<AdminUser>(ADMIN_USERS, { page, limit });
/** Orders, all or matching a status, payment status and/or search, a page at a time. */
export const adminOrdersQuery = (filters: OrderFilters & { page?: number; limit?: number }) =>
  listPageQuery<AdminOrder>(ADMIN_ORDERS, {
    status: filters.status,
    paymentStatus: filters.paymentStatus,
    q: filters.q,
    page: filters.page,
    limit: filters.limit ?? LIMITS.adminPageSize,
  });

export const adminOrderQuery = (id: number) => queryOptions<AdminOrder>({ queryKey: [ADMIN_ORDERS, id], queryFn: getJson(`${ADMIN_ORDERS}/${id}`) });

/** The admin list and every storefront product query (lists and detail pages) show products. */
function refreshProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminProductsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesQuery.queryKey });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === '/api/products' });
}

export type ProductPayload = Omit<AdminProduct, 'id' | 'createdAt' | 'updatedAt'>;

interface Notice {
  title: string;
  description: string;
}

/** POST to the collection (no id) or PATCH one entry; then refresh, confirm, and report a failure as 'Failed to create/update {noun}'. */
function useSave<TInput, TSaved>(
  collection: string,
  id: number | undefined,
  noun: string,
  refresh: (queryClient: QueryClient) => void,
  saved: (creating: boolean, result: TSaved) => Notice,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const creating = id === undefined;
  return useMutation({
    mutationFn: (input: TInput) =>
      creating ? apiRequest<TSaved>('POST', collection, input) : apiRequest<TSaved>('PATCH', `${collection}/${id}`, input),
    onSuccess: (result) => {
      refresh(queryClient);
      toast(saved(creating, result));
      onSaved();
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, `Failed to ${creating ? 'create' : 'update'} ${noun}`)),
  });
}

/** DELETE one entry of the collection; onDone runs either way (the confirmation closes). */
function useDelete(collection: string, noun: string, refresh: (queryClient: QueryClient) => void, deleted: Notice, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${collection}/${id}`),
    onSuccess: () => {
      refresh(queryClient);
      toast(deleted);
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, `Failed to delete ${noun}`)),
    onSettled: onDone,
  });
}

export const useSaveProduct = (productId: number | undefined, onSaved: () => void) =>
  useSave<ProductPayload, AdminProduct>(
    '/api/admin/products',
    productId,
    'product',
    refreshProducts,
    (creating) =>
      creating
        ? { title: 'Product created', description: 'The product has been added successfully.' }
        : { title: 'Product updated', description: 'The product has been updated successfully.' },
    onSaved,
  );

export const useDeleteProduct = (onDone: () => void) =>
  useDelete(
    '/api/admin/products',
    'product',
    refreshProducts,
    { title: 'Product deleted', description: 'The product has been removed successfully.' },
    onDone,
  );

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => apiRequest<AdminOrder>('PATCH', `/api/admin/orders/${id}`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_ORDERS], predicate: (query) => query.queryKey[1] !== order.id });
      void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
      toast({ title: 'Order updated', description: `Order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.status]}.` });
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to update order')),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => apiRequest<AdminUser>('PATCH', `${ADMIN_USERS}/${id}`, { role }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_USERS] });
      toast({ title: 'Role updated', description: `${user.username} is now a ${ROLE_LABELS[user.role]}.` });
    },
    onError: (error) => {
      // The select shows the old role again.
      void queryClient.invalidateQueries({ queryKey: [ADMIN_USERS] });
      notifyError(error, 'Error', errorMessage(error, 'Failed to update role'));
    },
  });
}

/** A super admin disables an account (signed out everywhere, cannot sign in) or enables it again. */
export function useSetUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => apiRequest<AdminUser>('PUT', `${ADMIN_USERS}/${id}/access`, { disabled }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [ADMIN_USERS] });
      toast(
        user.disabled
          ? { title: 'User disabled', description: `${user.username} has been signed out and cannot sign in.` }
          : { title: 'User enabled', description: `${user.username} can sign in again.` },
      );
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to change access')),
  });
}

function refreshCategories(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminCategoriesQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: ['/api/categories'] });
}

export const useSaveCategory = (categoryId: number | undefined, onSaved: () => void) =>
  useSave<CategoryInput, AdminCategory>(
    '/api/admin/categories',
    categoryId,
    'category',
    refreshCategories,
    (creating, category) => ({ title: creating ? 'Category created' : 'Category updated', description: `${category.name} has been saved.` }),
    onSaved,
  );

export const useDeleteCategory = (onDone: () => void) =>
  useDelete(
    '/api/admin/categories',
    'category',
    refreshCategories,
    { title: 'Category deleted', description: 'The category has been removed.' },
    onDone,
  );
