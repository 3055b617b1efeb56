// What a window of the app answers its service worker: the page it shows now, which the worker cannot see
// for a page the app moved to after loading (Chromium gives a window's url as the address it was loaded at).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WINDOW_ASK, answerWorkerAsks, type WindowAnswer } from './windowAsk';

const container = new EventTarget();

function ask(question: { gameId?: string; turn?: string }): WindowAnswer | undefined {
  const replies: WindowAnswer[] = [];
  container.dispatchEvent(
    Object.assign(new Event('message'), {
      data: { ...question, type: WINDOW_ASK.type },
      ports: [{ postMessage: (reply: WindowAnswer) => replies.push(reply) }],
    }),
  );
  return replies[0];
}

describe('a window asked by the service worker', () => {
  const start = location.pathname;
  beforeAll(() => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  });
  afterAll(() => {
    history.replaceState(null, '', start);
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('says the page the app moved it to, not the one it was loaded at', () => {
    history.replaceState(null, '', '/');
    answerWorkerAsks();
    // Home, then a tap on a game: the app moves the page without loading it.
    history.pushState(null, '', '/game/ABCDE');
    expect(ask({ gameId: 'ABCDE', turn: '1:3:choose' })).toEqual({ path: '/game/ABCDE', told: false });
    // A notification's click asks of no game.
    history.pushState(null, '', '/daily-challenge');
    expect(ask({})).toEqual({ path: '/daily-challenge', told: false });
  });

  it('answers once however often it is set to answer, and not what is no ask of its worker', () => {
    answerWorkerAsks();
    answerWorkerAsks();
    const replies: unknown[] = [];
    const port = { postMessage: (reply: unknown) => replies.push(reply) };
    container.dispatchEvent(
      Object.assign(new Event('message'), { data: { type: WINDOW_ASK.type }, ports: [port] }),
    );
    container.dispatchEvent(Object.assign(new Event('message'), { data: { type: 'other' }, ports: [port] }));
    expect(replies).toHaveLength(1);
  });
});
