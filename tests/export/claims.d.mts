/** Types of claims.mjs for the tests. */
import type { Document } from '../../scripts/finish-export/dom.mjs';
import type { ClaimRule } from './claims/rule';

export const REQUIRED_PAGES: string[];
export function claimsApply(file: string): boolean;
export function languageOf(file: string): string;
export function claimProblems(document: Document, rules: ClaimRule[]): string[];
