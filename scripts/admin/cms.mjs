// The CMS at /admin: Sveltia CMS from its npm package, bundled by scripts/admin/build.mjs into out/admin/
// (no script from a CDN). It reads its configuration from the <link rel="cms-config-url"> in
// out/admin/index.html, /admin/config.json, which the build generates from the facts (lib/cms/config.ts).
import CMS from '@sveltia/cms';

CMS.init();
