// The JSON text of an event, computed once however many streams send it, and kept by the node's recent
// events (recentEvents.ts) as the very bytes its streams sent live.
import type { ServerEvent } from '@gridable/common';

const texts = new WeakMap<ServerEvent, string>();

export function eventText(event: ServerEvent): string {
  let text = texts.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    texts.set(event, text);
  }
  return text;
}
