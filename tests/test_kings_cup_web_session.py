"""Kings Cup's session at the table (web/kings_cup/session.py), its setup, settings, address and keys: a game saved
as its record and resumed on the very card; damaged saved data refused; a deck of one's own travelling inside the
saved game; the new-game dialog's form and what it refuses; the address's parameters and their notices; the keymap.
The helpers here (sessions at a given point of a game) serve Kings Cup's other web tests too."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

import pytest

from kings.errors import IllegalMoveError, KingsError, RulesError
from kings.kings_cup.builtin import CLASSIC, PARTY
from kings.kings_cup.codec import deck_to_link
from kings.kings_cup.deck import CardRule, RuleDeck
from kings.kings_cup.editing import rename, set_rule
from kings.kings_cup.library import DeckLibrary
from kings.kings_cup.moves import DRAW, NO_RULE, MakeRule, Mate, Point
from kings.kings_cup.rules import Rules, for_deck
from web.kings_cup import spec as features
from web.kings_cup.session import Session
from web.kings_cup.spec import RANDOM, Settings, Setup, default_setup, parse_query, parse_setup, setup_form
from web.shell.storage import MemoryBackend, Store

pytestmark = pytest.mark.pyodide  # pure modules: also run inside Pyodide under Node

NAMES = ("Ada", "Bo", "Cy", "Di")


def session(seed: int = 5, names: tuple[str, ...] = NAMES, rules: Rules | None = None,
            first: int | None = 0) -> Session:  # fmt: skip
    """A new game (seed 5: the first card is a jack, a house rule)."""
    return Session.new(Setup(names, rules or Rules(), first), seed)


def own(name: str = "Shared deck") -> RuleDeck:
    """A deck of one's own (a copy of the party deck) called ``name``."""
    return rename(DeckLibrary().duplicate("party")[1], name)


def step(s: Session) -> Session:
    """One move as a table might play it: draw, choose the next player as mate, make a rule (or none)."""
    g = s.game
    if g.phase == "mate":
        return s.play(Mate((g.turn + 1) % g.players))
    if g.phase == "rule":
        return s.play(MakeRule(f"Rule {len(g.house_rules) + 1}") if len(g.drawn) % 2 else NO_RULE)
    return s.play(DRAW)


def until(s: Session, done: Callable[[Session], bool], limit: int = 200) -> Session:
    for _ in range(limit):
        if done(s):
            return s
        s = step(s)
    raise AssertionError("not reached")


def finished(s: Session) -> Session:
    return until(s, lambda x: x.game.over)


# -- the session ----------------------------------------------------------------------------------------------------
def test_a_new_session_has_everyone_as_a_person_and_nobody_hides_anything() -> None:
    s = session()
    assert [seat.name for seat in s.seats] == list(NAMES) and all(seat.is_human for seat in s.seats)
    assert s.to_act == 0 and s.viewer == 0 and not s.needs_handoff and s.take_device() is s
    after = s.play(DRAW).play(NO_RULE)
    assert after.to_act == 1 and after.viewer == 1 and not after.needs_handoff


def test_who_starts_follows_the_setup_or_the_seed() -> None:
    assert session(first=2).to_act == 2
    for seed in (3, 4, 5, 6):
        s = session(seed=seed, first=None)
        assert s.to_act == seed % 4 and s.random_first
        assert s.setup.first is None  # Play again picks at random again


def test_save_and_resume_on_the_very_card_points_roles_and_rules_included() -> None:
    s = until(session(seed=11), lambda x: len(x.game.drawn) >= 9 and x.game.phase == "draw")
    s = s.play(Point(2))
    data = json.loads(json.dumps(s.to_dict()))
    back = Session.from_dict(data)
    assert back == s
    assert back.game.position() == s.game.position() and back.game.points == s.game.points
    assert back.game.roles == s.game.roles and back.game.house_rules == s.game.house_rules


