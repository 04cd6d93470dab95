import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountDataApi } from '@/shared/contract/account-data';
import { adminApi } from '@/shared/contract/admin';
import { endpointUrl, type Endpoint, type EndpointInput, type EndpointResult } from '@/shared/contract/endpoint';
import { deliveryApi } from '@/shared/contract/delivery';
import { ordersApi } from '@/shared/contract/orders';
import { plannerApi } from '@/shared/contract/planner';
import { reportsApi } from '@/shared/contract/reports';
import { reviewsApi } from '@/shared/contract/reviews';
import { stockApi } from '@/shared/contract/stock';
import { warrantyApi } from '@/shared/contract/warranty';
import { LIMITS, type OrderStatus, type PaymentStatus, type Role } from '@/shared/constants';
import { ORDER_STATUS_LABELS, ROLE_LABELS } from '@/shared/labels';
import type { ErasedReviews } from '@/shared/schemas/account-data';
import type { CountyDeliveryInput, PickupPointInput } from '@/shared/schemas/delivery';
import type { CategoryInput, ProductInput } from '@/shared/schemas/admin';
import type { CountyClimateInput, KitCheckInput } from '@/shared/schemas/planner-answers';
import type { ClaimStatusChange } from '@/shared/schemas/warranty';
import type { ReviewVisibility } from '@/shared/schemas/reviews';
import { installationApi } from '@/shared/contract/installation';
import { INSTALLATION_STATUS_LABELS, type InstallationStatus, type LicenceClass } from '@/shared/installation';
import type { InstallationStep, TechnicianInput } from '@/shared/schemas/installation';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@/shared/warranty';
import { ApiError, apiFetch, callApi, endpointQuery, errorMessage, throwIfNotOk } from '@/client/lib/api';
import { notifyError } from '@/client/lib/notify';
import { categoriesQuery } from '@/client/features/catalog/api';
import { readsProducts } from '@/client/lib/product-reads';
import { readsReports } from '@/client/lib/report-reads';
import { paymentSummaryQuery } from '@/client/features/payments/api';
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

type RowOf<E extends Endpoint> = EndpointResult<E> extends (infer Row)[] ? Row : never;

/**
 * A page of an admin list (of the rows named by `params`, such as a product's stock movements); keys share the
 * list's path, so one invalidation refreshes every page.
 */
export function listPageQuery<E extends Endpoint>(endpoint: E, query: Record<string, string | number | undefined>, params?: Record<string, number>) {
  return queryOptions<ListPage<RowOf<E>>>({
    queryKey: [endpoint.path, { params, query }],
    queryFn: async ({ signal }) => {
      const response = await apiFetch(endpointUrl(endpoint, { params, query }), { signal });
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

/** The reports screen's three reports (docs/product.md, "Reports and exports"); the previous answer stays while the next loads. */
export const salesReportQuery = (query: SalesReportInput) => ({ ...endpointQuery(reportsApi.sales, { query }), placeholderData: keepPreviousData });
export const paymentsReportQuery = (query: ReportRangeInput) => ({
  ...endpointQuery(reportsApi.payments, { query }),
  placeholderData: keepPreviousData,
});
export const receivablesQuery = (query: ReceivablesInput) => ({
  ...endpointQuery(reportsApi.receivables, { query }),
  placeholderData: keepPreviousData,
});
export type SalesReportInput = NonNullable<EndpointInput<typeof reportsApi.sales>['query']>;
export type ReportRangeInput = NonNullable<EndpointInput<typeof reportsApi.payments>['query']>;
export type ReceivablesInput = NonNullable<EndpointInput<typeof reportsApi.receivables>['query']>;

/** How many installations are not done or cancelled yet: the dashboard's count (docs/product.md, "Installation"). */
export const openInstallationsQuery = endpointQuery(installationApi.openCount);

/** Installations, all or of one status, a page at a time. */
export const adminInstallationsQuery = (filters: { status?: InstallationStatus; page?: number }) =>
  listPageQuery(installationApi.installations, { status: filters.status, page: filters.page, limit: LIMITS.adminPageSize });

/** Technicians by name, a page at a time; with a county and class, only those who may take such an installation. */
export const techniciansQuery = (filters: { page?: number; county?: string; neededClass?: LicenceClass; limit?: number }) =>
  listPageQuery(installationApi.technicians, { ...filters, limit: filters.limit ?? LIMITS.adminPageSize });

/** POST /api/admin/installations/:id/status: the lists and the order's figures are read again; the customer is e-mailed. */
export function useMoveInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: InstallationStep }) => callApi(installationApi.step, { params: { id }, body: step }),
    onSuccess: (installation) => {
      void queryClient.invalidateQueries({ queryKey: [installationApi.installations.path] });
      void queryClient.invalidateQueries({ queryKey: openInstallationsQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: [adminApi.orders.path] });
      // A quoted fee is a charge in the order's total, which the reports and the awaiting figure add up.
      void queryClient.invalidateQueries({ predicate: readsReports });
      void queryClient.invalidateQueries({ queryKey: paymentSummaryQuery.queryKey });
      toast({
        title: 'Installation updated',
        description: `Installation #${installation.id} is now ${INSTALLATION_STATUS_LABELS[installation.status]}; the customer is e-mailed.`,
      });
    },
  });
}

