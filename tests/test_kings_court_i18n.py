"""King's Court's words through the catalogs (issue 49): a whole match walked in the pseudo-locale finds every text of
the table, the dialogs, the rules page, the tutorial and the hints that did not come through a catalog (``⟦…⟧`` marks
one that did), and the compiled pt-BR and es catalogs put real screens in Portuguese and Spanish.

What the shell words around King's Court's (its own messages, dialogs' frames, notices) is the shell domain's, checked
there: :data:`SHELL` names the few of them this walk meets, so that they are not counted as King's Court's. Players'
names (``You``, ``Ada``, ``Ann``) are names, square names and moves are notation: neither is a word to translate."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

from kings.i18n import _, speaking
from kings.kings_court.board import name
from kings.kings_court.moves import Move
from kings.kings_court.outcome import End, Outcome
from kings.kings_court.rules import PRESETS, QUIET_RANGE, REPETITION_RANGE, Blocked, Captures, Jumps, Opening, Rules
from kings.kings_court.rulesdoc import sections
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import ending
from scripts.locales import compile_all
from tests.kings_court_harness import Harness, human_move, legal
from tests.pseudo_text import ID, WORD, english_outside, untranslated
from web.kings_court import results, spec, words
from web.kings_court.app import why_not
from web.kings_court.spec import STEPS, Session, Setup, rules_page, tutorial
from web.kings_court.view import Scene, build
from web.kings_court.viewmodels import TableView
from web.shell.person import Person

PSEUDO = "en-XA"
#: Texts the shell words (its domain, not King's Court's) that a King's Court table shows: matched whole.
SHELL = (
    re.compile(r"Hint: .*"),  # the shell's hint line around King's Court's words (web/shell/hinting.py)
    re.compile(r"Thinking of a hint…"),
    re.compile(r"Human|CPU · (easy|medium|hard)"),  # a seat's level (web/shell/seats.py)
    re.compile(r"(You win|Ada wins) the (game|match)!?|You share the win.*|.* share the win!?"),  # ending.py
    re.compile(r"Play again|New game…|Final ranking: .*"),  # tableparts.py, ranking.py
    re.compile(r"Credits|It runs on Pyodide .*"),  # the rules page's credits (web/shell/rulesview.py)
    re.compile(r"Rules preset|Your own choice of the options below\.|Custom rules"),  # web/shell/setupform.py
    re.compile(r"(1st|2nd), .*"),  # the ranking read aloud (web/shell/ranking.py)
    re.compile(r"\d+ points?"),  # web/shell/ending.py's amount()
)
NAMES = ("You", "Ada", "Ann", "Bo")  #: the players' names at the tables walked
SQUARE = re.compile(r"\b[a-h][1-8](?:[x-][a-h][1-8])*\b")  #: a square, or a move in notation


def english_left(text: str) -> str:
    """What of ``text`` is not inside a pseudo-translated message (a name, a square or a move may stand outside)."""
    return english_outside(text, NAMES, SQUARE)


def leaks(texts: Iterable[str]) -> list[str]:
    """The texts with English words outside the catalogs, the shell's aside."""
    return untranslated(texts, SHELL, NAMES, SQUARE)


#: Fields that are no words: ids, notation, CSS classes, data the page reads, players' names and levels (the shell's)
SKIP = {"state", "actor", "speed", "position", "record", "moves", "share", "turn", "path", "hint_path", "marks",
        "piece", "colour", "name", "level", "total", "key", "id", "kind", "mood", "swatch", "taken", "extras",
        "value", "new_kind", "seats", "preset", "code", "spoken"}  # fmt: skip


def texts(value: Any) -> Iterator[str]:
    """Every text a view model or a dialog's data holds, the skipped fields left out."""
    if isinstance(value, str):
        if not ID.fullmatch(value):
            yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name == "actions":  # (action id, label) buttons: the labels
                yield from (label for _action, label in getattr(value, f.name))
            elif f.name not in SKIP:
                yield from texts(getattr(value, f.name))
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from texts(item)


def table_texts(t: TableView) -> Iterator[str]:
    yield from texts(t)
    yield from (s.label for s in t.squares)  # (each square's name is notation: its label is words)
    if t.banner is not None and t.banner.ending is not None:
        yield t.banner.ending.spoken
    for topic in ("all", "turn", "last", "board"):
        yield words.say(t, topic)


def shown(value: Any) -> list[str]:
    """A dialog's constants as web/shell/dom_help.py draws them: each through the catalogs."""
    return [_(text) for text in texts(value)]


def pick_capture(moves: Sequence[Move]) -> Move:
    """The longest jump (a game that ends soon), else the first move."""
    return max(moves, key=lambda m: (len(m.path) if m.is_jump else 0, -moves.index(m)))


