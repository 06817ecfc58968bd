/** Types of validate.mjs for the tests. */
export const KYERO_XSD: string;
export function validateKyeroFeed(xml: string, xsd?: string): Promise<{ properties: number; problems: string[] }>;
export function publishKyeroFeed(file: string, xsd?: string): Promise<{ published: boolean; properties: number; problems: string[]; warnings: string[] }>;
