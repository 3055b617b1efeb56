import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createLogger } from '../../src/logger';
import {
  inlineStyleSources,
  SHELL_END,
  SHELL_HEAD_END,
  SHELL_HEAD_START,
  SHELL_START,
  inlineScriptSources,
  withShell,
} from '../../src/http/appShell';
import { listen } from '../support/appServer';

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

describe('withShell for a page with no prerendered screen', () => {
  it("preloads its route's chunks and stylesheets in the head, between the markers the service worker strips", () => {
    const html = withShell(INDEX, {
      css: '',
      preload: ['/assets/FriendGamePage-1.js'],
      styles: ['/assets/FriendGamePage-1.css'],
    });
    expect(html).toContain('<div id="root"></div>');
    const head = html.slice(html.indexOf(SHELL_HEAD_START), html.indexOf(SHELL_HEAD_END));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/FriendGamePage-1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/FriendGamePage-1.css">');
    expect(html.indexOf(SHELL_HEAD_END)).toBeLessThan(html.indexOf('</head>'));
  });
});

describe('inlineScriptSources', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("allows each shell's head script by its SHA-256, once, and nothing for shells without one", () => {
    const script = 'document.documentElement.dataset.x="1"';
    const shell = { html: '', css: '', preload: [] };
    expect(
      inlineScriptSources(INDEX, {
        '/a': { ...shell, headScript: script },
        '/b': { ...shell, headScript: script },
        '/c': shell,
      }),
    ).toEqual([sha(script)]);
    expect(inlineScriptSources(INDEX, { '/c': shell })).toEqual([]);
  });

  it("allows index.html's own inline script (the theme, set before the first paint), not its module scripts", () => {
    const theme = 'document.documentElement.setAttribute("data-theme","dark")';
    const index = `<html><head><script>${theme}</script><script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>`;
    expect(inlineScriptSources(index, {})).toEqual([sha(theme)]);
  });
});

describe('inline style elements in the CSP', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it("allows index.html's inlined stylesheet and each shell's CSS by hash, once", () => {
    const index = '<html><head><style>:root{--a:1}</style></head><body><div id="root"></div></body></html>';
    const shell = { html: '', preload: [] };
    expect(
      inlineStyleSources(index, {
        '/a': { ...shell, css: '.a{color:red}' },
        '/b': { ...shell, css: '.a{color:red}' },
        '/c': { ...shell, css: '' },
      }),
    ).toEqual([sha(':root{--a:1}'), sha('.a{color:red}')]);
  });

  it('sends a policy under which a style element the build did not make does not apply', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gridable-csp-'));
    try {
      writeFileSync(path.join(dir, 'index.html'), '<html><head><style>body{margin:0}</style></head></html>');
      const config = loadConfig({ LOG_LEVEL: 'silent', STATIC_DIR: dir });
      const server = await listen(buildApp({ config, log: createLogger('silent') }));
      try {
        const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
        const directive = (name: string) =>
          csp
            .split(';')
            .find((part) => part.startsWith(`${name} `))
            ?.split(' ')
            .slice(1);
        expect(directive('style-src-elem')).toEqual(["'self'", sha('body{margin:0}')]);
        // React's style props and a shell's style attributes still apply.
        expect(directive('style-src-attr')).toEqual(["'unsafe-inline'"]);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
