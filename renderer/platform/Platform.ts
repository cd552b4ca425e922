/** What the console needs from the shell it runs in; web.ts and desktop.ts implement it. */
export interface Platform {
  /** 'desktop' inside the Electron shell (the Enterprise UI), 'web' in a browser. */
  readonly kind: 'web' | 'desktop';
  /** Reloads the console from the server (spec 1 §7: an unauthorised response reloads the page). */
  reload(): void;
}
