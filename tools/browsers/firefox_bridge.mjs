// Firefox for Python: drives Debian's firefox-esr with puppeteer-core over WebDriver BiDi, and
// takes its orders as JSON lines on stdin (see tools/browsers/engines.py, the only client).
//
//   in:  {"id": 1, "op": "goto", "tab": 2, "url": "http://127.0.0.1:8000/"}
//   out: {"id": 1, "value": ...}  or  {"id": 1, "error": "message"}
//
// Each tab is a page in a browser context of its own: a fresh profile (storage, service
// workers, HTTP cache). What the page reports that a player must never see (console errors,
// page errors, dialogs, failed requests, HTTP errors) is kept per tab; "problems" hands it over.
// Given a `proxy` port at launch, requests to hosts other than the loopback go to that proxy
// (tools/browsers/engines.py's Gate), so anything leaving the local servers is caught there, from pages
// and service workers alike.

import { createInterface } from "node:readline";
import puppeteer from "puppeteer-core";

const DEFAULT_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1280, height: 720 };

let browser = null;
const tabs = new Map(); // id -> { page, context, problems: [] }
let nextTab = 1;

function watch(tab) {
  const { page, problems } = tab;
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message ?? error}`));
  page.on("dialog", async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on("requestfailed", (request) =>
    problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
}

// What about:memory's "Minimize memory usage" does, in the browser's own (chrome) scope: every
// process collects its garbage and cycles several times and gives back what it can. A page
// cannot ask for this; tools/bench/bench_memory.py does, before each reading.
const MINIMIZE = `new Promise((done) => {
  Services.obs.notifyObservers(null, "child-mmu-request");
  Cc["@mozilla.org/memory-reporter-manager;1"].getService(Ci.nsIMemoryReporterManager)
    .minimizeMemoryUsage(() => done(true));
})`;

const ops = {
  async launch({ executable, proxy, systemAccess }) {
    const prefs = {
      // No Remote Settings (Firefox's own downloads of block lists, certificates...): they are
      // the browser's, not the page's, and would reach the proxy. Firefox honours this server
      // only with MOZ_REMOTE_SETTINGS_DEVTOOLS=1 in its environment.
      "services.settings.server": "data:,#remote-settings-dummy/v1",
    };
    if (proxy) {
      // Every host but the loopback (which Firefox never sends to a proxy) goes to the gate.
      Object.assign(prefs, {
        "network.proxy.type": 1,
        "network.proxy.http": "127.0.0.1",
        "network.proxy.http_port": proxy,
        "network.proxy.ssl": "127.0.0.1",
        "network.proxy.ssl_port": proxy,
        "network.proxy.allow_hijacking_localhost": false,
      });
    }
    browser = await puppeteer.launch({
      browser: "firefox",
      executablePath: executable,
      headless: true,
      defaultViewport: VIEWPORT,
      extraPrefsFirefox: prefs,
      env: { ...process.env, MOZ_REMOTE_SETTINGS_DEVTOOLS: "1" },
      // The browser's own scope, for "minimize" (measurements only, never the smoke).
      args: systemAccess ? ["--remote-allow-system-access"] : [],
    });
    return browser.version();
  },
  async minimize() {
    const { connection } = browser;
    const tree = await connection.send("browsingContext.getTree", { "moz:scope": "chrome" });
    const { result } = await connection.send("script.evaluate", {
      expression: MINIMIZE,
      target: { context: tree.result.contexts[0].context },
      awaitPromise: true,
    });
    if (result.type !== "success") throw new Error(`minimize: ${JSON.stringify(result)}`);
  },
  async newTab() {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    page.setDefaultTimeout(DEFAULT_TIMEOUT_MS);
    const id = nextTab++;
    const tab = { page, context, problems: [] };
    tabs.set(id, tab);
    watch(tab);
    return id;
  },
  async goto({ page }, { url }) {
    await page.goto(url);
  },
  async reload({ page }) {
    await page.reload();
  },
  async click({ page }, { selector }) {
    await page.locator(selector).click();
  },
  async tap({ page }, { selector }) {
    await page.locator(selector).wait();
    await page.tap(selector);
  },
  async fill({ page }, { selector, text }) {
    await page.locator(selector).fill(text);
  },
  async press({ page }, { key }) {
    await page.keyboard.press(key);
  },
  async evaluate({ page }, { expression }) {
    return page.evaluate(expression);
  },
  async screenshot({ page }, { path }) {
    await page.screenshot({ path });
  },
  async problems(tab) {
    return tab.problems.splice(0);
  },
  async closeTab(tab, { tab: id }) {
    tabs.delete(id);
    await tab.context.close();
  },
  async quit() {
    await browser?.close();
    browser = null;
  },
};

async function handle(line) {
  const order = JSON.parse(line);
  const reply = { id: order.id };
  try {
    const op = ops[order.op];
    if (!op) throw new Error(`unknown op ${order.op}`);
    if (order.tab === undefined) {
      reply.value = (await op(order)) ?? null;
    } else {
      const tab = tabs.get(order.tab);
      if (!tab) throw new Error(`no tab ${order.tab}`);
      reply.value = (await op(tab, order)) ?? null;
    }
  } catch (error) {
    reply.error = String(error?.stack ?? error);
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
  if (order.op === "quit") process.exit(0);
}

// Orders are handled one at a time, in the order they come.
let queue = Promise.resolve();
createInterface({ input: process.stdin }).on("line", (line) => {
  queue = queue.then(() => handle(line));
});
process.stdin.on("end", () => queue.then(() => ops.quit()).then(() => process.exit(0)));
