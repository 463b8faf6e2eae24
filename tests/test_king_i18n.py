"""King in other languages (issue 49): every word the table shows comes through the catalogs.

The walk plays whole games with CPU-like policies under the ``en-XA`` pseudo-locale and builds every scene the table
shows (the choosing, the auction and its answers, the ultimatum, naming trumps, a forfeit, the end of each hand and of
the game, the score sheet both ways, the pass-and-play banner), the engine's refusals of every move it does not allow,
the hints' words, the table read aloud, the rules page, the tutorial, the keys and the new-game dialog's words: each
text must be pseudo-translated ("⟦"), unless it is only figures, card symbols or player names. Then the real catalogs,
compiled into a temporary directory, must turn a few real screens into Portuguese and Spanish, no English left.
"""

from __future__ import annotations

import ast
import dataclasses
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from kings.cards import STANDARD_DECK
from kings.i18n import _, speaking
from kings.king.auction import LADDER, Bid
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLARATIONS,
    DECLINE,
    FORFEIT,
    MATCH,
    NOMINATIONS,
    PASS,
    ULTIMATUM,
    Declare,
    Move,
)
from kings.king.rules import PRESETS
from tests.test_king_web_session import advance, session
from web.king import narration, results, spec, words
from web.king.session import Session
from web.king.view import Scene, build
from web.king.viewmodels import TableView

ROOT = Path(__file__).resolve().parent.parent
#: the players' names and their short tags at the tables walked (the shell's words: no translation for them)
NAMES: set[str] = {"You"}
#: every move there is: what the refusals are asked about
EVERY_MOVE: tuple[Move, ...] = (*STANDARD_DECK, *DECLARATIONS, *LADDER, AUCTION, PASS, MATCH, ACCEPT, DECLINE, FORFEIT,
                                ULTIMATUM, *NOMINATIONS)  # fmt: skip

#: Fields that are no words: ids, notation, CSS classes, data read by the page or by tests, player names and levels
#: (the shell's), card names and ordinals (the shell's), figures.
SKIP = {"state", "actor", "phase", "speed", "position", "record", "hint", "key", "code", "rank", "suit", "suit_name",
        "move", "kind", "ladder", "role", "stage", "trump", "trump_name", "name", "level", "points", "total", "cells",
        "expected", "minus", "plus", "who", "mood", "place", "id", "tone", "names", "first", "extras", "each",
        "to_act", "viewer", "last_seat", "moves", "chips", "swatch", "columns"}  # fmt: skip


def texts(value: Any, where: str = "") -> Iterator[tuple[str, str]]:
    """Every (field path, text) a view model holds, the skipped fields left out."""
    if isinstance(value, str):
        yield where, value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name == "actions":  # (action id, label) buttons: the labels
                yield from texts(tuple(label for _action, label in getattr(value, f.name)), f"{where}.actions")
            elif f.name not in SKIP:
                yield from texts(getattr(value, f.name), f"{where}.{f.name}")
    elif isinstance(value, (tuple, list)):
        for i, item in enumerate(value):
            yield from texts(item, f"{where}[{i}]")


def without_names(text: str) -> str:
    """``text`` without the players' names (longest first) nor the cards' names (the shell's words)."""
    for name in [*sorted(NAMES, key=len, reverse=True), *(card.name for card in STANDARD_DECK)]:
        if name in text:
            text = text.replace(name, "")
    return text


def meet(s: Session) -> None:
    """Know the names and tags of the players of ``s``."""
    sheet = results.build(s)
    NAMES.update(s.names(), sheet.names, sheet.short, sheet.first)


def wordless(text: str) -> bool:
    """Only figures, signs, card symbols and player names: nothing to translate."""
    text = without_names(text)
    return not re.search(r"[A-Za-z]{2,}", text.replace("K♥", ""))


def untranslated(items: Iterator[tuple[str, str]]) -> list[tuple[str, str]]:
    return [(where, text) for where, text in items if text and "⟦" not in text and not wordless(text)]


