import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../shared/constants';
import { fromCents, toCents } from '../../shared/money';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema';

// Orders written straight to the database with the lines, times, addresses and notes a report test chooses.

export interface SaleLine {
  productId: number | null;
  name: string;
  unitPrice: string;
  quantity: number;
}

export interface Sale {
  userId: number;
  createdAt: Date;
  lines: SaleLine[];
  status?: OrderStatus;
  deliveryAddress?: string;
  notes?: string | null;
}

/** An order whose total is the sum of its lines, as checkout makes it. */
export async function insertSale(db: Db, sale: Sale) {
  const total = sale.lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `SH-${randomBytes(4).toString('hex').toUpperCase()}`,
      userId: sale.userId,
      status: sale.status ?? 'pending',
      totalAmount: fromCents(total),
      deliveryAddress: sale.deliveryAddress ?? 'Argwings Kodhek Road, Kilimani, Nairobi',
      phoneNumber: '0712345678',
      notes: sale.notes ?? null,
      createdAt: sale.createdAt,
    })
    .returning();
  await db.insert(orderItems).values(
    sale.lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      productName: line.name,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
    })),
  );
  return order!;
}