def test_a_finished_and_counted_game_stays_counted() -> None:
    s = replace(finished(session()), counted=True)
    back = Session.from_dict(s.to_dict())
    assert back.counted and back.game.over


def test_undo_takes_back_one_move_and_refuses_before_the_first_card() -> None:
    s = session()
    with pytest.raises(IllegalMoveError, match="nothing to undo"):
        s.undo()
    drawn = s.play(DRAW)
    assert drawn.undo() == s
    ruled = drawn.play(MakeRule("No pointing"))
    assert ruled.undo() == drawn and ruled.undo().game.phase == "rule"


def test_a_deck_of_ones_own_travels_in_the_saved_game() -> None:
    _lib, deck = DeckLibrary().duplicate("party")
    deck = set_rule(rename(deck, "Office party"), "A", CardRule("Coffee run", "Fetch the next round of coffee."))
    s = Session.new(Setup(NAMES, for_deck(deck)), 3)
    s = until(s, lambda x: len(x.game.drawn) >= 5)
    back = Session.from_dict(json.loads(json.dumps(s.to_dict())))  # no library needed: the record holds the deck
    assert back.game.rules.deck == deck and back.game.rules.deck.rule(1).title == "Coffee run"
    assert back == s


@pytest.mark.parametrize("data", [
    None, [], "text", 5, {}, {"record": 5}, {"record": None}, {"record": "{"}, {"record": "[]"},
    {"record": '{"game": "corners"}'}, {"record": "[" * 100_000},
])  # fmt: skip
def test_damaged_saved_games_are_refused_with_a_value_error(data: object) -> None:
    with pytest.raises(ValueError):
        Session.from_dict(data)


def test_a_saved_game_with_an_illegal_move_is_refused() -> None:
    record = json.loads(session().play(DRAW).to_dict()["record"])
    record["moves"] = ["point:1"]  # a point before any card
    with pytest.raises((ValueError, KingsError)):
        Session.from_dict({"record": json.dumps(record)})


def test_flags_must_be_exactly_true_to_count() -> None:
    data = session().to_dict()
    back = Session.from_dict({**data, "random_first": "yes", "counted": 1})
    assert not back.random_first and not back.counted


# -- the setup and the new-game dialog ------------------------------------------------------------------------------
def test_the_first_game_is_four_players_with_the_party_deck_to_the_fourth_king() -> None:
    setup = default_setup()
    assert setup.names == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert setup.rules.deck == PARTY and setup.rules.kings == 4 and setup.first == 0


def test_setup_round_trips_and_refuses_damaged_data() -> None:
    setup = Setup(NAMES, for_deck(PARTY, 2), None)
    assert Setup.from_dict(json.loads(json.dumps(setup.to_dict()))) == setup
    bad: object
    for bad in (None, [], {"names": ["Ada"]}, {"names": NAMES, "rules": Rules().to_dict(), "first": 4},
                {"names": NAMES, "rules": Rules().to_dict(), "first": True},
                {"names": ["Ada", "ada"], "rules": Rules().to_dict()}):  # fmt: skip
        with pytest.raises((ValueError, KingsError)):
            Setup.from_dict(bad)


def test_the_dialog_offers_every_deck_built_in_ones_first_and_adult_decks_say_so() -> None:
    lib, own = DeckLibrary().duplicate("classic")
    form = setup_form(default_setup(), lib)
    groups = dict(form.presets)
    assert [i for i, _ in groups["Built-in decks"]] == ["party", "classic"]
    assert groups["Your decks"] == ((own.id, own.name + " (adults only)"),)
    assert "age notice" in form.abouts["classic"] and "age notice" not in form.abouts["party"]
    assert form.preset == "party" and form.preset_label == "Deck" and form.reorder and not form.custom
    assert form.kinds == (("human", "Player"),) and form.counts == tuple(range(2, 13))
    kings, first = form.fields
    assert [v for v, _ in kings.choices] == ["1", "2", "3", "4"] and kings.value == "4"
    assert first.value == "1" and first.choices[0][0] == RANDOM


