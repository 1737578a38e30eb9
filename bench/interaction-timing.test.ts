// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  sampleOf,
  summariseSamples,
  type EventEntry,
} from "./interaction-timing.ts";

const entry = (
  name: string,
  startTime: number,
  duration: number,
  interactionId: number,
): EventEntry => ({ name, startTime, duration, interactionId });

describe("sampleOf", () => {
  it("takes the longest event of the interaction that follows the input, and the time to visible", () => {
    const sample = sampleOf({
      inputAt: 1000,
      visibleAt: 1064.5,
      events: [
        // An earlier interaction (typing before the probe was set) does not count.
        entry("keydown", 900, 120, 7),
        entry("pointerdown", 1000, 24, 9),
        entry("click", 1010, 48, 9),
        // Nor does a later one, nor an event outside any interaction.
        entry("keydown", 1200, 200, 11),
        entry("mouseover", 1000, 300, 0),
      ],
    });
    expect(sample).toEqual({ eventTimingMs: 48, visibleMs: 64.5, ms: 64.5 });
  });

  it("takes the Event Timing duration when it is the larger", () => {
    const sample = sampleOf({
      inputAt: 500,
      visibleAt: 540,
      events: [entry("keydown", 500, 88, 3), entry("keyup", 560, 16, 3)],
    });
    expect(sample).toEqual({ eventTimingMs: 88, visibleMs: 40, ms: 88 });
  });

  it("counts an interaction without an entry as the 16 ms threshold", () => {
    expect(sampleOf({ inputAt: 10, visibleAt: 22, events: [] })).toEqual({
      eventTimingMs: null,
      visibleMs: 12,
      ms: 16,
    });
  });

  it("refuses a record without an input or without the result", () => {
    expect(() => sampleOf({ inputAt: null, visibleAt: 5, events: [] })).toThrow(
      /input/,
    );
    expect(() => sampleOf({ inputAt: 5, visibleAt: null, events: [] })).toThrow(
      /result/,
    );
  });
});

describe("summariseSamples", () => {
  it("gives the median, the 75th percentile and the maximum of each figure", () => {
    const summary = summariseSamples([
      { eventTimingMs: 40, visibleMs: 30, ms: 40 },
      { eventTimingMs: null, visibleMs: 20, ms: 20 },
      { eventTimingMs: 96, visibleMs: 110, ms: 110 },
    ]);
    expect(summary).toEqual({
      eventTiming: { median: 40, p75: 96, max: 96 },
      visible: { median: 30, p75: 110, max: 110 },
      ms: { median: 40, p75: 110, max: 110 },
    });
  });
});
