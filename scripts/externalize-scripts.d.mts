export const PAGE_SCRIPT_DIR: string;
export function externalizeInlineScripts(html: string): { html: string; script: string | null; name: string | null };