def test_a_deck_deleted_since_the_last_game_falls_back_to_the_party_deck_in_the_dialog() -> None:
    lib, own = DeckLibrary().duplicate("party")
    setup = Setup(NAMES, for_deck(own))
    assert setup_form(setup, lib).preset == own.id
    assert setup_form(setup, DeckLibrary()).preset == "party"


def test_parse_setup_reads_the_dialog() -> None:
    seats = [(n, "human") for n in NAMES]
    setup = parse_setup(seats, "classic", {"kings": "3", "first": RANDOM}, " 42 ", DeckLibrary())
    assert setup.rules.deck == CLASSIC and setup.rules.kings == 3 and setup.first is None and setup.seed == 42
    assert parse_setup(seats, "party", {"first": "4"}, "", DeckLibrary()).first == 3


@pytest.mark.parametrize(("names", "deck", "values", "seed", "words"), [
    (["Ada"], "party", {}, "", "2 to 12 players"),
    (["Ada", " ada "], "party", {}, "", "Two players are called Ada"),
    (["Ada", "B\x1bo"], "party", {}, "", "player name cannot hold control characters"),
    (["Ada", "Bo"], "gone", {}, "", "not in your decks"),
    (["Ada", "Bo"], "party", {"kings": "5"}, "", "1 to 4"),
    (["Ada", "Bo"], "party", {"kings": "x"}, "", "1 to 4"),
    (["Ada", "Bo"], "party", {"first": "3"}, "", "there are 2 players"),
    (["Ada", "Bo"], "party", {}, "-1", "whole number"),
    (["Ada", "Bo"], "party", {}, "1e9", "whole number"),
])  # fmt: skip
def test_parse_setup_refuses_with_a_plain_reason(names: list[str], deck: str, values: dict[str, str], seed: str,
                                                  words: str) -> None:  # fmt: skip
    with pytest.raises((RulesError, ValueError), match=words):
        parse_setup([(n, "human") for n in names], deck, values, seed, DeckLibrary())


# -- settings -------------------------------------------------------------------------------------------------------
def test_settings_round_trip_through_the_store() -> None:
    store = Store(MemoryBackend()).for_game("kings-cup")
    assert Settings.load(store) is None
    s = Settings(adults=True, large=True, sound=True, setup=Setup(NAMES, for_deck(CLASSIC, 2), 1))
    from web.shell.settingsio import save_settings

    save_settings(store, s)
    back = Settings.load(store)
    assert back is not None and back.adults and back.large and back.sound and back.setup == s.setup
    assert back.start_setup() == s.setup and Settings().start_setup() == default_setup()


@pytest.mark.parametrize("data", [{"adults": "yes"}, {"large": 1}, {"setup": {"names": []}}, {"setup": 5}])
def test_damaged_settings_are_refused(data: dict[str, object]) -> None:
    with pytest.raises((ValueError, KingsError)):
        Settings.from_dict({**Settings().to_dict(), **data})


# -- the address ----------------------------------------------------------------------------------------------------
def test_the_address_starts_a_game() -> None:
    req = parse_query("?players=3&names=Ann,Bo&deck=classic&kings=1&first=2&seed=9&speed=fast", DeckLibrary())
    assert req.setup is not None and req.errors == () and req.speed == "fast" and req.link is None
    assert req.setup.names == ("Ann", "Bo", "Player 3") and req.setup.rules.deck == CLASSIC
    assert req.setup.rules.kings == 1 and req.setup.first == 1 and req.setup.seed == 9
    assert parse_query("?first=random", DeckLibrary()).setup.first is None  # type: ignore[union-attr]


def test_an_address_without_game_keys_starts_nothing() -> None:
    req = parse_query("?speed=instant", DeckLibrary())
    assert req.setup is None and req.speed == "instant" and req.errors == ()


