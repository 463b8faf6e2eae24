"""The one human's own moves are said to them in every language (native review): the seat is named "You" in what is
saved, and a sentence about another player ("{name} jogou 6♦ sobre 7♣") must not take it as a third person's name
("You jogou…", "Tú jugó…"): the log and screen readers say "Você jogou 6♦ sobre 7♣", "Jugaste 6♦ sobre 7♣".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kings.corners import preset
from kings.corners.players import make_player
from kings.i18n import speaking
from kings.seeding import Rng
from scripts.locales import compile_all
from web.corners import words
from web.corners.session import Session
from web.corners.spec import Setup
from web.corners.view import Scene, build
from web.shell.seats import in_words, make_seats

YOU = re.compile(r"\bYou\b|\bTú\b [a-zé]+ó\b|\bUsted\b")
LANGS = ("pt-BR", "es")


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, bytes]]:
    out: Path = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: {d: (out / lang / f"{d}.mo").read_bytes() for d in ("shell", "corners", "three_thirteen", "king")}
            for lang in LANGS}


def corners_said(lang: str, mo: list[bytes]) -> tuple[list[str], list[str]]:
    """A deal of Kings in the Corner, the human's moves made by the easy CPU: what screen readers hear of each move,
    and the move log the table shows."""
    with speaking(lang, mo):
        s = Session.new(Setup(make_seats(["human", "easy", "easy"]), preset("standard")), 5)
        assert s.seats[0].name == "You"
        player, rng = make_player("easy"), Rng(5)
        heard: list[str] = []
        while s.in_deal and len(heard) < 80:
            deal = s.match.deal
            assert deal is not None
            after = s.play(player.choose(deal.observe(deal.to_act), deal.legal_moves(), rng))
            heard.append(words.move_words(s, after, None))  # type: ignore[arg-type]
            s = after
        log = list(build(in_words(Scene(s))).log)
        return heard, log


@pytest.mark.parametrize(("lang", "mine"), [("pt-BR", "Você jogou"), ("es", "Jugaste")])
def test_kings_in_the_corner_says_your_moves_to_you(catalogs: dict[str, dict[str, bytes]], lang: str,
                                                     mine: str) -> None:
    heard, log = corners_said(lang, [catalogs[lang]["shell"], catalogs[lang]["corners"]])
    assert any(line.startswith(mine) for line in heard), heard
    for line in heard + log:
        assert not YOU.search(line), line
    assert any(line.split(". ", 1)[-1].startswith(mine) for line in log), log  # numbered: "6. Jugaste…"


def test_kings_in_the_corner_in_english_is_unchanged() -> None:
    heard = corners_said("en", [])[0]
    assert any(line.startswith("You played") for line in heard) and any(line.startswith("Ada ") for line in heard)


@pytest.mark.parametrize(("lang", "led", "took"), [
    ("pt-BR", "A última vaza, puxada por você:", "Você levou."),
    ("es", "La última baza, con salida tuya:", "Te la llevaste."),
    ("en", "The last trick, led by you:", "You took it."),
])  # fmt: skip
def test_king_reads_the_trick_you_led_and_took_to_you(catalogs: dict[str, dict[str, bytes]], lang: str, led: str,
                                                      took: str) -> None:
    """The King table read aloud (key T): the seat's name is "Você"/"Tú" there; "Tú se la llevó" read wrong."""
    from types import SimpleNamespace as NS

    from web.king import narration

    mo = [catalogs[lang]["shell"], catalogs[lang]["king"]] if lang in catalogs else []
    with speaking(lang, mo):
        me = {"pt-BR": "Você", "es": "Tú"}.get(lang, "You")  # the seat's name as the view shows it (in_words)
        card = NS(name="7♥")
        t = NS(seats=[NS(seat=i, name=n) for i, n in enumerate((me, "Ada", "Ben", "Cleo"))], trick_done=True,
               trick=[NS(seat=i, card=card, leader=i == 0, winner=i == 0) for i in range(4)])
        text = narration._trick(t)  # type: ignore[arg-type]
    assert text.startswith(led) and text.endswith(took), text
    assert "Tú se" not in text and "de Tú" not in text and "por Você" not in text, text
