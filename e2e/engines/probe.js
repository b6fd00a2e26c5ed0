// Test-only: the first script of the page in the engine smoke's copy of the site (see
// conftest.py), because WebKitWebDriver can neither run a script before the page's own nor
// report console messages. It keeps in window.__ffProblems what a player must never meet:
// uncaught errors, rejected promises nobody handled, console errors, failed loads, CSP
// violations, dialogs, and resources fetched from anywhere but this server. It also says in
// the console when the game is ready and when the service worker is, for a browser watched
// only through its console (test_webkit_console_stays_clean_while_the_page_loads).
(() => {
  const problems = [];
  window.__ffProblems = problems;
  addEventListener(
    "error",
    (event) => {
      const target = event.target;
      if (target && target !== window) {
        problems.push(`failed to load ${target.src || target.href || target.tagName}`);
      } else {
        problems.push(`page error: ${event.message} (${event.filename}:${event.lineno})`);
      }
    },
    true,
  );
  addEventListener("unhandledrejection", (event) => {
    problems.push(`unhandled rejection: ${event.reason?.stack || event.reason}`);
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`);
  });
  const error = console.error.bind(console);
  console.error = (...args) => {
    problems.push(`console error: ${args.map(String).join(" ")}`);
    error(...args);
  };
  for (const name of ["alert", "confirm", "prompt"]) {
    window[name] = (message) => {
      problems.push(`dialog (${name}): ${message}`);
      return null;
    };
  }
  const local = (url) => url.startsWith(`${location.origin}/`) || /^(data|blob):/.test(url);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!local(entry.name)) problems.push(`resource from elsewhere: ${entry.name}`);
    }
  }).observe({ type: "resource", buffered: true });
  const said = new Set();
  const say = () => {
    for (const [key, text] of [["ffReady", "game ready"], ["swReady", "service worker ready"]]) {
      if (document.body.dataset[key] === "1" && !said.has(key)) {
        said.add(key);
        console.info(`ff-probe: ${text}`);
      }
    }
  };
  addEventListener("DOMContentLoaded", () => {
    new MutationObserver(say).observe(document.body, { attributes: true });
    // How the loading indicator moves, noted while it shows: read after the page loaded, it
    // may be gone already (Python restored from its snapshot is ready within a second).
    const spinner = document.querySelector("#loading .spinner");
    const style = spinner && getComputedStyle(spinner);
    window.__ffSpinner = style ? [style.animationName, style.animationTimingFunction] : [];
  });
})();
