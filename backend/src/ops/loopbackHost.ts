// Loopback names: the developer's own machine (the Vite dev server, `npm start` on localhost), trusted where a
// request's Host or Origin otherwise would not be.
const LOOPBACK_HOSTNAME = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/i;

/** Whether `host` ("name" or "name:port", as in a Host header or URL.host) is a loopback name. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTNAME.test(host.replace(/:\d{1,5}$/, ''));
}
