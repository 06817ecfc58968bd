export const SEGMENT_PAYLOAD: RegExp;
export function loadDocumentRule(root?: string): Promise<(path: string) => boolean>;
export function pagePath(file: string): string;
export function pruneDocumentPages(outDir: string, isDocumentPath: (path: string) => boolean, fail: (file: string, message: string) => never): { pages: number; removed: number };
