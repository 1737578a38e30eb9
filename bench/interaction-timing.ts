import { maximum, median, percentile75 } from "./stats.ts";

/**
 * The Event Timing API reports no event shorter than this (its smallest `durationThreshold`):
 * an interaction without an entry took at most this long.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** An Event Timing entry, as the page copied it out of `PerformanceEventTiming`. */
export type EventEntry = {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
};

/** What the probe in the page recorded, on the page's clock (`performance.now()`). */
export type ProbeRecord = {
  /** The `timeStamp` of the first input event (pointer, mouse, touch or key down) after arming. */
  inputAt: number | null;
  /** When the frame that first shows the expected result began to render. */
  visibleAt: number | null;
  events: EventEntry[];
};

export type InteractionSample = {
  /** The interaction's Event Timing duration: input to the next paint; null when under 16 ms. */
  eventTimingMs: number | null;
  /** From the input to the frame that shows the result. */
  visibleMs: number;
  /** The larger of the two, an entry under the threshold counting as the threshold. */
  ms: number;
};

/**
 * One measurement from the probe's record. The interaction is the one its first event after the
 * input belongs to; its duration is the longest of its events', as INP counts it.
 */
export function sampleOf({
  inputAt,
  visibleAt,
  events,
}: ProbeRecord): InteractionSample {
  if (inputAt === null)
    throw new Error("No input event reached the page after the probe was set");
  if (visibleAt === null)
    throw new Error("The page never showed the interaction's result");
  const ours = events
    .filter(
      (entry) => entry.interactionId > 0 && entry.startTime >= inputAt - 1,
    )
    .toSorted((a, b) => a.startTime - b.startTime);
  const interactionId = ours[0]?.interactionId;
  const eventTimingMs =
    interactionId === undefined
      ? null
      : maximum(
          ours
            .filter((entry) => entry.interactionId === interactionId)
            .map((entry) => entry.duration),
        );
  const visibleMs = visibleAt - inputAt;
  return {
    eventTimingMs,
    visibleMs,
    ms: Math.max(eventTimingMs ?? EVENT_TIMING_THRESHOLD_MS, visibleMs),
  };
}

export type Spread = { median: number; p75: number; max: number };
export type InteractionSummary = {
  /** Entries under the threshold count as the threshold. */
  eventTiming: Spread;
  visible: Spread;
  /** Of each sample's larger figure. */
  ms: Spread;
};

export function summariseSamples(
  samples: readonly InteractionSample[],
): InteractionSummary {
  const spread = (values: number[]): Spread => ({
    median: median(values),
    p75: percentile75(values),
    max: maximum(values),
  });
  return {
    eventTiming: spread(
      samples.map((s) => s.eventTimingMs ?? EVENT_TIMING_THRESHOLD_MS),
    ),
    visible: spread(samples.map((s) => s.visibleMs)),
    ms: spread(samples.map((s) => s.ms)),
  };
}

export type Measures = {
  samples: InteractionSample[];
  summary: InteractionSummary;
};

export type InteractionResult = Measures & {
  name: string;
  route: string;
  /**
   * The same interaction on the bare stack (bench/floor), measured by turns; null when not
   * measured (the floor has no cart lines nor a phone's menu).
   */
  floor: Measures | null;
  /**
   * And on the platform's own dialog and status region in place of the stack's Radix; null when
   * not measured (the speed gate leaves it out: no target judges it).
   */
  platform: Measures | null;
};
