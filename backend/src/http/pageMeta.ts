// Link previews: each page of the web app may have its own <title>, description and Open Graph / Twitter
// tags, written into index.html by the server because chat apps never run the app's JavaScript. Features
// add routes here (Feature.pages); a resolver that returns null makes the page a 404 (an unknown share id).
import type { Request } from 'express';
import { findWebRoute, WEB_APP_ROUTES } from '@gridable/common';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of a 1200x630 image; without it the card is a plain summary. */
  image?: string;
  imageAlt?: string;
}

export interface PageMetaRoute {
  /** One of WEB_APP_ROUTES (common/src/webRoutes.ts), e.g. '/share/:shareId'. */
  path: string;
  resolve(params: Record<string, string>, req: Request): PageMeta | null | Promise<PageMeta | null>;
}

export type PageLookup =
  | { kind: 'page'; meta: PageMeta }
  /** Not a page of the app, or a page whose subject does not exist: 404 with the not-found page. */
  | { kind: 'missing' };

export const SITE_META: PageMeta = {
  title: 'Gridable',
  description: 'Gridable: the turn-taking grid-building word game. Play today’s daily or challenge a friend.',
};

export function createPageMeta(routes: readonly PageMetaRoute[] = []) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  const unknown = routes.filter((route) => !(WEB_APP_ROUTES as readonly string[]).includes(route.path));
  if (unknown.length > 0)
    throw new Error(`Page meta for routes the app does not have: ${unknown.map((r) => r.path).join(', ')}`);
  return {
    async lookup(req: Request): Promise<PageLookup> {
      const match = findWebRoute(req.path);
      if (!match) return { kind: 'missing' };
      const route = byPath.get(match.pattern);
      if (!route) return { kind: 'page', meta: SITE_META };
      const meta = await route.resolve(match.params, req);
      return meta ? { kind: 'page', meta } : { kind: 'missing' };
    },
  };
}
export type PageMetaLookup = ReturnType<typeof createPageMeta>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The head tags for `meta`, replacing index.html's own title and description. */
export function metaTags(meta: PageMeta, url: string): string {
  const tags: [attr: 'name' | 'property', key: string, value: string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', 'Gridable'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    tags.push(
      ['property', 'og:image', meta.image],
      ['property', 'og:image:type', 'image/png'],
      ['property', 'og:image:width', '1200'],
      ['property', 'og:image:height', '630'],
      ['name', 'twitter:image', meta.image],
    );
    if (meta.imageAlt) tags.push(['property', 'og:image:alt', meta.imageAlt]);
  }
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`),
  ].join('\n    ');
}

/** index.html with its title and description swapped for the page's tags. */
export function withMeta(indexHtml: string, meta: PageMeta, url: string): string {
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a string: a replacement string reads "$&" or "$'" in a title (players' names are in some) as
  // patterns that paste parts of the page in.
  return stripped.replace(/<\/head>/i, () => `  ${metaTags(meta, url)}\n  </head>`);
}
