import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { availableParallelism, cpus, release, totalmem, type } from "node:os";
import { join } from "node:path";
import { CHROMIUM_PATH } from "../scripts/chromium.ts";

export type Machine = {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  chromium: string;
  /** The fonts that draw the toast's 🎉, as every phone has one: none makes layout search. */
  emojiFonts: string;
  lighthouse: string;
  playwright: string;
};

async function packageVersion(projectRoot: string, name: string) {
  const manifest = await readFile(
    join(projectRoot, "node_modules", name, "package.json"),
    "utf8",
  );
  return (JSON.parse(manifest) as { version: string }).version;
}

/** The machine and the tools that measured, for the record beside the figures. */
export async function describeMachine(projectRoot: string): Promise<Machine> {
  const chromium = spawnSync(CHROMIUM_PATH, ["--version"], {
    encoding: "utf8",
  });
  const emojiFonts = spawnSync("fc-list", [":charset=1f389", "family"], {
    encoding: "utf8",
  });
  return {
    cpu: cpus()[0]?.model.trim() ?? "unknown",
    cores: availableParallelism(),
    memoryGb: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: chromium.stdout.split("\n")[0]?.trim() || "unknown",
    emojiFonts:
      emojiFonts.status === 0
        ? emojiFonts.stdout.trim().split("\n").filter(Boolean).join(", ") ||
          "none"
        : "unknown",
    lighthouse: await packageVersion(projectRoot, "lighthouse"),
    playwright: await packageVersion(projectRoot, "@playwright/test"),
  };
}

/** Where the bench's report ends in `docs/performance.md`, and what people wrote begins. */
export const HAND_WRITTEN =
  "<!-- The bench's report ends here. What follows is written by hand: npm run bench -- --write-doc must keep it. -->";

/** What follows `HAND_WRITTEN` in a `docs/performance.md`, the marker included; or nothing. */
export const handWrittenPart = (doc: string) => {
  const start = doc.indexOf(HAND_WRITTEN);
  return start === -1 ? "" : doc.slice(start);
};

/**
 * `docs/performance.md`: what the bench measures and how, then its last report, as printed,
 * then what people wrote after it (`handWritten`, from the file as it was), kept as it is.
 */
