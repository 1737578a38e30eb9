// @vitest-environment node
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { compressedCopy, ENCODINGS, servedSize } from "../hosting/encodings.ts";
import { precompress } from "./precompress.ts";

let folder = "";
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), "precompress-"));
});
afterEach(() => rm(folder, { recursive: true }));

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

it("writes a smaller copy per encoding, whose size is what servedSize counts", async () => {
  const file = join(folder, "app.js");
  await writeFile(file, "export const answer = 42;\n".repeat(400));
  await precompress([file]);
  const data = await readFile(file);
  for (const encoding of ENCODINGS) {
    const copy = await readFile(compressedCopy(file, encoding));
    expect(copy.byteLength, encoding).toBeLessThan(data.byteLength / 10);
    expect(servedSize(data, encoding), encoding).toBe(copy.byteLength);
  }
});

it("leaves out a copy that would not be smaller, and counts the file itself", async () => {
  const file = join(folder, "tiny.js");
  await writeFile(file, "x");
  await precompress([file]);
  for (const encoding of ENCODINGS) {
    expect(await exists(compressedCopy(file, encoding)), encoding).toBe(false);
    expect(servedSize(Buffer.from("x"), encoding), encoding).toBe(1);
  }
});

it("compresses only text formats", async () => {
  const file = join(folder, "photo.webp");
  await writeFile(file, "a".repeat(4000));
  await precompress([file]);
  for (const encoding of ENCODINGS)
    expect(await exists(compressedCopy(file, encoding)), encoding).toBe(false);
});
