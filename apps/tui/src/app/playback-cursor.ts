import { applyInto, type LabelState, type Perm } from '@puz/perm';

/**
 * Positions along an answer for playback. Going forward applies one move per step into a reused
 * buffer; a state is kept every `every` steps as it is passed, so any jump (back one step, to the
 * start, to the end) costs at most `every` moves from the nearest kept state instead of a replay
 * from the start — a 10,000-move 33x33x33 answer plays at full speed with a few dozen states kept.
 */
export class PlaybackCursor {
  private readonly kept: LabelState[];
  private buf: LabelState;
  private tmp: LabelState;
  private step = 0;

  constructor(
    start: LabelState,
    private readonly perms: readonly Perm[],
    private readonly every = 256,
  ) {
    this.kept = [start.slice()];
    this.buf = start.slice();
    this.tmp = start.slice();
  }

  get total(): number {
    return this.perms.length;
  }

  /** The state after the first `target` moves (clamped). Read it before the next call: it is reused. */
  at(target: number): LabelState {
    const goal = Math.max(0, Math.min(this.total, Math.floor(target)));
    if (goal < this.step || goal - this.step > this.every) {
      // Restart from the last kept state at or before the goal (every one before the furthest
      // step reached is kept; beyond it, the furthest kept one).
      const k = Math.min(Math.floor(goal / this.every), this.kept.length - 1);
      if (k * this.every > this.step || goal < this.step) {
        this.buf.set(this.kept[k] as LabelState);
        this.step = k * this.every;
      }
    }
    while (this.step < goal) {
      applyInto(this.tmp, this.perms[this.step] as Perm, this.buf);
      [this.buf, this.tmp] = [this.tmp, this.buf];
      this.step++;
      if (this.step % this.every === 0 && this.kept.length === this.step / this.every)
        this.kept.push(this.buf.slice());
    }
    return this.buf;
  }
}
