"""Kings Cup's card says what to do once (review 106): a house rule's card said it three times, as the heading
("House rule"), in the card's words ("Ada made a house rule: “…”") and as the title of the box under them ("House
rule: Anyone who breaks it takes a point."); while it was being made, the form's title ("Ada, make up a house rule
for the rest of the game") said the card's words again. Each place now says something of its own, or nothing: the
heading names the card, the card's words say what to do (or what its drawer chose: a house rule is its own words),
the box what a role means where those words do not say it, and the form's title what it holds.

Every state of whole games under every preset (the party deck, to the second king, the classic deck: all thirteen
ranks, mates and house rules made and not made), in English, Brazilian Portuguese and Spanish."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from kings.i18n import speaking
from kings.kings_cup.cup import KingsCup
from kings.kings_cup.moves import DRAW, NO_RULE, MakeRule, Mate, Point
from kings.kings_cup.rules import PRESETS
from scripts.locales import compile_all
from web.kings_cup.session import Session
from web.kings_cup.view import Scene, build

NAMES = ("Ana", "Bo", "Cy", "Dee")
LANGUAGES = ("en", "pt-BR", "es")


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[bytes]]:
    out = tmp_path_factory.mktemp("locale")
    compile_all(out=out)
    return {lang: [Path(out, lang, f"{domain}.mo").read_bytes() for domain in ("kings_cup", "shell")]
            for lang in LANGUAGES[1:]}  # fmt: skip


def games(preset: str) -> Iterator[KingsCup]:
    """Every state of seeded games under ``preset`` until every rank has been drawn (a short game shows a few): one
    game makes each house rule, the next none; mates are chosen in turn, and now and then a point is given."""
    ranks: set[int] = set()
    for seed in range(4, 40):
        if len(ranks) == 13 and seed > 5:
            return
        rule = MakeRule("No pointing at anyone") if seed % 2 == 0 else NO_RULE
        game = KingsCup.new(PRESETS[preset], seed, NAMES)
        yield game
        while not game.over:
            legal = game.legal_moves()
            mates = [m for m in legal if isinstance(m, Mate)]
            points = [m for m in legal if isinstance(m, Point)]
            turn = len(game.moves)
            game = game.play(rule if game.phase == "rule" else mates[turn % len(mates)] if mates else
                             points[turn % len(points)] if points and turn % 3 == 0 else DRAW)  # fmt: skip
            ranks.add(game.drawn[-1].card.rank)
            yield game


def runs(text: str) -> set[tuple[str, ...]]:
    """The runs of three words of ``text`` (any case, no punctuation)."""
    words = re.findall(r"\w+", text.casefold())
    return {tuple(words[i:i + 3]) for i in range(len(words) - 2)}


def problems(game: KingsCup) -> list[str]:
    t = build(Scene(Session(game)))
    rule, out = t.rule, []
    if rule is None or game.over:
        return []
    deck = game.rules.deck
    own = deck.say(deck.rule_for(game.drawn[-1].card).text)
    if rule.role and rule.role.casefold() == rule.title.casefold():
        out.append(f"the box's title is the heading: {rule.title}")
    if rule.text == own and rule.role_text:
        out.append(f"the box says again what the card's words say: {rule.role_text}")
    if t.choice is not None:
        prompt = t.choice.prompt
        if any(name in prompt for name in NAMES) or runs(prompt) & (runs(own) | runs(t.turn)):
            out.append(f"the form's title says the card's words again: {prompt}")
    drawn = max(i for i, m in enumerate(game.moves) if m == DRAW)
    made = any(isinstance(m, MakeRule) and not m.skip for m in game.moves[drawn:])
    if made and rule.title.casefold() in rule.text.casefold():
        out.append(f"the house rule's words name the card again: {rule.text}")
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("preset", list(PRESETS))
def test_each_card_says_what_to_do_once(catalogs: dict[str, list[bytes]], preset: str, lang: str) -> None:
    with speaking(lang, catalogs.get(lang, [])):
        ranks, found = set(), []
        for game in games(preset):
            if game.drawn:
                ranks.add(game.drawn[-1].card.rank)
            found += [f"{game.drawn[-1].card.label}, {game.phase}: {p}" for p in problems(game)]
    assert len(ranks) == 13 and found == [], found[:8]
