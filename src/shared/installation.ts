import type { ProductRatings } from './schemas/ratings';

// Installation booking (docs/product.md, "Installation"): the statuses, the workflow staff follow, the technicians'
// licence classes, which products need installing and which class an order's installation needs.

export const INSTALLATION_STATUSES = ['requested', 'quoted', 'scheduled', 'done', 'cancelled'] as const;
export type InstallationStatus = (typeof INSTALLATION_STATUSES)[number];

/** A quote may be changed while it is not yet accepted by scheduling; any step but done may be cancelled. */
export const INSTALLATION_TRANSITIONS: Record<InstallationStatus, readonly InstallationStatus[]> = {
  requested: ['quoted', 'cancelled'],
  quoted: ['quoted', 'scheduled', 'cancelled'],
  scheduled: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};
export const canMoveInstallation = (from: InstallationStatus, to: InstallationStatus): boolean => INSTALLATION_TRANSITIONS[from].includes(to);

/** Open until done or cancelled: an order has at most one installation that is open or done. */
export const isOpenInstallation = (status: InstallationStatus): boolean => status !== 'done' && status !== 'cancelled';

export const INSTALLATION_STATUS_LABELS: Record<InstallationStatus, string> = {
  requested: 'Requested',
  quoted: 'Quoted',
  scheduled: 'Scheduled',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** EPRA solar PV technician licence classes, lowest first: a higher class may do a lower class's work. */
export const LICENCE_CLASSES = ['T1', 'T2', 'T3'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];
export const classCovers = (held: LicenceClass, needed: LicenceClass): boolean => LICENCE_CLASSES.indexOf(held) >= LICENCE_CLASSES.indexOf(needed);

export const ROOF_TYPES = ['iron_sheets', 'tiles', 'concrete', 'ground', 'other'] as const;
export type RoofType = (typeof ROOF_TYPES)[number];
export const ROOF_TYPE_LABELS: Record<RoofType, string> = {
  iron_sheets: 'Iron sheets',
  tiles: 'Tiles',
  concrete: 'Concrete slab',
  ground: 'Ground mount',
  other: 'Other',
};

/** Batteries this big or bigger are wall or rack units an installer fits; smaller ones are plugged in by the customer. */
export const INSTALLED_BATTERY_MIN_WH = 2500;

/** Whether a product with these ratings needs installing by default: panels, inverters, and batteries from INSTALLED_BATTERY_MIN_WH. */
export function needsInstallationByDefault(ratings: ProductRatings | null | undefined): boolean {
  if (!ratings) return false;
  if (ratings.kind === 'panel' || ratings.kind === 'inverter') return true;
  return ratings.kind === 'battery' && ratings.wattHours >= INSTALLED_BATTERY_MIN_WH;
}

/** Up to this many watts (the larger of the panels' and the inverters' total), a T2 technician may install the system. */
export const T2_MAX_WATTS = 5000;

export interface InstalledLine {
  ratings: ProductRatings | null;
  quantity: number;
}

/**
 * The class an order's installation needs (the shop's rule, after the EPRA Solar PV Regulations 2012): T1 for a
 * single panel wired to DC loads (one panel, no inverter, no battery); T3 when the panels' or the inverters' total
 * watts are above T2_MAX_WATTS; T2 for everything between.
 */
export function neededClass(lines: InstalledLine[]): LicenceClass {
  let panels = 0;
  let panelWatts = 0;
  let inverterWatts = 0;
  let others = 0;
  for (const { ratings, quantity } of lines) {
    if (ratings?.kind === 'panel') {
      panels += quantity;
      panelWatts += ratings.watts * quantity;
    } else if (ratings?.kind === 'inverter') inverterWatts += ratings.watts * quantity;
    else others += quantity;
  }
  if (Math.max(panelWatts, inverterWatts) > T2_MAX_WATTS) return 'T3';
  if (panels <= 1 && inverterWatts === 0 && others === 0) return 'T1';
  return 'T2';
}
