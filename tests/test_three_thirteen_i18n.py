"""3-13's words through the catalogs (issue 49): a whole game walked in the pseudo-locale finds every text of the
table, its endings, the dialogs and the rules page that did not come through a catalog (``⟦…⟧`` marks one that did),
and the compiled pt-BR and es catalogs put real screens in Portuguese and Spanish.

What the shell words around 3-13's (its own messages, dialogs' frames, notices, the CPU levels, the ranking's
places) is the shell domain's, checked there: :data:`SHELL` names the few of them this walk meets, so that they are
not counted as 3-13's. The dialogs' constants (the keys, the tutorial, how to play, the setup form's options) are
translated where the dialog is drawn: they must be entries of a catalog's template."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kings.cards import Card
from kings.errors import IllegalMoveError, RulesError
from kings.i18n import speaking
from kings.three_thirteen.match import Match
from kings.three_thirteen.meld_layout import Meld
from kings.three_thirteen.moves import DISCARD, STOCK, Discard
from kings.three_thirteen.round import Round
from kings.three_thirteen.rules import PRESETS, Rules, preset
from kings.three_thirteen.rulesdoc import render, sections
from scripts.locales import compile_all, extract
from tests.pseudo_text import ID, WORD, english_outside, untranslated
from tests.test_three_thirteen_web_session import advance, first, medium, session
from tests.three_thirteen_harness import Harness, cards_of, play_until
from web.shell.seats import CPU_NAMES
from web.three_thirteen import dom_skeleton, results, spec, words
from web.three_thirteen.spec import Session
from web.three_thirteen.view import Scene, build
from web.three_thirteen.viewmodels import TableView

PSEUDO = "en-XA"
#: Texts the shell words (its domain, not 3-13's) that a 3-13 table shows: matched whole.
SHELL = (
    re.compile(r"Hint: .*"),  # the shell's hint line around 3-13's words (web/shell/hinting.py)
    re.compile(r"Thinking of a hint…"),
)
#: Fields that are no words: ids, notation, CSS classes, data the page or the tests read, figures; the players'
#: names and CPU levels (the shell's) are taken out of the texts instead (:func:`english_left`).
SKIP = {"key", "code", "rank", "suit", "suit_name", "stands", "state", "actor", "speed", "position", "record", "hint",
        "phase", "share", "move", "kind", "mood", "level", "wild_code", "place", "total", "totals", "cells", "id",
        "value", "preset", "new_kind", "seats", "extras", "swatch", "last_seat", "to_act", "viewer",
        "tone"}  # fmt: skip
KEY_NAMES = {"Tab / Shift+Tab", "Shift+← / Shift+→"}  #: keys named as the keyboard writes them, in every language
NAMES = sorted({*CPU_NAMES, "You", "Ann", "Bob"}, key=len, reverse=True)  #: the seats' names (names, not words)


def texts(value: Any) -> Iterator[str]:
    """Every text a view model or a dialog's data holds, the skipped fields left out."""
    if isinstance(value, str):
        if not ID.fullmatch(value) and value not in KEY_NAMES:
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from texts(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            if name == "actions":  # (action id, label) buttons: the labels
                yield from (label for _action, label in getattr(value, name))
            elif name not in SKIP:
                yield from texts(getattr(value, name))


def english_left(text: str) -> str:
    """What of ``text`` is not inside a pseudo-translated message, nor a player's name."""
    return english_outside(text, NAMES)


def leaks(found: Iterable[str], catalogued: frozenset[str] = frozenset()) -> list[str]:
    """The texts with English words outside the catalogs, the shell's and the constants ``catalogued`` aside (a
    dialog translates those where it draws them)."""
    return untranslated(found, SHELL, NAMES, catalogued=catalogued)


@pytest.fixture(scope="module")
def catalogued() -> frozenset[str]:
    """Every message id of 3-13's template and of the shell's: what a dialog may show untranslated in its data."""
    ids: set[str] = set()
    for domain in ("three_thirteen", "shell"):
        for m in extract(domain):
            ids.update([m.id] if isinstance(m.id, str) else m.id)
    return frozenset(ids)


@pytest.fixture
def pseudo() -> Iterator[None]:
    with speaking(PSEUDO):
        yield


# -- the walks -------------------------------------------------------------------------------------------------------
def test_a_whole_game_at_the_table_in_the_pseudo_locale_shows_no_english(pseudo: None,
                                                                         catalogued: frozenset[str]) -> None:
    seen: list[str] = []
    h = Harness(query="?seed=6&players=2&level=medium")
    assert h.table.state == "ready" and h.session.shown.phase == "draw"
    h.app.tap_card(cards_of(h.table)[0].key)  # draw first: the table says so
    h.app.press("out")  # going out before drawing: refused in words
    h.app.press("hint")
    h.settle()
    h.app.press("stock")
    h.app.tap_pile()  # no card picked: the table says which to pick
    h.app.press("arrange")  # the player's own order, and back
    h.app.press("arrange")
    h.app.play(Discard(Card.parse("JK")))  # a card not in the hand: the engine's refusal
    h.app.tap_card(cards_of(h.table)[0].key)
    h.app.press("cancel")
    h.app.press("hint")
    h.settle()
    play_until(h, lambda: h.table.state == "match-over")
    assert len(h.session.match.results) == 11
    for t in h.ui.tables:
        seen += texts(t)
        seen.append(words.say(t, "all"))
    seen.append(results.lobby_entry(h.session)["last"])
    h.app.press("keys")
    h.app.press("help")
    h.app.press("stats")
    h.app.open_setup()
    seen += texts((h.ui.shown["keys"], h.ui.shown["help"], h.ui.figures, h.ui.form))
    found = leaks(seen, catalogued)
    assert found == [], found
    assert any("⟦" in t for t in seen)


def _tables(s: Session) -> Iterator[TableView]:
    """The table of ``s`` as the viewer sees it, with a hint shown and a card picked when it is their turn."""
    yield build(Scene(s))
    if s.in_deal and s.shown.legal_moves() and s.to_act == s.viewer:
        move = s.shown.legal_moves()[-1]
        picked = next((g.cards[0].key for g in build(Scene(s)).hand for _card in g.cards), None)
        yield build(Scene(s, hint=move, selected=picked, arrange=False))


def walk(s: Session, policy: Any = medium) -> Iterator[str]:
    """Every text of every table of a whole game from ``s``: its rounds, their ends, the game's end."""
    step = 0
    while True:
        step += 1
        every = step % 4 == 0 or not s.in_deal  # (each move's table; the rest every fourth move, and every end)
        for t in _tables(s) if every else (build(Scene(s)),):
            yield from texts(t)
            if every:
                yield from (words.say(t, topic) for topic in ("all", "hand", "table", "scores"))
        yield results.lobby_entry(s)["last"]
        if s.match.over:
            return
        if not s.in_deal:
            s = s.next_deal()
            continue
        before = s
        s = s.take_device() if s.needs_handoff else s.play(policy(s, s.shown.legal_moves()))
        if s.match is not before.match and s.in_deal == before.in_deal:
            yield words.move_words(before, s, s.shown.moves[-1])


@pytest.mark.parametrize(("kinds", "rules", "seed"), [
    ("human,easy,medium", "jokers", 4), ("human,human,easy", "aces-high", 6), ("easy,easy", "face-values", 2),
    ("human,medium,medium,easy,easy", "deuces-arent-wild", 9),
])  # fmt: skip
def test_every_table_of_a_game_in_the_pseudo_locale(pseudo: None, kinds: str, rules: str, seed: int) -> None:
    """Pass and play (hand-offs, "Ann's hand"), a table of CPUs alone, jokers, the 14-card round, five seats."""
    names = "Ann,Bob" if kinds.startswith("human,human") else ""
    assert leaks(walk(session(kinds, seed, rules, names))) == []


def test_a_round_that_runs_out_of_stock_and_a_tie_broken(pseudo: None) -> None:
    seen: list[str] = []
    dry = Session.new(replace(spec.Setup.first(), rules=replace(preset("standard"), stock_rebuilds=0)), 6)
    ended = advance(dry, lambda s: not s.in_deal, first)  # nobody goes out: the stock runs out
    assert ended.match.results[-1].out is None
    seen += [*texts(build(Scene(ended))), words.event_line(["You", "Ada"], ended.match.results[-1].final.history[-1])]
    tied = session("human,easy,easy", 5, "deuces-arent-wild")
    last = advance(tied, lambda s: not s.in_deal and len(s.match.results) == s.match.rounds)
    last = replace(last, match=replace(last.match, totals=(40, 40, 60), over=False))  # a tie: a bonus round comes
    seen += texts(build(Scene(last)))
    bonus = last.next_deal()
    assert bonus.shown.number >= bonus.match.rounds
    seen += walk(bonus)
    rebuilt = Session.new(replace(spec.Setup.first(), rules=replace(preset("standard"), stock_rebuilds=3)), 6)
    after = advance(rebuilt, lambda s: s.in_deal and s.shown.rebuilds > 0, first)
    seen += [words.event_line(after.names(), e) for e in after.shown.history]
    seen += texts(build(Scene(after)))
    assert leaks(seen) == []


def test_the_engines_refusals_and_errors_in_the_pseudo_locale(pseudo: None) -> None:
    seen: list[str] = []
    r = Round.new(Rules(), seed=7, players=2)
    seen.append(r.explain(Discard(r.hands[r.turn][0])) or "")  # draw first
    drawn = r.play(DISCARD)
    seen += [drawn.explain(m) or "" for m in (STOCK, Discard(Card.parse("JK")), Discard(drawn.drawn or r.pile[-1]),
                                               *(Discard(c, out=True) for c in drawn.hands[drawn.turn]))]  # fmt: skip
    last = r
    while last.out is None:
        moves = last.legal_moves()
        last = last.play(next((m for m in moves if isinstance(m, Discard) and m.out), moves[0]))
    last = last.play(last.legal_moves()[0])
    seen += [last.explain(Discard(c, out=True)) or "" for c in last.hands[last.turn]]
    match = Match.new(Rules(), 5, 2)
    for call in (match.next_deal, lambda: replace(match, round=None).play(STOCK),
                 lambda: replace(match, round=None, over=True).next_deal(),
                 lambda: replace(match, round=None).observe(0)):  # fmt: skip
        with pytest.raises(IllegalMoveError) as refused:
            call()
        seen.append(str(refused.value))
    for bad in (lambda: Rules(jokers=3).validate(), lambda: Rules(packs=9).validate(),
                lambda: Rules(stock_rebuilds=10).validate(), lambda: Rules().validate(9),
                lambda: Rules(packs=1).validate(6), lambda: Rules(packs=2).validate(8), lambda: Rules.from_dict([]),
                lambda: Rules.from_dict({"colour": 1}), lambda: Rules.from_dict({"name": 3}),
                lambda: Rules.from_dict({"ace_high": 1}), lambda: Rules.from_dict({"packs": "2"}),
                lambda: preset("nope")):  # fmt: skip
        with pytest.raises(RulesError) as wrong:
            bad()
        seen.append(str(wrong.value))
    seen += [words.meld_label(Meld("set", (), 0)), words.meld_label(Meld("run", (), 3, -1)),
             Discard(Card.parse("9S"), out=True).label]  # fmt: skip
    seen += [words.hint_words(m, "7♥") for m in (STOCK, DISCARD, Discard(Card.parse("9S")),
                                                  Discard(Card.parse("9S"), out=True))]  # fmt: skip
    assert all("⟦" in t for t in seen), [t for t in seen if "⟦" not in t]
    assert leaks(seen) == []


def test_the_rules_page_the_tutorial_and_the_dialogs(pseudo: None, catalogued: frozenset[str]) -> None:
    seen: list[str] = []
    for rules in (*PRESETS.values(), Rules(packs=3, wild_melds=False, high_faces=True, jokers=1)):
        seen += texts((sections(rules), spec.rules_page(rules)))
        seen += texts(spec.FORM.setup_form(spec.Setup(spec.Setup.first().seats, rules), ()))
        seen.append(spec.FORM.preset_name(rules.id))
    t, s = spec.tutorial()
    for _step in spec.STEPS:
        seen += (t.title(), t.text(s.shown.position()), t.progress())
        t.step += 1
    seen += texts((spec.KEYS, spec.OPTIONS, spec.ABOUT, spec.FORM.notes, spec.HOW_TO_PLAY, spec.DAILY.about,
                   spec.FEATURES.offer_title, spec.FEATURES.offer_text))  # fmt: skip
    keys = [k.keys for _title, rows in spec.KEYS for k in rows if WORD.search(k.keys)]
    assert all(k in catalogued for k in keys if " " in k and "Shift" not in k and "Tab" not in k), keys
    assert leaks(seen, catalogued) == []


def node_texts(value: Any) -> list[str]:
    """The words of a skeleton's nodes (web/shell/dom_markup.py): their texts and accessible names."""
    if isinstance(value, str):
        return [value]
    if not hasattr(value, "kids"):
        return [t for item in value for t in node_texts(item)]
    found = [t for kid in value.kids for t in node_texts(kid)]
    return found + [v for k, v in value.attrs if k == "aria-label"]


def test_the_table_skeleton_is_built_in_the_language_in_use(pseudo: None) -> None:
    found = node_texts((dom_skeleton.table(), dom_skeleton.me(), dom_skeleton.info()))
    assert leaks(found) == [] and any("⟦" in t for t in found)


def test_the_rules_page_of_the_docs_stays_english(pseudo: None) -> None:
    """docs/three-thirteen-rules.md is the English page (the catalogs hold its translations)."""
    with speaking("en"):
        english = render()
    assert "⟦" not in english and "⟦" in render()


def test_a_leak_is_found() -> None:
    """The check finds English that did not come through a catalog (a text built outside ``_``)."""
    with speaking(PSEUDO):
        t = build(Scene(session()))
    assert leaks([*texts(t), "Ada draws from the stock."]) == ["Ada draws from the stock."]


# -- the real catalogs -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[bytes]]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: [Path(out, lang, f"{domain}.mo").read_bytes() for domain in ("three_thirteen", "shell")]
            for lang in ("pt-BR", "es")}


