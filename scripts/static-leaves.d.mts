export const STATIC_LEAF_EXPORT: string;
export type FlightRow = { id: string; tag: string; body: string; sized?: boolean; json?: unknown; changed?: boolean };
export function parseFlight(flight: string): FlightRow[];
export function serializeFlight(rows: FlightRow[]): string;
export function stripLeavesFromFlight(flight: string): { flight: string; leaves: number; removedRows: number };
export function stripStaticLeaves(html: string): { html: string; leaves: number; removedRows: number };
