// The installation form's and commissioning record's limits (docs/product.md, "Installation"): a leaf module, so the
// message catalogues can quote them.
export const INSTALLATION_LIMITS = {
  preferredDates: 3,
  /** How far ahead a preferred or scheduled day may be: further than this is a typo, or not a booking yet. */
  maxDaysAhead: 180,
  /** Panels to batteries, in metres: beyond it, cable losses need a site survey, not a form. */
  maxDistanceMetres: 500,
  maxSiteNotes: 1000,
  maxReason: 1000,
  maxInverterSettings: 1000,
  /** Commissioning photos, uploaded through the staff image pipeline. */
  maxPhotos: 6,
  /** Measured volts: a string of panels stays under 1,500 V DC (IEC low voltage), a battery bank far below it. */
  maxVolts: 1500,
  maxTechnicianName: 120,
  maxLicenceNumber: 40,
} as const;