# -- the walk ----------------------------------------------------------------------------------------------------
def policy(s: Session, moves: Sequence[Move]) -> Move:
    """A game that goes everywhere: its four positive hands accepted, declined (then played down), ultimatum'd and
    forfeited, with matches and trumps named."""
    game = s.game
    n, phase = game.number - (len(game.schedule) - 4), game.phase  # n: the positive hand, 0 to 3
    pos = game.positive
    if phase == "choose":
        return AUCTION if AUCTION in moves else moves[0]
    if phase == "auction":
        assert pos is not None and pos.auction is not None
        if n == 3:
            return PASS  # nobody bids: a foiled auction, forfeited
        if MATCH in moves and n == 1:
            return MATCH
        bids = [m for m in moves if isinstance(m, Bid)]
        spoken = {seat for seat, m in s.hand_log() if isinstance(m, Bid)}
        return bids[0] if bids and game.acting not in spoken else PASS
    if phase == "settle":
        wanted = {0: ACCEPT, 1: DECLINE, 2: ULTIMATUM, 3: FORFEIT}[n]
        if wanted in moves:
            return wanted
        return Declare(down=True) if Declare(down=True) in moves else moves[0]
    if phase == "ultimatum":
        assert pos is not None and pos.asked is not None
        return Bid(8) if (pos.asked - game.dealer) % 4 == 2 else PASS
    if phase == "name":
        return moves[-1]
    return moves[0]


def scenes(s: Session) -> Iterator[Scene]:
    """What the table shows of ``s``: plainly, with a hint, a message, the last trick, a CPU thinking."""
    legal = s.game.legal_moves()
    yield Scene(s)
    if legal:
        yield Scene(s, hint=legal[-1], show_last=True, thinking=s.to_act, columns="two")


def walk(s: Session, visit: Callable[[Session], None], limit: int = 3000) -> Session:
    """Play ``s`` to its end with :func:`policy`, calling ``visit`` at every step."""
    for _step in range(limit):
        visit(s)
        if s.game.over:
            return s
        if s.hand_over:
            s = s.next_deal()
            continue
        s = s.play(policy(s, s.game.legal_moves()))
    raise AssertionError("the game did not end")


def check_table(t: TableView, found: list[tuple[str, str]]) -> None:
    game_over = t.state == "game-over"
    for where, text in untranslated(texts(t)):
        # the shell's words at the game's end: "You win!", "Ada wins the game" (web/shell/ending.match_headline)
        if game_over and where in (".banner.title", ".banner.ending.headline"):
            continue
        found.append((where, text))
    for key in ("hand", "trick", "scores", "contract", "all"):
        said = narration.say(t, key)
        if said and "⟦" not in said:
            found.append((f"say({key})", said))


def visitor(found: list[tuple[str, str]], phases: set[str]) -> Callable[[Session], None]:
    def visit(s: Session) -> None:
        meet(s)
        game = s.game
        for scene in scenes(s):
            check_table(build(scene), found)
        names = s.names()
        legal = game.legal_moves()
        for move in legal:
            hint = words.hint_words(move, names)
            if "⟦" not in hint:
                found.append(("hint", hint))
        if game.phase not in phases and not game.over:  # the refusals, once a phase
            phases.add(game.phase)
            for move in EVERY_MOVE:
                if move not in legal:
                    reason = game.explain(move)
                    if reason is not None and "⟦" not in reason:
                        found.append((f"refusal {game.phase} {move}", reason))
        if game.over and "over" not in phases:
            phases.add("over")
            reason = game.explain(legal[0] if legal else PASS)
            if reason is not None and "⟦" not in reason:
                found.append(("refusal over", reason))
        for line in narration.hand_lines(s):
            if "⟦" not in line:
                found.append(("log", line))
        if s.log and "⟦" not in narration.last_line(s):
            found.append(("last line", narration.last_line(s)))
        found.extend(untranslated(texts(results.build(s, "two"), ".sheet")))
    return visit


@pytest.mark.parametrize(("kinds", "rules"), [
    ("human,medium,medium,medium", "standard"),
    ("medium,human,medium,medium", "quick"),
    ("human,human,medium,medium", "nominate"),
    ("human,medium,medium,medium", "leader-forfeit"),
])  # fmt: skip
def test_every_word_the_table_shows_comes_through_the_catalogs(kinds: str, rules: str) -> None:
    found: list[tuple[str, str]] = []
    phases: set[str] = set()
    with speaking("en-XA"):
        s = walk(session(kinds, seed=5, rules=rules), visitor(found, phases))
        assert s.game.over
    distinct = sorted({(where.split("[")[0], text) for where, text in found})
    assert not distinct, "\n".join(f"{where}: {text!r}" for where, text in distinct[:60])
    if rules == "standard":  # the walk went everywhere a positive hand goes
        assert {"choose", "auction", "settle", "ultimatum", "name", "play"} <= phases
        assert any(r.forfeited for r in s.game.results) and any(r.bid is not None for r in s.game.results)


