import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import { freePort, startDecapServer } from "./decap-server";

/**
 * `npm run cms` (README, quick start; docs/editing.md): the site with the staff editor at
 * /admin, saving to this repository through decap-server in git mode — real commits and
 * branches, offline, no login. Builds the site first if there is no build (scripts/start.mjs).
 * PORT (default 3000) is the site's; decap-server takes a free port beside it.
 */
const root = path.resolve(import.meta.dirname, "..");

// decap-server commits with `git add .` and checks branches out here: on a tree with
// uncommitted changes, they would go into the editor's commits.
const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" }).trim();
if (dirty) {
  process.stderr.write(
    `The working tree has uncommitted changes; the editor would commit them with its own.\nCommit or stash them first:\n${dirty}\n`,
  );
  process.exit(1);
}

// Drafts branch off, and are published into, the branch checked out here.
const branch = execFileSync("git", ["rev-parse", "--abbrev-ref", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const port = Number(process.env.PORT || 3000);
const site = `http://localhost:${port}`;
const decap = await startDecapServer(root, await freePort());
// Drafts' previews: built from this repository's `cms/…` branches, served beside the site.
const previewPort = Number(process.env.CMS_PREVIEW_PORT || port + 100);

const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    CMS_ENABLED: "1",
    CMS_BACKEND: "proxy",
    CMS_PROXY_URL: decap.url,
    CMS_BRANCH: branch,
    CMS_PREVIEW_REPOSITORY: root,
    CMS_PREVIEW_PORT: String(previewPort),
    CMS_PREVIEW_URL: `http://localhost:${previewPort}`,
  },
  stdio: ["ignore", "pipe", "inherit"],
});
server.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (chunk.toString("utf8").includes('"msg":"listening"'))
    process.stdout.write(
      `\nThe editor: ${site}/admin (saves to ${root}, branch ${branch}, through ${decap.url})\nThe site:   ${site}/\nPreviews:   http://localhost:${previewPort}/ (a draft's, once built from the editor's preview pane)\nStop with Ctrl+C.\n\n`,
    );
});

const stop = async () => {
  server.kill("SIGTERM");
  await decap.stop();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
server.on("exit", (code) => {
  void decap.stop().then(() => process.exit(code ?? 1));
});
