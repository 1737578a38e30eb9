import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/** Runs `npm start` to its end, which must come on its own, and gives its exit code and errors. */
async function startToExit(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    env: { ...process.env, WEB_CONCURRENCY: "2", ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors += String(chunk)));
  const [code] = (await once(child, "exit")) as [number | null];
  return { code, errors };
}

test("npm start stops with code 1, saying why, when its port is taken", async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, resolve));
  const address = taken.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    const { code, errors } = await startToExit({ PORT: String(port) });
    expect(code).toBe(1);
    expect(errors).toContain(`Cannot serve on port ${port}`);
    expect(errors).not.toContain("starting another");
  } finally {
    taken.close();
  }
});

for (const [name, value] of [
  ["PORT", "abc"],
  ["WEB_CONCURRENCY", "many"],
] as const) {
  test(`npm start refuses ${name}=${value} with code 1`, async () => {
    const { code, errors } = await startToExit({ [name]: value });
    expect(code).toBe(1);
    expect(errors).toContain(`${name} must be a whole number`);
  });
}
