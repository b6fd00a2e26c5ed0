// The site's page for an address it has no file for (404.html). A chat app that encodes the
// `#` of a game link as `%23` (https://host/%23g=CODE) puts the link in the path: find a game
// (g=), replay (r=) or daily challenge (d=) link anywhere in the address and open it in the
// game, whose own checks say clearly if it is garbled. Otherwise show the page, with its look
// and icon, in the player's language (both, if the script cannot run), and a link to the game.
(() => {
  let address = location.pathname + location.search + location.hash;
  try {
    address = decodeURIComponent(address);
  } catch {
    // A stray % that is not an escape: look in the address as it is.
  }
  const link = address.match(/(?:^|[/?#&])((?:g|r|d)=[^/?#\s]+.*)$/);
  if (link) {
    location.replace(`/#${link[1]}`);
    return;
  }
  for (const [rel, href, type] of [["stylesheet", "/style.css"], ["stylesheet", "/game.css"],
                                   ["icon", "/icons/icon.svg", "image/svg+xml"]]) {
    const element = document.createElement("link");
    Object.assign(element, { rel, href }, type ? { type } : {});
    document.head.append(element);
  }
  let lang = null;
  let theme = null;
  try {
    lang = localStorage.getItem("ff-lang");
    theme = localStorage.getItem("ff-theme");
  } catch {
    // Storage blocked: follow the browser's language and the system's theme.
  }
  // A theme chosen on this device (none: the system's, as the game's page does, paint.js).
  if (theme === "light" || theme === "dark") {
    document.documentElement.dataset.theme = theme;
    for (const meta of document.querySelectorAll("meta[data-scheme]")) {
      meta.media = meta.dataset.scheme === theme ? "all" : "not all";
    }
  }
  if (lang !== "en" && lang !== "pt") {
    lang = (navigator.language || "en").toLowerCase().startsWith("pt") ? "pt" : "en";
  }
  document.documentElement.lang = lang === "pt" ? "pt-BR" : "en";
  addEventListener("DOMContentLoaded", () => {
    const other = document.querySelector(`.not-found section[lang="${lang === "pt" ? "en" : "pt-BR"}"]`);
    if (other) other.hidden = true;
    const heading = document.querySelector("header h1");
    const logo = Object.assign(document.createElement("img"),
                               { className: "logo", src: "/icons/icon.svg", alt: "", width: 32, height: 32 });
    heading.before(logo);
    if (lang === "pt") heading.textContent = document.title = "Fábricas Fantásticas";
  });
})();
