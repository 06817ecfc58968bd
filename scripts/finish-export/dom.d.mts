import type { DefaultTreeAdapterMap } from 'parse5';

export type Document = DefaultTreeAdapterMap['document'];
export type Node = DefaultTreeAdapterMap['node'] | Document;
export type Element = DefaultTreeAdapterMap['element'];
export function parse(html: string): Document;
export function serialize(node: Node): string;
export function descendants(node: Node, stopAt?: ((node: Node) => boolean) | null): Node[];
export function isElement(node: Node): node is Element;
export function elements(node: Node, tagName: string, test?: (element: Element) => boolean): Element[];
export function first(node: Node, tagName: string, test?: (element: Element) => boolean): Element | undefined;
export function attr(element: Element, name: string): string | undefined;
export function hasAttr(element: Element, name: string): boolean;
export function textOf(element: Element): string;
export function inlineScripts(document: Node): Element[];
export function externalScripts(document: Node): Element[];
export function inlineStyle(document: Node): string | null;
export function textContent(node: Node): string;