@pytest.fixture
def pseudo() -> Iterator[None]:
    with speaking(PSEUDO):
        yield


def test_a_whole_match_in_the_pseudo_locale_shows_no_english(pseudo: None) -> None:
    seen: list[str] = []
    h = Harness(query="?seed=3&level=easy&speed=instant")
    h.app.tap("d7")  # a green piece: not yours
    h.app.tap("e4")  # an empty square
    h.app.tap("a1")  # a piece that cannot move
    h.app.tap("d2")  # picked
    h.app.tap("h8")  # where it cannot go
    h.app.press("stop")  # no jump to stop
    h.app.press("cancel")
    h.app.press("hint")
    h.settle()
    seen += table_texts(h.table)
    human_move(h, Move.parse("d2-d3"))
    h.app.press("undo")
    h.settle()
    seen += [h.app.wait_words(h.session)]
    while h.table.state != "match-over":
        t = h.table
        if t.state == "deal-over":
            seen += table_texts(t)
            h.app.press("next")
            h.settle()
            continue
        jumps = [m for m in legal(h) if m.is_jump and len(m.path) > 2]
        if jumps:  # a multi-jump picked to its middle: the table offers to stop or jump on
            h.app.tap(name(jumps[0].origin))
            h.app.tap(name(jumps[0].path[1]))
            h.app.press("hint")
            h.settle()
            seen += table_texts(h.table)
            h.app.press("cancel")
        human_move(h, pick_capture(legal(h)))
    for t in h.ui.tables:
        seen += table_texts(t)
    seen.append(h.app.store.lobby_line().get("last", ""))
    h.app.press("keys")
    h.app.press("help")
    h.app.open_setup()
    seen += shown((h.ui.shown["keys"], h.ui.shown["help"]))
    seen += texts(h.ui.form)
    assert leaks(seen) == []
    assert any("⟦" in t for t in seen)


def test_every_ending_rule_set_refusal_and_hint_in_the_pseudo_locale(pseudo: None) -> None:
    seen: list[str] = []
    custom = Rules(id="custom", name="Custom rules", opening=Opening.ANY, captures=Captures.COMPULSORY,
                   jumps=Jumps.MUST_CONTINUE, blocked=Blocked.DRAW, repetition=0, quiet_moves=0, match_games=5)
    for rules in (*PRESETS.values(), custom):
        seen += shown(rules_page(rules))
        seen += texts((sections(rules), spec.FORM.setup_form(dataclasses.replace(Setup.first(), rules=rules),
                                                                              spec.FORM.form_fields(rules))))
        game = CourtGame.new(rules, 1)
        for _step in range(8):  # the opening's refusals, then the middle game's
            for origin in range(64):
                for target in (origin + 1, origin + 8, origin + 2, origin + 16, origin - 8):
                    if 0 <= target < 64:
                        seen.append(game.explain(Move((origin, target))) or "")
                seen.append(why_not(game, (), origin))
            for move in game.legal_moves()[:6]:
                seen += [words.hint_words(game, move), words.hint_words(game, move, move.path[:2])]
            game = game.play(pick_capture(game.legal_moves()))
    seen.append(CourtGame.new(custom, 1).play(Move.parse("d2-d3")).explain(Move.parse("d7-c7")) or "")
    ann, bo, you = Person("Ann"), Person("Bo"), Person("You", True)
    for end in End:
        for winner in (0, 1, None):
            outcome = Outcome(winner, end)
            seen += [ending(outcome, 0), ending(outcome, 1)]
    last = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9").play(Move.parse("c3xe3"))
    boxed = CourtGame.from_fen("8/8/3g4/3g4/1ggogg2/3g4/3g4/8 o - 0 9")
    boxed_draw = CourtGame.from_fen("8/8/3g4/3g4/1ggogg2/3g4/3g4/8 o - 0 9", Rules(blocked=Blocked.DRAW))
    for players in ((you, ann), (ann, you), (ann, bo)):
        seen += [words.ending(g, players) for g in (last, boxed, boxed_draw)]
    seen.append(last.explain(Move.parse("c3-c2")) or "")  # the game is over
    t, session = tutorial()
    seen += [t.progress(), *shown(tuple((s.title, s.text) for s in STEPS))]
    seen += shown(spec.KEYS) + [_(spec.FEATURES.offer_title), _(spec.FEATURES.offer_text), _(spec.DAILY.about)]
    seen += table_texts(build(Scene(session)))
    seen.append(results.lobby_entry(Session.new(Setup.first(), 5))["last"])
    seen += long_match_texts()
    assert leaks(seen) == []


