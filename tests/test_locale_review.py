"""What a native-speaker review of the pt-BR and Spanish catalogs found, kept from coming back: words that must agree
with what the screen shows (the dealer's badge letter), a stake said twice, one term for one thing across the games
(a new game, the score sheet), a card's gender, a count agreeing with its number, and credits a player can read."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from scripts.locales import po_path, read_catalog

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("pt-BR", "es")
DOMAINS = ("page", "shell", "corners", "king", "kings_court", "kings_cup", "klondike", "three_thirteen")


@cache
def catalog(domain: str, lang: str) -> Catalog:
    return read_catalog(po_path(domain, lang), lang)


def text(domain: str, lang: str, msgid: str | tuple[str, str], context: str | None = None) -> str | tuple[str, ...]:
    if lang == "en":
        return msgid if isinstance(msgid, str) else tuple(msgid)
    message = catalog(domain, lang).get(msgid if isinstance(msgid, str) else msgid[0], context)
    assert message is not None and message.string, (domain, lang, msgid)
    return message.string if isinstance(message.string, str) else tuple(message.string)


def strings(lang: str) -> list[tuple[str, str, str]]:
    """Every (domain, msgid, translated string) of ``lang``, each plural form apart."""
    found = []
    for domain in DOMAINS:
        for m in catalog(domain, lang):
            if m.id:
                msgid = m.id if isinstance(m.id, str) else m.id[0]
                for s in (m.string,) if isinstance(m.string, str) else m.string:
                    found.append((domain, msgid, s))
    return found


@pytest.mark.parametrize("lang", ("en", *LANGS))
def test_king_tutorial_names_the_badge_letter_it_shows(lang: str) -> None:
    """The King tutorial says which letter the dealer's badge shows on a small screen: the badge word's first letter
    in that language ("C" for "Carteador", "R" for "Repartidor"), never the English "D"."""
    badge = text("shell", lang, "Dealer", "badge")
    assert isinstance(badge, str)
    steps = [m.id for m in catalog("king", "pt-BR") if isinstance(m.id, str) and "on a small screen" in m.id]
    assert len(steps) == 2  # the step for a desktop and the one for a touch screen
    for msgid in steps:
        said = text("king", lang, msgid)
        assert isinstance(said, str)
        letters = re.findall(r"[\"«]([A-Z])[\"»]", said)
        assert letters == [badge[0]], (lang, said, badge)


@pytest.mark.parametrize("lang", LANGS)
def test_king_sheet_says_a_stake_once(lang: str) -> None:
    """"Em jogo: -260 em jogo" said it twice: a hand's note on the score sheet repeats no word."""
    stake = text("king", lang, "{note}: {points} at\u00a0stake")
    assert isinstance(stake, str)
    for note in ("Being played", "Not played yet"):
        words = re.findall(r"\w+", stake.format(note=text("king", lang, note), points="-260").lower())
        assert len(words) == len(set(words)), (lang, words)


@pytest.mark.parametrize(("lang", "term", "not_term"), (("pt-BR", "Nova partida", "novo jogo"),
                                                       ("es", "Nueva partida", "nuevo juego")))  # fmt: skip
def test_one_term_for_a_new_game(lang: str, term: str, not_term: str) -> None:
    assert text("shell", lang, "New game…").startswith(term)
    bad = [(d, s) for d, _msgid, s in strings(lang) if not_term in s.lower()]
    assert not bad


@pytest.mark.parametrize("lang", LANGS)
def test_one_term_for_the_score_sheet(lang: str) -> None:
    """King called its panel "Marcador" where 3-13 said "Hoja de puntuación": every game's "Score sheet" the same."""
    found = {text(d, lang, "Score sheet") for d in DOMAINS if catalog(d, lang).get("Score sheet")}
    assert len(found) == 1, found


def test_pt_card_turned_over_agrees_with_every_card() -> None:
    """"ás de paus foi virada": a card named by its rank is masculine but "dama": the log names the card where no
    word has to agree with it."""
    said = text("klondike", "pt-BR", "{move}; the {card} turned over")
    assert isinstance(said, str)
    assert not re.search(r"\{card\}\W*\w*\W*virad[ao]s?\b", said), said


@pytest.mark.parametrize("lang", LANGS)
def test_face_down_count_agrees_with_its_number(lang: str) -> None:
    """"1 viradas para baixo": the face-down count has its own plural, apart from the cards home."""
    forms = text("klondike", lang, ("{n} face down", "{n} face down"))
    assert isinstance(forms, tuple)
    pile = text("klondike", lang, ("{pile}: {n} face down, then {cards}", "{pile}: {n} face down, then {cards}"))
    assert isinstance(pile, tuple)
    if lang == "pt-BR":
        assert forms[0] == "{n} virada para baixo" and forms[1] == "{n} viradas para baixo"
        assert "{n} virada para baixo" in pile[0] and "{n} viradas para baixo" in pile[-1]
    for msgid in ("{n} card home, {down}, {stock} in the stock.", "{rules}: {n} of 52 cards home, {down}."):
        assert catalog("klondike", lang).get(msgid) is not None


@pytest.mark.parametrize(("lang", "jacks"), (("en", "jacks"), ("pt-BR", "valetes"), ("es", "jotas")))
def test_lobby_king_pitch_names_the_jacks(lang: str, jacks: str) -> None:
    """King's lobby tile said "queens and kings": the game's hands avoid kings and jacks both."""
    msgid = "Ten hands of tricks: first avoid tricks, hearts, queens, kings and jacks, then win as many as you can."
    assert msgid in (ROOT / "index.html").read_text(encoding="utf-8")
    said = text("page", lang, msgid)
    assert isinstance(said, str) and jacks in said


@pytest.mark.parametrize(("lang", "players"), (("pt-BR", "jogador"), ("es", "jugador")))
def test_solitaire_daily_speaks_of_no_players(lang: str, players: str) -> None:
    said = text("shell", lang, "The same deal for everyone today, with its own rules.")
    assert isinstance(said, str) and players not in said


def test_rules_pages_credit_no_product_decision() -> None:
    """A rule's source reads "our house rule" in every language, never "product decision" (a team's word)."""
    pages = [*(ROOT / "docs" / "rules").rglob("*.md"), ROOT / "docs" / "rules.md"]
    assert pages
    for page in pages:
        words = page.read_text(encoding="utf-8").lower()
        assert not any(bad in words for bad in ("product decision", "decisão do produto", "decisión del producto"))


def test_pt_no_english_jokers_nor_title_case_presets() -> None:
    bad = [s for _d, _m, s in strings("pt-BR") if re.search(r"\bjokers?\b", re.sub(r"\{\w+\}", "", s), re.IGNORECASE)]
    assert not bad
    assert text("three_thirteen", "pt-BR", "Deuces Aren't Wild (14-card round, jokers, tie-break)").startswith(
        "Dois não são curingas")


@pytest.mark.parametrize(("lang", "calque"), (("pt-BR", "tutorial curto joga"), ("es", "tutorial corto juega")))
def test_a_tutorial_shows_it_does_not_play(lang: str, calque: str) -> None:
    """"Um tutorial curto joga sua primeira vez": a tutorial shows a turn ("mostra", "muestra"), it does not play it."""
    assert not [s for _d, _m, s in strings(lang) if calque in s.lower()]


def test_pt_toolbar_new_game_agrees() -> None:
    """The toolbar's "New<span> game</span>" read "Nova jogo" once "New" agreed with "partida": both halves agree."""
    assert (text("page", "pt-BR", "New"), text("page", "pt-BR", "game")) == ("Nova", "partida")
