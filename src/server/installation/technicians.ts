import { and, arrayContains, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { classCovers, LICENCE_CLASSES, type LicenceClass } from '../../shared/installation';
import { countyBySlug } from '../../shared/planner/counties';
import type { Technician, technicianInputSchema } from '../../shared/schemas/installation';
import type { Db, Tx } from '../db/client';
import { technicians } from '../db/schema';
import { conflict, notFound } from '../plugins/errors';
import { recordAudit, type Actor } from '../shared/audit-log';
import type { Page } from '../shared/paging';

// The technicians super admins keep (docs/product.md, "Installation"), and who of them may take an installation.

type TechnicianInput = z.output<typeof technicianInputSchema>;

const columns = {
  id: technicians.id,
  name: technicians.name,
  phone: technicians.phone,
  licenceNumber: technicians.licenceNumber,
  licenceClass: technicians.licenceClass,
  counties: technicians.counties,
  active: technicians.active,
};

/** The classes that cover `needed`: a higher class may do a lower class's work. */
const coveringClasses = (needed: LicenceClass) => LICENCE_CLASSES.filter((held) => classCovers(held, needed));

/** A page of technicians by name; with `county` and `neededClass`, only the active ones who may be assigned there. */
export async function listTechnicians(
  db: Db,
  { county, neededClass }: { county?: string; neededClass?: LicenceClass },
  page: Page,
): Promise<{ rows: Technician[]; total: number }> {
  const conditions: SQL[] = [];
  if (county) conditions.push(arrayContains(technicians.counties, [county]));
  if (neededClass) conditions.push(inArray(technicians.licenceClass, coveringClasses(neededClass)));
  // Asked who may take an installation: only those taking installations.
  const where = conditions.length ? and(eq(technicians.active, true), ...conditions) : undefined;
  const [rows, total] = await Promise.all([
    db.select(columns).from(technicians).where(where).orderBy(asc(technicians.name), asc(technicians.id)).limit(page.limit).offset(page.offset),
    db.$count(technicians, where),
  ]);
  return { rows, total };
}

async function assertLicenceFree(tx: Tx, licenceNumber: string, id?: number): Promise<void> {
  const [taken] = await tx.select({ id: technicians.id }).from(technicians).where(eq(technicians.licenceNumber, licenceNumber));
  if (taken && taken.id !== id) throw conflict('technician_licence_taken', { licence: licenceNumber });
}

// Licence numbers are written in capitals ("EPRA/T2/1234"), so one typed in small letters is the same licence.
const normalised = (input: TechnicianInput): TechnicianInput => ({ ...input, licenceNumber: input.licenceNumber.toUpperCase() });

export function addTechnician(db: Db, actor: Actor, input: TechnicianInput): Promise<Technician> {
  const values = normalised(input);
  return db.transaction(async (tx) => {
    await assertLicenceFree(tx, values.licenceNumber);
    const [row] = await tx.insert(technicians).values(values).returning(columns);
    await recordAudit(tx, actor, 'technician.create', 'technician', row!.id, { ...values });
    return row!;
  });
}

/** Replaces the technician's details, whole; installations already assigned keep them. */
export function updateTechnician(db: Db, actor: Actor, id: number, input: TechnicianInput): Promise<Technician> {
  const values = normalised(input);
  return db.transaction(async (tx) => {
    await assertLicenceFree(tx, values.licenceNumber, id);
    const [row] = await tx
      .update(technicians)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(technicians.id, id))
      .returning(columns);
    if (!row) throw notFound('technician_not_found');
    await recordAudit(tx, actor, 'technician.update', 'technician', id, { ...values });
    return row;
  });
}

/**
 * The technician, if they may be assigned to an installation in `county` needing `needed`: active, serving the
 * county, of that class or higher.
 */
export async function assignableTechnician(tx: Tx, id: number, county: string, needed: LicenceClass): Promise<Technician> {
  const [technician] = await tx.select(columns).from(technicians).where(eq(technicians.id, id));
  if (!technician) throw notFound('technician_not_found');
  if (!technician.active) throw conflict('technician_inactive', { name: technician.name });
  if (!classCovers(technician.licenceClass, needed))
    throw conflict('technician_wrong_class', { name: technician.name, held: technician.licenceClass, needed });
  if (!technician.counties.includes(county))
    throw conflict('technician_wrong_county', { name: technician.name, county: countyBySlug(county)?.name ?? county });
  return technician;
}