def test_the_rules_page_the_tutorial_the_keys_and_the_dialog_are_marked() -> None:
    found: list[tuple[str, str]] = []
    with speaking("en-XA"):
        for preset in PRESETS.values():
            for section in spec.rules_page(preset)[:-1]:  # the last is the shell's credits
                found.extend(untranslated(texts((section.title, section.intro, section.items), section.key)))
                for entry in section.entries:
                    found.extend(untranslated(texts((entry.term, entry.text), section.key)))
            found.extend(untranslated(texts(_(preset.name), "preset")))
        for step in spec.STEPS:  # (a step worded from the table says one of the texts it chooses among)
            said = (step.text,) if isinstance(step.text, str) else (spec.MAY_DISCARD, spec.MUST_FOLLOW, spec.YOU_LEAD)
            found.extend(untranslated(texts((_(step.title), *(_(text) for text in said)), "tutorial")))
        for group, keys in spec.KEYS:
            found.extend(untranslated(texts((_(group), *(_(k.keys) for k in keys), *(_(k.does) for k in keys)),
                                            "keys")))  # fmt: skip
        for _key, label, help_ in spec.OPTIONS:
            found.extend(untranslated(texts((_(label), _(help_)), "options")))
        found.extend(untranslated(texts(tuple(_(v) for v in spec.ABOUT.values()), "about")))
        found.extend(untranslated(texts((_(spec.FEATURES.offer_title), _(spec.FEATURES.offer_text)), "offer")))
    assert not found, "\n".join(f"{where}: {text!r}" for where, text in found[:40])


