import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminInstallation, Installation } from '../../shared/schemas/installation';
import type { Tx } from '../db/client';
import { installationRequests, installationSteps, orders, technicians, users } from '../db/schema';
import { paged, type Page } from '../shared/paging';
import { changer, changerColumns, staffStep } from '../shared/staff-ref';

/** Installations, newest first, each with its order, customer, technician and steps, in two queries whatever the count. */
export async function loadInstallations(db: Tx, where?: SQL, page?: Page): Promise<AdminInstallation[]> {
  const query = db
    .select({
      row: installationRequests,
      orderNumber: orders.orderNumber,
      phoneNumber: orders.phoneNumber,
      deliveryAddress: orders.deliveryAddress,
      customer: { id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName },
      technician: { name: technicians.name, phone: technicians.phone, licenceClass: technicians.licenceClass },
    })
    .from(installationRequests)
    .innerJoin(orders, eq(orders.id, installationRequests.orderId))
    .innerJoin(users, eq(users.id, installationRequests.userId))
    .leftJoin(technicians, eq(technicians.id, installationRequests.technicianId))
    .where(where)
    .orderBy(desc(installationRequests.createdAt), desc(installationRequests.id))
    .$dynamic();
  const rows = await paged(query, page);
  if (rows.length === 0) return [];
  const steps = await db
    .select({
      installationId: installationSteps.installationId,
      status: installationSteps.toStatus,
      fee: installationSteps.fee,
      scheduledDate: installationSteps.scheduledDate,
      technicianName: technicians.name,
      note: installationSteps.note,
      changedAt: installationSteps.changedAt,
      ...changerColumns,
    })
    .from(installationSteps)
    .leftJoin(technicians, eq(technicians.id, installationSteps.technicianId))
    .leftJoin(changer, eq(changer.id, installationSteps.changedBy))
    .where(
      inArray(
        installationSteps.installationId,
        rows.map(({ row }) => row.id),
      ),
    )
    .orderBy(asc(installationSteps.changedAt), asc(installationSteps.id));
  return rows.map(({ row, technician, ...rest }) => ({
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    county: row.county,
    preferredDates: row.preferredDates,
    roofType: row.roofType,
    distanceMetres: row.distanceMetres,
    siteNotes: row.siteNotes,
    neededClass: row.neededClass,
    fee: row.fee,
    scheduledDate: row.scheduledDate,
    technicianId: row.technicianId,
    technician: technician?.name ? technician : null,
    cancelReason: row.cancelReason,
    commissioning:
      row.status === 'done' && row.panelStringVolts !== null && row.inverterSettings !== null
        ? { panelStringVolts: row.panelStringVolts, batteryVolts: row.batteryVolts, inverterSettings: row.inverterSettings, photos: row.photos }
        : null,
    createdAt: row.createdAt.toISOString(),
    ...rest,
    steps: steps.filter((step) => step.installationId === row.id).map(({ installationId: _installation, ...step }) => staffStep(step)),
  }));
}

/** An installation as its customer sees it: no staff names, nothing of the order they already have. */
export const customerInstallation = ({
  orderId: _order,
  orderNumber: _number,
  phoneNumber: _phone,
  deliveryAddress: _address,
  technicianId: _technician,
  customer: _customer,
  ...installation
}: AdminInstallation): Installation => ({
  ...installation,
  steps: installation.steps.map(({ changedBy: _by, ...step }) => step),
});
