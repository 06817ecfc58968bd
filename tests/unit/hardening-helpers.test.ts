import { cn } from '@/lib/cn';
import { keepOnOneLine } from '@/lib/whatsapp';
import { inlineStreamedBoundaries } from '../../scripts/inline-boundaries.mjs';
import { headersForPath, inlineScriptHashes, parseHeadersFile, requestPathsFor } from '../../scripts/security-headers.mjs';

describe('cn', () => {
  it('lists each class once, in first-seen order', () => {
    expect(cn('size-5 shrink-0', 'shrink-0 size-5 rotate-90', false, 'md:flex', ['md:flex'])).toBe('size-5 shrink-0 rotate-90 md:flex');
  });
});

describe('keepOnOneLine', () => {
  it('turns spaces and hyphens into their non-breaking forms', () => {
    expect(keepOnOneLine('+90 392 000-0000')).toBe('+90\u00a0392\u00a0000\u20110000');
  });
});

describe('the _headers file', () => {
  const rules = parseHeadersFile(
    ['# comment', '/*', '  X-Frame-Options: DENY', '  Link: </a>; rel=preload', '', '/villas', '  Content-Security-Policy: default-src \'self\'', '/blog/:slug', '  X-Robots-Tag: noindex', '/*', '  Link: </b>; rel=preload'].join('\n'),
  );

  it('reads paths and their indented headers', () => {
    expect(rules.map((rule) => rule.path)).toEqual(['/*', '/villas', '/blog/:slug', '/*']);
    expect(rules[0]?.headers).toEqual([
      ['X-Frame-Options', 'DENY'],
      ['Link', '</a>; rel=preload'],
    ]);
  });

  it('applies every matching rule and joins a repeated header with a comma, as the hosts do', () => {
    const villas = headersForPath(rules, '/villas');
    expect(villas.get('x-frame-options')).toBe('DENY');
    expect(villas.get('content-security-policy')).toBe("default-src 'self'");
    expect(villas.get('link')).toBe('</a>; rel=preload, </b>; rel=preload');
    expect(headersForPath(rules, '/villas/x').has('content-security-policy')).toBe(false);
    expect(headersForPath(rules, '/blog/guide').get('x-robots-tag')).toBe('noindex');
    expect(headersForPath(rules, '/blog/guide/more').has('x-robots-tag')).toBe(false);
    expect(headersForPath(rules, '/').get('x-frame-options')).toBe('DENY');
  });

  it('rejects a header line with no path above it', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/line 1/);
  });

  it('maps an exported page to the paths that serve it', () => {
    expect(requestPathsFor('index.html')).toEqual(['/', '/index.html']);
    expect(requestPathsFor('blog/guide.html')).toEqual(['/blog/guide', '/blog/guide.html', '/blog/guide/']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts the browser runs, and skips external scripts and data blocks', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script src="/a.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module">alert(1)</script>',
      '<script id="_R_">self.x=1</script>',
    ].join('');
    // sha256 of "alert(1)" and of "self.x=1", base64.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='", "'sha256-OeQ5f9lOMes7jOc0cGCXX08CnAERweUkLpVXXpflaLg='"]);
  });
});

describe('inlineStreamedBoundaries', () => {
  const streamed =
    '<main><!--$?--><template id="B:0"></template><div role="status">Loading…</div><!--/$--></main><footer>f</footer>' +
    '<div hidden id="S:0"><h1>Villas</h1><div><script>var s = "</div><div>";</script><p>x</p></div><!--$--><!--/$--></div>' +
    '<script>$RB=[];$RV=function(a){a.length=0};$RC=function(a,b){b&&a};$RC("B:0","S:0")</script><script>self.__next_f=[]</script>';

  it('puts the streamed content in place of the fallback, as React would in the browser', () => {
    const { html, inlined } = inlineStreamedBoundaries(streamed);
    expect(inlined).toBe(1);
    expect(html).toBe(
      '<main><!--$--><h1>Villas</h1><div><script>var s = "</div><div>";</script><p>x</p></div><!--$--><!--/$--><!--/$--></main><footer>f</footer>' +
        '<script>self.__next_f=[]</script>',
    );
  });

  it('leaves a page alone when there is nothing to do or something is not where React puts it', () => {
    const plain = '<main><!--$--><h1>Home</h1><!--/$--></main>';
    expect(inlineStreamedBoundaries(plain)).toEqual({ html: plain, inlined: 0 });
    const missingSegment = streamed.replace('id="S:0"', 'id="S:9"');
    expect(inlineStreamedBoundaries(missingSegment)).toEqual({ html: missingSegment, inlined: 0 });
  });
});
