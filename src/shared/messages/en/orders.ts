/** Messages of placing and reading orders. */
export const orders = {
  order_limit: 'You have placed many orders in the last hour. Please wait a while before placing another, or contact us.',
  order_not_found: 'Order not found',
  cart_empty: 'Your cart is empty',
  order_product_unavailable: '{{product}} is out of stock. Please remove it from your cart to continue.',
  order_too_large: 'This order is too large to place online. Please contact our sales team.',
  order_total_changed:
    'Your order now comes to {{total}}: a price or your cart changed since the checkout showed it. Check the total and place the order again.',
  expected_total_invalid: 'expectedTotal must be an amount in shillings, such as 1500.00',
  delivery_address_required: 'Please provide a detailed delivery address',
  delivery_address_too_long: 'Delivery address must be at most 500 characters',
  delivery_address_control_characters: 'Delivery address must not contain control characters (line breaks are fine)',
  phone_invalid: 'Please enter a valid Kenyan phone number',
  notes_not_text: 'Notes must be text',
  notes_too_long: 'Notes must be at most 1000 characters',
  notes_control_characters: 'Notes must not contain control characters (line breaks are fine)',
  idempotency_key_invalid: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
  order_number_required: 'Order number is required',
  order_number_too_long: 'Order number is too long',
  order_status_unknown: 'Unknown order status',
  payment_status_unknown: 'Unknown payment status',
} as const;
