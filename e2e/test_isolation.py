"""The tests marked `booted` share one booted page per worker (e2e/conftest.py): each
opens it again as a first visit finds it, through the page's own `restart`. Shown here to
hold: a page used every way a test uses one, then opened again, is what a fresh profile's
first visit shows and keeps."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from playwright.sync_api import BrowserContext, Page, expect
from support import Site, open_as_new

from tools.browsers.driver import command, start_multi, start_solo

#: What a first visit shows and keeps: the address and title, the screen, the document's
#: and the body's attributes (the service worker's mark aside: these profiles have none), the
#: live regions, both storages, and any motion running.
FIRST_VISIT = """() => {
  const attributes = (element) => [...element.attributes]
    .map((a) => [a.name, a.value]).filter(([name]) => name !== "data-sw-ready").sort();
  const entries = (storage) => Object.entries(storage).sort();
  return {
    url: location.href, title: document.title,
    screen: document.getElementById("app").innerHTML,
    documentElement: attributes(document.documentElement), body: attributes(document.body),
    announce: document.getElementById("announce").textContent,
    alert: document.getElementById("alert").textContent,
    local: entries(localStorage), session: entries(sessionStorage),
    motions: document.getAnimations().length,
  };
}"""


def first_visit(page: Page) -> dict[str, Any]:
    return page.evaluate(FIRST_VISIT)


@pytest.mark.booted
def test_a_booted_page_opened_again_is_a_first_visits_page(
        page: Page, site: Site, context: BrowserContext,
        load_ready: Callable[..., None]) -> None:
    fresh = context.new_page()
    load_ready(fresh, site.url())
    # Everything a test leaves behind: settings changed, a game saved and kept, a screen
    # opened over it, bots thinking, the address and the viewport changed.
    page.set_viewport_size({"width": 360, "height": 740})
    command(page, "settings")
    for choice in ("#language-pt", "#theme-dark", "#motion-off"):
        page.check(choice)
    page.click('[data-command="settings-back"]')
    start_solo(page, "Ann", "hard")
    page.locator(".market button[data-action]").first.click()
    command(page, "new")
    start_multi(page, ["Bea", "Cy", "Di", "Eve"], ["strong", "strong", "strong", "human"])
    expect(page.locator("body[data-ff-work]")).to_be_attached()
    command(page, "rules")
    assert first_visit(page) != first_visit(fresh)

    open_as_new(page, site)

    assert first_visit(page) == first_visit(fresh)
    assert page.viewport_size == fresh.viewport_size
    # And it plays as a fresh page does.
    start_solo(page, "Flo", "easy")
    expect(page.locator(".board")).to_be_visible()
