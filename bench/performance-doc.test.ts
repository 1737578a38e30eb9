// @vitest-environment node
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  HAND_WRITTEN,
  handWrittenPart,
  performanceDoc,
} from "./performance-doc.ts";

describe("performanceDoc", () => {
  const doc = performanceDoc({
    date: new Date("2026-05-04T03:02:01.000Z"),
    command: "npm run bench -- --runs 1",
    machine: {
      cpu: "Intel(R) Xeon(R) Processor @ 2.50GHz",
      cores: 2,
      memoryGb: 23,
      os: "Linux 6.1.0",
      node: "v24.11.0",
      chromium:
        "Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm)",
      emojiFonts: "Noto Color Emoji",
      lighthouse: "13.5.0",
      playwright: "1.65.1",
    },
    report: "Lighthouse · mobile\nRoute  Perf\n/       100\n\n",
  });

  it("says what was measured, when, how and on what", () => {
    expect(doc).toMatch(/^# Performance\n/);
    expect(doc).toContain("## What it measures, and how");
    expect(doc).toContain("- Date: 2026-05-04T03:02:01.000Z");
    expect(doc).toContain("- Command: `npm run bench -- --runs 1`");
    expect(doc).toContain(
      "- Machine: Intel(R) Xeon(R) Processor @ 2.50GHz, 2 cores, 23 GB, Linux 6.1.0",
    );
    expect(doc).toContain(
      "- Node.js 24.11.0, Chromium 150.0.7871.100 built on Debian GNU/Linux 12 (bookworm), Lighthouse 13.5.0, Playwright 1.65.1",
    );
    expect(doc).toContain(
      "- Emoji font (for the toast's 🎉): Noto Color Emoji",
    );
  });

  it("is what docs/performance.md says of the bench, up to its last run", async () => {
    const written = await readFile(
      join(import.meta.dirname, "../docs/performance.md"),
      "utf8",
    );
    const beforeLastRun = (text: string) =>
      text.slice(0, text.indexOf("\n## Last run\n"));
    expect(beforeLastRun(written)).toBe(beforeLastRun(doc));
  });

  it("ends with the report as printed, in a fenced block", () => {
    expect(doc).toMatch(
      /\n```text\nLighthouse · mobile\nRoute {2}Perf\n\/ {7}100\n```\n$/,
    );
  });

  it("keeps what people wrote after the report, as it was", () => {
    const previous = `# Performance\n\nold report\n\n${HAND_WRITTEN}\n\n## Logs\n\nA series.\n`;
    const next = performanceDoc({
      date: new Date("2026-05-05T00:00:00.000Z"),
      command: "npm run bench",
      machine: {
        cpu: "cpu",
        cores: 2,
        memoryGb: 23,
        os: "Linux",
        node: "v26.10.0",
        chromium: "Chromium 156",
        emojiFonts: "none",
        lighthouse: "13.5.0",
        playwright: "1.64.1",
      },
      report: "new report",
      handWritten: handWrittenPart(previous),
    });
    expect(next).not.toContain("old report");
    expect(next).toMatch(
      /new report\n```\n\n<!-- The bench's report ends here/,
    );
    expect(next.endsWith("## Logs\n\nA series.\n")).toBe(true);
    expect(handWrittenPart("# Performance\n\nno marker\n")).toBe("");
  });
});
