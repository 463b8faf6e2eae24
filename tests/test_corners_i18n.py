"""Kings in the Corner speaks the player's language (issue 49): every word its table, refusals, hints, endings, rules
page and tutorial show goes through kings.i18n.

The pseudo-locale walk plays whole matches under ``en-XA`` and reads every text of every view model the table shows:
a text that is not pseudo-translated (no ``⟦``) slipped past the catalogs. Texts made of numbers, card symbols and
player names alone are not words; texts the shell (web/shell, kings/*.py) writes are its own business, and are listed
here by where they come from. The module's constants (the dialog's options, the presets, the keys, the tutorial's
titles) are translated where the shell draws them: the walk checks that each is in the catalog. Then the real
catalogs, compiled, turn a few screens into Portuguese and Spanish.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from babel.messages.pofile import read_po

from kings.cards import Card
from kings.corners import CARD_VALUES, DRAW, END_TURN, PRESETS, Deal, Move, Place, Play, Shift, preset
from kings.corners.options import DECISIONS, OPTIONS
from kings.corners.players import make_player
from kings.corners.presets import PRESET_GROUPS, PRESET_GUIDE, PRESET_NOTES, PRESET_SOURCES, plain_name
from kings.corners.rules import Scoring
from kings.corners.rulesdoc import sections
from kings.errors import IllegalMoveError
from kings.i18n import speaking
from kings.seeding import Rng
from scripts.locales import compile_all
from web.corners import results, words
from web.corners.session import Session
from web.corners.spec import DAILY, KEYS, STEPS, Setup, tutorial
from web.corners.view import Scene, build, end_label, nowhere
from web.corners.viewmodels import Selection
from web.shell.seats import make_seats

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Sam", "Ada", "Grace", "Alan")
#: fields that hold ids, notation, data for the page's scripts or CSS, never words
NOT_WORDS = {"key", "code", "rank", "suit", "suit_name", "position", "record", "share", "state", "actor", "speed",
             "kind", "mood", "tone", "move", "swatch", "short", "id", "place"}
#: what is only numbers, card symbols, signs and names
PLAIN = re.compile(r"^[\s\d+\-–·.,:;/()#%★🃏♠♥♦♣AJQK=]*$")


def texts(value: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """Every (place, text) in a view model: its dataclasses' string fields, tuples and lists."""
    if isinstance(value, str):
        yield where, value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name not in NOT_WORDS:
                yield from texts(getattr(value, f.name), f"{where}.{f.name}")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from texts(item, f"{where}[{i}]")


def is_word_free(text: str, names: tuple[str, ...] = NAMES) -> bool:
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, "")
    return bool(PLAIN.match(text))


#: the shell's own words, which reach this game's view models unchanged until the shell is translated
SHELL_FIELDS = (
    re.compile(r"\.banner\.actions\[\d+\]\[0\]$"),  # the buttons' actions (ids, not words)
    re.compile(r"\.banner\.title$"), re.compile(r"\.banner\.ending\.headline$"),  # match_headline: You win!
    re.compile(r"\.ending\.table\.rows\[\d+\]\.place$"),  # ordinal: 1st
    re.compile(r"\.seats\[\d+\]\.level$"),  # the seat's level label (web/shell/seats)
    re.compile(r"\.hint$"),  # the shell's hint line
    re.compile(r"\.(hand|cards)\[\d+\]\.name$"),  # a card's name: queen of hearts (kings/cards.py)
    re.compile(r"\.ending\.table\.rows\[\d+\]\.name$"),  # the seat's row name: Sam (you) (web/shell/seating)
)
#: a match's end speaks its ranking through the shell (ranking.ending: "1st, Ada, 12 points")
SHELL_MATCH_SPOKEN = re.compile(r"\.banner\.ending\.spoken$")


#: the match's end buttons (web/shell/tableparts.ended)
SHELL_TEXTS = {"Play again", "New game…"}


def untranslated(view: Any, root: str) -> list[str]:
    out = []
    for where, text in texts(view, root):
        if not text or "⟦" in text or is_word_free(text) or any(p.search(where) for p in SHELL_FIELDS):
            continue
        if text in SHELL_TEXTS:
            continue
        if SHELL_MATCH_SPOKEN.search(where):
            continue
        out.append(f"{where}: {text!r}")
    return out


def short_rules(preset_id: str) -> Any:
    """The preset, in a match of two deals at most (a whole match, quickly)."""
    rules = preset(preset_id)
    sc = rules.scoring
    return replace(rules, scoring=replace(sc, deals=2) if isinstance(sc, Scoring) else sc)


