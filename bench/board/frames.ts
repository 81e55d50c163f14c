// Frames and presentation times of the benchmark page from a Chromium trace (frame categories only,
// a few events a frame). Why: the page probe cannot see when a frame reaches the screen. Its
// "paint" stamp is a task posted from requestAnimationFrame, which runs once the main thread has
// finished that frame (style, layout, paint, commit to the compositor); the compositor then
// activates the new tree (after raster) and draws it at a later vsync, which the page never sees.
// And requestAnimationFrame timestamps are coarsened (100 us with jitter outside cross-origin
// isolation), so intervals of one vsync read 16.6-16.8 ms.
//
// The chain followed here, for a DOM change at time t on the main thread:
//   BeginMainThreadFrame (main thread, frameId F; the last one before t, if t is before that
//   frame's commit; else the next) -> ActivateLayerTree (compositor, frameId F: raster done) ->
//   the first DrawFrame after it (compositor, frameSeqId D) -> the end of the PipelineReporter of
//   frame D whose state is presented (Chromium's presentation time of that compositor frame).
// Frame intervals are counted in vsyncs: the difference of the sequence numbers of the compositor
// BeginFrames (one a vsync) that started two main-thread frames, times the vsync interval (the
// median gap between BeginFrames).
import { percentile } from './stats.ts';

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  id2?: { local?: string; global?: string };
  args?: Record<string, unknown>;
}

/** Categories the timeline needs (frame pipeline events and the probe's user-timing marks). */
export const FRAME_TRACE_CATEGORIES = ['disabled-by-default-devtools.timeline.frame', 'blink.user_timing'];

/** The user-timing mark the page probe sets to tie its clock to the trace's (see probe.ts). */
export const SYNC_MARK = 'board-probe-sync';

interface MainFrame {
  frameId: number;
  /** Start of the main-thread frame (page clock, ms). */
  start: number;
  /** The compositor's commit of this frame (page clock, ms); undefined when nothing was committed. */
  commit?: number;
  /** When the compositor activated its tree (raster done). */
  activated?: number;
  /** Presentation of the first compositor frame drawn after the activation. */
  presented?: number;
  /** Vsyncs since the previous main-thread frame (1 = no vsync missed). */
  vsyncs: number;
}

export interface FrameTimeline {
  vsyncMs: number;
  frames: MainFrame[];
  /** The frame whose commit carries a DOM change made at page time `at`, if any. */
  frameOf(at: number): MainFrame | undefined;
  /** Compositor frames Chromium reported as dropped, and as presented. */
  dropped: number;
  presentedFrames: number;
}

const num = (value: unknown) => (typeof value === 'number' ? value : undefined);
const data = (event: TraceEvent, key: string) =>
  num(event.args?.[key]) ?? num((event.args?.data as Record<string, unknown> | undefined)?.[key]);

/**
 * Reads the page's frames out of a trace. `syncAt` is the page-clock time (timeOrigin + mark's
 * startTime) of the probe's SYNC_MARK, present in the trace, so trace times convert to page time.
 */
