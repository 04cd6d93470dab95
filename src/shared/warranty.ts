import { NAIROBI_OFFSET_MS, nairobiTime } from './dates';

// Warranty claims (docs/product.md, "Warranty claims"): the statuses, the workflow staff follow, the limits of a claim,
// and the date a line's warranty runs out. Apart from constants.ts, which the app shell loads on every page.

export const CLAIM_STATUSES = ['received', 'inspecting', 'approved', 'rejected', 'closed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_RESOLUTIONS = ['repair', 'replace', 'refund'] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];

// Approved and rejected claims are closed once the repair, replacement or refund is done or the customer was told.
export const CLAIM_TRANSITIONS: Record<ClaimStatus, readonly ClaimStatus[]> = {
  received: ['inspecting'],
  inspecting: ['approved', 'rejected'],
  approved: ['closed'],
  rejected: ['closed'],
  closed: [],
};
export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus): boolean => CLAIM_TRANSITIONS[from].includes(to);

/** A claim is open until it is closed: a line has at most one open claim at a time. */
export const isOpenClaim = (status: ClaimStatus): boolean => status !== 'closed';

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  received: 'Received',
  inspecting: 'Inspecting',
  approved: 'Approved',
  rejected: 'Rejected',
  closed: 'Closed',
};

export const CLAIM_RESOLUTION_LABELS: Record<ClaimResolution, string> = {
  repair: 'Repair',
  replace: 'Replace',
  refund: 'Refund',
};

export const WARRANTY_LIMITS = {
  maxProblem: 2000,
  maxSerialNumber: 64,
  maxPhotos: 3,
  /** A staff note on an approval, a reason for a rejection, or a note on any other step. */
  maxNote: 1000,
  /** Fifty years: longer than any solar product's warranty, short enough to catch a typo. */
  maxWarrantyMonths: 600,
  /**
   * Photo upload addresses one customer may ask for in an hour: a claim takes three, so this leaves room to try again,
   * and keeps anyone from filling the image store through their claims.
   */
  photoUrlsPerHour: 20,
} as const;

export interface WarrantyEnd {
  /** The last day covered, in Nairobi ("2035-03-05"). */
  lastDay: string;
  /** The instant cover ends: midnight in Nairobi after the last day. */
  endsAt: Date;
}

/**
 * A warranty of `months` runs from the delivery day to the end of the same day of the month `months` later (the last
 * day of that month when it is shorter): delivered 5 Mar 2025 with 12 months, covered to the end of 5 Mar 2026. The days
 * are Nairobi's.
 */
export function warrantyEnd(deliveredAt: Date, months: number): WarrantyEnd {
  const local = new Date(deliveredAt.getTime() + NAIROBI_OFFSET_MS);
  const monthIndex = local.getUTCMonth() + months;
  const year = local.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = monthIndex % 12;
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(local.getUTCDate(), daysInMonth);
  return {
    lastDay: new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10),
    endsAt: nairobiTime(year, month + 1, day + 1, 0, 0, 0),
  };
}
