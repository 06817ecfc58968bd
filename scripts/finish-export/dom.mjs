// A few helpers over parse5's default tree (the same tree the browser builds from the page).
import { defaultTreeAdapter as tree, html as spec, parse as parseHtml, serialize } from 'parse5';

export { serialize };

/**
 * The page as a tree. <noscript> content is parsed as markup (as a browser without script does), so
 * it is checked and written out like the rest of the page rather than kept as React wrote it.
 */
export const parse = (html) => parseHtml(html, { scriptingEnabled: false });

/** The element's children, a <template>'s content included. */
const childrenOf = (node) => (node.nodeName === 'template' ? node.content.childNodes : (node.childNodes ?? []));

/**
 * Every node under `node`, in document order, as an array: a walk with a stack of its own (a recursive
 * generator was a seventh of finishing a 10,000-page export; a page is walked by every step).
 */
export function descendants(node, stopAt = null) {
  const found = [];
  const stack = [[childrenOf(node), 0]];
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top[1] >= top[0].length) {
      stack.pop();
      continue;
    }
    const child = top[0][top[1]++];
    found.push(child);
    if (stopAt?.(child)) return found;
    const children = childrenOf(child);
    if (children.length > 0) stack.push([children, 0]);
  }
  return found;
}

export const isElement = (node) => typeof node.tagName === 'string';

/** The elements under `node` with this tag name (and passing `test`), in document order. */
export function elements(node, tagName, test = () => true) {
  return descendants(node).filter((child) => child.tagName === tagName && test(child));
}

/** The first element under `node` with this tag name (and passing `test`): the walk stops there. */
export const first = (node, tagName, test = () => true) => {
  const match = (child) => child.tagName === tagName && test(child);
  return descendants(node, match).find(match);
};

export const attr = (element, name) => element.attrs?.find((attribute) => attribute.name === name)?.value;

export const hasAttr = (element, name) => attr(element, name) !== undefined;

/** The text of an element's own text children (a script's or a style's code). */
export const textOf = (element) => childrenOf(element).filter(tree.isTextNode).map((node) => node.value).join('');

export function setText(element, text) {
  for (const child of [...element.childNodes]) tree.detachNode(child);
  tree.insertText(element, text);
}

export const remove = (node) => tree.detachNode(node);

export function createElement(tagName, attributes = {}) {
  return tree.createElement(
    tagName,
    spec.NS.HTML,
    Object.entries(attributes).map(([name, value]) => ({ name, value })),
  );
}

export const append = (parent, node) => tree.appendChild(parent, node);

export const insertBefore = (parent, node, reference) => tree.insertBefore(parent, node, reference);

const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript', 'text/ecmascript']);

/** <script> elements the browser runs as code written in the page (not JSON-LD, not src). */
export function inlineScripts(document) {
  return elements(document, 'script', (script) => !hasAttr(script, 'src') && JAVASCRIPT_TYPES.has((attr(script, 'type') ?? '').trim().toLowerCase()));
}

/** <script src> elements a modern browser loads (not the nomodule fallbacks): Next's chunks and the page's own file. */
export function externalScripts(document) {
  return elements(document, 'script', (script) => hasAttr(script, 'src') && !hasAttr(script, 'nomodule'));
}

/** The first `style` attribute or <style> element in a page, as a short description, or null. */
export function inlineStyle(document) {
  for (const node of descendants(document)) {
    if (!isElement(node)) continue;
    if (node.tagName === 'style') return '<style>';
    // Inside an <svg>, presentation goes in attributes; a style attribute is still blocked.
    if (hasAttr(node, 'style')) return `<${node.tagName} style="${attr(node, 'style')}">`;
  }
  return null;
}

/** All the text under a node, as the DOM's textContent. */
export const textContent = (node) => descendants(node).filter(tree.isTextNode).map((text) => text.value).join('');
