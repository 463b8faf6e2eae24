"""Kings Cup's words through the catalogs (issue 49): whole games walked in the pseudo-locale (twelve players to the
last king, every card's rule, mates, house rules past the limit, refusals, undo, every ending, the Decks dialog and
the editor, the age notice, the new-game dialog, the address's notices, the rules page, the keys, the page's own
markup) find every text that did not come through a catalog (``⟦…⟧`` marks one that did), and the compiled pt-BR
and es catalogs put real screens in Portuguese and Spanish.

What the shell words around Kings Cup's (its own messages, dialogs' frames, notices) is the shell domain's, checked
there: :data:`SHELL` names the few of them this walk meets, so that they are not counted as Kings Cup's. Players'
names and house rules are the players' own words: the walk gives them no English letters (``Ñø 3``, ``Ñó ñó``)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from kings.i18n import speaking
from kings.kings_cup.builtin import BUILT_IN, CLASSIC, PARTY
from kings.kings_cup.codec import deck_to_json
from kings.kings_cup.cup import KingsCup, check_names
from kings.kings_cup.deck import CardRule, DeckError, Role, in_words
from kings.kings_cup.library import DeckLibrary, read_library
from kings.kings_cup.moves import DRAW, NO_RULE, MakeRule, Mate, Move, Point
from kings.kings_cup.rules import PRESETS, Rules, for_deck
from kings.kings_cup.rulesdoc import render, sections
from kings.kings_cup.texts import narrate
from scripts.locales import compile_all
from tests.pseudo_text import ID, WORD, untranslated
from tests.test_kings_cup_web_app import Harness
from web.kings_cup import dom_decks, dom_editor, dom_skeleton, words
from web.kings_cup.dom import rules_name
from web.kings_cup.editor import new_draft, rule_changed
from web.kings_cup.session import Session
from web.kings_cup.spec import Setup, deck_menu, keys_help, parse_query, parse_setup, rules_page, setup_form
from web.kings_cup.view import Scene, build, lobby_entry
from web.kings_cup.viewmodels import TableView
from web.shell.dom_markup import Node

PSEUDO = "en-XA"
#: Texts the shell words (its domain, not Kings Cup's) that a Kings Cup table shows: matched whole.
SHELL = (
    re.compile(r"Undone: .*"),  # the shell's undo line around Kings Cup's words (web/shell/controller.py)
    re.compile(r"Credits|The card faces are .*"),  # the rules page's credits (web/shell/rulesview.py)
    re.compile(r"Human|Rules preset|Your own choice of the options below\."),  # the setup form's
)
NAMES = tuple(f"Ñø {i}" for i in range(1, 13))  #: twelve players' names with no English in them
RULE = "Ñó ñó"  #: a house rule as a player writes it
#: fields of the views that hold no words: notation, records, states, ids, classes, data
NOT_WORDS = {"position", "record", "code", "suit_name", "state", "phase", "actor", "kind", "key", "id", "value",
             "seats", "preset", "new_kind", "cls", "tag", "move", "link"}  # fmt: skip




def leaks(texts: Iterable[str]) -> list[str]:
    """The texts with English words outside the catalogs, the shell's aside."""
    return untranslated(texts, SHELL)


