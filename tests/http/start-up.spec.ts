import { expect, test } from "@playwright/test";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const projectRoot = join(import.meta.dirname, "..", "..");

/**
 * Runs the server (`npm start` once built, `npm run serve`) to its end, which must come on its
 * own, and gives its exit code and errors.
 */
async function startToExit(env: Record<string, string>, cwd = projectRoot) {
  const child = spawn(process.execPath, ["server/start.ts"], {
    cwd,
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

test("npm run serve with no build stops with code 1, saying in one line how to get one", async () => {
  // A server's checkout before a build is copied in: the server and the host contract alone.
  const checkout = await mkdtemp(join(tmpdir(), "circularium-no-build-"));
  try {
    for (const folder of ["server", "hosting"])
      await cp(join(projectRoot, folder), join(checkout, folder), {
        recursive: true,
      });
    await symlink(
      join(projectRoot, "node_modules"),
      join(checkout, "node_modules"),
    );
    const { code, errors } = await startToExit({ PORT: "0" }, checkout);
    expect(code).toBe(1);
    expect(errors.trim().split("\n")).toEqual([
      `No build to serve in ${join(checkout, "build")}: run \`npm run build\` here, or copy build/ from the machine that built this commit`,
    ]);
  } finally {
    await rm(checkout, { recursive: true, force: true });
  }
});
