import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { SHELL_END, SHELL_START, shellScriptSources, withShell } from '../../src/http/appShell';

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

  it('runs a head script inline, first in the head, so it decides before the first paint', () => {
    const html = withShell(INDEX, {
      html: '<main>first screen</main>',
      css: '',
      preload: [],
      scripts: ['/assets/dailyStart-1.js'],
      headScript: 'document.documentElement.dataset.x="1"',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = head.indexOf('<script>document.documentElement.dataset.x="1"</script>');
    expect(inline).toBeGreaterThan(-1);
    expect(head.indexOf('<script type="module"')).toBeGreaterThan(inline);
  });
});

describe('shellScriptSources', () => {
  it("allows each shell's head script by its SHA-256, once, and nothing for shells without one", () => {
    const script = 'document.documentElement.dataset.x="1"';
    const hash = createHash('sha256').update(script).digest('base64');
    const shell = { html: '', css: '', preload: [] };
    expect(
      shellScriptSources({
        '/a': { ...shell, headScript: script },
        '/b': { ...shell, headScript: script },
        '/c': shell,
      }),
    ).toEqual([`'sha256-${hash}'`]);
    expect(shellScriptSources({ '/c': shell })).toEqual([]);
  });
});
