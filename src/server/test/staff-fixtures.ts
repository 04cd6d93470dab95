import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../shared/constants';
import type { Db } from '../db/client';
import { auditLog, categories, orderItems, orders, products } from '../db/schema';

// Test data written straight to the database, so admin tests do not depend on the shopping API.

let counter = 0;
export const unique = (prefix: string) => `${prefix}-${process.pid}-${++counter}-${randomBytes(3).toString('hex')}`;

export async function insertCategory(db: Db, name = unique('Test Category')) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: unique('cat') })
    .returning();
  return row!;
}

export async function insertProduct(db: Db, categoryId: number, values: Partial<typeof products.$inferInsert> = {}) {
  const slug = unique('product');
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${slug}`, slug, categoryId, price: '1500.00', ...values })
    .returning();
  return row!;
}

export async function insertOrder(
  db: Db,
  userId: number,
  options: {
    status?: OrderStatus;
    orderNumber?: string;
    totalAmount?: string;
    phoneNumber?: string;
    createdAt?: Date;
    productId?: number | null;
  } = {},
) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: options.orderNumber ?? `SH-${randomBytes(4).toString('hex').toUpperCase()}`,
      userId,
      status: options.status ?? 'pending',
      totalAmount: options.totalAmount ?? '3000.00',
      deliveryAddress: 'Argwings Kodhek Road, Kilimani, Nairobi',
      phoneNumber: options.phoneNumber ?? '0712345678',
      notes: 'Call before delivery',
      createdAt: options.createdAt,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: options.productId ?? null,
    productName: 'Snapshot Panel 550W',
    productSlug: 'snapshot-panel-550w',
    unitPrice: '1500.00',
    quantity: 2,
  });
  return order!;
}

export const auditRows = (db: Db, entity: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(entityId)))
    .then((rows) => rows.filter((row) => row.entity === entity));