def test_a_deck_of_ones_own_by_its_id() -> None:
    lib, own = DeckLibrary().duplicate("party")
    req = parse_query(f"?deck={own.id}", lib)
    assert req.setup is not None and req.setup.rules.deck == own


def test_a_deck_link_in_the_address_is_offered_not_played() -> None:
    link = deck_to_link(own())
    req = parse_query(f"?deck={link}", DeckLibrary())
    assert req.link == link and req.setup is None and req.errors == ()
    with_game = parse_query(f"?deck={link}&players=3", DeckLibrary())
    assert with_game.link == link and with_game.setup is not None and with_game.setup.rules.deck == PARTY


@pytest.mark.parametrize(("query", "notice"), [
    ("?players=13", "players: 13 is not 2 to 12; using 4."),
    ("?players=x", "players: x is not 2 to 12; using 4."),
    ("?names=Ann", "names: 1 names, not 2 to 12; using 4 players."),
    ("?names=Ann,ann", "names: Two players are called Ann: tell them apart. Using Player 1 to Player 2."),
    ("?deck=nope", "deck: there is no deck 'nope' here; using the party deck."),
    ("?kings=0", "kings: 0 is not 1 to 4; using 4."),
    ("?first=7", "first: 7 is not 1 to 4 or random; the first player starts."),
    ("?seed=-3", "seed: '-3' is not a whole number"),
    ("?speed=warp", "speed: 'warp' is not one of"),
    ("?colour=red", "Unknown address parameter 'colour' ignored."),
])  # fmt: skip
def test_bad_address_values_get_a_notice_and_a_default(query: str, notice: str) -> None:
    req = parse_query(query, DeckLibrary())
    assert len(req.errors) == 1 and req.errors[0].startswith(notice), req.errors


def test_hostile_addresses_never_raise_and_notices_stay_short() -> None:
    long = "x" * 10_000
    for query in (f"?deck={long}", f"?names={long}", f"?{long}=1", "?" + "&".join(f"k{i}=1" for i in range(50)),
                  "?names=" + ",".join("a" * 30 for _ in range(12)), "?players=<script>", "?deck=kc1.!!!"):  # fmt: skip
        req = parse_query(query, DeckLibrary())
        assert len(req.errors) <= 4 and all(len(e) < 200 for e in req.errors), query
    assert "more unknown" in parse_query("?" + "&".join(f"k{i}=1" for i in range(9)), DeckLibrary()).errors[-1]


# -- keys -----------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("key", "mods", "want"), [
    ("d", {}, ("action", "draw")), ("D", {}, ("action", "draw")), (" ", {}, ("action", "draw")),
    ("Enter", {}, ("action", "draw")), ("u", {}, ("action", "undo")), ("z", {"ctrl": True}, ("action", "undo")),
    ("1", {}, ("point", "0")), ("9", {}, ("point", "8")), ("0", {}, ("point", "9")), ("-", {}, ("point", "10")),
    ("=", {}, ("point", "11")), ("+", {}, None), ("m", {}, ("focus", "mate")),
    ("r", {}, ("focus", "rule")), ("l", {}, ("action", "large")), ("i", {}, ("say", "all")),
    ("c", {}, ("say", "card")), ("o", {}, ("say", "points")), ("?", {}, ("keys", "")),
    ("d", {"ctrl": True}, None), ("d", {"alt": True}, None), ("u", {"meta": True}, None), ("ArrowLeft", {}, None),
    ("Escape", {}, None), ("x", {}, None),
])  # fmt: skip
def test_keymap(key: str, mods: dict[str, bool], want: tuple[str, str] | None) -> None:
    assert features.KEYMAP.command(key, **mods) == want


def test_every_key_in_the_keymap_is_listed_in_the_help() -> None:
    listed = " ".join(k.keys for _, group in features.KEYS for k in group)
    for key in ("D", "Space", "Enter", "U", "Ctrl+Z", "1 to 9, 0, -, =", "M", "R", "L", "I", "C", "O", "?"):
        assert key in listed, key
