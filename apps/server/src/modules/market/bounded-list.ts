// A ring buffer of the latest N items: market history kept in memory never grows without bound.
export class BoundedList<T> {
  private readonly items: T[] = [];
  private start = 0;

  constructor(readonly capacity: number) {}

  push(item: T): void {
    if (this.items.length < this.capacity) {
      this.items.push(item);
      return;
    }
    this.items[this.start] = item;
    this.start = (this.start + 1) % this.capacity;
  }

  get size(): number {
    return this.items.length;
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.items.slice(this.start), ...this.items.slice(0, this.start)];
  }

  /** Newest first, at most `count`. */
  latest(count: number): T[] {
    return this.toArray().reverse().slice(0, count);
  }

  clear(): void {
    this.items.length = 0;
    this.start = 0;
  }
}
