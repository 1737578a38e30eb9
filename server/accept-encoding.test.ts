import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.ts";

const everything = () => true;

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, then none", () => {
    expect(preferredEncoding("gzip, deflate, br", everything)).toBe("br");
    expect(preferredEncoding("gzip, deflate", everything)).toBe("gzip");
    expect(preferredEncoding("deflate", everything)).toBeUndefined();
    expect(preferredEncoding("", everything)).toBeUndefined();
    expect(preferredEncoding(undefined, everything)).toBeUndefined();
  });

  it("never chooses a coding refused with q=0", () => {
    expect(preferredEncoding("br;q=0, gzip", everything)).toBe("gzip");
    expect(preferredEncoding("br;q=0.0, gzip;q=0", everything)).toBeUndefined();
    expect(preferredEncoding("gzip;q=0.5, br;q=1", everything)).toBe("br");
    expect(preferredEncoding("br; q=0.001", everything)).toBe("br");
  });

  it("reads names as the case-insensitive tokens they are", () => {
    expect(preferredEncoding("BR", everything)).toBe("br");
    expect(preferredEncoding("x-br, brotli", everything)).toBeUndefined();
  });

  it("takes * for every coding not named", () => {
    expect(preferredEncoding("*", everything)).toBe("br");
    expect(preferredEncoding("br;q=0, *", everything)).toBe("gzip");
    expect(preferredEncoding("gzip, *;q=0", everything)).toBe("gzip");
  });

  it("accepts nothing for a q-value that is not a number", () => {
    expect(preferredEncoding("br;q=high, gzip", everything)).toBe("gzip");
  });

  it("chooses only among the files there are", () => {
    expect(
      preferredEncoding("br, gzip", (encoding) => encoding === "gzip"),
    ).toBe("gzip");
    expect(
      preferredEncoding("br", (encoding) => encoding === "gzip"),
    ).toBeUndefined();
  });
});
