/** Messages of placing and reading orders. */
export const orders = {
  order_limit: 'You have placed many orders in the last hour. Please wait a while before placing another, or contact us.',
} as const;
