// Runs before `npm start` and `npm test`, in plain JavaScript that any Node.js can load: on a
// Node.js that cannot run the project's TypeScript, the next step would die at parse time with a
// stack trace (ERR_UNKNOWN_FILE_EXTENSION). This says, in one line, what to install instead.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * The line to print when `version` is on none of the lines `range` lists (caret ranges joined by
 * `||`, as `engines.node` writes them: "^22.18.0 || ^24.0.0 || ^26.0.0"); undefined when it is.
 */
export function unsupportedNodeMessage(version, range, recommended) {
  const lines = range.split("||").map((caret) => {
    const [major, minor, patch] = caret
      .trim()
      .replace(/^\^/, "")
      .split(".")
      .map(Number);
    return { major, minor, patch };
  });
  const [major, minor, patch] = version.split(".").map(Number);
  const supported = lines.some(
    (line) =>
      major === line.major &&
      (minor > line.minor || (minor === line.minor && patch >= line.patch)),
  );
  if (supported) return undefined;
  const names = lines.map((line) =>
    line.minor || line.patch ? `${line.major}.${line.minor}+` : `${line.major}`,
  );
  const list = `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
  return `Circularium needs Node.js ${list}, not ${version}: run \`nvm install\` here (it reads .nvmrc: ${recommended}), or get Node.js ${recommended} from https://nodejs.org`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (file) =>
    readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
  const message = unsupportedNodeMessage(
    process.versions.node,
    JSON.parse(read("package.json")).engines.node,
    read(".nvmrc").trim(),
  );
  if (message) {
    console.error(message);
    process.exit(1);
  }
}
