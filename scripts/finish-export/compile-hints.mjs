// V8's explicit compile hints (https://v8.dev/blog/explicit-compile-hints, Chrome and Edge 136 and
// later): a script whose first line is `//# allFunctionsCalledOnLoad` has every function in it
// compiled eagerly, on a background thread while the file streams in. Without it, V8 compiles each
// of the framework's module functions on the main thread the first time it runs, and Turbopack runs
// them all in one task (where Next also decodes the page data and starts hydrating): the page's
// longest task. Measured with `npm run bench:steps` in both throttling modes (README, "What each step
// buys"). Other engines read the line as a comment.
//
// The step reads the chunks each page loads as it opens (Next's <script> tags, before hero-first
// hands them to its loader); finishExport then puts the line at the top of each such chunk, once.
// Chunks that only late islands import are left as they are: they are not part of the long task.
import { attr, externalScripts } from './dom.mjs';
import { CHUNK_PREFIX } from './hero-first.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/** What Turbopack's chunks and its runtime open with: the format the hint was measured on. */
const TURBOPACK = 'globalThis.TURBOPACK';

/** @type {import('./index.mjs').Step} */
export const compileHints = {
  name: 'compile-hints',
  run(document) {
    const chunks = externalScripts(document)
      .map((script) => attr(script, 'src'))
      .filter((src) => src.startsWith(CHUNK_PREFIX) && src.endsWith('.js'));
    return { chunks };
  },
};

/**
 * A chunk with the hint on its first line (unchanged when it has it already).
 * @param {string} source @param {(ok: unknown, message: string) => void} assume
 */
export function hintChunk(source, assume) {
  if (source.startsWith(COMPILE_HINT)) return source;
  assume(source.slice(0, 200).includes(TURBOPACK), `it does not open with ${TURBOPACK}: not the Turbopack chunk format the hint was measured on`);
  return COMPILE_HINT + source;
}
