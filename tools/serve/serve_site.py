#!/usr/bin/env python3
"""Serve dist/ locally the way Netlify serves it (standard library only).

Headers come from netlify.toml's [[headers]] rules, matched like Netlify does (`*` matches
anything, every matching rule applies), so local testing sees the production
Content-Security-Policy, MIME types and caching. Files no rule gives a Cache-Control get
Netlify's default, `public, max-age=0, must-revalidate`.

What gets compressed depends on the host it models (HOSTS; docs/loading.md, "Whatever the host
compresses"): a file's precompressed copy (.br or .gz, made by tools/build/build_site.py) goes to a
browser that accepts it if that host would compress the file. By default every file with a
copy ("precompressed", the project's own server); "netlify" compresses text and WebAssembly, as
Netlify and CloudFront do, "text" text only, as many CDNs do, "plain" nothing, as a plain static
server. (A host that compresses as it sends uses a lower level than the build's copies: these
models send the same bytes as the build's.)

    python3 -m tools.serve.serve_site [--port 8000] [--dir dist] [--host-model precompressed]
                                                        (PORT env var also works)
"""

from __future__ import annotations

import argparse
import collections
import functools
import os
import re
import sys
import threading
import tomllib
import urllib.parse
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[2]
NETLIFY_TOML = ROOT / "netlify.toml"
DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate"
#: What the site answers for an address it has no file for (Netlify serves the same file).
NOT_FOUND_PAGE = "404.html"
Rule = tuple[str, re.Pattern[str], dict[str, str]]  # (for, compiled for, header values)

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".py": "text/x-python; charset=utf-8",
    ".toml": "application/toml; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    "": "application/octet-stream",
}


#: The MIME types a CDN compresses as text (of MIME_TYPES).
TEXT_TYPES = frozenset({MIME_TYPES[suffix] for suffix in (
    ".html", ".js", ".css", ".json", ".webmanifest", ".py", ".toml", ".svg")})
#: What each modelled host sends compressed, by the file's MIME type (None: every file the build
#: made a copy of).
HOSTS: dict[str, frozenset[str] | None] = {
    "precompressed": None,
    "netlify": TEXT_TYPES | {MIME_TYPES[".wasm"]},
    "text": TEXT_TYPES,
    "plain": frozenset(),
}
DEFAULT_HOST = "precompressed"


def _rule_regexp(pattern: str) -> re.Pattern[str]:
    """Netlify's `for` path matching: `/a/*` also matches `/a`, `*` inside a segment is `.*`."""
    parts = [p for p in pattern.split("/") if p]
    out = []
    for part in parts:
        if part == "*":
            out.append("?(.*)")
        elif part.startswith(":"):
            out.append("([^/]+)")
        else:
            out.append("(.*)".join(re.escape(s) for s in part.split("*")))
    return re.compile("^/" + "/".join(out) + "/?$", re.IGNORECASE)


def load_rules(path: Path = NETLIFY_TOML) -> list[Rule]:
    config = tomllib.loads(path.read_text())
    return [
        (h["for"], _rule_regexp(h["for"]), dict(h.get("values", {})))
        for h in config.get("headers", [])
    ]


def headers_for(rules: list[Rule], url_path: str) -> dict[str, str]:
    """Headers of every rule matching url_path (a later rule wins a same-named header, as in
    `netlify dev`; the e2e suite checks no two matching rules set the same header)."""
    headers: dict[str, str] = {}
    for _, regexp, values in rules:
        if regexp.match(url_path):
            headers.update(values)
    return headers