def play_match(preset_id: str, seed: int, kinds: list[str]) -> Iterator[Session]:
    """A whole match, every seat played by the easy CPU; yields the session every few moves and at every end."""
    s = Session.new(Setup(make_seats(kinds, list(NAMES[: len(kinds)])), short_rules(preset_id)), seed)
    player, rng = make_player("easy"), Rng(seed)
    moves = 0
    while True:
        if not s.in_deal:
            yield s
            if s.match.over:
                return
            s = s.next_deal()
            continue
        deal = s.match.deal
        assert deal is not None
        move = player.choose(deal.observe(deal.to_act), deal.legal_moves(), rng)
        s = s.play(move)
        moves += 1
        if moves % 9 == 0:
            yield s


@pytest.mark.parametrize(("preset_id", "seed", "kinds"), [
    ("standard", 3, ["human", "easy"]), ("chips", 5, ["human", "easy", "medium"]),
    ("corners-owned", 8, ["human", "easy", "easy", "easy"]), ("wikipedia", 2, ["human", "easy", "easy"]),
    ("kings-compulsory", 4, ["human", "easy"]), ("jokers", 6, ["human", "easy", "easy"]),
])  # fmt: skip
def test_a_whole_match_in_the_pseudo_locale_shows_no_untranslated_word(preset_id: str, seed: int,
                                                                       kinds: list[str]) -> None:
    with speaking("en-XA"):
        found: list[str] = []
        ended = 0
        for s in play_match(preset_id, seed, kinds):
            view = build(Scene(s))
            found += untranslated(view, "table")
            for topic in ("all", "hand", "piles", "scores", "moves"):
                said = words.say(view, topic)
                if "⟦" not in said:
                    found.append(f"say({topic}): {said!r}")
            if not s.in_deal:
                ended += 1
                assert view.banner is not None and view.banner.ending is not None
                assert "⟦" in view.banner.ending.lead or s.match.over or not view.banner.ending.lead
                entry = results.lobby_entry(s)
                if entry.get("last") and s.match.over:
                    assert "⟦" in entry["last"], entry
            deal = s.shown
            if s.in_deal and deal.legal_moves():
                hint = words.advice(END_TURN, deal, end_label(s.match.rules, deal))
                assert "⟦" in hint, hint
        assert ended >= 2 and not found, "\n".join(found[:40])


def test_the_play_surface_in_the_pseudo_locale() -> None:
    """A refusal, a hint, a held card that fits nowhere, the joker's choices and the status lines."""
    with speaking("en-XA"):
        s = Session.new(Setup(make_seats(["human", "easy"], ["Sam", "Ada"]), preset("jokers")), 11)
        while s.to_act != 0 or not s.in_deal:
            s = s.play(s.shown.legal_moves()[0]) if s.in_deal else s.next_deal()
        deal = s.shown
        refused = illegal_moves(deal)
        assert refused
        for move in refused:
            why = deal.explain(move)
            assert why is not None and "⟦" in why, (move, why)
            with pytest.raises(IllegalMoveError, match="⟦"):
                deal.play(move)
        for move in deal.legal_moves():
            assert "⟦" in words.advice(move, deal, end_label(deal.rules, deal))
        held = next(iter(deal.hand(0)))
        line = nowhere((), Selection(card=held))
        assert line is not None and "⟦" in line
        view = build(Scene(s, selection=Selection(card=held), choices=tuple(
            m for m in deal.legal_moves() if isinstance(m, Play) and m.card.is_joker)))
        assert not untranslated(view, "table")
        assert "⟦" in view.status and all("⟦" in c.label for c in view.controls)


def illegal_moves(deal: Deal) -> list[Move]:
    """Moves of every kind the engine refuses here, each with its own reason."""
    hand = deal.hand(deal.to_act)
    tried: list[Move] = [DRAW, END_TURN, Play(Card.parse("AS"), Place.N)]
    tried += [Play(c, p) for c in hand for p in Place] + [Shift(a, b) for a in Place for b in Place]
    return [m for m in tried if not deal.is_legal(m)]


def test_rules_page_and_tutorial_in_the_pseudo_locale() -> None:
    with speaking("en-XA"):
        for current in (None, preset("standard"), preset("kleplek"), preset("robinson")):
            for section in sections(current):
                found = untranslated(section, section.key)
                # the CPU levels' names are the engine registry's (kings/registry.py: the shell's catalog)
                found = [f for f in found if not (section.key == "cpus" and re.search(r"entries\[\d+\]\[0\]", f))]
                assert not found, found
        _steps, session = tutorial()
        for step in STEPS:
            text = step.text if isinstance(step.text, str) else step.text(session)
            assert "⟦" in text, text


def catalog_ids() -> set[str]:
    with (ROOT / "locale" / "corners.pot").open("rb") as f:
        return {m.id if isinstance(m.id, str) else m.id[0] for m in read_po(f) if m.id}


