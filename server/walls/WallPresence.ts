/** Which paired displays hold a live subscription in this platform process (issue 30: the console
 *  shows a display offline when its page is gone); a change is published to the realm's consoles. */
export class WallPresence {
  private readonly held = new Map<string, number>();

  constructor(private readonly changed: (realmId: string, wallId: string) => Promise<void>) {}

  online(wallId: string, index: number): boolean {
    return (this.held.get(`${wallId}:${index}`) ?? 0) > 0;
  }

  /** The display's page subscribed; the returned function says it left. */
  attach(realmId: string, wallId: string, index: number): () => void {
    const key = `${wallId}:${index}`;
    const count = this.held.get(key) ?? 0;
    this.held.set(key, count + 1);
    if (count === 0) void this.changed(realmId, wallId).catch(() => undefined);
    let attached = true;
    return () => {
      if (!attached) return;
      attached = false;
      const left = (this.held.get(key) ?? 1) - 1;
      if (left > 0) this.held.set(key, left);
      else {
        this.held.delete(key);
        void this.changed(realmId, wallId).catch(() => undefined);
      }
    };
  }
}
