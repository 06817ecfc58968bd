// The hero photo first, then the framework. Next's chunk tags and the page-data script's tag are replaced
// by one small shared loader that adds them once the hero photo (`<img elementtiming="hero">`: a
// page's hero, a listing's first photo, or the first card's on a page that opens with its cards) has
// been painted (Element Timing; its load event where that is missing; at once if it fails); on a
// page without one (the search, the shortlist, the legal pages), once its text has been painted and
// the fonts are ready (the first contentful paint has been reported, where Paint Timing is there, and
// a frame has passed after both), its text being that page's largest paint; and
// START_BOUND_MS after parsing at the latest: never later, never on `load`.
// On a page with a query form (the search: lib/hydration-protocol.ts), a small script in <head>
// (QUERY_SCRIPT) has marked <html> before the first paint when the address's query narrows the page,
// so the page's CSS hides what the server rendered for no query; the loader then sets the form's
// fields from the address (those the visitor has not changed yet) and marks <html> again if the
// visitor changes one before the page has hydrated. If a script it adds fails to load, it marks
// <html> with the protocol's scripts-failed class, and the page's CSS says so.
// Until the page has hydrated, taps on buttons are held and given again once it has
// (components/layout/held-taps.tsx); taps inside a late island wait for its code
// (components/layout/lazy-islands.tsx). Links are never held: before hydration a link is plain HTML
// and leaves at once. The names the loader shares with the components are in
// lib/hydration-protocol.json, read here and by lib/hydration-protocol.ts.
import { createHash } from 'node:crypto';
import { append, attr, createElement, elements, externalScripts, first, hasAttr, parse, remove, textContent } from './dom.mjs';
import { PAGE_DATA_SRC } from './externalize-scripts.mjs';

/** The names shared with the components: the replay global and the late-island attribute. */
import PROTOCOL_JSON from '../../lib/hydration-protocol.json' with { type: 'json' };
export const PROTOCOL = PROTOCOL_JSON;

/** Where the shared loader is served from, under out/. */
export const LOADER_DIR = '_next/static/hero-first';
/** Where Next's chunks are. */
export const CHUNK_PREFIX = '/_next/static/chunks/';

/**
 * The longest the framework waits for the hero photo, from the end of parsing (the loader is
 * deferred): a slow or stalled photo host never holds the page's controls longer than this.
 */
export const START_BOUND_MS = 500;

/**
 * The longest a tap on a button is held for the page's code, from the tap. After it (or at once when
 * one of the page's scripts fails to load, as the chunks of a build that a deploy replaced do), the
 * tap is given back to the platform: the button does what it does in plain HTML (opens its popover,
 * submits its form), as with JavaScript off, instead of nothing.
 */
export const HOLD_BOUND_MS = 4000;

/**
 * The loader, in plain ES5 so that it runs (and harms nothing) in any browser, written short: it is
 * part of every page's first JavaScript. `d`: the data attributes of its own tag; `h`: held taps
 * and keys on buttons (Enter and Space on a button make a click of their own; Tab must move focus),
 * given again by the replay global once the page has hydrated, except those inside an island still
 * waiting for its code (the late attribute), which calls it again when it has hydrated. A tap on a
 * link, or on anything inside one, is never held. A held tap is given back to the platform (`free`:
 * clicked again with `pass` set, so the browser acts as without JavaScript) after HOLD_BOUND_MS, or at
 * once when a script fails (`failed`: nothing is held from then on). `go`: adds the page data, then the chunks, in
 * order; `hero`: the photo whose paint it waits for; without one, the first contentful paint and the
 * fonts (`left`: how many of the two are still awaited), then a frame.
 */
