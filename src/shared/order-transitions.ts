// Apart from constants.ts, which the app shell loads on every page: only staff screens and the server need the workflow.
import type { OrderStatus } from './constants';

// The workflow staff follow; delivered and cancelled are final.
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['in_discussion', 'cancelled'],
  in_discussion: ['confirmed', 'cancelled'],
  confirmed: ['delivered', 'cancelled'],
  delivered: [],
  cancelled: [],
};
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);
