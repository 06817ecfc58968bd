/**
 * html-validate for the exported pages: tests/export/check.mjs checks every out/**\/*.html.
 * The recommended preset, with only the rules that clash with how React and Next write HTML relaxed.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // Pages are written by scripts/finish-export through parse5, which writes void elements as HTML
    // does (<meta …>, <img …>); require that one style.
    'void-style': ['error', { style: 'omit' }],
    // React writes boolean attributes with an empty value (async="", required=""); require that one style.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // React writes hidden="" from JSX but a bare `hidden` in its own streaming markup (<div hidden id="S:0">).
    'attribute-empty-style': 'off',
    // React's useId and Suspense boundaries write ids such as "_R_1u2npb_" and "S:0"; HTML allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // Naming a list is valid ARIA 1.2; property cards name their feature list "Features" for screen readers.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

export default config;
