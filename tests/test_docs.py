"""The docs: every relative link leads somewhere, and the README stays a newcomer's page."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").glob("*.md")),
        *sorted((ROOT / "research").glob("*.md"))]
#: Linked before they are written (none now).
NOT_YET_WRITTEN: set[Path] = set()
README_MAX_LINES = 200

_FENCE = re.compile(r"^```.*?^```", re.M | re.S)
_CODE = re.compile(r"`[^`\n]*`")
_LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
_HEADING = re.compile(r"^#{1,6} +(.+?) *$", re.M)


def anchor(heading: str) -> str:
    """Return the fragment a heading gets on GitHub: "The `ffcore` API" -> "the-ffcore-api"."""
    text = heading.lower().replace("`", "")
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Return the fragments of every heading of a Markdown file."""
    text = _FENCE.sub("", path.read_text(encoding="utf-8"))
    return {anchor(heading) for heading in _HEADING.findall(text)}


def broken_links(path: Path) -> list[str]:
    """Return the relative links of a Markdown file whose file or heading does not exist."""
    text = _CODE.sub("", _FENCE.sub("", path.read_text(encoding="utf-8")))
    broken = []
    for target in _LINK.findall(text):
        if re.match(r"[a-z]+:", target):  # http:, https:, mailto:: not this repository's
            continue
        name, _, fragment = target.partition("#")
        linked = (path.parent / name).resolve() if name else path
        if linked in NOT_YET_WRITTEN:
            continue
        if not linked.exists():
            broken.append(target)
            continue
        if fragment and linked.suffix == ".md" and fragment not in anchors(linked):
            broken.append(target)
    return broken


def test_the_docs_exist() -> None:
    names = {path.relative_to(ROOT).as_posix() for path in DOCS}
    assert {"README.md", "CONTRIBUTING.md", "docs/ARCHITECTURE.md", "docs/benchmarks.md",
            "docs/bots.md"} <= names


def test_every_relative_link_leads_to_a_file_and_heading() -> None:
    assert {path.relative_to(ROOT).as_posix(): broken_links(path) for path in DOCS} == {
        path.relative_to(ROOT).as_posix(): [] for path in DOCS}


def test_a_broken_link_is_caught(tmp_path: Path) -> None:
    (tmp_path / "there.md").write_text("# A heading\n", encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text("[ok](there.md) [ok](there.md#a-heading) [ok](https://example.org)\n"
                    "[gone](missing.md) [gone](there.md#no-such-heading)\n"
                    "`[code](missing.md)`\n```\n[code](missing.md)\n```\n", encoding="utf-8")
    assert broken_links(page) == ["missing.md", "there.md#no-such-heading"]


def test_readme_is_a_newcomers_page() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= README_MAX_LINES
    # CI runs the README's test command (.ci/run): it must stay `make test`.
    assert "make test" in text and "make play" in text
    for doc in ("docs/ARCHITECTURE.md", "CONTRIBUTING.md", "docs/benchmarks.md", "docs/bots.md",
                "docs/formats.md", "tests/data/rulings.md"):
        assert f"]({doc})" in text, doc


def test_no_merge_conflict_is_left_in_the_tree() -> None:
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    markers = re.compile(r"^(<{7} |>{7} |={7}$)", re.M)
    left = [name for name in tracked
            if name.endswith((".md", ".py", ".css", ".js", ".mjs", ".html", ".toml", ".json"))
            and markers.search((ROOT / name).read_text(encoding="utf-8", errors="replace"))]
    assert left == []