const SOURCE = `(function (d, h, started, ready, failed, pass) {
  var form = document.querySelector('form[${PROTOCOL.queryFormAttribute}]');
  function pend() {
    if (form.getAttribute('${PROTOCOL.queryFormAttribute}') == '${PROTOCOL.queryFormWaiting}') document.documentElement.classList.add('${PROTOCOL.queryPendingClass}');
  }
  function fill(c, v) {
    var o = c.options, i, at = -1;
    if (c.type == 'checkbox') {
      if (c.checked != c.defaultChecked || c.checked == (c.value == v)) return;
      c.checked = c.defaultChecked = c.value == v;
      return 1;
    }
    if (!o || !o[c.selectedIndex] || !o[c.selectedIndex].defaultSelected) return;
    for (i = 0; i < o.length; i++) if (o[i].value == v) at = i;
    if (at < 0 || c.selectedIndex == at) return;
    for (i = 0; i < o.length; i++) o[i].defaultSelected = o[i].selected = i == at;
    return 1;
  }
  if (form && window.URLSearchParams) {
    form.addEventListener('change', pend);
    new URLSearchParams(location.search).forEach(function (v, k) {
      var c = form.elements[k];
      if (c && (c.type == 'checkbox' || c.options) && fill(c, v)) pend();
    });
  }
  function free(held) {
    var i = h.indexOf(held);
    if (i >= 0) {
      h.splice(i, 1);
      if (held[0].isConnected && held[1].type == 'click') {
        pass = 1;
        held[0].click();
        pass = 0;
      }
    }
  }
  function hold(e) {
    var t = e.target.closest ? e.target : null;
    var c = t && !t.closest('a[href],summary') && t.closest('button');
    if (!failed && !pass && c && (!ready || c.closest('[${PROTOCOL.lateAttribute}]')) && (e.type == 'click' || (e.key != 'Enter' && e.key != ' ' && e.key != 'Tab'))) {
      e.preventDefault();
      e.stopImmediatePropagation();
      var held = [c, e];
      h.push(held);
      setTimeout(function () {
        free(held);
      }, ${HOLD_BOUND_MS});
    }
  }
  addEventListener('click', hold, true);
  addEventListener('keydown', hold, true);
  window.${PROTOCOL.replayGlobal} = function () {
    ready = 1;
    h.splice(0).forEach(function (held) {
      var c = held[0], e = held[1];
      if (c.closest('[${PROTOCOL.lateAttribute}]')) h.push(held);
      else if (!c.isConnected);
      else if (e.type == 'click') c.click();
      else c.dispatchEvent(new KeyboardEvent('keydown', { key: e.key, shiftKey: e.shiftKey, bubbles: true, cancelable: true }));
    });
  };
  function go() {
    if (!started) {
      started = 1;
      (d.page + ' ' + d.chunks).split(' ').forEach(function (src) {
        if (src && src != 'undefined') {
          var s = document.createElement('script');
          s.src = src;
          s.async = false;
          s.onerror = function () {
            document.documentElement.classList.add('${PROTOCOL.scriptsFailedClass}');
            failed = 1;
            h.slice().forEach(free);
          };
          document.head.appendChild(s);
        }
      });
    }
  }
  var hero = document.querySelector('img[elementtiming=hero]');
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes || [];
  setTimeout(go, ${START_BOUND_MS});
  if (!hero) {
    if (!document.fonts || !window.requestAnimationFrame) return go();
    var left = 1;
    var one = function () {
      if (!--left) requestAnimationFrame(function () {
        setTimeout(go);
      });
    };
    if (types.indexOf('paint') >= 0) {
      left++;
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (e) {
          if (e.name == 'first-contentful-paint') one();
        });
      }).observe({ type: 'paint', buffered: true });
    }
    document.fonts.ready.then(one);
    return;
  }
  hero.addEventListener('error', go);
  if (types.indexOf('element') >= 0) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        if (e.identifier == 'hero') go();
      });
    }).observe({ type: 'element', buffered: true });
  } else if (hero.complete) go();
  else hero.addEventListener('load', go);
})(document.currentScript.dataset, []);
`;
export const LOADER = `${SOURCE.replace(/\n\s*/g, '')}\n`;

/** The loader's file name (its content's hash, so a new loader is a new file). */
export const LOADER_NAME = `${createHash('sha256').update(LOADER).digest('hex').slice(0, 16)}.js`;

