import { describe, expect, it } from 'vitest';
import { frameTimeline, SYNC_MARK, type TraceEvent } from './frames.ts';

const MAIN = 1;
const COMPOSITOR = 2;
const event = (
  name: string,
  ts: number,
  tid: number,
  args?: Record<string, unknown>,
  rest?: Partial<TraceEvent>,
) =>
  ({
    name,
    ts,
    pid: 7,
    tid,
    ph: 'I',
    args,
    cat: 'disabled-by-default-devtools.timeline.frame',
    ...rest,
  }) as TraceEvent;
const beginFrame = (sequence: number, ts: number) =>
  event('BeginFrame', ts, COMPOSITOR, { frameSeqId: sequence });
const mainFrame = (frameId: number, ts: number) =>
  event('BeginMainThreadFrame', ts, MAIN, { data: { frameId } });
const commit = (ts: number) => event('Commit', ts, COMPOSITOR, {}, { ph: 'b', id2: { local: `c${ts}` } });
const activate = (frameId: number, ts: number) => event('ActivateLayerTree', ts, COMPOSITOR, { frameId });
const draw = (sequence: number, ts: number) => event('DrawFrame', ts, COMPOSITOR, { frameSeqId: sequence });
const reporter = (sequence: number, state: string, begin: number, end: number) => [
  event(
    'PipelineReporter',
    begin,
    COMPOSITOR,
    { frame_reporter: { frame_sequence: sequence, state } },
    {
      ph: 'b',
      id2: { local: `r${sequence}` },
    },
  ),
  event('PipelineReporter', end, COMPOSITOR, {}, { ph: 'e', id2: { local: `r${sequence}` } }),
];

// Trace times in microseconds; the probe's mark at 1,000,000 us is page time 5,000 ms.
const page = (us: number) => us / 1000 - 1000 + 5000;
const trace: TraceEvent[] = [
  event(SYNC_MARK, 1_000_000, MAIN, {}, { cat: 'blink.user_timing' }),
  beginFrame(10, 1_000_000),
  mainFrame(1, 1_000_500),
  commit(1_008_000),
  activate(1, 1_012_000),
  beginFrame(11, 1_016_667),
  draw(11, 1_017_000),
  ...reporter(11, 'STATE_PRESENTED_ALL', 1_016_667, 1_025_000),
  // Seq 12 never reached the compositor thread (skipped); frame 2 starts three vsyncs after frame 1.
  beginFrame(13, 1_050_000),
  mainFrame(2, 1_050_300),
  beginFrame(14, 1_066_667),
  mainFrame(3, 1_066_967),
  commit(1_070_000),
  activate(3, 1_075_000),
  draw(15, 1_083_500),
  ...reporter(15, 'STATE_DROPPED', 1_083_333, 1_090_000),
  draw(16, 1_100_000),
  ...reporter(16, 'STATE_PRESENTED_ALL', 1_100_000, 1_110_000),
  // Another process's frames are not the page's.
  { ...mainFrame(1, 1_001_000), pid: 8 },
];

describe('frameTimeline', () => {
  const timeline = frameTimeline(trace, 5000);

  it('finds the presentation of the frame that committed a DOM change', () => {
    const frame = timeline.frameOf(page(1_004_000));
    expect(frame?.frameId).toBe(1);
    expect(frame?.presented).toBeCloseTo(page(1_025_000));
  });

  it('gives a change made after a frame committed to the next frame that commits, past a dropped draw', () => {
    const frame = timeline.frameOf(page(1_009_000));
    expect(frame?.frameId).toBe(3);
    expect(frame?.presented).toBeCloseTo(page(1_110_000));
  });

  it('counts frame intervals in vsyncs from the BeginFrame sequence numbers', () => {
    expect(timeline.frames.map((frame) => frame.vsyncs)).toEqual([1, 3, 1]);
    expect(timeline.vsyncMs).toBeCloseTo(16.667, 2);
  });

  it('counts the dropped compositor frames and only the page process', () => {
    expect(timeline.dropped).toBe(1);
    expect(timeline.presentedFrames).toBe(2);
    expect(timeline.frames).toHaveLength(3);
  });
});
