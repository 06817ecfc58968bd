import { cn } from '@/lib/cn';
import { keepOnOneLine } from '@/lib/whatsapp';
import { headersForPath, inlineScriptHashes, inlineStyles, parseHeadersFile } from '../../scripts/security-headers.mjs';
import { externalizeInlineScripts } from '../../scripts/externalize-scripts.mjs';
import { LOADER_NAME, loadAfterHero, scriptsAfterHero } from '../../scripts/hero-first.mjs';

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

describe('inlineStyles (the build fails on what it finds: style-src has no unsafe-inline)', () => {
  it('finds the style attribute next/image puts on fill photos, and <style> elements', () => {
    const photo = '<img alt="Villa" sizes="100vw" style="position:absolute;height:100%;width:100%" src="https://images.unsplash.com/x"/>';
    expect(inlineStyles(`<main><p>Villas</p>${photo}</main>`)).toContain('style="position:absolute');
    expect(inlineStyles('<head><style>body{margin:0}</style></head>')).toBe('<style>');
    expect(inlineStyles("<div STYLE='color:red'>x</div>")).toContain("STYLE='color:red'");
  });

  it('passes pages whose styling is all in classes, and words that merely mention style', () => {
    expect(inlineStyles('<main><img class="photo-fill object-cover" alt="Villa"/><p>Villa style="modern" living</p></main>')).toBeNull();
    expect(inlineStyles('<script>self.__next_f.push([1,"{\\"style\\":{}}"])</script><p data-style="x">Hi</p>')).toBeNull();
  });
});

describe('externalizeInlineScripts', () => {
  const page =
    '<html><head><title>x</title></head><body><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
    '<script type="application/ld+json">{"@type":"Thing"}</script><script src="/a.js" async=""></script>' +
    '<script>self.__next_f.push([1,"a"])</script></body></html>';

  it('moves every inline script, in order, into one deferred file and keeps data blocks and external scripts', () => {
    const { html, script, name } = externalizeInlineScripts(page);
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(script).toBe('(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"a"]);\n');
    expect(name).toMatch(/^[0-9a-f]{16}\.js$/);
    expect(html).toContain(`<script src="/_next/static/page-scripts/${name}" defer=""></script></head>`);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script src="/a.js" async=""></script>');
  });

  it('leaves a page without inline scripts as it is', () => {
    const plain = '<html><head></head><body><script src="/a.js"></script></body></html>';
    expect(externalizeInlineScripts(plain)).toEqual({ html: plain, script: null, name: null });
  });
});

describe('loadAfterHero (Next\'s scripts wait for the hero photo)', () => {
  const page =
    '<html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
    '<link rel="preload" as="image" href="https://images.unsplash.com/hero"/>' +
    '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>' +
    '<script src="/_next/static/page-scripts/0123456789abcdef.js" defer=""></script></head>' +
    '<body><main>Villas</main><script type="application/ld+json">{}</script><script src="/_next/static/chunks/late.js" async=""></script></body></html>';

  it('replaces the chunk tags, their preloads and the page-data tag with one loader tag that lists them in order', () => {
    const { html, chunks, page: data } = loadAfterHero(page);
    expect(chunks).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/late.js']);
    expect(data).toBe('/_next/static/page-scripts/0123456789abcdef.js');
    expect(html).not.toMatch(/chunks\/(a|b|late)\.js" async/);
    expect(html).not.toContain('as="script"');
    expect(html).toContain('as="image"');
    expect(html).toContain('polyfills.js" noModule=""');
    expect(html).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain(`<script src="/_next/static/hero-first/${LOADER_NAME}" defer="" data-page="${data}" data-chunks="${chunks.join(' ')}"></script></head>`);
    expect(inlineScriptHashes(html)).toEqual([]);
    expect(scriptsAfterHero(html)).toEqual({ page: data, chunks });
  });

  it('leaves a finished page as it is when it runs again', () => {
    const { html } = loadAfterHero(page);
    expect(loadAfterHero(html).html).toBe(html);
  });
});
