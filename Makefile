# The two commands a newcomer needs: `make play` and `make test`.
# Everything else here is what those two depend on.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: FORCE play play-terminal serve site e2e bench-load trace-load lighthouse bench-ui test lint unit \
	bench simulate research clean

# Browser build (see tools/build/build_site.py, tools/serve/serve_site.py, e2e/).
NPM ?= npm
PORT ?= 8000
CHROMIUM := /usr/bin/chromium
# The browser suite's Chromium: the same build without the whole browser (tools/browsers/engines.py).
CHROMIUM_SHELL := /usr/bin/chromium-headless-shell
# The engine smoke's browsers (e2e/engines/, tools/browsers/engines.py): Debian's Firefox ESR, WebKitGTK's
# WebDriver (its MiniBrowser comes with libwebkit2gtk-4.1-0) and the X server WebKit draws on.
ENGINE_BROWSERS := /usr/bin/firefox-esr /usr/bin/WebKitWebDriver /usr/bin/Xvfb
# Browser drivers from PyPI: Playwright for Chromium, Selenium for WebKitWebDriver. (Firefox's,
# puppeteer-core, is pinned in package.json.)
E2E_PACKAGES := playwright==1.65.2 selenium==4.51.0 pytest-rerunfailures==16.7
E2E_STAMP := $(VENV)/.e2e-installed
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# pip leaves compiling the packages' modules to Python, which compiles the ones imported when
# they are first imported: the venv with the browser suite's packages took 33 s instead of 42 s
# on a fresh 2-core machine, and a first run of the tools and the unit suite's collection
# 2.7 s more (2026-11-29).
PIP_INSTALL := $(PY) -m pip install -q --no-compile

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PIP_INSTALL) -e '.[dev]'
	touch $@

# The browser game: build dist/ and serve it on http://127.0.0.1:$(PORT)/
play: serve

play-terminal: $(STAMP)
	$(PY) -m ffcore play

# Once the Python packages are in (an install beside a suite could change what it imports;
# the site's npm packages are installed beside them, on the core pip leaves idle), the unit
# suite, the lint and what the browser suite needs (the site's build, its browsers) run side
# by side: each leaves a core idle at times (the build's compression of the runtime's wasm,
# mypy, the downloads) that another takes. Each one's output is printed whole when it ends.
test:
	$(MAKE) --no-print-directory -j 2 --output-sync=target $(E2E_STAMP) node_modules/.installed
	$(MAKE) --no-print-directory -j 4 --output-sync=target lint unit site $(CHROMIUM_SHELL) \
		$(ENGINE_BROWSERS)
	$(MAKE) --no-print-directory e2e

# tools/ and e2e/ import the browser drivers: their types come with them. Vulture finds dead
# code: what it cannot see used, and why, is listed in pyproject.toml ([tool.vulture]).
lint: $(E2E_STAMP)
	$(PY) -m ruff check ffcore tests web e2e tools research typings
	$(PY) -m mypy ffcore web tools
	$(PY) -m vulture ffcore web tools research e2e

# The suites run on every core (pytest-xdist): CI has two. A worker that has run out of tests
# takes some of another's (worksteal), and the slowest files come first (tests/conftest.py):
# on two cores 178 s with the cores 96% busy, where it took 207 s at 84% (2026-11-29).
unit: $(STAMP)
	$(PY) -m pytest tests -n auto --dist worksteal

bench: $(STAMP)
	$(PY) -m ffcore bench

# The research tools' own dependencies (research/README.md).
RESEARCH_STAMP := $(VENV)/.research-installed

$(RESEARCH_STAMP): $(STAMP)
	$(PIP_INSTALL) -e '.[dev,research]'
	touch $@

research: $(RESEARCH_STAMP)

node_modules/.installed: package.json package-lock.json
	$(NPM) ci --cache .cache/npm --prefer-offline --no-audit --no-fund
	touch $@

# The site is built again only when a file it is made of changed, or the site's address it
# writes into the pages (SITE_URL, else Netlify's URL: tools/build/preview.py), or dist/ is gone.
SITE_INPUTS := $(shell find web ffcore tools third_party -type f -not -path '*/__pycache__/*') \
	package-lock.json pyproject.toml pyscript.toml netlify.toml README.md
SITE_STAMP := build/site.stamp
SITE_ADDRESS := build/site-address

