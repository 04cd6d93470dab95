// The demo shop's delivery terms (docs/product.md, "Delivery"): what a Nairobi-based solar shop charges by courier,
// cheapest and fastest near the shop, dearest and slowest in the far north, and the north-east not served. Staff
// change every figure on the admin's Delivery screen.
import { COUNTIES } from '../../shared/planner/counties';
import type { ValidCountyDelivery, ValidPickupPoint } from '../../shared/schemas/delivery';

const TERMS = {
  nairobi: { available: true, fee: '300.00', minDays: 1, maxDays: 2, freeAbove: '100000.00' },
  near: { available: true, fee: '500.00', minDays: 1, maxDays: 3, freeAbove: '150000.00' },
  upcountry: { available: true, fee: '900.00', minDays: 2, maxDays: 4, freeAbove: null },
  far: { available: true, fee: '2500.00', minDays: 4, maxDays: 8, freeAbove: null },
  unserved: { available: false, fee: '3500.00', minDays: 7, maxDays: 14, freeAbove: null },
} satisfies Record<string, ValidCountyDelivery>;

const GROUPS: Partial<Record<keyof typeof TERMS, string[]>> = {
  nairobi: ['nairobi'],
  near: ['kiambu', 'machakos', 'kajiado', 'muranga'],
  far: ['turkana', 'marsabit', 'garissa', 'tana-river', 'lamu', 'isiolo', 'samburu', 'west-pokot'],
  unserved: ['mandera', 'wajir'],
};
const GROUP_OF = new Map(Object.entries(GROUPS).flatMap(([group, slugs]) => slugs.map((slug) => [slug, group as keyof typeof TERMS])));
const termsOf = (slug: string): ValidCountyDelivery => TERMS[GROUP_OF.get(slug) ?? 'upcountry'];

export const SEED_DELIVERY_RATES = COUNTIES.map(({ slug }) => ({ county: slug, ...termsOf(slug) }));

export const SEED_PICKUP_POINTS: ValidPickupPoint[] = [
  {
    name: 'SolarHub Kilimani showroom',
    town: 'Nairobi',
    address: 'Argwings Kodhek Road, Kilimani',
    hours: 'Mon–Fri 8:00–18:00, Sat 9:00–15:00',
    phone: '0712 345 678',
  },
  {
    name: 'SolarHub Mombasa depot',
    town: 'Mombasa',
    address: 'Moi Avenue, next to the Likoni Road roundabout',
    hours: 'Mon–Sat 8:30–17:00',
    phone: '0733 456 789',
  },
];
