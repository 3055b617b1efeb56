// A route's handle may name what its first screen needs beyond the route's own code (sections loaded on demand):
// the app's first render waits for it when the HTML already shows that screen (routerReady, main.tsx).
export interface FirstScreen {
  ready?: () => Promise<void>;
}
