// Puts streamed Suspense content where it belongs, at build time.
//
// Pages behind app/(pages)/loading.tsx are exported the way React streams them: the loading
// fallback inside <main>, the real content in a <div hidden id="S:0"> after the footer, and an
// inline script ($RC) that swaps them once it runs. Without JavaScript the visitor is left with
// "Loading…" for ever, and even with it the content waits for that script. This does the swap in
// the HTML file instead, exactly as $RC would: the boundary becomes a completed one
// (<!--$-->content<!--/$-->), which React hydrates as if it had never streamed. The loading
// fallback still shows on client-side navigation, where it is meant to.
//
// Used by scripts/csp.mjs before it hashes the inline scripts. Node built-ins only.

/** Raw-text elements whose content is never markup. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
const TOKEN = /<!--([\s\S]*?)-->|<(\/?)([a-zA-Z][\w-]*)\b[^>]*>/g;

/** The index just past the </div> closing the <div> whose start tag ends at `from`; -1 if none. */
export function endOfDiv(html, from) {
  TOKEN.lastIndex = from;
  let depth = 1;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [, comment, closing, rawName] = match;
    if (comment !== undefined) continue;
    const name = rawName.toLowerCase();
    if (!closing && RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
      if (end === -1) return -1;
      TOKEN.lastIndex = end;
      continue;
    }
    if (name !== 'div') continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return TOKEN.lastIndex;
  }
  return -1;
}

/** The index of the <!--/$--> that closes the boundary whose start marker ends at `from`; -1 if none. */
function endOfBoundary(html, from) {
  TOKEN.lastIndex = from;
  let depth = 0;
  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    const [, comment, closing, rawName] = match;
    if (comment === undefined) {
      const name = rawName.toLowerCase();
      if (!closing && RAW_TEXT.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, TOKEN.lastIndex);
        if (end === -1) return -1;
        TOKEN.lastIndex = end;
      }
      continue;
    }
    if (comment === '/$' || comment === '/&') {
      if (depth === 0) return match.index;
      depth--;
    } else if (['$', '$?', '$~', '$!', '&'].includes(comment)) {
      depth++;
    }
  }
  return -1;
}

const escapeId = (id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Inlines every boundary React completed with $RC("B:n", "S:n") in this document.
 * @returns {{ html: string, inlined: number }} the document unchanged (inlined 0) if it has none or
 *   if anything is not where React puts it.
 */
export function inlineStreamedBoundaries(original) {
  let html = original;
  let inlined = 0;
  const calls = [...html.matchAll(/\$RC\("(B:\d+)","(S:\d+)"\);?/g)];
  for (const [call, boundaryId, segmentId] of calls) {
    const segmentStart = new RegExp(`<div hidden(?:="")? id="${escapeId(segmentId)}">`).exec(html);
    const placeholder = new RegExp(`<!--\\$\\?--><template id="${escapeId(boundaryId)}"></template>`).exec(html);
    if (!segmentStart || !placeholder) return { html: original, inlined: 0 };

    const segmentEnd = endOfDiv(html, segmentStart.index + segmentStart[0].length);
    if (segmentEnd === -1) return { html: original, inlined: 0 };
    const content = html.slice(segmentStart.index + segmentStart[0].length, segmentEnd - '</div>'.length);

    const fallbackStart = placeholder.index + placeholder[0].length;
    const boundaryEnd = endOfBoundary(html, fallbackStart);
    if (boundaryEnd === -1 || boundaryEnd > segmentStart.index) return { html: original, inlined: 0 };

    html =
      html.slice(0, placeholder.index) +
      `<!--$-->${content}` +
      html.slice(boundaryEnd, segmentStart.index) +
      html.slice(segmentEnd);
    html = html.replace(call, '');
    inlined++;
  }
  // The swap runtime ($RB, $RV, $RC) is not needed once nothing is left to swap.
  if (inlined && !/\$R[CSX]\("/.test(html)) {
    html = html.replace(/<script>\$RB=\[\];\$RV=function[\s\S]*?<\/script>/, (script) =>
      /^<script>(?:\$R[BVC]=(?:\[\]|function\([^)]*\)\{[\s\S]*?\});?\s*)+<\/script>$/.test(script) ? '' : script,
    );
  }
  if (html.includes('<!--$?-->') || /<div hidden(?:="")? id="S:\d+"/.test(html)) return { html: original, inlined: 0 };
  return { html, inlined };
}
