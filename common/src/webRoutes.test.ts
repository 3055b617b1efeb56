import { describe, expect, it } from 'vitest';
import { findWebRoute, matchWebRoute, WEB_APP_ROUTES, webRouteRegExpSource } from './webRoutes';

describe('web app routes', () => {
  it('knows the app’s pages, with their parameters', () => {
    expect(findWebRoute('/')).toMatchObject({ pattern: '/' });
    expect(findWebRoute('/share/abc123')).toEqual({
      pattern: '/share/:shareId',
      params: { shareId: 'abc123' },
    });
    expect(findWebRoute('/daily-challenge')).toMatchObject({
      pattern: '/daily-challenge/:gameId?',
      params: {},
    });
    expect(findWebRoute('/daily-challenge/DCS-G1-x')?.params).toEqual({ gameId: 'DCS-G1-x' });
    expect(findWebRoute('/daily-challenge/archive')?.pattern).toBe('/daily-challenge/archive');
    expect(findWebRoute('/word-checker/')?.pattern).toBe('/word-checker');
  });

  it('finds no page for any other path', () => {
    for (const path of ['/nope', '/share', '/share/a/b', '/game', '/daily-challenge/a/b', '/feedbacks'])
      expect(findWebRoute(path), path).toBeNull();
    expect(matchWebRoute('/share/:shareId', '/share/%E0%A4%A')).toBeNull();
  });

  it('writes each pattern as a regular expression that matches what the pattern does', () => {
    const paths = [
      '/',
      '/share/abc',
      '/share',
      '/share/a/b',
      '/daily-challenge',
      '/daily-challenge/x/',
      '/daily-challenge/archive',
      '/daily-challenge/a/b',
      '/word-checker/',
      '/feedbacks',
      '/review/computer',
    ];
    for (const pattern of WEB_APP_ROUTES)
      for (const path of paths)
        expect(new RegExp(webRouteRegExpSource(pattern)).test(path), `${pattern} ${path}`).toBe(
          matchWebRoute(pattern, path) !== null,
        );
  });
});
