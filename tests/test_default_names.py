"""A human seat's default name (``Player 2``, ``Jogador 2``, ``Jugador 2``) follows the page's language: a table made in
one language and opened in another says its default names in the new one, on the table and in what it saves next;
a name the player typed stays exactly as typed (one that reads as another language's default too); and what today's
code saved (games, settings, backups: their default names in the language they were made in) still reads back."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from typing import Any

import pytest
from babel.messages.catalog import Message

from kings.i18n import _, ngettext, npgettext, pgettext
from scripts.locales import po_path, read_catalog
from tests import webfakes
from tests.wording import page_in
from web.shell.backup import read_backup
from web.shell.games import GAMES
from web.shell.restore import REPLACE, restore
from web.shell.seats import make_seats, seats_from_list, seats_to_list
from web.shell.storage import MemoryBackend, Store

#: a pass-and-play table of each game with seats whose name nobody typed (the last one's typed: "Ann")
QUERIES = {"corners": "?seed=3&players=3&seats=human,human,human&names=,,Ann&speed=instant",
           "king": "?seed=5&seats=human,human,human,easy&names=,,Ann&speed=instant",
           "three-thirteen": "?seed=4&players=3&seats=human,human,human&names=,,Ann&speed=instant",
           "kings-court": "?seed=3&seats=human,human&speed=instant", "kings-cup": "?seed=6&names=,,Ann"}  # fmt: skip
DEFAULT = {"en": "Player {n}", "pt-BR": "Jogador {n}", "es": "Jugador {n}"}




def table(game: str, backend: MemoryBackend, query: str = "") -> Any:
    class Table(webfakes.Harness):
        app_class = GAMES[game].app()

    h = Table(backend=backend, query=query)
    h.close()
    return h


def names(h: Any) -> list[str]:
    return [seat.name for seat in h.app.session.seats]


@pytest.mark.parametrize("game", list(QUERIES))
def test_a_table_made_in_portuguese_says_its_default_names_in_the_language_chosen_since(catalogs: Path,
                                                                                        game: str) -> None:
    backend = MemoryBackend()
    with page_in(catalogs, "pt-BR", game):
        made = table(game, backend, QUERIES[game])
        players = len(made.app.session.seats)
        typed = ["Ann"] if players > 2 else []
        assert names(made)[:2] == ["Jogador 1", "Jogador 2"] and names(made)[2:3] == typed
    for language in ("es", "en", "pt-BR"):
        with page_in(catalogs, language, game):
            h = table(game, backend)  # the page opened again in another language: the saved game resumes
            said = [DEFAULT[language].format(n=i + 1) for i in range(2)]
            assert names(h)[:2] == said and names(h)[2:3] == typed, language
            view = repr(h.app.table_view())
            assert said[1] in view and all(f"{DEFAULT[other].format(n=2)}" not in view
                                           for other in DEFAULT if other != language), language  # fmt: skip
            setup = h.app.settings.setup  # the next game's seats (the New game dialog's)
            assert [s.name for s in setup.seats][:2] == said and [s.name for s in setup.seats][2:3] == typed


def test_a_typed_name_stays_as_typed_even_one_that_reads_as_a_default(catalogs: Path) -> None:
    with page_in(catalogs, "pt-BR"):  # typed on a page in Portuguese: another language's "Player 2", and "Ana"
        seats = make_seats(["human", "human", "human", "easy"], ["", "Player 2", "Ana", ""])
        assert [s.name for s in seats] == ["Jogador 1", "Player 2", "Ana", "Cleo"]
        saved = json.loads(json.dumps(seats_to_list(seats)))
    assert [s.get("typed") for s in saved] == [None, True, None, None]  # (a default, or a name nobody mistakes)
    for language in ("en", "es", "pt-BR"):
        with page_in(catalogs, language):
            read = [s.name for s in seats_from_list(saved, ("human", "easy"), 4)]
            assert read == [DEFAULT[language].format(n=1), "Player 2", "Ana", "Cleo"], language


def test_a_cpu_keeps_its_name_and_a_default_never_takes_another_seats(catalogs: Path) -> None:
    saved = [{"name": "Player 2", "kind": "human"}, {"name": "Jogador 2", "kind": "human"},
             {"name": "Jugador 3", "kind": "easy"}]  # fmt: skip
    with page_in(catalogs, "es"):  # (the first seat's typed "Player 2" is no default of its own seat)
        assert [s.name for s in seats_from_list(saved, ("human", "easy"), 4)] == ["Player 2", "Jugador 2", "Jugador 3"]
    with page_in(catalogs, "en"):  # ("Player 2" twice would tell nobody apart: the second stays as saved)
        assert [s.name for s in seats_from_list(saved, ("human", "easy"), 4)] == ["Player 2", "Jogador 2", "Jugador 3"]


def test_a_kings_cup_name_typed_like_a_default_stays_as_typed(catalogs: Path) -> None:
    from web.kings_cup.session import Session
    from web.kings_cup.spec import Setup, default_setup

    with page_in(catalogs, "es", "kings-cup"):
        setup = Setup(("Jugador 1", "Player 2", "Ann"), default_setup().rules)
        saved = json.loads(json.dumps({"setup": setup.to_dict(), "game": Session.new(setup, 5).to_dict()}))
    assert saved["setup"]["typed"] == saved["game"]["typed"] == [1]
    with page_in(catalogs, "pt-BR", "kings-cup"):
        assert Setup.from_dict(saved["setup"]).names == ("Jogador 1", "Player 2", "Ann")
        assert Session.from_dict(saved["game"]).game.names == ("Jogador 1", "Player 2", "Ann")


def test_a_backup_made_by_the_first_version_says_its_default_names_in_the_pages_language(catalogs: Path) -> None:
    backup = read_backup((Path(__file__).parent / "data" / "backup-v1.json").read_text(encoding="utf-8"))
    device = MemoryBackend()
    assert restore(Store(device), backup, REPLACE).refused == []
    with page_in(catalogs, "pt-BR", "kings-cup"):  # its Kings Cup party was saved in English: Player 1 to Player 4
        h = table("kings-cup", device)
        assert h.app.store.notices == [] and h.app.session.game.names == tuple(f"Jogador {n}" for n in range(1, 5))
        assert h.app.settings.setup.names == tuple(f"Jogador {n}" for n in range(1, 5))


# -- a default name after a preposition: "Vez do Jogador 2", "Vez de Ana" -------------------------------------------
DOMAINS = ("shell", "corners", "king", "three_thirteen", "kings_cup", "klondike", "kings_court")
#: a word before a default name, in Portuguese or Spanish ("de Jogador 2", "Soy Jugador 2"): only its article may be
#: there ("do Jogador 2", "Soy el Jugador 2"); first in a sentence or after a mark, it stands alone as a label
BEFORE = re.compile(r"(?<!\w)([^\W\d_]+) (?:Jogador|Jugador) \d")
ARTICLED = {"o", "do", "ao", "no", "pelo", "el", "del", "al"}


def said(message: Message, value: str) -> tuple[str, str] | None:
    """``message`` in the language in use with every placeholder ``value``, and as plain ``str.format`` gives it (None:
    its placeholders take other values than words)."""
    if isinstance(message.id, (tuple, list)):
        singular, plural = message.id[:2]
        text = npgettext(message.context, singular, plural, 2) if message.context else ngettext(singular, plural, 2)
    else:
        text = pgettext(message.context, message.id) if message.context else _(message.id)
    values = dict.fromkeys((field for _t, field, _s, _c in string.Formatter().parse(text) if field), value)
    try:
        return text.format(**values), str.format(str(text), **values)
    except (ValueError, KeyError, IndexError):
        return None


@pytest.mark.parametrize("language", ["pt-BR", "es"])
def test_a_default_name_after_a_preposition_takes_its_article_and_a_typed_name_none(catalogs: Path,
                                                                                   language: str) -> None:
    checked = 0
    for domain in DOMAINS:
        messages = [m for m in read_catalog(po_path(domain, language)) if m.id and "{" in str(m.string)]
        with page_in(catalogs, language, domain):
            default = _("Player {n}").format(n=2)
            for message in messages:
                with_default, with_typed = said(message, default), said(message, "Ana")
                if with_default is None or with_typed is None:
                    continue
                bare = [w for w in BEFORE.findall(with_default[0]) if w.lower() not in ARTICLED]
                assert bare == [], (domain, message.id, with_default[0])
                assert with_typed[0] == with_typed[1], (domain, message.id)  # a typed name: the words as written
                checked += with_default[0] != with_default[1]
    assert checked > 50, checked  # (each message with a word before a player's name)


@pytest.mark.parametrize(("language", "game", "english", "typed", "default"), [
    ("pt-BR", "corners", "{name} to play.", "Vez de Ana.", "Vez do Jogador 2."),
    ("pt-BR", "corners", "{name}'s hand", "Mão de Ana", "Mão do Jogador 2"),
    ("pt-BR", "king", "Pass the device to {name}", "Passe o aparelho para Ana", "Passe o aparelho para o Jogador 2"),
    ("pt-BR", "kings_cup", "Press {key} to give {name} +1", "Aperte 2 para dar +1 a Ana",
     "Aperte 2 para dar +1 ao Jogador 2"),
    ("es", "corners", "{name} to play.", "Le toca a Ana.", "Le toca al Jugador 2."),
    ("es", "king", "It is {name}'s turn. The other hands stay hidden until {name} is ready.",
     "Es el turno de Ana. Las demás manos quedan ocultas hasta que Ana esté listo.",
     "Es el turno del Jugador 2. Las demás manos quedan ocultas hasta que el Jugador 2 esté listo."),
    ("es", "kings_court", "Took back {name}'s {move}.", "Deshecha la jugada 2 de Ana.",
     "Deshecha la jugada 2 del Jugador 2."),
    ("es", "shell", "I'm {name}: show my hand", "Soy Ana: mostrar mi mano", "Soy el Jugador 2: mostrar mi mano"),
    ("pt-BR", "shell", "I'm {name}: show my hand", "Sou Ana: mostrar minha mão", "Sou o Jogador 2: mostrar minha mão"),
])  # fmt: skip
def test_whose_turn_in_portuguese_and_spanish(catalogs: Path, language: str, game: str, english: str, typed: str,
                                               default: str) -> None:  # fmt: skip
    with page_in(catalogs, language, game):
        assert _(english).format(name="Ana", key="2", move="2") == typed
        assert _(english).format(name=_("Player {n}").format(n=2), key="2", move="2") == default


def test_a_shared_link_leaves_default_names_to_the_friends_language(catalogs: Path) -> None:
    from web.corners.spec import Setup
    from web.shell.address import share_query

    parse_query = Setup.from_address
    with page_in(catalogs, "pt-BR"):
        req = parse_query("?players=3&seats=human,human,human&names=,,Ann")
        assert req.setup is not None and [s.name for s in req.setup.seats] == ["Jogador 1", "Jogador 2", "Ann"]
        query = share_query(None, req.setup, 7, {"standard": req.setup.rules})
    assert query is not None and "names=%2C%2CAnn" in query  # (each default left blank: the reader's own)
    with page_in(catalogs, "es"):
        for link in (query, "?players=3&seats=human,human,human&names=Jogador%201,Jogador%202,Ann"):  # (as today's)
            read = parse_query(link).setup
            assert read is not None and [s.name for s in read.seats] == ["Jugador 1", "Jugador 2", "Ann"], link


@pytest.mark.parametrize(("language", "domain", "expected"), [
    ("pt-BR", "shell", ["O Jogador 3 e o Jogador 4 dividem a vitória!",
                        "Ada, o Jogador 3 e o Jogador 4 dividem a vitória",
                        "Você divide a vitória com o Jogador 3 e o Jogador 4!", "Ada e o Jogador 4 dividem a vitória",
                        "O Jogador 3 e Ana dividem a vitória"]),
    ("es", "shell", ["¡El Jugador 3 y el Jugador 4 comparten la victoria!",
                     "Ada, el Jugador 3 y el Jugador 4 comparten la victoria",
                     "¡Compartes la victoria con el Jugador 3 y el Jugador 4!",
                     "Ada y el Jugador 4 comparten la victoria",
                     "El Jugador 3 y Ana comparten la victoria"]),
])  # fmt: skip
def test_a_list_of_default_names_takes_the_article_on_each(catalogs: Path, language: str, domain: str,
                                                           expected: list[str]) -> None:
    """Native review: "¡Jugador 3 y el Jugador 4 comparten la victoria!" had the article on the second name only. A
    list reads the same all through: the article on every default name, the first one's capitalized at a headline's
    start. (One default name first in a sentence stays a bare label: "¡Jugador 3 gana el encuentro!"; the list's
    first default name takes it too, whatever follows it.)"""
    from web.shell.ending import match_headline

    with page_in(catalogs, language, domain):
        p = [_("Player {n}").format(n=n) for n in (1, 2, 3, 4)]
        seen = [match_headline([p[0], "Ada", p[2], p[3]], (2, 3), None, True)[0],
                match_headline([p[0], "Ada", p[2], p[3]], (1, 2, 3), None)[0],
                match_headline(["You", "Ada", p[2], p[3]], (0, 2, 3), 0)[0],
                match_headline(["You", "Ada", p[2], p[3]], (1, 3), None)[0],
                match_headline([p[0], "Ada", p[2], "Ana"], (2, 3), None)[0]]
    assert seen == expected


def test_a_kings_cup_list_of_default_names_takes_the_article_on_each(catalogs: Path) -> None:
    from kings.kings_cup.texts import join_names

    with page_in(catalogs, "es", "kings_cup"):
        joined = join_names([_("Player {n}").format(n=n) for n in (1, 2, 3)])
        text = ngettext("{names} share the win with {n} point each.", "{names} share the win with {n} points each.",
                        2).format(names=joined, n=2)
    assert text.startswith("El Jugador 1, el Jugador 2 y el Jugador 3 "), text


@pytest.mark.parametrize(("language", "said"), [
    ("es", "El Jugador 1 y el Jugador 2 empataron con 2 puntos"),
    ("pt-BR", "O Jogador 1 e o Jogador 2 empataram com 2 pontos"),
])  # fmt: skip
def test_kings_court_two_default_names_level_take_the_article_on_both(catalogs: Path, language: str,
                                                                      said: str) -> None:
    from types import SimpleNamespace as NS

    from web.kings_court.results import _leader
    from web.shell.seats import SeatConfig

    with page_in(catalogs, language, "kings_court"):
        seats = tuple(SeatConfig(_("Player {n}").format(n=n), "human") for n in (1, 2))
        text = _leader(NS(match=NS(totals=(2, 2)), seats=seats, humans=(0, 1)), True)  # type: ignore[arg-type]
    assert text == said
