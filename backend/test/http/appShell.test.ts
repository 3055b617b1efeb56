import { describe, expect, it } from 'vitest';
import { SHELL_END, SHELL_START, withShell } from '../../src/http/appShell';

const INDEX =
  '<!doctype html><html><head><title>Gridable</title></head><body><div id="root"></div></body></html>';

describe('withShell', () => {
  it('leaves a page without a shell as it is', () => {
    expect(withShell(INDEX, undefined)).toBe(INDEX);
  });

  it("puts the markup into #root and the page's early scripts, preloads and CSS into the head", () => {
    const html = withShell(INDEX, {
      html: '<main>first screen</main>',
      css: '.a{color:red}',
      preload: ['/assets/page-1.js'],
      scripts: ['/assets/dailyStart-1.js'],
    });
    expect(html).toContain(`<div id="root">${SHELL_START}<main>first screen</main>${SHELL_END}</div>`);
    const head = html.slice(0, html.indexOf('</head>'));
    const script = head.indexOf('<script type="module" async src="/assets/dailyStart-1.js"></script>');
    const preload = head.indexOf('<link rel="modulepreload" crossorigin href="/assets/page-1.js">');
    // The early script comes first: it starts its request before the preloads queue on a slow link.
    expect(script).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(script);
    expect(head).toContain('<style>.a{color:red}</style>');
  });
});