# Written at every make, but replaced only when the address differs from the last build's, so
# that its date says when it changed.
$(SITE_ADDRESS): FORCE
	@mkdir -p build
	@printf '%s\n' '$(subst ','"'"',$(or $(SITE_URL),$(URL)))' > $@.new
	@if cmp -s $@.new $@; then rm $@.new; else mv $@.new $@; fi
FORCE:

$(SITE_STAMP): node_modules/.installed $(SITE_INPUTS) $(SITE_ADDRESS)
	$(PYTHON) -m tools.build.build_site
	mkdir -p build && touch $@

site: $(SITE_STAMP)
	@test -f dist/index.html || { rm -f $(SITE_STAMP); $(MAKE) $(SITE_STAMP); }

serve: site
	$(PYTHON) -m tools.serve.serve_site --port $(PORT)

$(CHROMIUM):
	$(SUDO) apt-get update -q
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium

# The suite's browsers without what Debian recommends beside them (media codecs, GStreamer's
# plugins, printing, desktop portals: 333 packages and 1.3 GB installed with them, unpacked
# beside the unit suite on a fresh machine), but for the one font the recommends brought
# that the pages may be drawn in (Liberation). Xvfb draws with its built-in fonts.
APT_INSTALL := $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
	--no-install-recommends

$(CHROMIUM_SHELL):
	$(SUDO) apt-get update -q
	$(APT_INSTALL) chromium-headless-shell fonts-liberation

# After the shell: two apt-get at once would wait on each other's lock, or fail.
$(ENGINE_BROWSERS) &: | $(CHROMIUM_SHELL)
	$(SUDO) apt-get update -q
	$(APT_INSTALL) firefox-esr webkit2gtk-driver xvfb

# Makefile: E2E_PACKAGES is pinned here.
$(E2E_STAMP): $(STAMP) Makefile
	$(PIP_INSTALL) $(E2E_PACKAGES)
	touch $@

# A worker per core and one more, each with its own browser and server: a browser test waits
# on its page a tenth of the time, which the extra worker fills (on CI's two cores, three
# workers took 484 and 518 s where two took 584 and 584: CONTRIBUTING.md). The other engines'
# smoke stays on one worker (loadgroup: pyproject.toml says why pytest is pinned for it), so
# that each engine starts once. The summary names failures, errors and any test run again
# for a stalled load (-rfER; e2e/support.py's RERUN_A_STALLED_LOAD), so a rerun is counted.
E2E_WORKERS := $(shell echo $$(( $$(nproc) + 1 )))
e2e: $(E2E_STAMP) $(CHROMIUM_SHELL) $(ENGINE_BROWSERS) site
	$(PY) -m pytest e2e -n $(E2E_WORKERS) --dist loadgroup -rfER

# ENGINE=firefox or ENGINE=webkit measures that engine (default: Chromium); HOSTS=netlify,text
# the hosts modelled (default: all of tools/serve/serve_site.py's; see docs/loading.md).
bench-load: $(E2E_STAMP) $(CHROMIUM) $(ENGINE_BROWSERS) site
	$(PY) -m tools.bench.bench_load $(if $(ENGINE),--engine $(ENGINE)) $(if $(HOSTS),--hosts $(HOSTS))

# Where a cold load's time goes, beside the empty page's (ENGINE=chromium|firefox|webkit;
# PROFILE=mobile|midphone|desktop|localhost, Chromium).
trace-load: $(E2E_STAMP) $(CHROMIUM) $(ENGINE_BROWSERS) site
	$(PY) -m tools.bench.trace_load $(if $(ENGINE),--engine $(ENGINE)) $(if $(PROFILE),--profile $(PROFILE))

# Lighthouse's performance audit, mobile and desktop (pinned in package.json).
lighthouse: $(E2E_STAMP) $(CHROMIUM) site
	$(PY) -m tools.bench.lighthouse

bench-ui: $(E2E_STAMP) $(CHROMIUM) site
	$(PY) -m tools.bench.bench_ui --bots --hints 40 --foreman 4 --long 13000 --review --coach 40
	$(PY) -m tools.bench.bench_memory
	$(PY) -m tools.bench.bench_patch

clean:
	rm -rf $(VENV) dist build .pytest_cache .mypy_cache .ruff_cache .hypothesis
