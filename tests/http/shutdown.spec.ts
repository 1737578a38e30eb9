import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";

/** A fresh `npm start` on a free port, to be stopped by the test. */
async function startServer() {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, PORT: "0", WEB_CONCURRENCY: "2" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  for await (const chunk of child.stdout) {
    output += String(chunk);
    const origin = /on (http:\/\/\S+)/.exec(output)?.[1];
    if (origin) return { child, origin, output: () => output };
  }
  throw new Error(
    `npm start exited without saying where it listens:\n${output}`,
  );
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`npm start logs its URL, then exits with code 0 on ${signal}`, async () => {
    const { child, origin, output } = await startServer();
    expect(output()).toMatch(
      /^Circularium storefront on http:\/\/localhost:\d+\n$/,
    );
    // fetch keeps its connection open after the answer: an idle keep-alive connection, which
    // must not hold the shutdown up.
    expect((await fetch(`${origin}/warranty`)).status).toBe(200);

    const exited = once(child, "exit");
    const signalledAt = Date.now();
    child.kill(signal);
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5000);
    await expect(fetch(origin)).rejects.toThrow();
  });
}
