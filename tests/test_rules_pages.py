"""The rules pages in docs/rules/ are what scripts/rules_pages.py writes today: each game's Rules dialog, in each
language, from the engines and the catalogs (issue 49: "the rules pages in each language")."""

from __future__ import annotations

import re

from scripts import rules_pages

#: English words a translated rules page would hold only where a text slipped past the catalogs
ENGLISH = re.compile(r"\b(the|your|cards?|plays?|turn|when|each|wins?|points?|hand|trick)\b")


def test_the_rules_pages_are_current() -> None:
    pages = rules_pages.pages()
    old = [str(p.relative_to(rules_pages.ROOT)) for p, text in pages.items()
           if not p.exists() or p.read_text(encoding="utf-8") != text]  # fmt: skip
    assert not old, f"out of date (run python3 scripts/rules_pages.py): {old}"
    translated = {p: text for p, text in pages.items() if p.parent.name in ("pt-BR", "es")}
    assert len(translated) == 12
    for path, text in translated.items():
        # (the credits name a file; a game's name is its own)
        left = [line for line in text.splitlines() if ENGLISH.search(line.replace("Kings in the Corner", ""))
                and "THIRD_PARTY_NOTICES" not in line]  # fmt: skip
        assert not left, f"{path.name} ({path.parent.name}) holds English: {left[:3]}"
