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
from kings.i18n import _, articled, name_list, ngettext
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


def _no_seat(game: Told, seat: int) -> str:
    return _("There is no seat {seat}: this table has {n} players, numbered 0 to {last}.").format(
        seat=seat, n=game.players, last=game.players - 1)


def refusal(game: Told, move: object) -> str:
    """Why ``move`` is refused in ``game`` (the caller knows it is), in plain words."""
    name = game.name(game.turn)
    if not isinstance(move, Draw | Point | Mate | MakeRule):
        return _("That is not a Kings Cup move.")
    if game.over:
        return _("The game is over: the last king has been drawn.") if game.last_king else _("The game is over.")
    if isinstance(move, Point | Mate) and move.seat >= game.players:
        return _no_seat(game, move.seat)
    if game.phase == "mate":
        if isinstance(move, Mate):
            return _("Choose a mate other than yourself.")
        return _("{name} must choose a mate first.").format(name=name)
    if game.phase == "rule":
        return _("{name} must make up a house rule first (or make none).").format(name=name)
    if isinstance(move, Mate):
        return _("It is {name}'s turn to draw: there is no mate to choose now.").format(name=name)
    if isinstance(move, MakeRule):
        return _("It is {name}'s turn to draw: there is no house rule to make now.").format(name=name)
    assert isinstance(move, Point)
    card = game.card
    if card is None:
        return _("No card has been drawn yet: there is nothing to give a point for.")
    if not game.rules.keeps_score:
        return _("This deck keeps no score: there are no points to give.")
    return _("{name} already has a point for the {card}.").format(name=game.name(move.seat), card=card.label)


def narrate(before: Told, move: Move) -> str:
    """What ``move`` did, played in ``before``, in one or two plain sentences (for the log and screen readers)."""
    after = before.play(move)
    name = before.name(before.turn)
    deck = before.rules.deck
    if isinstance(move, Draw):
        card = after.drawn[-1].card
        rule = deck.rule_for(card)
        if after.last_king:
            return _("{name} drew the {card}, the last king. {finale}").format(
                name=name, card=card.label, finale=deck.say(deck.finale))
        text = _("{name} drew the {card}: {title}. {text}").format(
            name=name, card=card.label, title=deck.say(rule.title), text=deck.say(rule.text))
        if after.phase == "mate":
            return _("{text} {name} chooses a mate.").format(text=text, name=name)
        if after.phase == "rule":
            return _("{text} {name} makes up a house rule.").format(text=text, name=name)
        if rule.role is Role.QUESTION_MASTER:
            return _("{text} {name} is the question master now.").format(text=text, name=name)
        if rule.role is Role.THUMB_MASTER:
            return _("{text} {name} is the thumb master now.").format(text=text, name=name)
        return text
    if isinstance(move, Point):
        who = before.name(move.seat)
        n = after.points[move.seat]
        text = ngettext("{name} takes a point ({n} point in all).", "{name} takes a point ({n} points in all).",
                        n).format(name=who, n=n)
        extra = [s for s in after.pointed if s not in before.pointed and s != move.seat]
        for mate in extra:
            m = after.points[mate]
            text += " " + ngettext("So does {mate}, {name}'s mate ({n} point in all).",
                                   "So does {mate}, {name}'s mate ({n} points in all).", m).format(
                mate=before.name(mate), name=who, n=m)
        return text
    if isinstance(move, Mate):
        return _("{name} chose {mate} as mate.").format(name=name, mate=before.name(move.seat))
    assert isinstance(move, MakeRule)
    if move.skip:
        return _("{name} made no house rule.").format(name=name)
    text = _("{name} made a house rule: “{rule}”.").format(name=name, rule=move.text)
    retired = [r for r in before.house_rules if r not in after.house_rules]
    if retired:
        text += " " + _("The oldest rule, “{rule}”, is retired.").format(rule=retired[0].text)
    return text


def points_text(n: int) -> str:
    """``1 point``, ``3 points``."""
    return ngettext("{n} point", "{n} points", n).format(n=n)


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
        if h.mate is None:
            who = game.names[h.seat]
        else:
            who = _("{name} and {mate}").format(name=game.names[h.seat], mate=game.names[h.mate])
        title = _("Mates") if h.role is Role.MATE else h.role.label
        lines.append(TableLine(title, who, deck.say(deck.rule_for(h.card).role_text)))
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
        return _("{name} chooses a mate.").format(name=name)
    if game.phase == "rule":
        return _("{name} makes up a house rule (or none).").format(name=name)
    return _("{name} to draw. Kings drawn: {kings} of {of}. Cards left: {left}.").format(
        name=name, kings=game.kings, of=game.rules.kings, left=game.left)


def summary(game: Told, winners: tuple[int, ...]) -> str:
    """The end of the game in plain words: who drew the last king, who won, everyone's points."""
    if game.last_king:
        head = _("{name} drew the last king: the game is over.").format(name=game.name(game.drawn[-1].seat))
    else:
        head = _("Every card has been drawn: the game is over.")
    if not game.rules.keeps_score:
        return _("{head} This deck keeps no score, so nobody wins. Thanks for playing.").format(head=head)
    if not winners:  # a game that keeps score always has winners
        return head
    names = [game.name(s) for s in winners]
    low = game.points[winners[0]]
    if len(winners) == game.players:
        if low == 0:
            result = _("Nobody took a point: everyone wins!")
        else:
            result = ngettext("Everyone has {n} point: a shared win!", "Everyone has {n} points: a shared win!",
                              low).format(n=low)
    elif len(winners) == 1:
        result = ngettext("{name} wins with {n} point.", "{name} wins with {n} points.", low).format(
            name=names[0], n=low)
    else:
        result = ngettext("{names} share the win with {n} point each.", "{names} share the win with {n} points each.",
                          low).format(names=join_names(names), n=low)
    scores = _(", ").join(_("{name} {points}").format(name=game.name(s), points=game.points[s])
                          for s in range(game.players))
    return _("{head} {result} Points: {scores}.").format(head=head, result=result, scores=scores)


def join_names(names: list[str]) -> str:
    """``Ada``, ``Ada and Bo``, ``Ada, Bo and Cy``."""
    if len(names) <= 1:
        return "".join(names)
    # a list of default names takes the article on each (es "El Jugador 3 y el Jugador 4 comparten la victoria"):
    # the first by the message that holds the list (kings.i18n.NameList), the others here
    first = _(", ").join([names[0], *(articled(n) for n in names[1:-1])])
    return name_list(_("{first} and {last}").format(first=first, last=names[-1]), names)


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
