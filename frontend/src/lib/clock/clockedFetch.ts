// The app's one fetch: every reply from the server also tells the app the server's time (see serverClock.ts).
import { noteServerDate } from './serverClock';

export async function clockedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const sentAt = Date.now();
  const response = await fetch(input, init);
  noteServerDate(response.headers.get('date'), sentAt, Date.now());
  return response;
}
