/**
 * The page's longest main-thread task after its first contentful paint, from a trace of its load
 * in a fresh Chromium, with DevTools' Runtime domain on (as Lighthouse has it) and off (as in a
 * shopper's browser).
 *
 * With the Runtime domain on, V8 records a detailed stack trace for every `Error` created, and a
 * detailed stack needs the source positions of each function on it. React DOM created its
 * sentinel errors while its module body ran, and V8 got that body's positions back by parsing
 * all of it again: 17 to 20 ms on this machine, in the task that starts hydration, which
 * Lighthouse counts four times over. A shopper's browser does none of it: the two columns tell
 * what is the page's and what is the measurement's.
 */
import { withFreshChromium } from "./fresh-chromium.ts";
import { median } from "./stats.ts";

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
};

/** The longest top-level task of the page's main thread that starts after its first paint. */
export function longestTaskAfterFirstPaint(
  events: readonly TraceEvent[],
): number {
  const paint = events.find((e) => e.name === "firstContentfulPaint");
  if (!paint) throw new Error("The trace has no first contentful paint");
  const durations = events
    .filter(
      (e) =>
        e.name === "RunTask" &&
        e.ph === "X" &&
        e.pid === paint.pid &&
        e.tid === paint.tid &&
        e.ts > paint.ts,
    )
    .map((e) => (e.dur ?? 0) / 1000);
  return Math.max(0, ...durations);
}

const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "loading",
];
/** After the load event, the time the page gets to hydrate and load what comes after. */
const SETTLE_MS = 2000;

type Message = {
  id?: number;
  method?: string;
  params?: unknown;
  error?: { message: string };
};

/** The DevTools protocol over the page's own WebSocket: only the domains asked for are on. */
async function connect(port: number) {
  const targets = (await (
    await fetch(`http://127.0.0.1:${port}/json/list`)
  ).json()) as { type: string; webSocketDebuggerUrl: string }[];
  const target = targets.find((t) => t.type === "page");
  if (!target) throw new Error("Chromium opened no page");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let lastId = 0;
  // A failed command rejects: the bench must not wait for an event that will never come.
  const replies = new Map<number, (error?: { message: string }) => void>();
  const listeners = new Map<string, (params: unknown) => void>();
  socket.onmessage = ({ data }) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.id !== undefined) replies.get(message.id)?.(message.error);
    else if (message.method) listeners.get(message.method)?.(message.params);
  };
  return {
    send: (method: string, params: object = {}) =>
      new Promise<void>((resolve, reject) => {
        lastId += 1;
        replies.set(lastId, (error) =>
          error
            ? reject(new Error(`DevTools' ${method} failed: ${error.message}`))
            : resolve(),
        );
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    on: (method: string, listener: (params: unknown) => void) =>
      listeners.set(method, listener),
    close: () => socket.close(),
  };
}

/** One load of `url` in a fresh Chromium, traced; the longest task after the first paint. */
function traceOnce(url: string, runtimeDomain: boolean) {
  return withFreshChromium(
    async (port) => {
      const devtools = await connect(port);
      const events: TraceEvent[] = [];
      devtools.on("Tracing.dataCollected", (params) =>
        events.push(...(params as { value: TraceEvent[] }).value),
      );
      const traced = new Promise((resolve) =>
        devtools.on("Tracing.tracingComplete", resolve),
      );
      const loaded = new Promise((resolve) =>
        devtools.on("Page.loadEventFired", resolve),
      );
      await devtools.send("Page.enable");
      if (runtimeDomain) await devtools.send("Runtime.enable");
      await devtools.send("Tracing.start", {
        traceConfig: { includedCategories: CATEGORIES },
        transferMode: "ReportEvents",
      });
      await devtools.send("Page.navigate", { url });
      await loaded;
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      await devtools.send("Tracing.end");
      await traced;
      devtools.close();
      return longestTaskAfterFirstPaint(events);
    },
    ["--window-size=412,823"],
  );
}

export type MainThreadResult = {
  route: string;
  /** Milliseconds, median of the runs: with DevTools' Runtime domain on, and off. */
  withRuntime: number;
  withoutRuntime: number;
};

/** Each route, by turns with the domain on and off, `runs` times; medians. */
export async function measureMainThread(
  origin: string,
  routes: readonly string[],
  {
    runs,
    onProgress,
  }: { runs: number; onProgress?: (message: string) => void },
): Promise<MainThreadResult[]> {
  const results: MainThreadResult[] = [];
  for (const route of routes) {
    const url = new URL(route, origin).href;
    const on: number[] = [];
    const off: number[] = [];
    for (let run = 1; run <= runs; run++) {
      onProgress?.(`${route}: run ${run} of ${runs}`);
      on.push(await traceOnce(url, true));
      off.push(await traceOnce(url, false));
    }
    results.push({
      route,
      withRuntime: median(on),
      withoutRuntime: median(off),
    });
  }
  return results;
}