def test_the_constants_the_shell_draws_are_in_the_catalog() -> None:
    """The dialog's options, presets and groups, the keys, the tutorial's titles and the daily's line: marked with
    N_ where they are written, translated where the shell draws them."""
    ids = catalog_ids()
    wanted = {o.label for o in OPTIONS} | {o.help for o in OPTIONS}
    wanted |= {label for o in OPTIONS for _v, label in o.choices}
    wanted |= {r.name for r in PRESETS.values()} | {plain_name(pid) for pid in PRESETS}
    wanted |= {o.source for o in OPTIONS} | set(PRESET_SOURCES.values())
    wanted |= {guide for _group, guide in PRESET_GUIDE.values()} | set(PRESET_NOTES.values())
    wanted |= {label for _gid, label in PRESET_GROUPS} | {v.name for v in CARD_VALUES.values()} | set(DECISIONS)
    wanted |= {title for title, _keys in KEYS} | {k.does for _title, keys in KEYS for k in keys}
    wanted |= {step.title for step in STEPS} | {DAILY.about} | {"Custom rules"}
    assert sorted(wanted - ids) == []


def test_no_throwaway_underscore_where_underscore_is_gettext() -> None:
    """``_`` is gettext in every module that imports it: a loop's ``for _ in`` would shadow it."""
    for path in sorted([*(ROOT / "kings" / "corners").rglob("*.py"), *(ROOT / "web" / "corners").rglob("*.py")]):
        source = path.read_text(encoding="utf-8")
        tree = ast.parse(source)
        imports = any(isinstance(n, ast.ImportFrom) and n.module == "kings.i18n" and any(a.name == "_" for a in n.names)
                      for n in ast.walk(tree))  # fmt: skip
        if not imports:
            continue
        bound = [n.lineno for n in ast.walk(tree) if isinstance(n, ast.Name) and n.id == "_"
                 and isinstance(n.ctx, ast.Store)]  # fmt: skip
        assert not bound, f"{path.relative_to(ROOT)}: _ assigned at lines {bound}"


# -- the real catalogs -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: (out / lang / "corners.mo").read_bytes() for lang in ("pt-BR", "es")}


ENGLISH = re.compile(r"\b(the|does not|fit|needs|your|turn|play|pile|deal|draw|cards? left|went out|nobody|"
                     r"this|corner)\b", re.IGNORECASE)


def refusal_and_hint(lang: str, mo: bytes) -> tuple[str, str, str]:
    rules = preset("standard")
    deal = Deal.new(rules, seed=7, players=2)
    bad = next(m for m in illegal_moves(deal) if "does not fit" in (deal.explain(m) or ""))
    with speaking(lang, [mo]):
        why = deal.explain(bad)
        play = next(m for m in deal.legal_moves() if isinstance(m, Play))
        hint = words.advice(play, deal, end_label(rules, deal))
        ending = words.advice(END_TURN, deal, end_label(rules, deal))
        assert why is not None
        return why, hint, ending


@pytest.mark.parametrize(("lang", "fits", "hint"), [
    ("pt-BR", "não encaixa em", "jogue "), ("es", "no encaja sobre", "juega "),
])  # fmt: skip
def test_a_refusal_and_a_hint_in_portuguese_and_spanish(catalogs: dict[str, bytes], lang: str, fits: str,
                                                         hint: str) -> None:
    why, said, end = refusal_and_hint(lang, catalogs[lang])
    assert fits in why and not ENGLISH.search(why), why
    assert said.startswith(hint) and not ENGLISH.search(said), said
    assert not ENGLISH.search(end), end


@pytest.mark.parametrize(("lang", "words_in"), [
    ("pt-BR", ("Cartas na mão", "Nesta rodada", "Próxima rodada", "rodada")),
    ("es", ("Cartas restantes", "Esta ronda", "Siguiente ronda", "ronda")),
])  # fmt: skip
def test_the_end_of_a_deal_in_portuguese_and_spanish(catalogs: dict[str, bytes], lang: str,
                                                     words_in: tuple[str, ...]) -> None:
    with speaking(lang, [catalogs[lang]]):
        s = next(s for s in play_match("standard", 3, ["human", "easy"]) if not s.in_deal)
        view = build(Scene(s))
        banner = view.banner
        assert banner is not None and banner.ending is not None
        e = banner.ending
        assert [c.label for c in e.table.columns[:2]] == list(words_in[:2]) and banner.actions[0][1] == words_in[2]
        assert words_in[3] in view.status
        mine = (e.headline, view.status, view.title, view.hand_label, e.table.caption, *view.log,
                *(c.label for c in view.controls), *(p.label for p in view.piles))
        for text in mine:
            assert not ENGLISH.search(text), text
