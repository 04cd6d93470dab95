import { MAX_DELIVERY_DAYS } from '../../delivery';

/** Messages of delivery by county and pickup points (docs/product.md, "Delivery"). */
export const delivery = {
  delivery_available_invalid: 'available must be true or false',
  delivery_fee_required: 'Delivery fee is required',
  delivery_fee_invalid: 'Delivery fee must be an amount of KSh 0 or more, with at most two decimals',
  free_above_invalid: 'Free delivery above must be an amount above KSh 0, with at most two decimals',
  delivery_days_invalid: `Delivery days must be whole days from 0 to ${MAX_DELIVERY_DAYS}`,
  delivery_days_order: 'The fewest days cannot be more than the most days',
  delivery_method_invalid: 'Choose delivery to a county or collection from a pickup point',
  county_not_served: 'We do not deliver to {{county}} yet: choose a pickup point or another county',
  pickup_point_not_found: 'Pickup point not found',
  pickup_name_required: 'Name is required',
  pickup_town_required: 'Town is required',
  pickup_address_required: 'Address is required',
  pickup_hours_required: 'Opening hours are required',
  pickup_phone_invalid: 'Phone must be a number such as 0712 345 678 or 020 123 4567',
  pickup_text_too_long: 'At most 200 characters',
} as const;
