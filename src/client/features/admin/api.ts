import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountDataApi } from '@/shared/contract/account-data';
import { adminApi } from '@/shared/contract/admin';
import { endpointUrl, type EndpointResult } from '@/shared/contract/endpoint';
import { ordersApi } from '@/shared/contract/orders';
import { warrantyApi } from '@/shared/contract/warranty';
import { LIMITS, type OrderStatus, type PaymentStatus, type Role } from '@/shared/constants';
import { ORDER_STATUS_LABELS, ROLE_LABELS } from '@/shared/labels';
import type { ErasedReviews } from '@/shared/schemas/account-data';
import type { CategoryInput } from '@/shared/schemas/admin';
import type { AdminProduct } from '@/shared/schemas/catalog';
import type { ClaimStatusChange } from '@/shared/schemas/warranty';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/shared/warranty';
import { apiFetch, callApi, endpointQuery, errorMessage, throwIfNotOk } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { categoriesQuery, readsProducts } from '@/client/features/catalog/api';
import { toast } from '@/client/components/ui/use-toast';

export const adminProductsQuery = endpointQuery(adminApi.products);
export const adminCategoriesQuery = endpointQuery(adminApi.categories);

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

type PagedList = typeof adminApi.orders | typeof adminApi.users | typeof warrantyApi.claims;
type RowOf<E extends PagedList> = EndpointResult<E> extends (infer Row)[] ? Row : never;

/** A page of an admin list; keys share the list's path, so one invalidation refreshes every page. */
function listPageQuery<E extends PagedList>(endpoint: E, query: Record<string, string | number | undefined>) {
  return queryOptions<ListPage<RowOf<E>>>({
    queryKey: [endpoint.path, { params: undefined, query }],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(endpointUrl(endpoint, { query }), { signal });
      await throwIfNotOk(response);
      return { items: (await response.json()) as RowOf<E>[], total: Number(response.headers.get('x-total-count') ?? 0) };
    },
    placeholderData: keepPreviousData,
  });
}

export const adminUsersQuery = (page: number, limit: number = LIMITS.adminPageSize) => listPageQuery(adminApi.users, { page, limit });
/** Orders, all or matching a status, payment status and/or search, a page at a time. */
export const adminOrdersQuery = (filters: OrderFilters & { page?: number; limit?: number }) =>
  listPageQuery(adminApi.orders, {
    status: filters.status,
    paymentStatus: filters.paymentStatus,
    q: filters.q,
    page: filters.page,
    limit: filters.limit ?? LIMITS.adminPageSize,
  });

export const adminOrderQuery = (id: number) => endpointQuery(adminApi.order, { params: { id } });

/** Warranty claims, all or of one status, a page at a time (docs/product.md, "Warranty claims"). */
export const adminClaimsQuery = (filters: { status?: ClaimStatus; page?: number }) =>
  listPageQuery(warrantyApi.claims, { status: filters.status, page: filters.page, limit: LIMITS.adminPageSize });

/** POST /api/admin/claims/:id/status: the list is read again, and the customer's e-mail is on its way. */
export function useChangeClaimStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ClaimStatusChange }) => callApi(warrantyApi.changeStatus, { params: { id }, body: change }),
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: [warrantyApi.claims.path] });
      toast({ title: 'Claim updated', description: `Claim #${claim.id} is now ${CLAIM_STATUS_LABELS[claim.status]}; the customer is e-mailed.` });
    },
  });
}

/** The admin list and every storefront product query (lists and detail pages) show products. */
function refreshProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminProductsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesQuery.queryKey });
  void queryClient.invalidateQueries({ predicate: readsProducts });
}

export type ProductPayload = Omit<AdminProduct, 'id' | 'createdAt' | 'updatedAt'>;

interface Notice {
  title: string;
  description: string;
}

