import type { Document } from './dom.mjs';

export const LOADER_DIR: string;
export const LOADER_NAME: string;
export const LOADER: string;
export const QUERY_SCRIPT: string;
export const QUERY_SCRIPT_NAME: string;
export const START_BOUND_MS: number;
export const HOLD_BOUND_MS: number;
export const PROTOCOL: typeof import('../../lib/hydration-protocol.json');
export function scriptsAfterHero(page: string | Document): { page: string | null; chunks: string[] };