def long_match_texts() -> list[str]:
    """A match of five games between two CPUs (Ann and Bo, pass and play's names): the ranking by results."""
    rules = Rules(id="custom", name="Custom rules", match_games=3, quiet_moves=10, repetition=2)
    s = Session.new(dataclasses.replace(Setup.first(), rules=rules), 4)
    out: list[str] = []
    while not s.match.over:
        if not s.in_deal:
            out += table_texts(build(Scene(s)))
            out.append(results.lobby_entry(s)["last"])
            s = s.next_deal()
            continue
        s = s.play(pick_capture(s.shown.legal_moves()))
    out += table_texts(build(Scene(s)))
    out.append(results.lobby_entry(s)["last"])
    return out


def test_the_option_helps_name_the_engines_ranges() -> None:
    """The repetition and no-capture helps are whole sentences with their ranges written out: they must agree."""
    assert spec.REPETITION_HELP.endswith(f"From {REPETITION_RANGE[0]} to {REPETITION_RANGE[1]}.")
    assert spec.QUIET_HELP.endswith(f"From {QUIET_RANGE[0]} to {QUIET_RANGE[1]}.")


def test_the_rules_page_of_the_docs_stays_english(pseudo: None) -> None:
    from kings.kings_court.rulesdoc import render

    with speaking("en"):
        english = render()
    assert "⟦" not in english and "⟦" in render()


# -- the real catalogs -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[bytes]]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: [Path(out, lang, f"{domain}.mo").read_bytes() for domain in ("kings_court", "shell")]
            for lang in ("pt-BR", "es")}  # fmt: skip


SCREENS = {
    "pt-BR": ("Sua vez (Laranja): escolha uma das suas peças destacadas.", "Você moveu d2 para d3, entrando na Corte",
              "d7 tem uma peça verde: Laranja move as peças laranja.", "Jogo 1 de 2 · Padrão", "Como jogar",
              "mova d2 para d3, entrando na Corte", "Você capturou a última peça de Ada na Corte: quem fica sem "
              "nenhuma ali perde."),
    "es": ("Tu turno (Naranja): elige una de tus fichas resaltadas.", "Moviste d2 a d3, entrando en la Corte",
           "En d7 hay una ficha verde: Naranja mueve las fichas naranjas.", "Partida 1 de 2 · Estándar", "Cómo jugar",
           "mueve d2 a d3, entrando en la Corte", "Capturaste la última ficha de Ada en la Corte: quien se queda sin "
           "ninguna allí pierde."),
}  # fmt: skip
#: The header on the player's turn, and a line of the log naming the CPU (a review: "vez de Laranja", "Verde salta"):
#: the players by name, not by colour.
TURN = {"pt-BR": "Jogo 1 de 2 · Padrão · sua vez", "es": "Partida 1 de 2 · Estándar · tu turno"}
ADA = {"pt-BR": "Ada moveu d7 para d6, entrando na Corte", "es": "Ada movió d7 a d6, entrando en la Corte"}


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_real_screens_come_out_in_portuguese_and_spanish(catalogs: dict[str, list[bytes]], lang: str) -> None:
    status, said, refused, line, how, hinted, won = SCREENS[lang]
    with speaking(lang, catalogs[lang]):
        s = Session.new(Setup.first(), 3)
        t = build(Scene(s))
        assert (t.status, t.game_line) == (status, line)
        assert t.title == TURN[lang]
        game = s.shown
        move = Move.parse("d2-d3")
        players = (Person("You", True), Person("Ada"))
        assert words.said(game, move, players) == said
        assert words.Narrator().lines(game.play(move), players) == (said,)
        assert words.Narrator().lines(game.play(move).play(Move.parse("d7-d6")), players)[1] == ADA[lang]
        assert game.explain(Move.parse("d7-d6")) == refused
        assert words.hint_words(game, move) == hinted
        assert rules_page()[1].title == how
        last = CourtGame.from_fen("8/8/8/8/8/2og4/8/8 o - 0 9").play(Move.parse("c3xe3"))
        assert words.ending(last, (Person("You", True), Person("Ada"))) == won
        seen = [*table_texts(t), *shown(rules_page(s.match.rules)), *texts(spec.FORM.setup_form(
            Setup.first(), spec.FORM.form_fields(s.match.rules)))]
    english = {"the", "and", "piece", "pieces", "court", "moves", "your", "you", "jump", "captured", "game",
               "match", "board", "square", "hint", "undo", "orange", "green", "left", "points"}
    bad = [x for x in seen if english & {w.lower() for w in WORD.findall(re.sub(r"`[^`]*`|\bYou\b", "", x))} and
           not any(p.fullmatch(x) for p in SHELL) and "King's Court" not in x]  # fmt: skip
    assert bad == []
