import { test as base } from "@playwright/test";
import { execFile, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { freePort } from "../../bench/preview-server";
import {
  spawnLoopbackNginx,
  type LoopbackOptions,
} from "../../scripts/loopback-nginx";
import { rawRequest } from "./servers";

const projectRoot = join(import.meta.dirname, "..", "..");

/** An nginx of a test's own: its plain HTTP origin, and its TLS one with the certificate to trust. */
export type OwnNginx = {
  http: string;
  tls?: { origin: string; certificate: string };
  stop: () => Promise<void>;
};

/** A certificate for 127.0.0.1, made now and valid for a day, with its key, in a folder of its own. */
async function selfSignedCertificate() {
  const folder = await mkdtemp(join(tmpdir(), "circularium-tls-"));
  const certificate = join(folder, "certificate.pem");
  const key = join(folder, "key.pem");
  await promisify(execFile)("openssl", [
    ...["req", "-x509", "-newkey", "ec", "-nodes", "-days", "1"],
    ...["-pkeyopt", "ec_paramgen_curve:prime256v1"],
    ...["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    ...["-keyout", key, "-out", certificate],
  ]);
  return { folder, certificate, key };
}

async function untilAnswering(origin: string, nginx: ChildProcess) {
  for (let tries = 0; ; tries++) {
    if (nginx.exitCode !== null)
      throw new Error(`nginx stopped with code ${nginx.exitCode}`);
    try {
      await rawRequest(origin, "HEAD / HTTP/1.1");
      return;
    } catch (error) {
      if (tries > 100) throw error;
      await sleep(100);
    }
  }
}

/**
 * deploy/nginx.conf on loopback ports of its own, as loopback-nginx.ts changes it: with `tls`,
 * its server block also listens with TLS, on a certificate made for the test.
 */
export async function startOwnNginx({
  tls = false,
  behindProxy = false,
}: {
  tls?: boolean;
  behindProxy?: LoopbackOptions["behindProxy"];
}): Promise<OwnNginx> {
  const port = await freePort();
  const made = tls
    ? { ...(await selfSignedCertificate()), port: await freePort() }
    : undefined;
  const nginx = await spawnLoopbackNginx(projectRoot, port, "inherit", {
    behindProxy,
    ...(made && { tls: made }),
  });
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = once(nginx, "exit");
      nginx.kill("SIGQUIT");
      await exited;
    }
    if (made) await rm(made.folder, { recursive: true, force: true });
  };
  const http = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(http, nginx);
    return {
      http,
      ...(made && {
        tls: {
          origin: `https://127.0.0.1:${made.port}`,
          certificate: await readFile(made.certificate, "utf8"),
        },
      }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** deploy/nginx.conf serving plain HTTP and TLS from one server block, for every test of a worker. */
export const test = base.extend<
  object,
  { nginxOverTls: { http: string; https: string; certificate: string } }
>({
  nginxOverTls: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, use) => {
      const nginx = await startOwnNginx({ tls: true });
      if (!nginx.tls) throw new Error("nginx was started without TLS");
      await use({
        http: nginx.http,
        https: nginx.tls.origin,
        certificate: nginx.tls.certificate,
      });
      await nginx.stop();
    },
    { scope: "worker" },
  ],
});
