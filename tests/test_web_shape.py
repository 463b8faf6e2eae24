"""The table kit's ratchet (issue 47): the game folders under web/ may only get smaller.

Each ``web/<game>/`` folder began as a copy of the same app (30 or so modules with the same names). The table kit moves
what every game shares into ``web/shell/``, one piece at a time. These ceilings hold each step: a game folder may not
gain modules, and a module name shared by four or more game folders may not appear anew. When a step moves a piece
into the shell, the test asks for the ceiling to come down with it, so the figures here are always today's and the
ratchet never loosens unseen.

Targets (issue 47): a median of at most 12 modules per game folder, none over 15, and at most 10 names shared by 4 or
more folders.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "web"

#: Python files per game folder (``__init__.py`` included), today's figure: lower it when a step removes modules.
#: (King 13 -> 14, issue 49: its words in whole sentences for "you" and for another player took words.py to 534
#: lines; the move log and the table read aloud are web/king/narration.py, King's own, nothing another game shares.)
MODULES = {"corners": 11, "king": 14, "kings_court": 10, "kings_cup": 14, "klondike": 12, "three_thirteen": 11}

#: Module names found in 4 or more game folders: the copies still to fold into the shell. The set may only shrink.
SHARED = frozenset({
    "app", "dom", "dom_input",
    "online", "results", "session",
    "view", "viewmodels",
})  # fmt: skip

#: The names the kit's layout gives every game (docs/architecture.md, "Adding a game"): its declaration (``spec``:
#: CPU seeds, tutorial, keys, rule options) and its words (narration, speech). Being in every folder is their point.
LAYOUT = frozenset({"spec", "words"})

#: A name this common is a copy: the kit's target is at most 10 such names.
COMMON = 4


def game_folders() -> list[Path]:
    return sorted(p for p in WEB.iterdir() if p.is_dir() and p.name != "shell" and (p / "__init__.py").exists())


def module_counts() -> dict[str, int]:
    return {folder.name: len(list(folder.rglob("*.py"))) for folder in game_folders()}


def shared_names() -> set[str]:
    names = Counter(m.stem for folder in game_folders() for m in folder.glob("*.py") if m.name != "__init__.py")
    return {name for name, folders in names.items() if folders >= COMMON}


def test_every_game_folder_has_a_ceiling() -> None:
    assert set(module_counts()) == set(MODULES), "a game folder was added or removed: give it its ceiling in MODULES"


def test_no_game_folder_gains_modules() -> None:
    grown = {game: (count, MODULES[game]) for game, count in module_counts().items() if count > MODULES.get(game, 0)}
    assert not grown, (
        f"game folders grew past their ceilings (now, ceiling): {grown}. Put what every game needs in web/shell/ "
        "and have the game declare it (issue 47), or fold the new code into one of the game's own modules."
    )


def test_the_ceilings_are_todays_figures() -> None:
    shrunk = {game: count for game, count in module_counts().items() if count < MODULES.get(game, 0)}
    assert not shrunk, f"well done: these folders shrank; lower their ceilings in MODULES to {shrunk}"


def test_no_new_name_is_copied_across_game_folders() -> None:
    new = sorted(shared_names() - SHARED - LAYOUT)
    assert not new, (
        f"{new} now appear in {COMMON} or more game folders: that is a copy of one thing. Build it once in web/shell/ "
        "and let each game declare what is its own."
    )


def test_the_shared_list_only_shrinks() -> None:
    gone = sorted(SHARED - shared_names())
    assert not gone, f"well done: {gone} are no longer copied across game folders; remove them from SHARED"
