"""Every doctest in kings/ and the README runs, in CPython and in Pyodide, and docs/rules.md is current."""

from __future__ import annotations

import doctest
import importlib
import pkgutil
from pathlib import Path

import pytest

import kings
from kings.corners import rulesdoc

ROOT = Path(__file__).resolve().parent.parent
MODULES = sorted(m.name for m in pkgutil.walk_packages(kings.__path__, "kings.") if not m.name.endswith("__main__"))
FLAGS = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE


@pytest.mark.pyodide
@pytest.mark.parametrize("name", MODULES)
def test_module_doctests(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=FLAGS)
    assert result.failed == 0


@pytest.mark.pyodide
def test_readme_doctest() -> None:
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=FLAGS)
    assert result.attempted >= 5 and result.failed == 0


def test_rules_page_is_generated_from_the_engine() -> None:
    """docs/rules.md must be regenerated when rules change: python -m kings.corners.rulesdoc > docs/rules.md."""
    assert (ROOT / "docs" / "rules.md").read_text(encoding="utf-8") == rulesdoc.render()


def test_every_rules_field_is_described() -> None:
    from dataclasses import fields

    from kings.corners.options import OPTIONS
    from kings.corners.rules import Rules, Scoring

    described = {o.field for o in OPTIONS}
    wanted = {f.name for f in fields(Rules) if f.name not in ("id", "name", "scoring")}
    wanted |= {f"scoring.{f.name}" for f in fields(Scoring)}
    assert wanted <= described, sorted(wanted - described)