def texts_of(value: Any) -> Iterator[str]:
    """Every text of a view, a dialog's data or a page's markup: its strings, ids, notation and classes aside."""
    if isinstance(value, str):
        if not ID.fullmatch(value):
            yield value
    elif isinstance(value, Node):
        for name, text in value.attrs:
            if name in ("aria-label", "placeholder", "title"):
                yield text
        yield from texts_of(value.kids)
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in NOT_WORDS:
                yield from texts_of(item)
    elif isinstance(value, tuple | list):
        for item in value:
            yield from texts_of(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            if name not in NOT_WORDS:
                yield from texts_of(getattr(value, name))


def table_texts(t: TableView) -> Iterator[str]:
    """Every text a player reads or hears on the table, and what the reading keys say."""
    yield from texts_of(t)
    yield from (words.say(t, what) for what in ("card", "points", "all"))


@pytest.fixture
def pseudo() -> Iterator[None]:
    with speaking(PSEUDO):
        yield


def play_out(h: Harness, seen: list[str], *, points: bool = True) -> None:
    """Play ``h``'s game to its end: every card's choice made (mates, house rules made, none made, past the limit),
    points given (a mate's too), refusals and undos on the way; every table seen."""
    app = h.app
    n = 0
    while app.session is not None and not app.session.game.over:
        game = app.session.game
        n += 1
        if game.phase == "mate":
            app.play(Point(0))  # refused: the mate comes first
            app.focus("rule")  # refused: there is no rule to make
            app.choose(f"mate:{(game.turn + 1) % game.players}")
        elif game.phase == "rule":
            app.play(Mate(0))  # refused
            app.make_rule("")  # refused: write it first
            app.make_rule("x" * 130)  # refused: too long
            if n % 5 == 0:
                app.press("no-rule")
            else:
                app.make_rule(f"{RULE} {n}")
        else:
            if game.drawn and points and game.rules.keeps_score:
                app.point(n % game.players)
                app.point(n % game.players)  # refused: once per card
                app.point((n + 3) % game.players)
            app.focus("mate")  # refused
            if n % 17 == 0:
                app.press("draw")
                app.undo()
            app.press("draw")
        seen += table_texts(h.ui.table)
    seen += table_texts(h.ui.table)
    app.undo()  # the last king goes back: the game goes on
    seen += table_texts(h.ui.table)
    app.press("draw")
    seen += table_texts(h.ui.table)


def test_a_whole_game_of_twelve_in_the_pseudo_locale_shows_no_english(pseudo: None) -> None:
    seen: list[str] = []
    h = Harness(query="?players=12&seed=5&kings=4")  # the players' default names, in the language in use
    h.app.play(Point(20))  # refused: no such seat
    h.app.play(Point(1))  # refused: no card yet
    h.app.undo()  # nothing to undo
    seen += [lobby_entry(h.app.session)["last"]]  # type: ignore[arg-type]
    play_out(h, seen)
    assert h.app.session is not None and h.app.session.game.over
    seen += [lobby_entry(h.app.session)["last"]]
    for t in h.ui.tables:
        seen += table_texts(t)
    h.app.press("keys")
    h.app.press("help")
    h.app.open_setup()
    h.app.press("large")
    h.app.press("large")
    seen += texts_of((h.ui.shown["keys"], h.ui.shown["help"], h.ui.form))
    seen += [text for _serial, text in h.ui.table.extras.speech]
    assert leaks(seen) == []
    assert any("⟦" in t for t in seen)


def test_named_games_every_ending_and_deck_in_the_pseudo_locale(pseudo: None) -> None:
    seen: list[str] = []
    custom = for_deck(replace(in_words(PARTY), id="mine", locked=False), kings=3)
    for rules in (*PRESETS.values(), custom):
        for players, seed in ((2, 1), (4, 3), (12, 8)):
            game = KingsCup.new(rules, seed, NAMES[:players])
            s = Session(game, Setup(NAMES[:players], rules, 0, seed))
            seen += table_texts(build(Scene(s)))
            seen.append(lobby_entry(s)["last"])
            seen += texts_of((sections(rules), rules_page(rules)))
            for step in range(200):
                moves = game.legal_moves()
                for move in (DRAW, Point(0), Point(players + 2), Mate(0), Mate(1), NO_RULE):
                    seen.append(game.explain(move) or "")
                move = _pick(game, moves, step)
                seen.append(narrate(game, move))
                game = game.play(move)
                if step % 7 == 0:
                    seen += table_texts(build(Scene(Session(game, s.setup))))
                if game.over:
                    break
            end = Session(game, s.setup)
            seen += table_texts(build(Scene(end)))
            seen += [lobby_entry(end)["last"], game.explain(DRAW) or ""]
    seen += _endings()
    assert leaks(seen) == []


def _pick(game: KingsCup, moves: list[Move], step: int) -> Move:
    """A move for the walk: a rule or none, a mate, points for some (never the same pattern twice in a row)."""
    if game.phase == "rule":
        return MakeRule(f"{RULE} {step}") if step % 3 else NO_RULE
    points = [m for m in moves if isinstance(m, Point)]
    if points and step % 3 == 0:
        return points[step % len(points)]
    return next(m for m in moves if not isinstance(m, Point))


def _endings() -> list[str]:
    """The end of games won alone, shared, by everyone with no point or with the same points, kept by no score."""
    out: list[str] = []
    for give in ((), (0,), (0, 1), (0, 1, 2)):
        game = KingsCup.new(PRESETS["party-short"], 4, NAMES[:3])
        while not game.over:
            if game.phase == "draw" and game.drawn and not game.pointed and game.left % 5 == 0:
                for seat in give:
                    if Point(seat) in game.legal_moves():
                        game = game.play(Point(seat))
            move = NO_RULE if game.phase == "rule" else next(m for m in game.legal_moves() if not isinstance(m, Point))
            game = game.play(move)
        s = Session(game, Setup(NAMES[:3], PRESETS["party-short"], 0, 4))
        out += [*table_texts(build(Scene(s))), lobby_entry(s)["last"], game.outcome.summary]  # type: ignore[union-attr]
    return out


def test_dialogs_decks_editor_age_and_address_in_the_pseudo_locale(pseudo: None) -> None:
    seen: list[str] = []
    h = Harness(query="?deck=classic&players=3&seed=2")  # an adult deck: the age notice first
    assert h.ui.age is not None
    seen += h.ui.age
    h.app.press("age-yes")
    play_out(h, seen)
    app = h.app
    app.open_decks()
    for action, deck_id in (("duplicate", "party"), ("delete", "party"), ("edit", "party"), ("export", "party"),
                            ("share", "classic"), ("use", "party"), ("delete", "nope"), ("duplicate", "nope")):
        app.deck_action(action, deck_id)
        seen += texts_of(h.ui.decks)
    own = app.decks.library.own[0]
    seen += [own.name, own.description, own.rules[0].title, own.finale]  # a built-in deck's copy, in the language
    app.deck_action("edit", own.id)
    assert h.ui.editor is not None
    seen += texts_of(h.ui.editor)
    app.save_deck(replace(h.ui.editor.draft, rules=rule_changed(h.ui.editor.draft, "3", title="")))  # refused
    app.save_deck(replace(h.ui.editor.draft, name="x" * 50))
    seen += [str(e) for e in h.ui.editor_errors if e is not None]
    app.save_deck(h.ui.editor.draft)
    app.deck_action("delete", own.id)
    seen += texts_of(h.ui.decks)
    app.deck_action("delete-yes", own.id)
    seen += texts_of(h.ui.decks)
    app.deck_action("edit", "")
    seen += texts_of(h.ui.editor)
    for bad in ("{", '{"format": "kings-cup-deck", "version": 9}', '{"format": "kings-cup-deck", "version": 1}',
                deck_to_json(PARTY).replace('"title": "Waterfall"', '"title": ""'), "[" * 200, "1" * 70_000):
        app.import_file(bad)
        seen += texts_of(h.ui.decks)
    app.import_file("{}", size=10**6)
    app.import_file(deck_to_json(in_words(PARTY)))
    for bad in ("nope", "kc1!!!", "kc1" + "A" * 20):
        app.import_link(bad)
        seen += texts_of(h.ui.decks)
    seen += texts_of(h.ui.decks)
    app.open_setup("party")
    seen += texts_of(h.ui.form)
    for query in ("?players=13&kings=9&first=x&deck=nope", "?names=Ñø,ñø,Ñá", "?names=Ñø", "?deck=kc1zzz"):
        seen += parse_query(query, DeckLibrary()).errors
        seen += Harness(query=query).ui.table.notices
    for seats, values in (([("Ñø", "human"), ("ñø", "human")], {}), ([("Ñø", "human"), ("Ñá", "human")],
                          {"kings": "9"}), ([("Ñø", "human"), ("Ñá", "human")], {"first": "7"})):  # fmt: skip
        try:
            parse_setup(seats, "party", values, "", DeckLibrary())
        except ValueError as exc:
            seen.append(str(exc))
    try:
        parse_setup([("Ñø", "human"), ("Ñá", "human")], "gone", {}, "", DeckLibrary())
    except ValueError as exc:
        seen.append(str(exc))
    library = DeckLibrary()
    for what in ("deck name", "title"):
        try:
            CardRule("" if what == "title" else "x" * 50, "ñ")
        except DeckError as exc:
            seen.append(str(exc))
    seen += read_library("[")[1] + read_library("{}")[1]
    seen += texts_of((deck_menu(library), setup_form(Setup(NAMES[:4], PRESETS["classic"]), library), keys_help(),
                      [rules_name(r) for r in ("party", "party-short", "classic", "custom")], new_draft(library)))
    seen += texts_of((dom_skeleton.stage(), dom_skeleton.actions(), dom_skeleton.side(), dom_decks.decks_dialog(),
                      dom_decks.age_dialog(), dom_editor.editor_dialog()))  # fmt: skip
    seen += [check_names(("Ñø", "Ñá"))[0]]
    assert leaks(seen) == []


def test_the_rules_page_of_the_docs_stays_english(pseudo: None) -> None:
    """docs/kings-cup-rules.md is the English page (the catalogs hold its translations)."""
    with speaking("en"):
        english = render()
    assert "⟦" not in english and "⟦" in render()


def test_a_players_deck_is_shown_as_written(pseudo: None) -> None:
    """A deck of one's own holds the players' words: never translated, even where they are a catalog's English."""
    mine = replace(PARTY, id="mine", locked=False)
    assert mine.say("Waterfall") == "Waterfall" and PARTY.say("Waterfall").startswith("⟦")
    assert in_words(mine) is mine


# -- the real catalogs -----------------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, bytes]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: [Path(out, lang, f"{domain}.mo").read_bytes() for domain in ("kings_cup", "shell")]
            for lang in ("pt-BR", "es")}  # fmt: skip (the game's words, then the shell's: card names are the shell's)


