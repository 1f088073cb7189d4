/** A map that drops its least recently used entries once their sizes add up past `limitBytes`. */
export class SizedLru<Value> {
  private readonly items = new Map<string, { value: Value; size: number }>();
  private size = 0;

  constructor(private readonly limitBytes: number) {}

  get(key: string): Value | undefined {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  set(key: string, value: Value, size: number): void {
    this.delete(key);
    this.items.set(key, { value, size });
    this.size += size;
    for (const oldest of this.items.keys()) {
      if (this.size <= this.limitBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.size -= item.size;
  }

  /** Drops every entry for which `drop` is true. */
  deleteWhere(drop: (value: Value) => boolean): void {
    for (const [key, item] of this.items) if (drop(item.value)) this.delete(key);
  }

  clear(): void {
    this.items.clear();
    this.size = 0;
  }
}