/** POST or PUT a technician (super admins); the list is read again. */
export function useSaveTechnician() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: TechnicianInput }) =>
      id === undefined
        ? callApi(installationApi.addTechnician, { body: input })
        : callApi(installationApi.updateTechnician, { params: { id }, body: input }),
    onSuccess: (technician) => {
      void queryClient.invalidateQueries({ queryKey: [installationApi.technicians.path] });
      toast({ title: 'Technician saved', description: technician.name });
    },
  });
}

/** How many warranty claims are not closed yet: the dashboard's count. */
export const openClaimsQuery = endpointQuery(warrantyApi.openCount);

/** Warranty claims, all or of one status, a page at a time (docs/product.md, "Warranty claims"). */
export const adminClaimsQuery = (filters: { status?: ClaimStatus; page?: number }) =>
  listPageQuery(warrantyApi.claims, { status: filters.status, page: filters.page, limit: LIMITS.adminPageSize });

/** Reviews to moderate, all or only the visible or hidden ones, newest first, a page at a time (docs/product.md, Reviews). */
export const adminReviewsQuery = (filters: { visibility?: ReviewVisibility; page?: number }) =>
  listPageQuery(reviewsApi.moderationList, { visibility: filters.visibility, page: filters.page });

/** POST /api/admin/claims/:id/status: the list is read again, and the customer's e-mail is on its way. */
export function useChangeClaimStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ClaimStatusChange }) => callApi(warrantyApi.changeStatus, { params: { id }, body: change }),
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: [warrantyApi.claims.path] });
      void queryClient.invalidateQueries({ queryKey: openClaimsQuery.queryKey });
      toast({ title: 'Claim updated', description: `Claim #${claim.id} is now ${CLAIM_STATUS_LABELS[claim.status]}; the customer is e-mailed.` });
    },
  });
}

/** The admin list, the stock views and every storefront product query (lists and detail pages) show products. */
export function refreshProducts(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminProductsQuery.queryKey });
  void queryClient.invalidateQueries({ queryKey: [stockApi.lowStock.path] });
  void queryClient.invalidateQueries({ queryKey: [stockApi.movements.path] });
  void queryClient.invalidateQueries({ queryKey: adminCategoriesQuery.queryKey });
  void queryClient.invalidateQueries({ predicate: readsProducts });
}

export type ProductPayload = ProductInput;

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
    onError: (error) => {
      // Refused as changed since the form opened (409): the list is read again, so the form opens on what is there now.
      if (error instanceof ApiError && error.status === 409) refresh(queryClient);
      notifyError(error, 'Error', errorMessage(error, `Failed to ${creating ? 'create' : 'update'} ${noun}`));
    },
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
      // The reports leave cancelled orders out and show each owed order's status; the dashboard's awaiting figure
      // adds up confirmed orders.
      void queryClient.invalidateQueries({ predicate: readsReports });
      void queryClient.invalidateQueries({ queryKey: paymentSummaryQuery.queryKey });
      // A cancelled order gives its counted stock back.
      if (order.status === 'cancelled') refreshProducts(queryClient);
      toast({ title: 'Order updated', description: `Order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.status]}.` });
    },
    onError: (error, { id }) => {
      notifyError(error, 'Error', errorMessage(error, 'Failed to update order'));
      // Refused (409) most often because a colleague moved the order first: show it, and the list, as they now are.
      void queryClient.invalidateQueries({ queryKey: adminOrderQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: [adminApi.orders.path] });
    },
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
      // What is owed names each order's customer.
      void queryClient.invalidateQueries({ predicate: readsReports });
      toast({ title: 'Personal data erased', description: message });
      onDone();
    },
    onError: (error) => onProblem(errorMessage(error, 'Failed to erase the personal data')),
  });
}

