/** What the page showed in one frame: when (performance.now()), the visible cards' links and the readable status lines. */
export type FrameSample = { at: number; cards: string[]; status: string };
export function recordFrames(): void;
