/** A map that drops its least recently used entries once their sizes add up past `limitBytes`. */
export class SizedLru {
  items = new Map();
  size = 0;

  constructor(limitBytes) {
    this.limitBytes = limitBytes;
  }

  get(key) {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item.value;
  }

  set(key, value, size) {
    this.delete(key);
    this.items.set(key, { value, size });
    this.size += size;
    for (const oldest of this.items.keys()) {
      if (this.size <= this.limitBytes) break;
      this.delete(oldest);
    }
  }

  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.size -= item.size;
  }

  clear() {
    this.items.clear();
    this.size = 0;
  }
}