export function frameTimeline(events: readonly TraceEvent[], syncAt: number): FrameTimeline {
  const mark = events.find((event) => event.name === SYNC_MARK && event.cat?.includes('user_timing'));
  if (!mark) throw new Error(`the trace has no ${SYNC_MARK} mark`);
  const pid = mark.pid;
  const toPage = (ts: number) => ts / 1000 - mark.ts / 1000 + syncAt;
  const own = events.filter((event) => event.pid === pid).sort((a, b) => a.ts - b.ts);

  const beginFrames = own.filter((event) => event.name === 'BeginFrame' && event.ph === 'I');
  const gaps = beginFrames.slice(1).flatMap((event, index) => {
    const previous = beginFrames[index]!;
    const skipped = (data(event, 'frameSeqId') ?? 0) - (data(previous, 'frameSeqId') ?? 0);
    return skipped > 0 ? [(event.ts - previous.ts) / 1000 / skipped] : [];
  });
  const vsyncMs = gaps.length > 0 ? percentile(gaps, 50) : 1000 / 60;

  // Presentation time of each compositor frame sequence (reporters whose state is presented).
  const reporterState = new Map<string, { sequence: number; presented: boolean }>();
  const presentedAt = new Map<number, number>();
  let dropped = 0;
  for (const event of own) {
    if (event.name !== 'PipelineReporter') continue;
    const key = event.id2?.local ?? event.id2?.global ?? event.id ?? '';
    if (event.ph === 'b') {
      const reporter = (event.args?.frame_reporter ?? {}) as { frame_sequence?: number; state?: string };
      const state = reporter.state ?? '';
      if (state === 'STATE_DROPPED') dropped += 1;
      reporterState.set(key, {
        sequence: reporter.frame_sequence ?? -1,
        presented: state.startsWith('STATE_PRESENTED'),
      });
    } else if (event.ph === 'e') {
      const reporter = reporterState.get(key);
      reporterState.delete(key);
      if (reporter?.presented)
        presentedAt.set(
          reporter.sequence,
          Math.max(presentedAt.get(reporter.sequence) ?? 0, toPage(event.ts)),
        );
    }
  }

  const frames: MainFrame[] = [];
  const byId = new Map<number, MainFrame>();
  const draws: { at: number; sequence: number }[] = [];
  // The sequence number of the compositor's latest BeginFrame (one a vsync, numbered even when
  // the compositor skipped one), and of the one that started the previous main-thread frame.
  let sequence = -1;
  let previousSequence = -1;
  for (const event of own) {
    if (event.name === 'BeginFrame' && event.ph === 'I') sequence = data(event, 'frameSeqId') ?? sequence + 1;
    else if (event.name === 'BeginMainThreadFrame') {
      const frameId = data(event, 'frameId');
      if (frameId === undefined) continue;
      const frame: MainFrame = {
        frameId,
        start: toPage(event.ts),
        vsyncs: previousSequence < 0 || sequence < 0 ? 1 : Math.max(1, sequence - previousSequence),
      };
      previousSequence = sequence;
      frames.push(frame);
      byId.set(frameId, frame);
    } else if (event.name === 'Commit' && event.ph === 'b') {
      const frame = frames.at(-1);
      if (frame && frame.commit === undefined) frame.commit = toPage(event.ts);
    } else if (event.name === 'ActivateLayerTree') {
      const frame = byId.get(data(event, 'frameId') ?? -1);
      if (frame && frame.activated === undefined) frame.activated = toPage(event.ts);
    } else if (event.name === 'DrawFrame') {
      const sequence = data(event, 'frameSeqId');
      if (sequence !== undefined) draws.push({ at: toPage(event.ts), sequence });
    }
  }
  // Every activated frame is shown by the first draw after its activation.
  let draw = 0;
  for (const frame of [...frames]
    .filter((f) => f.activated !== undefined)
    .sort((a, b) => a.activated! - b.activated!)) {
    while (draw < draws.length && draws[draw]!.at < frame.activated!) draw += 1;
    for (let next = draw; next < draws.length; next += 1) {
      const at = presentedAt.get(draws[next]!.sequence);
      if (at !== undefined) {
        frame.presented = at;
        break;
      }
    }
  }

  const starts = frames.map((frame) => frame.start);
  return {
    vsyncMs,
    frames,
    dropped,
    presentedFrames: presentedAt.size,
    frameOf(at) {
      // The last frame started at or before `at`; if its commit came before `at`, the next one.
      let low = 0;
      let high = starts.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (starts[middle]! <= at) low = middle + 1;
        else high = middle;
      }
      for (let index = Math.max(0, low - 1); index < frames.length; index += 1) {
        const frame = frames[index]!;
        if (frame.commit !== undefined && frame.commit >= at) return frame;
      }
      return undefined;
    },
  };
}
