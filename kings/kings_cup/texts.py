"""What a game of Kings Cup says in words: why a move is refused, what a move did, the roles on the table, the end.

Every text names the players (names are the table's own; the page shows them as text, never as markup).

>>> from kings.kings_cup.cup import KingsCup
>>> from kings.kings_cup.moves import DRAW, Mate, Point
>>> from kings.kings_cup.rules import Rules
>>> g = KingsCup.new(Rules(), seed=1, names=("Ada", "Bo", "Cy"))
>>> narrate(g, DRAW)
'Ada drew the 7♠: Heaven. Everyone points up at the sky. The last to do it takes a point.'
>>> g.explain(Mate(1))
"It is Ada's turn to draw: there is no mate to choose now."
>>> g.play(DRAW).position().split(" | ")[0]
'kings-cup party seed=1 players=3 first=0'
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Protocol

from kings.cards import Card, format_cards
from kings.kings_cup.deck import Role
from kings.kings_cup.events import Drawn, Holding, HouseRule, Outcome
from kings.kings_cup.moves import Draw, MakeRule, Mate, Move, Point
from kings.kings_cup.rules import Rules


class Table(Protocol):
    """What everyone at the table sees, and the table's texts read: a game or any seat's observation."""

    @property
    def rules(self) -> Rules: ...
    @property
    def names(self) -> tuple[str, ...]: ...
    @property
    def turn(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def kings(self) -> int: ...
    @property
    def left(self) -> int: ...
    @property
    def roles(self) -> tuple[Holding, ...]: ...
    @property
    def house_rules(self) -> tuple[HouseRule, ...]: ...
    @property
    def outcome(self) -> Outcome | None: ...


class Told(Table, Protocol):
    """What the texts about a game read of it (a :class:`~kings.kings_cup.cup.KingsCup`, which imports this module)."""

    @property
    def seed(self) -> int: ...
    @property
    def first(self) -> int: ...
    @property
    def stock(self) -> tuple[Card, ...]: ...
    @property
    def drawn(self) -> tuple[Drawn, ...]: ...
    @property
    def points(self) -> tuple[int, ...]: ...
    @property
    def pointed(self) -> tuple[int, ...]: ...
    @property
    def players(self) -> int: ...
    @property
    def over(self) -> bool: ...
    @property
    def last_king(self) -> bool: ...
    @property
    def card(self) -> Card | None: ...
    def name(self, seat: int) -> str: ...
    def play(self, move: Move) -> Told: ...


def possessive(name: str) -> str:
    """``Ada's``, ``James's``."""
    return f"{name}'s"


def _no_seat(game: Told, seat: int) -> str:
    return f"There is no seat {seat}: this table has {game.players} players, numbered 0 to {game.players - 1}."


def refusal(game: Told, move: object) -> str:
    """Why ``move`` is refused in ``game`` (the caller knows it is), in plain words."""
    name = game.name(game.turn)
    if not isinstance(move, Draw | Point | Mate | MakeRule):
        return "That is not a Kings Cup move."
    if game.over:
        return "The game is over: the last king has been drawn." if game.last_king else "The game is over."
    if isinstance(move, Point | Mate) and move.seat >= game.players:
        return _no_seat(game, move.seat)
    if game.phase == "mate":
        return "Choose a mate other than yourself." if isinstance(move, Mate) else f"{name} must choose a mate first."
    if game.phase == "rule":
        return f"{name} must make up a house rule first (or make none)."
    if isinstance(move, Mate):
        return f"It is {possessive(name)} turn to draw: there is no mate to choose now."
    if isinstance(move, MakeRule):
        return f"It is {possessive(name)} turn to draw: there is no house rule to make now."
    assert isinstance(move, Point)
    card = game.card
    if card is None:
        return "No card has been drawn yet: there is nothing to give a point for."
    if not game.rules.keeps_score:
        return "This deck keeps no score: there are no points to give."
    return f"{game.name(move.seat)} already has a point for the {card.label}."


def narrate(before: Told, move: Move) -> str:
    """What ``move`` did, played in ``before``, in one or two plain sentences (for the log and screen readers)."""
    after = before.play(move)
    name = before.name(before.turn)
    if isinstance(move, Draw):
        card = after.drawn[-1].card
        rule = before.rules.deck.rule_for(card)
        if after.last_king:
            return f"{name} drew the {card.label}, the last king. {before.rules.deck.finale}"
        text = f"{name} drew the {card.label}: {rule.title}. {rule.text}"
        if after.phase == "mate":
            return f"{text} {name} chooses a mate."
        if after.phase == "rule":
            return f"{text} {name} makes up a house rule."
        if rule.role is not None:
            return f"{text} {name} is the {rule.role.label.lower()} now."
        return text
    if isinstance(move, Point):
        who = before.name(move.seat)
        text = f"{who} takes a point ({_points(after.points[move.seat])} in all)."
        extra = [s for s in after.pointed if s not in before.pointed and s != move.seat]
        for mate in extra:
            text += f" So does {before.name(mate)}, {possessive(who)} mate ({_points(after.points[mate])} in all)."
        return text
    if isinstance(move, Mate):
        return f"{name} chose {before.name(move.seat)} as mate."
    assert isinstance(move, MakeRule)
    if move.skip:
        return f"{name} made no house rule."
    text = f"{name} made a house rule: “{move.text}”."
    retired = [r for r in before.house_rules if r not in after.house_rules]
    if retired:
        text += f" The oldest rule, “{retired[0].text}”, is retired."
    return text


def _points(n: int) -> str:
    return "1 point" if n == 1 else f"{n} points"


@dataclass(frozen=True, slots=True)
class TableLine:
    """One line of the table's list of lasting roles and house rules: ``Question master``, ``Ada``, what it means."""

    title: str
    who: str
    text: str


