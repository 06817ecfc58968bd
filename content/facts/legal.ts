/** How long an enquiry's details are kept after the last contact, in months. */
export const leadRetentionMonths = 24;

/** How long the host keeps its access records, in days, at most (the host's own setting: check it when the host changes). */
export const hostLogDays = 30;

/** When the privacy policy was last changed (ISO); each language writes it its own way. */
export const privacyUpdated = '2026-11-28';

/** A purchase above this many euros makes the buyer eligible for a residence permit. */
export const residencyThreshold = 200_000;
