import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { unsupportedNodeMessage } from "./require-node.mjs";

const { engines } = JSON.parse(
  readFileSync(new URL("../package.json", import.meta.url), "utf8"),
) as { engines: { node: string } };
const RANGE = "^22.18.0 || ^24.0.0 || ^26.0.0";

it("lets every supported line through", () => {
  for (const version of ["22.18.0", "22.23.3", "24.0.0", "24.21.0", "26.10.0"])
    expect(
      unsupportedNodeMessage(version, RANGE, "26"),
      version,
    ).toBeUndefined();
});

it("names the versions needed and how to get them, in one line, to any other", () => {
  for (const version of ["20.20.2", "22.17.1", "23.11.0", "25.0.0", "27.0.0"]) {
    const message = unsupportedNodeMessage(version, RANGE, "26");
    expect(message, version).toBe(
      `Circularium needs Node.js 22.18+, 24 or 26, not ${version}: run \`nvm install\` here (it reads .nvmrc: 26), or get Node.js 26 from https://nodejs.org`,
    );
  }
});

it("reads the lines package.json supports, and .nvmrc is one of them", () => {
  const recommended = readFileSync(
    new URL("../.nvmrc", import.meta.url),
    "utf8",
  ).trim();
  expect(engines.node).toBe(RANGE);
  expect(
    unsupportedNodeMessage(`${recommended}.0.0`, engines.node, recommended),
  ).toBeUndefined();
});