def table_lines(game: Table) -> tuple[TableLine, ...]:
    """The roles held (in the order of :class:`~kings.kings_cup.deck.Role`), then the house rules, oldest first.

    >>> from kings.kings_cup.cup import KingsCup
    >>> from kings.kings_cup.moves import DRAW, MakeRule
    >>> from kings.kings_cup.rules import Rules
    >>> g = KingsCup.new(Rules(), seed=5, names=("Ada", "Bo")).play(DRAW)
    >>> g.rule.title, g.phase
    ('House rule', 'rule')
    >>> [(t.title, t.who, t.text) for t in table_lines(g.play(MakeRule("No pointing")))]
    [('House rule', 'Ada', 'No pointing')]
    """
    lines = []
    deck = game.rules.deck
    for h in game.roles:
        who = game.names[h.seat] if h.mate is None else f"{game.names[h.seat]} and {game.names[h.mate]}"
        title = "Mates" if h.role is Role.MATE else h.role.label
        lines.append(TableLine(title, who, deck.rule_for(h.card).role_text))
    lines += [TableLine(Role.RULE.label, game.names[r.seat], r.text) for r in game.house_rules]
    return tuple(lines)


def status(game: Table) -> str:
    """The table's one-line status: whose turn and what for, the kings drawn, the cards left (or the summary).

    >>> from kings.kings_cup.cup import KingsCup
    >>> from kings.kings_cup.rules import Rules
    >>> status(KingsCup.new(Rules(), seed=5, names=("Ada", "Bo")))
    'Ada to draw. Kings drawn: 0 of 4. Cards left: 52.'
    """
    if game.outcome is not None:
        return game.outcome.summary
    name = game.names[game.turn]
    if game.phase == "mate":
        return f"{name} chooses a mate."
    if game.phase == "rule":
        return f"{name} makes up a house rule (or none)."
    return f"{name} to draw. Kings drawn: {game.kings} of {game.rules.kings}. Cards left: {game.left}."


def summary(game: Told, winners: tuple[int, ...]) -> str:
    """The end of the game in plain words: who drew the last king, who won, everyone's points."""
    head = (f"{game.name(game.drawn[-1].seat)} drew the last king: the game is over." if game.last_king
            else "Every card has been drawn: the game is over.")  # fmt: skip
    if not game.rules.keeps_score:
        return f"{head} This deck keeps no score, so nobody wins. Thanks for playing."
    if not winners:  # a game that keeps score always has winners
        return head
    names = [game.name(s) for s in winners]
    low = game.points[winners[0]]
    if len(winners) == game.players:
        result = "Nobody took a point: everyone wins!" if low == 0 else f"Everyone has {_points(low)}: a shared win!"
    elif len(winners) == 1:
        result = f"{names[0]} wins with {_points(low)}."
    else:
        joined = ", ".join(names[:-1]) + f" and {names[-1]}"
        result = f"{joined} share the win with {_points(low)} each."
    scores = ", ".join(f"{game.name(s)} {game.points[s]}" for s in range(game.players))
    return f"{head} {result} Points: {scores}."


def position_text(game: Told) -> str:
    """:meth:`KingsCup.position`: the table, the deck (id and digest), whose turn, the cards, roles, rules, points."""
    r = game.rules
    head = f"kings-cup {r.id} seed={game.seed} players={game.players} first={game.first}"
    deck = f"deck={r.deck.id}#{r.deck.digest} kings={r.kings} games={r.match_games}"
    turn = f"turn={game.turn} phase={game.phase} names={json.dumps(game.names, ensure_ascii=False)}"
    drawn = "drawn=" + (".".join(f"{d.seat}:{d.card.code}" for d in game.drawn) or "-")
    roles = "roles=" + (",".join(f"{h.role.value}:{h.seat}{'' if h.mate is None else f'+{h.mate}'}@{h.card.code}"
                                 for h in game.roles) or "-")  # fmt: skip
    house = "house=" + json.dumps([[h.seat, h.text, h.card.code] for h in game.house_rules], ensure_ascii=False)
    points = f"points={'.'.join(map(str, game.points))} pointed={'.'.join(map(str, game.pointed)) or '-'}"
    return " | ".join((head, deck, turn, "stock=" + format_cards(game.stock), drawn, roles, house, points))
