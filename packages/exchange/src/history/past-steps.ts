// Work made a step at a time, so a server can run it in slices between other work.

/**
 * Work done a step at a time: the generator yields between steps (each well under a few
 * milliseconds of CPU) and returns what it made. Run it to the end at once, or a few steps per
 * turn of an event loop so that the loop never waits long (the server's `PastHistorySource`).
 */
export type PastSteps<T> = Generator<void, T, void>;

/** Runs steps to their end at once. */
export function runSteps<T>(steps: PastSteps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * A part of the past made once, step by step, by whoever needs it first. Interleaved runs share
 * its progress (each advances the same steps), so nothing is made twice and every run gets the
 * same result; a run that throws leaves it to be started again.
 */
export class Part<T> {
  private steps: PastSteps<T> | undefined;
  private made: { readonly value: T } | undefined;

  constructor(private readonly make: () => PastSteps<T>) {}

  get done(): boolean {
    return this.made !== undefined;
  }

  *value(): PastSteps<T> {
    while (!this.made) {
      this.steps ??= this.make();
      let next: IteratorResult<void, T>;
      try {
        next = this.steps.next();
      } catch (error) {
        this.steps = undefined;
        throw error;
      }
      if (next.done) {
        this.made = { value: next.value };
        this.steps = undefined;
      }
      // Every step of work ends a step of the run, the last one too.
      yield;
    }
    return this.made.value;
  }
}
