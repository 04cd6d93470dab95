import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartApi } from '@/shared/contract/cart';
import { plannerApi } from '@/shared/contract/planner';
import type { PlannerRequest } from '@/shared/schemas/planner';
import type { Kit } from '@/shared/schemas/planner-answers';
import { toast } from '@/client/components/ui/use-toast';
import { useInvalidateCart, useRereadCartAfter } from '@/client/features/cart/api';
import { callApi, endpointQuery, reachedShop } from '@/client/lib/api';
import { useMessages } from '@/client/lib/i18n';
import { notifyError } from '@/client/lib/notify';
import { plannerMessages } from './messages';

/** The 47 counties with the figures the planner uses: a super admin's override included (docs/product.md). */
export const countiesQuery = endpointQuery(plannerApi.counties);

/** The server's figures and kit for a valid plan; the key holds the whole plan, so equal plans share an answer. */
export const planQuery = (input: PlannerRequest) =>
  queryOptions({ queryKey: [plannerApi.plan.path, input], queryFn: () => callApi(plannerApi.plan, { body: input }) });

/** Every line of the kit in one request: the cart takes all of them, merged with its own lines, or none. */
export function useAddKitToCart(options: { onAdded(): void }) {
  const invalidateCart = useInvalidateCart();
  const rereadCart = useRereadCartAfter();
  const t = useMessages(plannerMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kit: Kit) => callApi(cartApi.addMany, { body: { items: kit.lines.map(({ productId, quantity }) => ({ productId, quantity })) } }),
    onSuccess: async (_lines, kit) => {
      toast({ title: t('kitAdded'), description: t('kitAddedText', { count: kit.lines.length }) });
      await invalidateCart();
      options.onAdded();
    },
    onError: (error) => {
      void rereadCart(error);
      // Refused by the shop (a product sold out or gone since the kit was priced): the plan is priced again from what
      // is in stock now, rather than offering the same kit to fail at every tap.
      if (reachedShop(error)) void queryClient.invalidateQueries({ queryKey: [plannerApi.plan.path] });
      notifyError(error, t('error'), t('addFailed'));
    },
  });
}
