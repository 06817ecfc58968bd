export type HeaderRule = { path: string; detach: string[]; headers: [string, string][] };
export const ADMIN_DIR: string;
export const HEADERS_FILE_LIMITS: { lineLength: number; rules: number };
export function parseHeadersFile(text: string): HeaderRule[];
export function headersForPath(rules: HeaderRule[], pathname: string): Map<string, string>;
export function htmlFiles(dir: string): string[];