/**
 * On a page with a query form (the search), a script that runs in <head>, before anything of the body
 * is painted: when the address's query gives one of the form's fields a value other than the one the
 * page was rendered with (`data-defaults`, read from the form at build), it marks <html> as waiting for
 * the narrowed results, so that the page's CSS never shows what the server rendered for no query.
 * Blocking, but small and same-origin, fetched beside the stylesheet that blocks the paint anyway; the
 * shared loader (deferred) runs only once the whole page has been parsed, which on a phone is after
 * the first paint.
 */
const QUERY_SOURCE = `(function (d, p) {
  if (!window.URLSearchParams) return;
  d = new URLSearchParams(d);
  new URLSearchParams(location.search).forEach(function (v, k) {
    if (d.has(k) && d.get(k) != v) p = 1;
  });
  if (p) document.documentElement.classList.add('${PROTOCOL.queryPendingClass}');
})(document.currentScript.getAttribute('data-defaults'));
`;
export const QUERY_SCRIPT = `${QUERY_SOURCE.replace(/\n\s*/g, '')}\n`;
export const QUERY_SCRIPT_NAME = `query-${createHash('sha256').update(QUERY_SCRIPT).digest('hex').slice(0, 16)}.js`;

/** The query form's fields as the page renders them, as a query string: each select's chosen option, each box's value when ticked ('' when not). */
function fieldDefaults(form, assume) {
  const defaults = new URLSearchParams();
  for (const select of elements(form, 'select', (element) => hasAttr(element, 'name'))) {
    const options = elements(select, 'option');
    assume(options.length, `a select named ${attr(select, 'name')} without options in the query form`);
    const chosen = options.find((option) => hasAttr(option, 'selected')) ?? options[0];
    defaults.set(attr(select, 'name'), attr(chosen, 'value') ?? textContent(chosen));
  }
  for (const box of elements(form, 'input', (element) => attr(element, 'type') === 'checkbox' && hasAttr(element, 'name'))) {
    defaults.set(attr(box, 'name'), hasAttr(box, 'checked') ? (attr(box, 'value') ?? 'on') : '');
  }
  return defaults.toString();
}

/** @type {import('./index.mjs').Step} */
export const heroFirst = {
  name: 'hero-first',
  run(document, { assume }) {
    const head = first(document, 'head');
    const scripts = externalScripts(document);
    const chunks = [];
    let page = null;
    for (const script of scripts) {
      const src = attr(script, 'src');
      if (src === PAGE_DATA_SRC) page = src;
      else {
        assume(src.startsWith(CHUNK_PREFIX), `a script from ${src}, outside ${CHUNK_PREFIX} where Next's chunks were`);
        if (!chunks.includes(src)) chunks.push(src);
      }
      remove(script);
    }
    assume(chunks.length, `no script under ${CHUNK_PREFIX}: Next's chunks have moved`);
    assume(page, 'the page has no page-data script (externalize-scripts runs first)');
    for (const link of elements(head, 'link', (link) => attr(link, 'rel') === 'preload' && attr(link, 'as') === 'script')) {
      assume(chunks.includes(attr(link, 'href')), `a script preload for ${attr(link, 'href')}, which is not one of the page's chunks`);
      remove(link);
    }
    append(head, createElement('script', { src: `/${LOADER_DIR}/${LOADER_NAME}`, defer: '', 'data-page': page, 'data-chunks': chunks.join(' ') }));
    const queryForm = first(document, 'form', (form) => hasAttr(form, PROTOCOL.queryFormAttribute));
    if (queryForm) append(head, createElement('script', { src: `/${LOADER_DIR}/${QUERY_SCRIPT_NAME}`, 'data-defaults': fieldDefaults(queryForm, assume) }));
    return { chunks: chunks.length };
  },
};

/** What a finished page's loader adds: the page-data script (which pushes the page's data block) and Next's chunks (none when it has no loader). */
export function scriptsAfterHero(page) {
  const document = typeof page === 'string' ? parse(page) : page;
  const loader = first(document, 'script', (script) => (attr(script, 'src') ?? '').startsWith(`/${LOADER_DIR}/`));
  if (!loader) return { page: null, chunks: [] };
  return { page: attr(loader, 'data-page') ?? null, chunks: (attr(loader, 'data-chunks') ?? '').split(' ').filter(Boolean) };
}
