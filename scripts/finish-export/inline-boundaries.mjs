// Puts streamed Suspense content where it belongs, at build time.
//
// Pages behind loading.tsx are exported the way React streams them: `<!--$?--><template id="B:0">`
// and the loading fallback inside <main>, the real content in `<div hidden id="S:0">` after the
// footer, and an inline `$RC("B:0","S:0")` that swaps them. Without JavaScript the visitor would see
// "Loading…" for ever. This does the swap in the tree, as $RC would: the boundary becomes a completed
// one (`<!--$-->content<!--/$-->`), which React hydrates as if it had never streamed.
import { attr, descendants, inlineScripts, insertBefore, remove, setText, textOf } from './dom.mjs';

const CALL = /\$RC\("(B:[0-9a-f]+)","(S:[0-9a-f]+)"\);?/g;
const OPEN = new Set(['$', '$?', '$!', '$~', '&']);
const CLOSE = new Set(['/$', '/&']);

/** @type {import('./index.mjs').Step} */
export const inlineBoundaries = {
  name: 'inline-boundaries',
  run(document, { assume }) {
    const nodes = descendants(document);
    const pending = nodes.filter((node) => node.nodeName === '#comment' && node.data === '$?');
    if (!pending.length) return { inlined: 0 };
    // The hidden segments by id, from the same walk (one walk of the page per boundary was most of this step).
    const segments = new Map();
    for (const node of nodes) {
      if (node.tagName === 'div' && attr(node, 'hidden') !== undefined && !segments.has(attr(node, 'id'))) segments.set(attr(node, 'id'), node);
    }

    const scripts = inlineScripts(document);
    const calls = new Map();
    for (const script of scripts) {
      for (const [, boundary, segment] of textOf(script).matchAll(CALL)) calls.set(boundary, segment);
    }

    for (const marker of pending) {
      const siblings = marker.parentNode.childNodes;
      const template = siblings[siblings.indexOf(marker) + 1];
      assume(template?.tagName === 'template' && attr(template, 'id'), 'a pending Suspense boundary (<!--$?-->) is not followed by its <template id>');
      const boundaryId = attr(template, 'id');
      const segmentId = calls.get(boundaryId);
      assume(segmentId, `boundary ${boundaryId} is pending but no script calls $RC("${boundaryId}", …) to complete it; React's completion script has changed`);
      const segment = segments.get(segmentId);
      assume(segment, `$RC names segment ${segmentId}, but there is no <div hidden id="${segmentId}">`);

      // The fallback: everything after the template up to the comment closing this boundary.
      const fallback = [];
      let depth = 0;
      let end = null;
      for (const node of siblings.slice(siblings.indexOf(template) + 1)) {
        if (node.nodeName === '#comment' && CLOSE.has(node.data)) {
          if (depth === 0) {
            end = node;
            break;
          }
          depth--;
        } else if (node.nodeName === '#comment' && OPEN.has(node.data)) depth++;
        fallback.push(node);
      }
      assume(end, `boundary ${boundaryId} has no closing <!--/$--> among its siblings`);

      marker.data = '$';
      remove(template);
      for (const node of fallback) remove(node);
      for (const node of [...segment.childNodes]) insertBefore(end.parentNode, node, end);
      remove(segment);
    }

    // The calls, and React's swap runtime ($RB, $RV, $RC…) once nothing is left for it to swap.
    for (const script of scripts) {
      const text = textOf(script);
      if (!CALL.test(text)) continue;
      CALL.lastIndex = 0;
      const rest = text.replace(CALL, '').trim();
      if (!rest || (/^\$R[A-Z]=/.test(rest) && !/\$R[A-Z]\("/.test(rest))) remove(script);
      else setText(script, rest);
    }
    const left = descendants(document).find(
      (node) => (node.nodeName === '#comment' && node.data === '$?') || (node.tagName === 'div' && /^S:/.test(attr(node, 'id') ?? '') && attr(node, 'hidden') !== undefined),
    );
    assume(!left, 'streamed content is still pending after every $RC call was applied');
    return { inlined: pending.length };
  },
};
