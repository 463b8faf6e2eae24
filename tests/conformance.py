"""The checks behind tests/test_conformance.py: any game's states, records, observations and matches, checked
against the :mod:`kings.game` contract through :mod:`kings.registry` alone (no game's own API).

Each ``check_*`` function raises AssertionError naming what broke; tests/test_conformance.py runs them over
random seeded playouts of every registered game, and also on deliberately broken games to prove they catch faults.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from kings.cards import Card
from kings.errors import IllegalMoveError, KingsError, NotationError
from kings.game import Game, Match, Observation, Player, Rules, State
from kings.registry import GameInfo
from kings.seeding import Rng, derive_seed

MAX_MOVES = 20_000  #: a playout longer than this is a loop
MAX_DEALS = 300  #: a match longer than this is a loop
POOL_SIZE = 400  #: distinct moves kept to try in other positions, where most are illegal
REFUSALS_PER_STATE = 4  #: moves from the pool tried (and refused) in each position checked
_NOT_PLAIN = ("Traceback", "object at 0x", "<kings.", "Error:", "Move.parse(", "Card.parse(")


@dataclass
class Table:
    """One game under test: its registry entry, its loaded engine, and what the checks gathered so far."""

    info: GameInfo
    game: Game = field(init=False)
    presets: list[Rules] = field(init=False)
    pool: dict[str, Any] = field(default_factory=dict)  #: notation -> a move legal somewhere
    refused: int = 0  #: illegal moves refused, over all checks
    redealt: int = 0  #: redeals of hidden cards that changed the position
    hidden_checks: int = 0  #: (state, seat) pairs whose observation was compared with a redeal's
    _packs: dict[int, tuple[Rules, list[Card]]] = field(default_factory=dict)  #: by id(rules), rules kept alive

    def __post_init__(self) -> None:
        self.game = self.info.load()
        self.presets = [self.game.presets[k] for k in sorted(self.game.presets)]

    def setup(self, i: int, base_seed: int) -> tuple[Rules, int, int, int]:
        """Rules, seed, seats and dealer of playout ``i``: every preset in turn, every table size it seats."""
        rules = self.presets[i % len(self.presets)]
        counts = seat_counts(self.info, rules)
        players = counts[(i // len(self.presets)) % len(counts)]
        return rules, derive_seed(base_seed, i), players, i % players

    def pack(self, rules: Rules) -> list[Card]:
        """The sorted pack of these rules (cached: hashing a rules object costs more than sorting a pack)."""
        if id(rules) not in self._packs:
            self._packs[id(rules)] = (rules, sorted(c.printed for c in self.game.pack(rules)))
        return self._packs[id(rules)][1]

    def remember(self, moves: Any) -> None:
        for move in moves:
            if len(self.pool) >= POOL_SIZE:
                return
            self.pool.setdefault(str(move), move)


def seat_counts(info: GameInfo, rules: Rules) -> list[int]:
    """The table sizes these rules can seat (within the game's range)."""
    out = []
    for n in info.players:
        try:
            rules.validate(n)
        except KingsError:
            continue
        out.append(n)
    assert out, f"{info.id}: preset {rules.id} seats nobody"
    return out


# -- one position ----------------------------------------------------------------------------------------------------
def check_cards(t: Table, state: State[Any]) -> None:
    """Cards are conserved: wherever they lie, they are the pack the rules deal from."""
    cards = sorted(t.game.cards_in_play(state))
    pack = t.pack(state.rules)
    if cards != pack:  # placed jokers count as the jokers they are: compare printed cards (the slow way)
        cards = sorted(c.printed for c in cards)
    assert cards == pack, f"{t.info.id}: cards not conserved in {state.position()}"


def check_turn(t: Table, state: State[Any], legal: Sequence[Any] | None = None) -> None:
    """Exactly one seat acts until the end: a valid seat with legal moves, then None with none. ``legal``: the
    state's legal moves when the caller has them already (a soak: asked once a position)."""
    if legal is None:
        legal = state.legal_moves()
    if state.over:
        assert state.acting is None, f"{t.info.id}: seat {state.acting} acts after the end"
        assert len(legal) == 0 and state.outcome is not None, f"{t.info.id}: moves or no outcome after the end"
        assert all(0 <= s < state.players for s in state.outcome.winners)
    else:
        assert state.acting in range(state.players), f"{t.info.id}: acting seat {state.acting!r}"
        assert len(legal) > 0, f"{t.info.id}: seat {state.acting} has no legal move in {state.position()}"
        assert state.outcome is None
        assert len(set(legal)) == len(legal), f"{t.info.id}: a legal move is listed twice"


def assert_plain(t: Table, message: str, move: Any) -> None:
    """A refusal is one sentence of plain text: no code, no object reprs."""
    assert isinstance(message, str) and message.strip(), f"{t.info.id}: empty refusal of {move!r}"
    assert message == message.strip() and "\n" not in message, f"{t.info.id}: refusal {message!r} is not one line"
    assert message[-1] in ".!", f"{t.info.id}: refusal {message!r} is not a sentence"
    assert not any(bad in message for bad in _NOT_PLAIN), f"{t.info.id}: refusal {message!r} is not plain text"


def check_moves(t: Table, state: State[Any], rng: Rng) -> None:
    """Every legal move is accepted, its notation reads back, and the state does not change; moves legal
    elsewhere (and non-moves) are refused with IllegalMoveError and a plain reason, and change nothing."""
    before = state.position()
    legal = list(state.legal_moves())
    for move in legal:
        assert state.explain(move) is None, f"{t.info.id}: legal {move} has a refusal"
        assert t.game.parse_move(str(move)) == move, f"{t.info.id}: {move} does not read back"
        after = state.play(move)
        assert isinstance(after, type(state)) and after is not state
    assert state.position() == before, f"{t.info.id}: playing changed the state it was played on"
    t.remember(legal)
    allowed = set(legal)
    known = list(t.pool.values())
    tries = [m for m in (known[rng.below(len(known))] for _ in range(REFUSALS_PER_STATE)) if m not in allowed]
    tries += [m for m in spliced_moves(t, rng, REFUSALS_PER_STATE) if m not in allowed]
    for move in tries:
        try:
            state.play(move)
        except IllegalMoveError as exc:
            message = str(exc)
        else:
            raise AssertionError(f"{t.info.id}: illegal {move!r} accepted in {before}")
        assert_plain(t, message, move)
        assert state.explain(move) == message, f"{t.info.id}: explain() and play() disagree on {move}"
        t.refused += 1
    assert state.position() == before, f"{t.info.id}: a refused move changed the state"


def spliced_moves(t: Table, rng: Rng, count: int) -> list[Any]:
    """Random moves from notation: the head of one known move's text joined to the tail of another's
    (``7C>N`` and ``KH>SE`` give ``7C>SE``), read back; text that is no move must raise NotationError."""
    texts = list(t.pool)
    out = []
    for _ in range(count if len(texts) > 1 else 0):
        a, b = texts[rng.below(len(texts))], texts[rng.below(len(texts))]
        text = a[: rng.below(len(a) + 1)] + b[rng.below(len(b) + 1):]
        try:
            out.append(t.game.parse_move(text))
        except NotationError as exc:
            assert str(exc).strip(), f"{t.info.id}: empty notation error for {text!r}"
    return out


def check_hidden(t: Table, state: State[Any], rng: Rng) -> None:
    """Each seat's observation is its own, offers the same legal moves, and does not change when everything
    that seat cannot see (other hands, the stock's order) is dealt again."""
    position = state.position()
    for seat in range(state.players):
        obs = state.observe(seat)
        assert obs.seat == seat and (t.hidden_checks or isinstance(obs, Observation))
        mine = list(obs.legal_moves())
        if seat == state.acting:
            assert mine == list(state.legal_moves()), f"{t.info.id}: seat {seat} sees other legal moves"
        else:
            assert mine == [], f"{t.info.id}: seat {seat} has moves out of turn"
        other = t.game.redeal_hidden(state, seat, rng)
        check_cards(t, other)
        assert other.observe(seat) == obs, f"{t.info.id}: seat {seat} sees hidden cards in {position}"
        t.hidden_checks += 1
        t.redealt += other.position() != position


def check_record(t: Table, state: State[Any], moves: int) -> None:
    """The record (rules + seed + moves) round-trips through JSON and replays to the same position."""
    record = t.info.record(state)
    text = record.to_json()
    assert isinstance(json.loads(text), dict)
    back = t.info.record_from_json(text)
    assert back == record, f"{t.info.id}: the record changed through JSON"
    assert (back.rules, back.seed, back.players) == (state.rules, state.seed, state.players), f"{t.info.id}: record"
    assert len(back.moves) == moves, f"{t.info.id}: the record holds {len(back.moves)} moves, not {moves}"
    assert back.replay().position() == state.position(), f"{t.info.id}: the record replays elsewhere"


# -- whole playouts --------------------------------------------------------------------------------------------------
def choose(state: State[Any], players: list[Player] | None, rng: Rng) -> Any:
    """A uniformly random legal move, or (with CPU players) the acting seat's player's choice from its view."""
    legal = state.legal_moves()
    seat = state.acting
    assert seat is not None
    if players is None:
        return legal[rng.below(len(legal))]
    move = players[seat].choose(state.observe(seat), legal, rng)
    assert move in legal, f"CPU level {players[seat].level} chose an illegal {move!r}"
    return move


def playout(t: Table, i: int, base_seed: int, players: list[Player] | None = None) -> Iterator[State[Any]]:
    """Every state of playout ``i``, from the deal to the end (seeded: the same arguments, the same states)."""
    rules, seed, n, dealer = t.setup(i, base_seed)
    state = t.info.new(rules, seed, n, dealer)
    rng = Rng(derive_seed(seed, 99))
    yield state
    for _ in range(MAX_MOVES):
        if state.over:
            return
        state = state.play(choose(state, players, rng))
        yield state
    raise AssertionError(f"{t.info.id}: playout {i} ({rules.id}, {n} seats) did not end in {MAX_MOVES} moves")


def check_redeals(t: Table) -> None:
    """Most redeals of hidden cards really moved some (else an observation could leak and no check would see it).
    A redeal cannot move anything once a seat sees all but one card, or when the game is over. A game that hides
    nothing (``hidden`` False: King's Court) must never move anything."""
    assert t.hidden_checks, f"{t.info.id}: no observation was checked"
    if not t.info.hidden:
        assert t.redealt == 0, f"{t.info.id}: hides nothing, yet {t.redealt} redeals changed the position"
        return
    assert t.redealt > t.hidden_checks // 2, f"{t.info.id}: only {t.redealt} of {t.hidden_checks} redeals moved a card"


def check_everything(t: Table, playouts: int, base_seed: int) -> None:
    """``playouts`` playouts with every check at every step (slow: for few playouts)."""
    for i in range(playouts):
        rng = Rng(derive_seed(base_seed, 50, i))
        states = playout(t, i, base_seed)
        first = next(states)
        check_seeding(t, first, i, base_seed)
        moves = -1
        for state in (first, *states):
            check_cards(t, state)
            check_turn(t, state)
            check_moves(t, state, rng)
            check_hidden(t, state, rng)
            moves += 1
        check_record(t, state, moves)
    check_redeals(t)


def check_seeding(t: Table, state: State[Any], i: int, base_seed: int) -> None:
    """The same rules, seed and seats deal the same cards; another seed deals others (a game that shuffles nothing,
    ``shuffled`` False, starts alike whatever the seed)."""
    rules, seed, n, dealer = t.setup(i, base_seed)
    assert t.info.new(rules, seed, n, dealer).position() == state.position(), f"{t.info.id}: seed {seed} varies"
    assert state.seed == seed
    other = t.info.new(rules, derive_seed(seed, 1), n, dealer)
    if t.info.shuffled:
        assert other.position() != state.position(), f"{t.info.id}: the seed does not change the deal"
    else:
        assert other.position() == state.position(), f"{t.info.id}: shuffles nothing, yet the seed changes the start"


def check_match(t: Table, i: int, base_seed: int) -> Match[Any]:
    """A whole match of random moves ends; its standings are consistent; its record round-trips and replays."""
    rules, seed, n, _ = t.setup(i, base_seed)
    match = t.info.new_match(rules, seed, n)
    rng, deals = Rng(derive_seed(seed, 5)), 1
    while not match.over:
        deal = match.deal
        if deal is None:
            assert deals < MAX_DEALS, f"{t.info.id}: match {i} ({rules.id}) did not end in {MAX_DEALS} deals"
            match, deals = match.next_deal(), deals + 1
            continue
        assert deal.acting is not None and 0 <= match.match_seat(deal.acting) < n
        match = match.play(choose(deal, None, rng))
    assert match.deal is None
    check_standings(t, match)
    record = t.info.match_record(match)
    back = t.info.match_record_from_json(record.to_json())
    assert back == record and back.seed == seed and back.players == n
    again = back.replay()
    assert again.over and again.totals == match.totals and again.winners == match.winners
    assert list(again.standings()) == list(match.standings())
    return match


def check_standings(t: Table, match: Match[Any]) -> None:
    """Every seat once, best first, totals as the match counts them, tied seats sharing a place (1, 1, 3),
    scores ordered one way, and the winners exactly the seats in first place."""
    rows = list(match.standings())
    name = t.info.id
    assert sorted(r.seat for r in rows) == list(range(match.players)), f"{name}: standings miss a seat"
    assert rows[0].place == 1
    for i, row in enumerate(rows):
        assert row.total == match.totals[row.seat], f"{name}: standing total differs from the match total"
        if i:
            prev = rows[i - 1]
            assert row.place in (prev.place, i + 1), f"{name}: places {prev.place} then {row.place}"
            if row.place == prev.place:
                assert (row.total, row.out) == (prev.total, prev.out), f"{name}: unequal seats share a place"
    live = [r.total for r in rows if not r.out]
    assert live == sorted(live) or live == sorted(live, reverse=True), f"{name}: standings out of order"
    first = {r.seat for r in rows if r.place == 1}
    assert match.winners and set(match.winners) == first, f"{name}: winners {match.winners}, first place {first}"
