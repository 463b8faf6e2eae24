"""A headline read before the rows ends with its own mark, never two (native review: 3-13's round read "Você bateu!."
and "¡Cerraste!."): every game's ending says its headline through :func:`web.shell.ending.sentence`, which adds a full
stop only where the text has no end mark of its own."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kings.i18n import speaking
from web.shell.ending import sentence

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("en", "pt-BR", "es")
DOUBLED = re.compile(r"[!?…][.!?]|\.\.(?!\.)")



def mos(catalogs: Path, lang: str, game: str) -> list[bytes]:
    if lang == "en":
        return []
    return [(catalogs / lang / f"{d}.mo").read_bytes() for d in (game, "shell")]


@pytest.mark.parametrize(("text", "said"), [
    ("Você bateu!", "Você bateu!"), ("¡Cerraste!", "¡Cerraste!"), ("¿Listo?", "¿Listo?"), ("Done.", "Done."),
    ('She said "go!"', 'She said "go!"'), ("A rodada 3 acabou", "A rodada 3 acabou."), ("Wait…", "Wait…"),
    ("Ronda 2 de 11: se acabó el mazo ", "Ronda 2 de 11: se acabó el mazo."),
])  # fmt: skip
def test_a_sentence_takes_a_full_stop_only_without_a_mark_of_its_own(text: str, said: str) -> None:
    assert sentence(text) == said


def test_no_game_glues_a_full_stop_to_a_headline() -> None:
    """Every ending says its headline through sentence(): no "{headline}." message, no ad hoc "!" check (which let
    "?" and a Spanish "¡…!" headline's kin through)."""
    glued = re.compile(r"""\{headline\}\.|f"\{headline\}\.|endswith\(["']!["']\)|\.replace\(["']!\.""")
    found = [f"{p.relative_to(ROOT)}:{i}" for p in sorted((ROOT / "web").rglob("*.py"))
             for i, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if glued.search(line)]
    assert found == []
    for domain in ("corners", "king", "kings_court", "kings_cup", "klondike", "three_thirteen", "shell"):
        pot = (ROOT / "locale" / f"{domain}.pot").read_text(encoding="utf-8")
        assert 'msgid "{headline}.' not in pot, domain


@pytest.mark.parametrize("lang", LANGS)
def test_three_thirteen_reads_the_round_you_went_out_in_with_one_mark(catalogs: Path, lang: str) -> None:
    from tests.test_three_thirteen_web_session import game_over
    from web.three_thirteen.results import round_ending

    s = game_over()
    mine = [r for r in s.match.results if r.out == s.you]
    assert mine, "the human never went out"
    heard = []
    with speaking(lang, mos(catalogs, lang, "three_thirteen")):
        for result in s.match.results:
            ending = round_ending(s, result, s.match.rounds)
            heard.append(ending.spoken)
            assert ending.spoken.startswith(sentence(ending.headline) + " "), ending.spoken
            assert not DOUBLED.search(ending.spoken), ending.spoken
    went = {"en": "You went out! ", "pt-BR": "Você bateu! ", "es": "¡Cerraste! "}[lang]
    assert any(text.startswith(went) for text in heard), heard


@pytest.mark.parametrize("lang", LANGS)
def test_every_games_endings_say_one_mark_after_the_headline(catalogs: Path, lang: str) -> None:
    """Whole matches of each game (a human seat played by the CPU), every ending read as the banner says it."""
    from tests.test_corners_i18n import play_match
    from web.corners.view import Scene, build

    seen = 0
    with speaking(lang, mos(catalogs, lang, "corners")):
        for s in play_match("standard", 3, ["human", "easy"]):
            if not s.in_deal:
                banner = build(Scene(s)).banner
                assert banner is not None and banner.ending is not None
                assert not DOUBLED.search(banner.ending.spoken), banner.ending.spoken
                seen += 1
    assert seen >= 2


def _king_over() -> object:
    from tests.test_king_web_session import finished
    from web.king.spec import Session, Setup

    return finished(Session.new(Setup.first(), seed=4))


def _court_over() -> object:
    from tests.test_kings_court_web_session import match_over

    return match_over()


def _cup_over() -> object:
    from tests.test_kings_cup_web_session import finished, session

    return finished(session())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "over"), [("king", _king_over), ("kings_court", _court_over),
                                            ("kings_cup", _cup_over)])
def test_king_kings_court_and_kings_cup_end_with_one_mark_after_the_headline(catalogs: Path, lang: str, game: str,
                                                                   over: object) -> None:
    import importlib

    view = importlib.import_module(f"web.{game}.view")
    s = over()  # type: ignore[operator]
    with speaking(lang, mos(catalogs, lang, game)):
        banner = view.build(view.Scene(s)).banner
        assert banner is not None and banner.ending is not None
        said = banner.ending.spoken
    assert said.startswith(sentence(banner.ending.headline) + " ") and not DOUBLED.search(said), said