SCREENS = {
    "pt-BR": ("Compre primeiro: do monte ou o K♠ da pilha de descarte.", "Sua vez: compre do monte ou pegue a carta de "
              "cima do descarte.", "Rodada 1 de 11", "Os três são curingas", "Pilha de descarte: ",
              "Como se joga uma rodada", "Bater", "Rodada"),
    "es": ("Roba primero: del mazo o el K♠ de la pila de descarte.", "Tu turno: roba del mazo o toma la carta de "
           "arriba del descarte.", "Ronda 1 de 11", "Los treses son comodines", "Pila de descarte: ",
           "Cómo se juega una ronda", "Cerrar", "Ronda"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_real_screens_come_out_in_portuguese_and_spanish(catalogs: dict[str, list[bytes]], lang: str) -> None:
    refusal, status, number, wild, pile, play_title, out, heading = SCREENS[lang]
    with speaking(lang, catalogs[lang]):
        r = Round.new(Rules(), seed=7, players=2)
        assert r.explain(Discard(Card.parse("9D"))) == refusal
        s = session()
        t = build(Scene(s))
        assert (t.status, t.round.number, t.round.wild) == (status, number, wild)
        assert sections(Rules())[0].title == play_title
        assert t.pile.label.startswith(pile) and out in node_texts(dom_skeleton.me())
        assert heading == results.build(s).rows[0].detail.split(" ")[0]
        over = advance(s, lambda x: not x.in_deal)
        end = build(Scene(over))
        played = advance(s, lambda x: x.match.over)
        final = build(Scene(played))
        found = [*texts(t), *texts(end), *texts(final), words.say(t, "all"), *texts(sections(Rules()))]
    english = {"the", "and", "card", "cards", "round", "stock", "discard", "pile", "you", "your", "turn", "draw",
               "wild", "points", "out", "melds", "set", "run", "hand", "went", "lowest"}  # fmt: skip
    left = [x for x in found if english & {w.lower() for w in WORD.findall(english_left(re.sub(r"`[^`]*`", "", x)))}
            and not any(p.fullmatch(x) for p in SHELL)]  # fmt: skip (a preset's id in backquotes is no word)
    assert left == [], left