/** Creates (no id) or updates one entry; then refreshes, confirms, and reports a failure as 'Failed to create/update {noun}'. */
function useSave<TInput, TSaved>(
  save: { create(input: TInput): Promise<TSaved>; update(id: number, input: TInput): Promise<TSaved> },
  id: number | undefined,
  noun: string,
  refresh: (queryClient: QueryClient) => void,
  saved: (creating: boolean, result: TSaved) => Notice,
  onSaved: () => void,
) {
  const queryClient = useQueryClient();
  const creating = id === undefined;
  return useMutation({
    mutationFn: (input: TInput) => (id === undefined ? save.create(input) : save.update(id, input)),
    onSuccess: (result) => {
      refresh(queryClient);
      toast(saved(creating, result));
      onSaved();
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, `Failed to ${creating ? 'create' : 'update'} ${noun}`)),
  });
}

/** Deletes one entry; onDone runs either way (the confirmation closes). */
function useDelete(
  remove: (id: number) => Promise<unknown>,
  noun: string,
  refresh: (queryClient: QueryClient) => void,
  deleted: Notice,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: () => {
      refresh(queryClient);
      toast(deleted);
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, `Failed to delete ${noun}`)),
    onSettled: onDone,
  });
}

const productSaving = {
  create: (body: ProductPayload) => callApi(adminApi.createProduct, { body }),
  update: (id: number, body: ProductPayload) => callApi(adminApi.updateProduct, { params: { id }, body }),
};

export const useSaveProduct = (productId: number | undefined, onSaved: () => void) =>
  useSave(
    productSaving,
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
    (id) => callApi(adminApi.deleteProduct, { params: { id } }),
    'product',
    refreshProducts,
    { title: 'Product deleted', description: 'The product has been removed successfully.' },
    onDone,
  );

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: OrderStatus }) => callApi(adminApi.updateOrderStatus, { params: { id }, body: { status } }),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderQuery(order.id).queryKey, order);
      void queryClient.invalidateQueries({ queryKey: [adminApi.orders.path] });
      void queryClient.invalidateQueries({ queryKey: [ordersApi.list.path] });
      toast({ title: 'Order updated', description: `Order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.status]}.` });
    },
    onError: (error) => notifyError(error, 'Error', errorMessage(error, 'Failed to update order')),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) => callApi(adminApi.updateRole, { params: { id }, body: { role } }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [adminApi.users.path] });
      toast({ title: 'Role updated', description: `${user.username} is now a ${ROLE_LABELS[user.role]}.` });
    },
    onError: (error) => {
      // The select shows the old role again.
      void queryClient.invalidateQueries({ queryKey: [adminApi.users.path] });
      notifyError(error, 'Error', errorMessage(error, 'Failed to update role'));
    },
  });
}

/** A super admin disables an account (signed out everywhere, cannot sign in) or enables it again. */
export function useSetUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: number; disabled: boolean }) => callApi(adminApi.setAccess, { params: { id }, body: { disabled } }),
    onSuccess: (user) => {
      void queryClient.invalidateQueries({ queryKey: [adminApi.users.path] });
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
  void queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
}

const categorySaving = {
  create: (body: CategoryInput) => callApi(adminApi.createCategory, { body }),
  update: (id: number, body: CategoryInput) => callApi(adminApi.updateCategory, { params: { id }, body }),
};

export const useSaveCategory = (categoryId: number | undefined, onSaved: () => void) =>
  useSave(
    categorySaving,
    categoryId,
    'category',
    refreshCategories,
    (creating, category) => ({ title: creating ? 'Category created' : 'Category updated', description: `${category.name} has been saved.` }),
    onSaved,
  );

export const useDeleteCategory = (onDone: () => void) =>
  useDelete(
    (id) => callApi(adminApi.deleteCategory, { params: { id } }),
    'category',
    refreshCategories,
    { title: 'Category deleted', description: 'The category has been removed.' },
    onDone,
  );

/** A super admin erases a customer's personal data for them; every list showing them is refreshed. */
export function useEraseCustomer(id: number, onDone: () => void, onProblem: (problem: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviews: ErasedReviews) => callApi(accountDataApi.customerErase, { params: { id }, body: { reviews } }),
    onSuccess: ({ message }) => {
      void queryClient.invalidateQueries({ queryKey: [adminApi.users.path] });
      void queryClient.invalidateQueries({ queryKey: [adminApi.orders.path] });
      void queryClient.invalidateQueries({ predicate: readsProducts });
      toast({ title: 'Personal data erased', description: message });
      onDone();
    },
    onError: (error) => onProblem(errorMessage(error, 'Failed to erase the personal data')),
  });
}
