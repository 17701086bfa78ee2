// `npm run submissions`: the staff CLI (scripts/submissions.ts) as the build bundled it with
// the release's content (scripts/postbuild.ts), so it runs wherever the site was built.
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const cli = path.resolve(process.env.BUILD_DIR || "build", "server", "submissions.js");
if (!existsSync(cli)) {
  process.stderr.write(`submissions: no build in ${path.dirname(path.dirname(cli))}: run npm run build first\n`);
  process.exit(1);
}
await import(pathToFileURL(cli).href);
