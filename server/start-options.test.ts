import { describe, expect, it } from "vitest";
import { readStartOptions } from "./start-options.ts";

describe("readStartOptions", () => {
  it("serves on port 3000 with a worker per CPU by default", () => {
    expect(readStartOptions({}, 4)).toEqual({
      port: 3000,
      host: undefined,
      workers: 4,
    });
  });

  it("takes PORT, HOST and WEB_CONCURRENCY from the environment", () => {
    expect(
      readStartOptions(
        { PORT: "0", HOST: "127.0.0.1", WEB_CONCURRENCY: "2" },
        4,
      ),
    ).toEqual({ port: 0, host: "127.0.0.1", workers: 2 });
  });

  it("takes the highest port and the most workers it allows", () => {
    expect(
      readStartOptions({ PORT: "65535", WEB_CONCURRENCY: "256" }, 4),
    ).toEqual({ port: 65_535, host: undefined, workers: 256 });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", ""],
    ["PORT", "80.5"],
    ["PORT", "65536"],
    ["PORT", "-1"],
    ["WEB_CONCURRENCY", "abc"],
    ["WEB_CONCURRENCY", "0"],
    ["WEB_CONCURRENCY", "1e3"],
  ])("refuses %s=%j, naming it", (name, value) => {
    expect(() => readStartOptions({ [name]: value }, 4)).toThrow(
      `${name} must be a whole number`,
    );
  });
});