export function performanceDoc({
  date,
  command,
  machine: m,
  report,
  handWritten = "",
}: {
  date: Date;
  command: string;
  machine: Machine;
  report: string;
  handWritten?: string;
}): string {
  return `# Performance

The last report of \`npm run bench\`, written by \`npm run bench -- --write-doc\`. The targets, kept in
\`bench/targets.ts\`, are ratios to what the same run measures; why it measures as it does is
[below](#how-the-bench-measures-and-why).

## What it measures, and how

- **Lighthouse** (from npm, in Debian's Chromium) with its mobile defaults on every route: the
  four pages and the 404 page, served by \`npm start\`'s server. Each route runs several times
  each way, by turns; the tables show the median run. Two ways: its simulated throttling (it
  loads the page at full speed and computes what a phone would see with its model, Lantern), and
  DevTools' real throttling (\`throttlingMethod: 'devtools'\`: the mobile network, 562.5 ms per
  request and 1.47 Mbps down, and a phone's CPU slowdown (below) applied while the page loads, the
  metrics observed), once on each phone.
- **The phones**: once per run, the bench scores this machine's CPU by Lighthouse's BenchmarkIndex
  in a blank page, and finds the CPU slowdown at which it scores as a low-tier phone (264, a Moto G
  Power 2022) and as a mid-tier one (1000, a Pixel 5), as Chrome DevTools' CPU calibration does
  (\`bench/cpu-calibration.ts\`, [record 137](decisions/137-phones-not-multipliers.md)). Every
  interaction, move and repeat visit is measured on both phones; the targets judge the low tier.
- **The limit of each page's LCP**: the same page with every \`<script>\` (JSON-LD included) and every
  \`<link rel="modulepreload">\` stripped from its HTML, served by the same server code from a copy of
  the build, and run by turns with the page (page, limit, page, limit…) so that both meet the
  machine in the same state, throttled the same way. The ratio is the page's LCP over the limit's
  median LCP: at most 1.10× simulated, 1.05× with real throttling. The limit's median TBT is shown
  beside the page's: what the HTML and CSS alone block the main thread for, with no JavaScript at
  all.
- **The longest main-thread task after the first paint**, from a trace of each page's load in a
  fresh Chromium over the DevTools protocol, 3 times with DevTools' Runtime domain on (as
  Lighthouse has it) and 3 times off (as a shopper's browser has it), by turns. With it on, an
  error created while a script starts makes V8 parse that script again to give DevTools its
  stack, in a task Lighthouse counts: the two columns apart mean something does.
- **What \`/\` ships**: every script and stylesheet the page can load without interaction, lazy
  chunks included, read from the build and brotli-compressed as the server sends them.
- **Interactions**, in Chromium driven by Playwright, on the mobile screen, on each phone's CPU,
  each 10 times in a fresh page once React has hydrated, tapped with a finger's raw touch input
  (or typed): \`Add to Cart\` until the toast and the cart's badge are painted, the cart button
  until the drawer is, a chat message sent with Enter until it shows in the conversation, the
  drawer's quantity buttons until the new quantity shows, its Remove until the empty cart does,
  and the header's menu button until the phone's menu does. Each time counts the larger of the
  interaction's Event Timing duration (input to next paint) and the time from the input to the
  first frame that shows the result; the targets are judged on the median, and on the low tier
  within 200 ms at the median and the 75th percentile.
- **The floor of each interaction**: where the floor has it (the toast, the drawer and the chat),
  the same interaction, timed the same way and by turns with the shop's, on a page of the bare stack (\`bench/floor\`): React Router pre-rendering,
  React, and Radix's Dialog and Toast with their defaults, built by Vite's defaults, with no
  design and none of the shop's tuning. What the shop's own code and design add is the
  difference.
- **The platform floor**: the same floor's pages with what the browser gives in place of Radix,
  a modal \`<dialog>\` opened with \`showModal()\` and a status region for the toast, timed by
  the same turns. What Radix's Dialog and Toast cost over the platform is its difference from the
  floor ([record 096](decisions/096-radix-dialog-and-toast-kept.md) says why the shop keeps them).
- **Moves between pages**, in Chromium driven by Playwright, on the mobile screen, with Lighthouse's
  mobile network (150 ms round trip, 1.6 Mbps down) and each phone's CPU from the first request: \`/\`
  to \`/warranty\` and to \`/help-center\` by the footer's links, \`/warranty\` to \`/returns\`,
  \`/help-center\` to \`/\` by the header's logo, and the browser's Back from \`/warranty\` to \`/\`,
  where the footer's link had led. The mouse rests 100 ms on the link, then clicks; the time runs
  from the click (from just before the Back) to the first frame that shows the new page's heading.
  Each move is tried
  four ways by turns, 5 times each, each in a fresh context once the first page has hydrated, gone
  quiet and installed the shop's worker: the first time, as a new visitor makes it; with the new
  page's code loaded (there and back once before), the most that loading it ahead can give; the new
  page loaded as a document of its own from the same page, as a plain link would, from the
  navigation's start; and the floor, the move with its code loaded on the bare stack's copies of the
  shop's pages (\`bench/floor\`, under \`/site\`: the same copy in plain markup). The targets are judged
  on the medians.

## Last run

- Date: ${date.toISOString()}
- Command: \`${command}\`
- Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, ${m.os}
- Node.js ${m.node.replace(/^v/, "")}, ${m.chromium}, Lighthouse ${m.lighthouse}, Playwright ${m.playwright}
- Emoji font (for the toast's 🎉): ${m.emojiFonts}

\`\`\`text
${report.trimEnd()}
\`\`\`
${handWritten ? `\n${handWritten.trimEnd()}\n` : ""}`;
}