def test_no_module_of_the_game_uses_underscore_as_a_throwaway_name() -> None:
    """``_`` is the translation: a loop's ``for _ in`` or ``_, x = ...`` in a module that imports it would hide it."""
    wrong = []
    for path in sorted([*(ROOT / "kings" / "king").rglob("*.py"), *(ROOT / "web" / "king").rglob("*.py")]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if not any(isinstance(node, ast.ImportFrom) and node.module == "kings.i18n" and
                   any(alias.name == "_" for alias in node.names) for node in ast.walk(tree)):  # fmt: skip
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == "_" and isinstance(node.ctx, ast.Store):
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
            if isinstance(node, ast.arg) and node.arg == "_":
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not wrong, wrong


# -- the real catalogs ---------------------------------------------------------------------------------------------
ENGLISH = re.compile(r"\b(the|your|you|with|trick|tricks|hand|bid|bids|pass|and|is|are|of|takes|plays|leads)\b",
                     re.IGNORECASE)  # fmt: skip


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    from scripts import locales

    out = tmp_path_factory.mktemp("locale")
    locales.compile_all(out=out)
    return {lang: (out / lang / "king.mo").read_bytes() for lang in locales.LANGUAGES}


def english_left(values: Sequence[str]) -> list[str]:
    """The texts that still hold an English word, player names taken out."""
    left = []
    for text in values:
        if ENGLISH.search(without_names(text)):
            left.append(text)
    return left


def screens() -> tuple[Session, Session, Session]:
    """The auction (a bid standing, the human to answer), a hand's end, and a card refused, of one game."""
    start = session("human,medium,medium,medium", seed=3)
    auction = advance(start, lambda x: not x.hand_over and x.game.phase == "auction" and x.to_act == 0
                      and x.game.positive is not None and x.game.positive.auction is not None
                      and x.game.positive.auction.high is not None, policy)  # fmt: skip
    ended = advance(start, lambda x: x.hand_over)
    playing = advance(start, lambda x: x.game.phase == "play" and bool(x.game.hand and x.game.hand.trick)
                      and x.to_act == 0 and len(x.game.legal_moves()) < len(x.game.cards(0)))  # fmt: skip
    return auction, ended, playing


@pytest.mark.parametrize(("lang", "words_"), [
    ("pt-BR", ("Leilão", "vaza", "Sem vazas", "Você", "lance", "tem de jogar")),
    ("es", ("subasta", "baza", "Sin bazas", "puja", "Debes seguir")),
])  # fmt: skip
def test_the_catalogs_turn_the_table_into_portuguese_and_spanish(lang: str, words_: tuple[str, ...],
                                                                 catalogs: dict[str, bytes]) -> None:  # fmt: skip
    auction, ended, playing = screens()
    meet(auction)
    with speaking(lang, [catalogs[lang]]):
        shown: list[str] = []
        for s in (auction, ended, playing):
            shown.extend(text for _where, text in texts(build(Scene(s))) if text)
        bidding = build(Scene(auction)).bidding
        assert bidding is not None and bidding.groups
        refused = next(c for c in playing.game.cards(0) if c not in playing.game.legal_moves())
        reason = playing.game.explain(refused)
        assert reason is not None
        shown.append(reason)
        shown.append(narration.say(build(Scene(playing)), "all"))
    assert not english_left(shown), english_left(shown)[:20]
    joined = " ".join(shown)
    missing = [w for w in words_ if w not in joined]
    assert not missing, (missing, joined[:2000])


#: Spanish calls in the first person, as if the player (a CPU) spoke them: what a new player's review found where
#: English and Portuguese say the call of the player ("pass", "passou")
FIRST_PERSON = {"subasto", "paso", "igualo", "acepto", "rechazo", "cedo"}


def test_the_spanish_calls_are_said_of_the_player_as_in_english(catalogs: dict[str, bytes]) -> None:
    """Each seat's call (on its chip and in the list of calls) said of it, as English labels it and Portuguese says it
    ("pasa", "en subasta"), and of you in the words said to you ("Tú: pasas"); the Pass button says the action as
    Accept and Decline do ("Pasar"), not "Paso"."""
    calls = (AUCTION, PASS, MATCH, ACCEPT, DECLINE, FORFEIT, ULTIMATUM)
    with speaking("es", [catalogs["es"]]):
        theirs = [words.call_words(m) for m in calls]
        yours = [words.call_words(m, yours=True) for m in calls]
        # a hand you deal and auction: two seats pass, one bids; your answer (your own call, "up for auction")
        start = session("human,medium,medium,medium", seed=3)
        answer = advance(start, lambda x: x.game.phase == "settle" and x.to_act == 0, lambda x, moves: (
            AUCTION if AUCTION in moves else Bid(1) if Bid(1) in moves and x.game.acting == 1 else
            PASS if PASS in moves else moves[0]))  # fmt: skip
        view = build(Scene(answer))
        chips = {seat.seat: seat.call for seat in view.seats}
        assert view.bidding is not None
        said = list(view.bidding.calls)
        # another seat's auction, where you pass: your chip and the list say it to you
        passed = advance(start, lambda x: x.game.phase == "auction" and (0, PASS) in x.hand_log(), lambda x, moves: (
            PASS if PASS in moves and x.game.acting == 0 else first_bid(moves)))  # fmt: skip
        view = build(Scene(passed))
        your_chip = view.seats[0].call
        assert view.bidding is not None
        you_said = [call for who, call in view.bidding.calls if who == "You"]
    assert theirs == ["en subasta", "pasa", "iguala", "acepta", "rechaza", "cede", "ultimátum"], theirs
    assert yours == ["en subasta", "pasas", "igualas", "aceptas", "rechazas", "cedes", "ultimátum"], yours
    assert chips == {0: "en subasta", 1: "1 arriba", 2: "pasa", 3: "pasa"}, chips
    assert ("You", "en subasta") in said and not FIRST_PERSON & {call for _who, call in said}, said
    assert your_chip == "pasas" and you_said == ["pasas"], (your_chip, you_said)


def first_bid(moves: Sequence[Move]) -> Move:
    """The auction put up, the first bid on offer, else the first move."""
    return AUCTION if AUCTION in moves else next((m for m in moves if isinstance(m, Bid)), moves[0])


def test_the_spanish_pass_button_names_the_action(catalogs: dict[str, bytes]) -> None:
    with speaking("es", [catalogs["es"]]):
        auction = advance(session("human,medium,medium,medium", seed=3),
                          lambda x: x.game.phase == "auction" and x.to_act == 0, policy)
        bidding = build(Scene(auction)).bidding
    assert bidding is not None
    labels = {c.move: c.label for g in bidding.groups for c in g.choices}
    assert labels["pass"] == "Pasar", labels


@pytest.mark.parametrize(("lang", "short", "long"), [("pt-BR", "para cima", "vaza"), ("es", "arriba", "baza")])
def test_the_auction_title_says_the_bid_as_the_seats_tags_do(lang: str, short: str, long: str,
                                                             catalogs: dict[str, bytes]) -> None:  # fmt: skip
    """The title names the bid standing in its short form ("8 para cima", as each seat's tag and the Match button say
    it): "8 vazas para cima" took the holder's long name to a third line of the widget's title, cut."""
    auction, _ended, _playing = screens()
    with speaking(lang, [catalogs[lang]]):
        bidding = build(Scene(auction)).bidding
        assert bidding is not None
        tags = {seat.call for seat in build(Scene(auction)).seats if seat.call}
    assert short in bidding.title and long not in bidding.title, bidding.title
    assert any(tag in bidding.title for tag in tags), (bidding.title, tags)
