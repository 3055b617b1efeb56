// The JSON text of an event, computed once however many streams send it, and kept by the node's recent
// events (recentEvents.ts) as the very bytes its streams sent live.
import type { ServerEvent } from '@gridable/common';
import { eventForStranger } from '../games/gameViews';

const texts = new WeakMap<ServerEvent, string>();
const strangerTexts = new WeakMap<ServerEvent, string>();

export function eventText(event: ServerEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    texts.set(event, text);
  }
  return text;
}

/** The text a stream without a seat is sent: no grid of a live game (gameViews.ts eventForStranger). */
export function strangerEventText(event: ServerEvent): string {
  let text = strangerTexts.get(event);
  if (text === undefined) {
    const shown = eventForStranger(event);
    text = shown === event ? eventText(event) : JSON.stringify(shown);
    strangerTexts.set(event, text);
  }
  return text;
}

/** The same from an event's text as recentEvents.ts kept it (a reconnect: read once, not on the live path). */
export function strangerTextOf(text: string): string {
  const event = JSON.parse(text) as ServerEvent;
  const shown = eventForStranger(event);
  return shown === event ? text : JSON.stringify(shown);
}
