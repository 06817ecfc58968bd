export const STEPS: { name: string }[];
export const OPTIONAL_STEPS: string[];
export const RESOLVED_HEADERS_FILE: string;
export const NEXT_VERSION: string;
export class NextOutputError extends Error {
  step: string;
}
export function finishPage(
  html: string,
  options: { file: string; readAsset: (href: string) => string; skip?: string[]; nextVersion?: string; isDocumentPath?: (path: string) => boolean },
): { html: string; files: [string, string][]; results: Record<string, Record<string, unknown>> };
export function finishExport(options: {
  outDir: string;
  template: string;
  skip?: string[];
  isDocumentPath?: (path: string) => boolean;
  write?: (name: string, content: string) => void;
  finished?: FinishedPage[] | null;
}): { pages: ({ file: string } & Record<string, unknown>)[]; rules: number; longest: number; hinted: number };
export function publicEnv(env?: Record<string, string | undefined>): Record<string, string | undefined>;
export type HeaderRule = { path: string; headers: [string, string][] };
/** The template's rules with the configured services' and photo bucket's origins added to the policy. */
export function configuredRules(rules: HeaderRule[], env?: Record<string, string | undefined>): HeaderRule[];
export function adminRules(rules: HeaderRule[], env?: Record<string, string | undefined>): HeaderRule[];
export function narrowImageSources(rules: HeaderRule[], usedOrigins: Set<string>): HeaderRule[];
export function imageOrigins(html: string): Set<string>;
export const AGENCY_VARIABLES: Record<string, string>;
export function unsetAgencyFacts(env?: Record<string, string | undefined>, file?: string): string[];
export function frameOrigins(html: string): Set<string>;
export function frameRules(rules: (HeaderRule & { detach?: string[] })[], framed: Map<string, Set<string>>, limit?: number): (HeaderRule & { detach?: string[] })[];
export type FinishedPage = { file: string; results: Record<string, Record<string, unknown>>; origins: string[]; frames: string[] };
/** Finishes and writes the export's pages in worker threads; null when there are too few pages for a second worker. */
export function finishInWorkers(outDir: string, options?: { skip?: string[]; threads?: number; pagesPerWorker?: number }): Promise<FinishedPage[] | null>;
