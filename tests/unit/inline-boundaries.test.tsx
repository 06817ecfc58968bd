/** @jest-environment node */
import { PassThrough } from 'node:stream';
import { Suspense, use } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { inlineStreamedBoundaries } from '../../scripts/inline-boundaries.mjs';

/** What React really streams for a page behind loading.tsx: the fallback first, the content later. */
function streamedPage(): Promise<string> {
  let resolve!: (value: string) => void;
  const content = new Promise<string>((done) => (resolve = done));
  function Villas() {
    return <h1>{use(content)}</h1>;
  }
  return new Promise((done, fail) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk) => (html += chunk));
    sink.on('end', () => done(html));
    const { pipe } = renderToPipeableStream(
      <html>
        <body>
          <main>
            <Suspense fallback={<div role="status">Loading…</div>}>
              <Villas />
            </Suspense>
          </main>
          <footer>Footer</footer>
        </body>
      </html>,
      {
        onShellReady() {
          pipe(sink);
          setTimeout(() => resolve('Villas for Sale in North Cyprus'), 10);
        },
        onError: fail,
      },
    );
  });
}

describe('inlineStreamedBoundaries on React’s own streaming output', () => {
  it('puts the streamed content in place of the fallback, so the page reads without JavaScript', async () => {
    const streamed = await streamedPage();
    // React's format as this test relies on it: a pending boundary, a hidden segment and its swap script.
    expect(streamed).toMatch(/<!--\$\?--><template id="B:0"><\/template>/);
    expect(streamed).toMatch(/<div hidden id="S:0">/);

    const { html, inlined } = inlineStreamedBoundaries(streamed);
    expect(inlined).toBe(1);
    const main = /<main>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
    expect(main).toContain('<h1>Villas for Sale in North Cyprus</h1>');
    expect(main).not.toContain('Loading…');
    expect(html).not.toContain('id="S:0"');
    expect(html).not.toMatch(/\$RC\("B:0"/);
    expect(html.indexOf('Villas for Sale')).toBeLessThan(html.indexOf('<footer>'));
  });

  it('leaves a page with nothing streamed alone', async () => {
    const plain = '<main><!--$--><h1>Home</h1><!--/$--></main>';
    expect(inlineStreamedBoundaries(plain)).toEqual({ html: plain, inlined: 0 });
  });
});
