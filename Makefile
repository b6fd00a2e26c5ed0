# The two commands a newcomer needs: `make play` and `make test`.
# Everything else here is what those two depend on.

PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint unit bench simulate clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[dev]'
	touch $@

play: $(STAMP)
	$(PY) -m ffcore play

test: lint unit

lint: $(STAMP)
	$(PY) -m ruff check ffcore tests
	$(PY) -m mypy ffcore

unit: $(STAMP)
	$(PY) -m pytest tests

bench: $(STAMP)
	$(PY) -m ffcore bench

clean:
	rm -rf $(VENV) dist build .pytest_cache .mypy_cache .ruff_cache .hypothesis
