export const PAGE_DATA_DIR: string;
export const PAGE_DATA_ID: string;
export const PAGE_DATA_SCRIPT: string;
export const PAGE_DATA_NAME: string;
export const PAGE_DATA_SRC: string;
export function pageDataEntries(codes: string[]): { entries?: string[]; problem?: string };
