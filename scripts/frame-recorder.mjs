/**
 * Runs in a page from its first moment (Playwright's addInitScript: it must stay self-contained): in
 * every frame, the cards a visitor can see (their links) and the status lines they can read, kept in
 * `window.__frames` whenever they change, each with its time. The search's browser tests and
 * bench/settle.mjs read it to tell what a page showed while it loaded.
 */
export function recordFrames() {
  const samples = [];
  window.__frames = samples;
  let last = '';
  const frame = () => {
    const main = document.querySelector('main');
    if (main) {
      const visible = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const cards = [...main.querySelectorAll('article h3 a')].filter(visible).map((link) => link.getAttribute('href') ?? '');
      const status = [...main.querySelectorAll('[role=status]')]
        .filter(visible)
        .map((element) => element.innerText.trim())
        // An empty live region (a form's, waiting for an outcome) is nothing a visitor reads.
        .filter(Boolean)
        .join(' | ');
      const key = JSON.stringify([cards, status]);
      if (key !== last) {
        last = key;
        samples.push({ at: performance.now(), cards, status });
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
