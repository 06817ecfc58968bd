/** How many letters `text` has, in UTF-16 code units (the Unicode letter class). */
export function letterCount(text: string): number;
/** The share of the letters of `text` that a CSS unicode-range covers, 0 to 1. */
export function shareIn(range: string, text: string, letters?: number): number;
