import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ORDER_STATUS_LABELS, ROLE_LABELS, type OrderStatus, type Role } from '@/shared/constants';
import type { AdminCategory, AdminOrder, AdminUser, CategoryInput } from '@/shared/schemas/admin';
import type { Product } from '@/shared/schemas/catalog';
import { apiRequest, errorMessage, getJson, urlQuery } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { toast } from '@/client/components/ui/use-toast';

export const adminProductsQuery = urlQuery<Product[]>('/api/admin/products');
export const adminCategoriesQuery = urlQuery<AdminCategory[]>('/api/admin/categories');
export const adminUsersQuery = urlQuery<AdminUser[]>('/api/admin/users');
export const adminOrdersQuery = urlQuery<AdminOrder[]>('/api/admin/orders');

export interface OrderFilters {
  status?: OrderStatus;
  q?: string;
}

/** All orders, or the ones matching a status and/or search; the key shares the all-orders prefix so one invalidation covers both. */
export function filteredOrdersQuery(filters: OrderFilters) {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.q) search.set('q', filters.q);
  if (!search.size) return adminOrdersQuery;
  return queryOptions<AdminOrder[]>({
    queryKey: ['/api/admin/orders', Object.fromEntries(search)],
    queryFn: getJson(`/api/admin/orders?${search}`),
    placeholderData: keepPreviousData,
  });
}

export const adminOrderQuery = (id: number) => queryOptions<AdminOrder>({ queryKey: ['/api/admin/orders', id], queryFn: getJson(`/api/admin/orders/${id}`) });

/** The admin list and every storefront product query (lists and detail pages) show products. */
function refreshProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminProductsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesQuery.queryKey });
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === '/api/products' });
}

export type ProductPayload = Omit<Product, 'id' | 'createdAt' | 'updatedAt'>;

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
    mutationFn: (input: TInput) => (creating ? apiRequest<TSaved>('POST', collection, input) : apiRequest<TSaved>('PATCH', `${collection}/${id}`, input)),
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
  useSave<ProductPayload, Product>(
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
  useDelete('/api/admin/products', 'product', refreshProducts, { title: 'Product deleted', description: 'The product has been removed successfully.' }, onDone);

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => apiRequest<AdminOrder>('PATCH', `/api/admin/orders/${id}`, { status }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: adminOrdersQuery.queryKey, predicate: (query) => query.queryKey[1] !== order.id });
      void queryClient.invalidateQueries({ queryKey: ['/api/orders'] });
      toast({ title: 'Order updated', description: `Order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.status]}.` });
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to update order')),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => apiRequest<AdminUser>('PATCH', `/api/admin/users/${id}`, { role }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      toast({ title: 'Role updated', description: `${user.username} is now a ${ROLE_LABELS[user.role]}.` });
    },
    onError: (error) => {
      // The select shows the old role again.
      void queryClient.invalidateQueries({ queryKey: adminUsersQuery.queryKey });
      notifyError(error, 'Error', errorMessage(error, 'Failed to update role'));
    },
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
  useDelete('/api/admin/categories', 'category', refreshCategories, { title: 'Category deleted', description: 'The category has been removed.' }, onDone);
