/** A seeded generator of numbers in [0, 1): the same seed gives the same numbers on every run. */
export function seededRandom(seed: number): () => number;
