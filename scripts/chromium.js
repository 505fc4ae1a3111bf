/**
 * Debian's Chromium for the browser checks (browser suite, Swagger UI QA, page weight), launched by
 * playwright-core: `CHROMIUM_PATH` when set, else the old headless shell (Debian package
 * `chromium-headless-shell`, the same Blink without the browser's own UI, GPU process and profile
 * services: the browser suite's walk takes about half the CPU time in it), else `/usr/bin/chromium`.
 */
const { existsSync } = require('node:fs');

const CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((path) => existsSync(path)) ?? CANDIDATES.at(-1);
}

/** Options for chromium.launch: the executable above, no sandbox (root in CI), no /dev/shm, no GPU. */
function launchOptions(args = []) {
  return {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', ...args],
  };
}

module.exports = { chromiumPath, launchOptions };
