import { execFileSync, spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The deployment guide's proxy (deploy/nginx.conf, docs/deploy.md) on loopback: Debian's
 * nginx with a certificate of its own for www.example.nl, in front of one instance of the
 * built server. The guide's file is used as it is, with this machine's ports and paths.
 * The deployment test checks what it answers; the audit measures the pages through it, as
 * visitors get them (TLS and HTTP/2).
 */
export interface RunningProxy {
  httpPort: number;
  httpsPort: number;
  /** The certificate, in PEM, for a client that should trust it. */
  cert: Buffer;
  /** Its public key's SHA-256, base64: what Chromium's `--ignore-certificate-errors-spki-list` takes. */
  spki: string;
  /** `nginx` with this proxy's prefix and files: add `-t` or `-s reload` (deploy/publish's PUBLISH_NGINX). */
  command: string[];
  pidFile: string;
  stop(): void;
}

export const proxyHost = "www.example.nl";
const nginx = "/usr/sbin/nginx";

/** A port nothing listens on now, on loopback. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1", () => resolve(Boolean(socket.end())));
    socket.on("error", () => resolve(false));
  });

/** Resolves once every port takes connections; rejects if nginx exits first or 10 s pass. */
function ready(ports: number[], exited: Promise<never>): Promise<void> {
  const deadline = Date.now() + 10_000;
  const poll = async (): Promise<void> => {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return;
    if (Date.now() > deadline) throw new Error("nginx did not start listening in 10 s");
    await new Promise((resolve) => setTimeout(resolve, 25));
    return poll();
  };
  return Promise.race([poll(), exited]);
}

/**
 * In front of the site at `siteUrl`, or of whichever instance the upstream file a publish
 * writes names (`{ upstreamFile }`: deploy/publish's PUBLISH_UPSTREAM, there before nginx
 * starts). `hideHeaders`: response headers of the site this proxy leaves out, beyond the
 * guide's (the audit measures a page without one to tell its cost: scripts/audit.ts).
 * `preview`: the editor's preview server behind preview.example.nl, and the htpasswd lines
 * of the staff who may sign in there.
 */
export async function startProxy(
  site: string | { upstreamFile: string },
  options: { hideHeaders?: readonly string[]; preview?: { url: string; users: string } } = {},
): Promise<RunningProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-proxy-"));
  const openssl = (args: string[], input?: Buffer) =>
    execFileSync("openssl", args, { input, stdio: [input ? "pipe" : "ignore", "pipe", "ignore"] });
  openssl([
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "1",
    "-subj",
    `/CN=${proxyHost}`,
    "-addext",
    "subjectAltName=DNS:www.example.nl,DNS:example.nl,DNS:preview.example.nl",
    "-keyout",
    path.join(dir, "privkey.pem"),
    "-out",
    path.join(dir, "fullchain.pem"),
  ]);
  const cert = readFileSync(path.join(dir, "fullchain.pem"));
  const publicKey = openssl(["x509", "-pubkey", "-noout"], cert);
  const der = openssl(["pkey", "-pubin", "-outform", "der"], publicKey);
  const spki = openssl(["dgst", "-sha256", "-binary"], der).toString("base64");

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  let upstreamFile: string;
  if (typeof site === "string") {
    upstreamFile = path.join(dir, "site-upstream.conf");
    writeFileSync(upstreamFile, `server 127.0.0.1:${new URL(site).port};\n`);
  } else upstreamFile = site.upstreamFile;
  const upstreamInclude = "include /etc/nginx/site-upstream.conf;";
  // nginx's workers read the sign-in file at each request, as its own user: a folder they may
  // enter, apart from the private key's.
  const usersDir = mkdtempSync(path.join(tmpdir(), "deploy-proxy-users-"));
  chmodSync(usersDir, 0o755);
  const guide = readFileSync("deploy/nginx.conf", "utf8");
  if (!guide.includes(upstreamInclude)) throw new Error(`deploy/nginx.conf: its upstream no longer has "${upstreamInclude}"`);
  const siteConf = guide
    .replace(/^\s*listen \[::\].*$/gm, "")
    .replace(/listen 80;/g, `listen 127.0.0.1:${httpPort};`)
    .replace(/listen 443 ssl http2;/g, `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/\/etc\/letsencrypt\/live\/www\.example\.nl/g, dir)
    .replace(/\/var\/www\/letsencrypt/g, dir)
    .replace(upstreamInclude, `include ${upstreamFile};`)
    .replace("/etc/nginx/site-preview.htpasswd", path.join(usersDir, "site-preview.htpasswd"))
    .replace("http://127.0.0.1:3100", options.preview?.url ?? "http://127.0.0.1:3100");
  writeFileSync(path.join(usersDir, "site-preview.htpasswd"), options.preview?.users ?? "", { mode: 0o644 });
  for (const sub of ["body", "proxy"]) mkdirSync(path.join(dir, sub));
  const hidden = (options.hideHeaders ?? []).map((h) => `  proxy_hide_header ${h};\n`).join("");
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n${hidden}${siteConf}\n}\n`,
  );
  const command = [nginx, "-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const proxy = spawn(command[0]!, command.slice(1), { stdio: "ignore" });
  // Rejects when nginx exits: a failure while it starts, the end of its life after that.
  const exited = new Promise<never>((_, reject) =>
    proxy.once("exit", (code, signal) => reject(new Error(`nginx exited (${signal ?? code})`))),
  );
  exited.catch(() => undefined);
  const stop = () => {
    proxy.kill("SIGQUIT");
    rmSync(dir, { recursive: true, force: true });
    rmSync(usersDir, { recursive: true, force: true });
  };
  try {
    await ready([httpPort, httpsPort], exited);
  } catch (error) {
    stop();
    throw error;
  }
  return { httpPort, httpsPort, cert, spki, command, pidFile: path.join(dir, "nginx.pid"), stop };
}