SCREENS = {
    "pt-BR": ("Ñø 2, você tirou o 5♦", "Próximo a tirar: Ñø 3", "Mestre do polegar", "Baralho da festa",
              "Ñø 2 tirou o 5♦, cinco de ouros: Mestre do polegar. Você é o mestre do polegar até o próximo 5.",
              "Cascata", "Eu nunca", "Ninguém levou ponto!"),
    "es": ("Ñø 2, sacaste el 5♦", "Siguiente en sacar: Ñø 3", "Maestro del pulgar", "Mazo de fiesta",
           "Ñø 2 sacó el 5♦, cinco de diamantes: Maestro del pulgar. Eres el maestro del pulgar hasta el próximo 5.",
           "Cascada", "Yo nunca", "¡Nadie se llevó un punto!"),
}  # fmt: skip


@pytest.mark.parametrize("lang", ["pt-BR", "es"])
def test_real_screens_come_out_in_portuguese_and_spanish(catalogs: dict[str, list[bytes]], lang: str) -> None:
    turn, up_next, thumb, party, said, waterfall, never, headline = SCREENS[lang]
    with speaking(lang, catalogs[lang]):
        game = KingsCup.new(Rules(), 2, NAMES[:4])
        while not game.drawn or game.rule.role is not Role.THUMB_MASTER:  # the first thumb master: a mate before
            game = game.play(NO_RULE if game.phase == "rule" else DRAW if game.phase == "draw" else Mate(
                (game.turn + 1) % game.players))
        setup = Setup(NAMES[:4], Rules(), 0, 2)
        t = build(Scene(Session(game, setup)))
        assert (t.turn, t.up_next, t.deck) == (turn, up_next, party)
        assert t.rule is not None and t.rule.title == thumb and words.say(t, "card").startswith(said)
        terms = [term for term, _text in sections(Rules())[1].entries]
        assert terms[0].endswith(waterfall) and terms[5].endswith(never)
        for deck in BUILT_IN.values():  # a built-in deck's copy, in the language, within every limit
            assert in_words(deck).rules[0].title == waterfall
        end = game
        while not end.over:
            end = end.play(NO_RULE if end.phase == "rule" else next(
                m for m in end.legal_moves() if not isinstance(m, Point)))
        last = build(Scene(Session(end, setup)))
        assert last.banner is not None and last.banner.title == headline
        texts = [*table_texts(t), *table_texts(last), *texts_of(rules_page(Rules())),
                 *texts_of(rules_page(PRESETS["classic"])), *texts_of(keys_help())]
        assert CLASSIC.say(CLASSIC.finale) != CLASSIC.finale
    english = {"the", "and", "card", "cards", "deck", "draw", "drew", "you", "wins", "points", "point", "player",
               "players", "rule", "house", "mate", "king", "kings", "takes", "undo", "choose", "left", "game"}
    left = [t for t in texts if english & {w.lower() for w in WORD.findall(re.sub(r"`[^`]*`|Kings Cup", "", t))} and
                not any(p.fullmatch(t) for p in SHELL)]  # fmt: skip (a preset's id and the game's name are no words)
    assert left == [], left
