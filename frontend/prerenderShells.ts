// Vite build step: the app shells. After the client build, src/shell/renderShells.tsx is built for Node and run,
// and its markup is written to app-shells.json with the CSS it needs beyond the entry's; the server puts a page's
// shell into #root (backend/src/http/appShell.ts). The entry stylesheet goes inline into index.html, so the first
// paint waits for the HTML alone. Every page's entry also lists the JS chunks and stylesheets its route loads
// lazily (src/app/routeModules.ts), which the server's HTML preloads. The build fails if a shell uses a class no
// stylesheet defines: that would be a shell rendered with different CSS-module names than the app's own.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postcss, { type AtRule, type Root, type Rule } from 'postcss';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { APP_SHELLS_FILE, DAILY_PAGE, type AppShells } from '../common/src/appShells.ts';
import { ROUTE_MODULES } from './src/app/routeModules.ts';

const ENTRY = 'src/shell/renderShells.tsx';
/** Early scripts by web route: built as entries of their own and run by that page's HTML before the app's entry. */
const SHELL_SCRIPTS: Record<string, string[]> = { [DAILY_PAGE.route]: ['src/shell/dailyStart.ts'] };

function classesIn(markup: string): Set<string> {
  const found = new Set<string>();
  for (const m of markup.matchAll(/\bclass="([^"]*)"/g))
    for (const name of (m[1] ?? '').split(/\s+/)) if (name) found.add(name);
  return found;
}

function classesOfSelector(selector: string): string[] {
  return [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
}

/** The rules of `css` that style one of `used`, with the @media around them and the @keyframes they animate with. */
function rulesFor(css: Root, used: Set<string>): string {
  const kept = css.clone();
  kept.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const selectors = rule.selectors.filter((s) => classesOfSelector(s).some((c) => used.has(c)));
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  const animations = new Set<string>();
  kept.walkDecls(/^animation(-name)?$/, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
  });
  kept.walkAtRules((at) => {
    if (/keyframes$/i.test(at.name) && !animations.has(at.params)) at.remove();
  });
  // Emptied @media and @supports blocks go too.
  kept.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return kept.toString().trim();
}

interface Rendered {
  shells: Record<string, string>;
  preloads: Record<string, string[]>;
  headScripts: Record<string, string>;
}

/**
 * The JS files `modules` need beyond what the entry already loads (their chunks and everything those import),
 * and the stylesheets of those chunks.
 */
function chunksFor(
  bundle: OutputBundle,
  root: string,
  modules: string[],
): { preload: string[]; styles: string[] } {
  const chunks = Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: string[], into = new Set<string>()): Set<string> => {
    for (const name of start) {
      if (into.has(name)) continue;
      into.add(name);
      closure(byName.get(name)?.imports ?? [], into);
    }
    return into;
  };
  const entry = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const starts = modules.map((module) => {
    const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
    if (!chunk) throw new Error(`shell preload ${module} is not a chunk of this build`);
    return chunk.fileName;
  });
  const own = [...closure(starts)].filter((name) => !entry.has(name));
  const styles = new Set(own.flatMap((name) => [...(byName.get(name)?.viteMetadata?.importedCss ?? [])]));
  return { preload: own.map((name) => `/${name}`), styles: [...styles].map((name) => `/${name}`) };
}

/**
 * Builds each early script on its own, every import bundled in: it must run the moment it arrives, not after
 * chunks it shares with the app, which queue behind the entry on a slow link. Returns its URL under assets/.
 */
export async function buildScript(root: string, outDir: string, module: string): Promise<string> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      modulePreload: false,
      rolldownOptions: { input: path.resolve(root, module), output: { codeSplitting: false } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs
    .flatMap((o) => ('output' in o ? o.output : []))
    .find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry);
  if (!chunk) throw new Error(`shell script ${module} built to nothing`);
  const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 8);
  const file = `assets/${path.basename(module, path.extname(module))}-${hash}.js`;
  writeFileSync(path.join(outDir, file), chunk.code);
  return `/${file}`;
}

async function renderWithNode(root: string): Promise<Rendered> {
  // Inside the project, so Node resolves the bundle's imports of react and react-router from its node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(path.join(cache, 'gridable-shells-'));
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      // Bundled, not imported from node_modules at run time: the workspace package is TypeScript source.
      ssr: { noExternal: ['@gridable/common'] },
      build: {
        ssr: ENTRY,
        outDir,
        emptyOutDir: true,
        rollupOptions: { output: { entryFileNames: 'shells.mjs' } },
      },
    });
    const mod = (await import(pathToFileURL(path.join(outDir, 'shells.mjs')).href)) as {
      renderShells(): Promise<Record<string, string>>;
      SHELL_PRELOADS: Record<string, string[]>;
      SHELL_HEAD_SCRIPTS: Record<string, string>;
    };
    return {
      shells: await mod.renderShells(),
      preloads: mod.SHELL_PRELOADS,
      headScripts: mod.SHELL_HEAD_SCRIPTS,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

export function prerenderShells(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'gridable-prerender-shells',
    apply: (config) => !config.build?.ssr,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // writeBundle, not closeBundle: it must be done before the precompress step compresses index.html.
    async writeBundle(_options, bundle) {
      const indexFile = path.join(outDir, 'index.html');
      let indexHtml = readFileSync(indexFile, 'utf8');
      const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(indexHtml);
      if (!link) throw new Error('index.html links no entry stylesheet');
      const entryFile = link[1] as string;
      const entryCss = readFileSync(path.join(outDir, entryFile), 'utf8').trim();
      indexHtml = indexHtml.replace(link[0], () => `<style>${entryCss}</style>`);
      writeFileSync(indexFile, indexHtml);

      const defined = new Set(classesOfSelector(entryCss));
      const lazyCss = readdirSync(path.join(outDir, 'assets'))
        .filter((f) => f.endsWith('.css') && `assets/${f}` !== entryFile)
        .map((f) => postcss.parse(readFileSync(path.join(outDir, 'assets', f), 'utf8')));
      const shells: AppShells = {};
      const rendered = await renderWithNode(root);
      for (const [route, html] of Object.entries(rendered.shells)) {
        const used = classesIn(html);
        const css = lazyCss
          .map((sheet) => rulesFor(sheet, used))
          .filter(Boolean)
          .join('\n');
        for (const name of classesOfSelector(css)) defined.add(name);
        const undefinedClasses = [...used].filter((name) => !defined.has(name));
        if (undefinedClasses.length > 0)
          throw new Error(
            `shell ${route} uses classes no stylesheet defines: ${undefinedClasses.join(', ')}`,
          );
        shells[route] = {
          html,
          css,
          ...chunksFor(bundle, root, [...(rendered.preloads[route] ?? []), ...(ROUTE_MODULES[route] ?? [])]),
          scripts: await Promise.all((SHELL_SCRIPTS[route] ?? []).map((m) => buildScript(root, outDir, m))),
          ...(rendered.headScripts[route] ? { headScript: rendered.headScripts[route] } : {}),
        };
      }
      // Pages without a prerendered first screen still preload the code and styles their route loads.
      for (const [route, modules] of Object.entries(ROUTE_MODULES))
        shells[route] ??= { css: '', ...chunksFor(bundle, root, modules) };
      writeFileSync(path.join(outDir, APP_SHELLS_FILE), JSON.stringify(shells));
    },
  };
}
