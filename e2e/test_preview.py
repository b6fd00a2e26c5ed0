"""A shared link arrives in a chat app as a card (issue #65): the built pages carry the Open
Graph and Twitter tags a chat app draws it from, with absolute addresses where the build knew
the site's own (SITE_URL, or Netlify's URL), and an image drawn for it; the link's fragment
(the game) never reaches the server nor the card; the page itself never loads the image.

`card_site` is the site built again with SITE_URL set to the address of the local server
that serves it (about 15 s of CPU, from the build's caches)."""

from __future__ import annotations

import json
import os
import re
import struct
import subprocess
import sys
import urllib.request
from collections.abc import Callable
from html import escape
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urlsplit

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from support import ARTIFACTS, DIST, KEEP_SHOTS, ROOT, Site

import ffcore
from tools.build import preview

#: Every tag the card needs, and the ones of them that name an address or the image.
ALWAYS = ("description", "og:type", "og:site_name", "og:title", "og:description", "og:locale",
          "og:locale:alternate", "twitter:card")
NEED_AN_ADDRESS = ("og:url", "og:image", "og:image:type", "og:image:width", "og:image:height",
                   "og:image:alt")
#: What a chat app says of itself when it fetches a link (WhatsApp's crawler, for one).
CHAT_APP = "WhatsApp/2.24.6 A"
#: Chat apps show the card's image this wide on a phone (and the whole 1200 on a desktop).
SMALL = 400
SHOTS = ARTIFACTS / "preview"
#: The first bytes of every PNG, and the maximum size of the image (the issue's).
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 300_000


class _Head(HTMLParser):
    """The <meta> tags of a page, by name or property (in order, repeats kept)."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        key = a.get("property") or a.get("name")
        if tag == "meta" and key:
            self.tags.append((key, a.get("content") or ""))


def head_tags(html: str) -> dict[str, str]:
    """The card's meta tags of a page (ALWAYS, NEED_AN_ADDRESS) by name or property; fails on
    one written twice."""
    parser = _Head()
    parser.feed(html)
    keys = [key for key, _ in parser.tags if key in ALWAYS + NEED_AN_ADDRESS]
    assert len(keys) == len(set(keys)), keys
    return {key: value for key, value in parser.tags if key in keys}


def png_size(data: bytes) -> tuple[int, int, int]:
    """A PNG's width, height and colour type (2: RGB), from its header."""
    assert data[:8] == PNG_SIGNATURE and data[12:16] == b"IHDR"
    width, height, _, colour = struct.unpack(">IIBB", data[16:26])
    return width, height, colour


#: The tests that read `card_site` share one worker (`--dist loadgroup`), so the site is
#: built again once, not once in each worker that meets one of them.
ON_THE_CARD_SITE = pytest.mark.xdist_group("card_site")


# For the session, not the module: a worker may run other files' tests between the two (it
# built the site twice so, 33 and 35 s of setup, 2026-11-29).
@pytest.fixture(scope="session")
def card_site(serve_dir: Callable[[Path], Site], tmp_path_factory: pytest.TempPathFactory) -> Site:
    """The site built with SITE_URL set to the address it is served at."""
    root = tmp_path_factory.mktemp("card") / "dist"
    root.mkdir()
    site = serve_dir(root)  # the build replaces root whole; the server serves the path
    env = {k: v for k, v in os.environ.items() if k != "URL"} | {"SITE_URL": site.base_url}
    subprocess.run([sys.executable, "-m", "tools.build.build_site", "--dist", str(root)],
                   check=True, cwd=ROOT, env=env, stdout=subprocess.DEVNULL)
    return site


def check_card_tags(tags: dict[str, str], base: str | None, root: Path) -> None:
    """The card's tags as the build writes them for a site at ``base`` (None: unknown), the
    image they name checked in ``root``."""
    assert set(ALWAYS) <= set(tags)
    assert tags["description"] == tags["og:description"] == preview.DESCRIPTION
    assert tags["og:title"] == tags["og:site_name"] == "Fantastic Factories"
    assert tags["og:type"] == "website" and tags["twitter:card"] == "summary_large_image"
    assert (tags["og:locale"], tags["og:locale:alternate"]) == ("en_US", "pt_BR")
    if base is None:
        assert not set(NEED_AN_ADDRESS) & set(tags)
        assert not [value for value in tags.values() if "://" in value]
        return
    assert set(NEED_AN_ADDRESS) <= set(tags)
    assert tags["og:url"] == base and urlsplit(base).scheme in ("http", "https")
    image = tags["og:image"]
    assert image.startswith(base) and re.fullmatch(r"preview/card-[0-9a-f]{16}\.png",
                                                   image.removeprefix(base))
    data = (root / image.removeprefix(base)).read_bytes()
    assert png_size(data) == (int(tags["og:image:width"]), int(tags["og:image:height"]), 2)
    assert png_size(data)[:2] == (1200, 630) and len(data) < MAX_BYTES
    assert tags["og:image:type"] == "image/png" and tags["og:image:alt"] == preview.ALT


@ON_THE_CARD_SITE
def test_the_pages_name_the_card_absolutely_where_the_build_knew_the_address(
        card_site: Site) -> None:
    for page in preview.PAGES:
        html = (card_site.root / page).read_text()
        check_card_tags(head_tags(html), card_site.base_url, card_site.root)
        assert "ff:preview" not in html