/** Delivery by county and pickup points (docs/product.md, "Delivery"): what checkout and the staff screen read. */
export const deliveryOptionsQuery = endpointQuery(deliveryApi.options);
const refreshDelivery = (queryClient: QueryClient) => void queryClient.invalidateQueries({ queryKey: deliveryOptionsQuery.queryKey });

/** Sets one county's terms (super admins); a refusal stays in the dialog through `onProblem`. */
export function useSetCountyDelivery(slug: string, onSaved: () => void, onProblem: (problem: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CountyDeliveryInput) => callApi(deliveryApi.setCounty, { params: { slug }, body }),
    onSuccess: (county) => {
      refreshDelivery(queryClient);
      toast({ title: 'Delivery terms saved', description: `${county.name}'s delivery terms have been saved.` });
      onSaved();
    },
    onError: (error) => onProblem(errorMessage(error, 'Failed to save the delivery terms')),
  });
}

const pickupSaving = {
  create: (body: PickupPointInput) => callApi(deliveryApi.addPickupPoint, { body }),
  update: (id: number, body: PickupPointInput) => callApi(deliveryApi.updatePickupPoint, { params: { id }, body }),
};

export const useSavePickupPoint = (id: number | undefined, onSaved: () => void) =>
  useSave(
    pickupSaving,
    id,
    'pickup point',
    refreshDelivery,
    (creating, point) => ({ title: creating ? 'Pickup point added' : 'Pickup point updated', description: `${point.name} has been saved.` }),
    onSaved,
  );

export const useDeletePickupPoint = (onDone: () => void) =>
  useDelete(
    (id) => callApi(deliveryApi.removePickupPoint, { params: { id } }),
    'pickup point',
    refreshDelivery,
    { title: 'Pickup point removed', description: 'Customers can no longer choose it.' },
    onDone,
  );

/** The counties' sun and temperature figures as the planner uses them (docs/product.md, "County sun and temperature"). */
export const countyClimateQuery = endpointQuery(plannerApi.counties);

/** Overrides one county's figures (super admins); a refusal stays in the dialog through `onProblem`. */
export function useSetCountyClimate(slug: string, onSaved: () => void, onProblem: (problem: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CountyClimateInput) => callApi(plannerApi.setCountyClimate, { params: { slug }, body }),
    onSuccess: async (county) => {
      await queryClient.invalidateQueries({ queryKey: countyClimateQuery.queryKey });
      toast({ title: 'Figures saved', description: `The planner now uses the shop's figures for ${county.name}.` });
      onSaved();
    },
    onError: (error) => onProblem(errorMessage(error, 'Failed to save the figures')),
  });
}

/** Back to the data file's figures for one county (super admins). */
export function useRemoveCountyClimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => callApi(plannerApi.removeCountyClimate, { params: { slug } }),
    onSuccess: async (county) => {
      await queryClient.invalidateQueries({ queryKey: countyClimateQuery.queryKey });
      toast({ title: 'Override removed', description: `The planner uses the data file's figures for ${county.name} again.` });
    },
    onError: (error) => notifyError(error, 'Error', 'Failed to remove the override'),
  });
}

/** Checks a kit put together by hand (docs/product.md, "Check a kit"); a refusal comes back through `onProblem`. */
export function useCheckKit(onProblem: (problem: string) => void) {
  return useMutation({
    mutationFn: (body: KitCheckInput) => callApi(plannerApi.check, { body }),
    onError: (error) => onProblem(errorMessage(error, 'Failed to check the kit')),
  });
}
