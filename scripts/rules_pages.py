"""The rules pages in every language, as Markdown under docs/rules/: what each game's Rules dialog shows.

Each game's page is its web spec's ``rules_page()`` (built from its engine's rules, as the dialog is) read in one
language through the same catalogs the page uses, so a translated rules page cannot disagree with the game, nor
with the dialog. ``tests/test_rules_pages.py`` fails when a page here is not what this script writes (after a
rule, a rules page or a catalog changed: run it again).

    python3 scripts/rules_pages.py          # write docs/rules/<lang>/<game>.md and docs/rules/README.md
    python3 scripts/rules_pages.py --check  # exit 1, naming the pages, if any is out of date
"""

from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from kings.i18n import NAMES, _, speaking  # noqa: E402
from scripts import locales  # noqa: E402
from web.shell.games import GAMES  # noqa: E402
from web.shell.rulesview import Section  # noqa: E402

OUT = ROOT / "docs" / "rules"
#: the languages, English first (the page of the code's own words)
LANGS = ("en", *locales.LANGUAGES)


def markdown(name: str, sections: Iterable[Section]) -> str:
    """One game's rules page as Markdown, in the language in use (its words translated as the dialog does)."""
    lines = [f"# {name}: {_('Rules')}", ""]
    for section in sections:
        lines += [f"## {_(section.title)}", ""]
        if section.intro:
            lines += [_(section.intro), ""]
        if section.entries:
            lines += [f"- **{_(e.term)}**: {_(e.text)}" for e in section.entries] + [""]
        if section.items:
            lines += [f"- {_(item)}" for item in section.items] + [""]
    return "\n".join(lines).rstrip() + "\n"


def pages(root: Path = ROOT) -> dict[Path, str]:
    """Every page this script writes (path under ``root`` -> text), from the catalogs in ``root``/locale."""
    out: dict[Path, str] = {}
    with tempfile.TemporaryDirectory() as built:
        locales.compile_all(root, out=Path(built))
        index = ["# Rules pages", "",
                 "What each game's Rules dialog says, in each language, generated from the engines and the catalogs",
                 "by `python3 scripts/rules_pages.py` (do not edit these files by hand).", ""]  # fmt: skip
        for game_id, game in GAMES.items():
            domain = game.package.rpartition(".")[2]
            spec = importlib.import_module(f"{game.package}.spec")
            links = []
            for lang in LANGS:
                catalogs = [] if lang == "en" else [
                    (Path(built) / lang / f"{d}.mo").read_bytes() for d in (domain, "shell")]
                with speaking(lang, catalogs):
                    text = markdown(game.name, spec.rules_page())
                path = OUT.relative_to(ROOT) / lang / f"{game_id}.md"
                out[root / path] = text
                links.append(f"[{NAMES.get(lang, lang)}]({lang}/{game_id}.md)")
            index.append(f"- {game.name}: " + " · ".join(links))
        out[root / OUT.relative_to(ROOT) / "README.md"] = "\n".join(index) + "\n"
    return out


def stale(root: Path = ROOT) -> list[Path]:
    """The pages that are missing or differ from what :func:`pages` writes."""
    return [p for p, text in pages(root).items() if not p.exists() or p.read_text(encoding="utf-8") != text]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say which pages are out of date")
    args = parser.parse_args(argv)
    if args.check:
        old = stale()
        for path in old:
            print(f"out of date: {path.relative_to(ROOT)} (run python3 scripts/rules_pages.py)")
        return 1 if old else 0
    for path, text in pages().items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