def test_without_an_address_the_tags_that_need_one_are_left_out() -> None:
    """dist/, built by `make site` in this environment: no SITE_URL nor URL, no address."""
    base = preview.site_url(os.environ)
    for page in preview.PAGES:
        check_card_tags(head_tags((DIST / page).read_text()), base, DIST)
    (image,) = DIST.glob("preview/card-*.png")
    assert png_size(image.read_bytes()) == (1200, 630, 2)
    # Chat apps fetch it, the page never does: the service worker does not precache it.
    precache = (DIST / "sw.js").read_text()
    assert "preview/" not in precache and json.dumps("icons/icon.svg") in precache


def test_the_site_address_is_read_from_site_url_then_netlify() -> None:
    assert preview.site_url({}) is None
    assert preview.site_url({"URL": "https://ff.netlify.app"}) == "https://ff.netlify.app/"
    assert preview.site_url({"SITE_URL": "https://a.example/play/", "URL": "https://b.example"}
                            ) == "https://a.example/play/"
    tags = "\n".join(preview.tags("https://a.example/", "preview/card.png"))
    assert 'property="og:image" content="https://a.example/preview/card.png"' in tags
    with pytest.raises(SystemExit, match="absolute"):
        preview.site_url({"SITE_URL": "ff.example.org"})


@ON_THE_CARD_SITE
def test_a_chat_app_draws_the_card_and_never_sees_the_game(
        card_site: Site, context: BrowserContext, page: Page,
        load_ready: Callable[..., None]) -> None:
    code = ffcore.new_game(["Ann"], seed=65, machine="hard").to_code()
    link = card_site.url() + "#g=" + code
    # Whoever opens the link plays the game; the server saw neither the game nor the image.
    load_ready(page, link)
    expect(page.locator(".board")).to_contain_text("Ann")
    assert card_site.requests and not [line for line in card_site.requests
                                       if code in line or "#" in line or "/preview/" in line]
    assert not [hit for hit in card_site.hits if hit.startswith("/preview/")]

    # The chat app fetches the page as any HTTP client does: without the fragment.
    address, fragment = urldefrag(link)
    assert fragment == "g=" + code
    asked = len(card_site.requests)
    request = urllib.request.Request(link, headers={"User-Agent": CHAT_APP})
    with urllib.request.urlopen(request) as response:
        fetched = response.read().decode()
    assert card_site.requests[asked:] == [f"GET {urlsplit(address).path} HTTP/1.1"]
    tags = head_tags(fetched)
    check_card_tags(tags, card_site.base_url, card_site.root)
    assert not [value for value in tags.values() if code in value]
    with urllib.request.urlopen(urllib.request.Request(tags["og:image"])) as response:
        assert response.headers["Content-Type"] == "image/png"
        assert response.headers["Cache-Control"] == "public, max-age=31536000, immutable"
        image = response.read()
    assert png_size(image)[:2] == (1200, 630)

    # The card, as a chat app lays it out: the image, the site's name, the title, the text.
    card = context.new_page()
    card.set_content(CARD.format(
        image=escape(tags["og:image"]), alt=escape(tags["og:image:alt"]),
        site=escape(tags["og:site_name"]), title=escape(tags["og:title"]),
        text=escape(tags["og:description"]), small=SMALL, small_height=SMALL * 630 // 1200))
    for name, width in (("wide", 1200), ("small", SMALL)):
        shown = card.locator(f"#{name} img")
        expect(shown).to_have_js_property("complete", True)
        assert shown.evaluate("i => [i.naturalWidth, i.naturalHeight]") == [1200, 630]
        box = shown.bounding_box()
        assert box is not None and (box["width"], box["height"]) == (width, width * 630 / 1200)
        expect(card.locator(f"#{name}")).to_contain_text(preview.DESCRIPTION)
        if KEEP_SHOTS:
            SHOTS.mkdir(parents=True, exist_ok=True)
            shown.screenshot(path=str(SHOTS / f"image-{width}.png"))
            card.locator(f"#{name}").screenshot(path=str(SHOTS / f"card-{name}.png"))
    assert code not in card.content()
    card.close()


#: A chat app's card for a link, at a desktop's width and a phone's.
CARD = """<!doctype html>
<html><head><style>
body {{ margin: 0; padding: 16px; background: #e5ddd5; font: 15px/1.35 sans-serif; }}
.card {{ background: #fff; border-radius: 10px; overflow: hidden; margin-bottom: 16px;
         width: max-content; box-shadow: 0 1px 2px rgb(0 0 0 / 20%); }}
.card img {{ display: block; }}
.card div {{ padding: 8px 12px 10px; box-sizing: border-box; }}
.site {{ color: #667781; font-size: 12px; text-transform: uppercase; }}
.title {{ font-weight: bold; }}
.text {{ color: #3b4a54; }}
#small div {{ width: {small}px; }}
#wide div {{ width: 1200px; }}
</style></head><body>
<p>Your move, Ann: Fantastic Factories, round 1</p>
<div class="card" id="wide"><img src="{image}" alt="{alt}" width="1200" height="630">
<div><span class="site">{site}</span><br><span class="title">{title}</span><br>
<span class="text">{text}</span></div></div>
<div class="card" id="small"><img src="{image}" alt="{alt}" width="{small}"
height="{small_height}"><div><span class="site">{site}</span><br>
<span class="title">{title}</span><br><span class="text">{text}</span></div></div>
</body></html>
"""