class Handler(SimpleHTTPRequestHandler):
    rules: ClassVar[list[Rule]] = []
    compresses: ClassVar[frozenset[str] | None] = None  # HOSTS[the host modelled]
    quiet = False
    extensions_map = MIME_TYPES

    def _rule_headers(self) -> dict[str, str]:
        path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
        return headers_for(self.rules, path)

    def do_GET(self) -> None:
        # Per-path count of GETs, for tests that check what the browser downloads.
        self.server.hits[urllib.parse.urlsplit(self.path).path] += 1  # type: ignore[attr-defined]
        super().do_GET()

    def send_head(self) -> Any:
        """Send a file's precompressed copy (tools/build/build_site.py's .br or .gz) to a browser
        that accepts it, if the host modelled compresses such a file; else the file."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and urllib.parse.urlsplit(self.path).path.endswith("/"):
            path = path / "index.html"
        if self.compresses is not None and self.guess_type(str(path)) not in self.compresses:
            return super().send_head()
        accepted = {part.split(";")[0].strip()
                    for part in self.headers.get("Accept-Encoding", "").split(",")}
        for encoding, suffix in (("br", ".br"), ("gzip", ".gz")):
            copy = path.with_name(path.name + suffix)
            # A copy older than its file (the file changed after the build) is left alone.
            if encoding in accepted and path.is_file() and copy.is_file() and \
                    copy.stat().st_mtime >= path.stat().st_mtime:
                body = copy.open("rb")
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", encoding)
                self.send_header("Content-Length", str(copy.stat().st_size))
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return body
        return super().send_head()

    def send_error(self, code: int, message: str | None = None, explain: str | None = None
                   ) -> None:
        """Answer an address without a file with the site's own 404.html, as Netlify does."""
        page = Path(self.directory) / NOT_FOUND_PAGE
        if code != 404 or not page.is_file():
            super().send_error(code, message, explain)
            return
        body = page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def guess_type(self, path: str | os.PathLike[str]) -> str:
        for name, value in self._rule_headers().items():
            if name.lower() == "content-type":
                return value
        return MIME_TYPES.get(Path(path).suffix.lower(), MIME_TYPES[""])

    def end_headers(self) -> None:
        headers = self._rule_headers()
        for name, value in headers.items():
            if name.lower() != "content-type":
                self.send_header(name, value)
        if not any(name.lower() == "cache-control" for name in headers):
            self.send_header("Cache-Control", DEFAULT_CACHE_CONTROL)
        super().end_headers()

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        # Every request line as it arrived, for tests that check what reaches the server.
        self.server.requests.append(self.requestline)  # type: ignore[attr-defined]
        super().log_request(code, size)

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class QuietServer(ThreadingHTTPServer):
    """A server that takes a browser closing a connection mid-download (a tab closed, a
    navigation, a test over) for what it is, not an error to print."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


class Server(QuietServer):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.hits: collections.Counter[str] = collections.Counter()  # GETs per URL path
        self.requests: list[str] = []  # every request line, as it arrived


def make_server(
    directory: Path, port: int = 0, host: str = "127.0.0.1", quiet: bool = True,
    model: str = DEFAULT_HOST,
) -> Server:
    """A server for `directory` (port 0: any free port; see server.server_address) that
    compresses as the host `model` (a key of HOSTS)."""
    handler = type("SiteHandler", (Handler,), {"rules": load_rules(), "quiet": quiet,
                                               "compresses": HOSTS[model]})
    return Server((host, port), functools.partial(handler, directory=str(directory)))


def serve_in_thread(directory: Path, port: int = 0,
                    model: str = DEFAULT_HOST) -> tuple[Server, str]:
    """Start a quiet server in a daemon thread, compressing as the host `model`; returns it and
    its base URL."""
    server = make_server(directory, port, model=model)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://{_address(server)}/"


def _address(server: Server) -> str:
    """Return the server's host:port (an IPv4 server's address is a string and a port)."""
    host, port = server.server_address[:2]
    return f"{host!s}:{port}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=int(os.environ.get("PORT", "8000")))
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--dir", type=Path, default=ROOT / "dist")
    parser.add_argument("--quiet", action="store_true", help="no request log")
    parser.add_argument("--host-model", choices=HOSTS, default=DEFAULT_HOST,
                        help="what the host modelled compresses (default: every file with a "
                             "precompressed copy)")
    args = parser.parse_args()
    if not (args.dir / "index.html").is_file():
        sys.exit(f"{args.dir}/index.html missing: run `make site` first")
    server = make_server(args.dir, args.port, args.host, quiet=args.quiet, model=args.host_model)
    print(f"Serving {args.dir} at http://{_address(server)}/ as a {args.host_model} host "
          "(Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
