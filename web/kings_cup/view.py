"""What to draw for Kings Cup, as plain data: a :class:`Scene` in, a :class:`~web.kings_cup.viewmodels.TableView`
out (pure).

The card drawn and its rule are the heart of the screen; whose turn it is, in words, above them. The +1 buttons
are exactly the engine's legal point moves, the mate buttons its legal mate moves: the table holds no rules of
its own. The lobby's tile for a game is here too (:func:`lobby_entry`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from kings.cards import SUIT_OF, Card
from kings.i18n import _, ngettext
from kings.kings_cup.api import GameRecord
from kings.kings_cup.cup import KingsCup
from kings.kings_cup.deck import LIMITS, Role
from kings.kings_cup.moves import DRAW, Mate, Point
from kings.kings_cup.rulesdoc import ends_with
from kings.kings_cup.texts import points_text, status, table_lines
from web.kings_cup import words
from web.kings_cup.session import Session
from web.kings_cup.viewmodels import (
    Banner,
    CardFace,
    Choice,
    ControlView,
    Kings,
    LogLine,
    Message,
    PlayerView,
    RuleView,
    TableLine,
    TableView,
)
from web.shell.ending import Cell, Column, Ending, Row, Table, join_names, ordinal, sentence
from web.shell.extras import Extras
from web.shell.seats import split_number

_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything the table shows, as the controller holds it."""

    session: Session
    message: Message | None = None
    notices: tuple[str, ...] = ()
    large: bool = False
    extras: Extras = field(default_factory=Extras)


def face(card: Card) -> CardFace:
    return CardFace(card.code, card.label, card.name, _SUIT_NAMES[SUIT_OF[card]], card.is_red)


def _players(game: KingsCup) -> tuple[PlayerView, ...]:
    legal = set(game.legal_moves())
    last = game.drawn[-1] if game.drawn else None
    out = []
    for seat, name in enumerate(game.names):
        can = Point(seat) in legal
        key = words.POINT_KEYS[seat] if seat < len(words.POINT_KEYS) else ""
        hint = _("Press {key} to give {name} +1").format(key=key, name=name) if key and game.rules.keeps_score else ""
        # the name starts with the button's visible "+1" (WCAG 2.5.3: speech users say what they see)
        if last:
            label = _("+1 for {name}: a point for the {card}").format(name=name, card=last.card.label)
        else:
            label = _("+1 for {name}").format(name=name)
        out.append(PlayerView(
            seat=seat, name=name, points=game.points[seat], to_act=game.acting == seat,
            drew_last=last is not None and last.seat == seat, can_point=can, pointed=seat in game.pointed,
            point_label=label, roles=words.roles_of(game, seat), key=key, key_hint=hint,
        ))  # fmt: skip
    return tuple(out)


def _point_note(game: KingsCup) -> str:
    if not game.rules.keeps_score:
        return ""
    if not game.drawn:
        return _("After each card, tap +1 by the name of anyone who broke its rule. The fewest points wins.")
    card = game.drawn[-1].card.label
    if game.over:
        return _("The last king ends the game: no points for it.")
    if game.phase != "draw":
        return _("Points for the {card} come once {name} has chosen.").format(card=card, name=game.name(game.turn))
    # three lines at most beside the table: twelve players' rows fit a laptop's screen under it
    if game.holding(Role.MATE) is not None:
        return _("Did someone break the {card}'s rule? Tap +1 by their name before the next card; their mate gets "
                 "+1 too.").format(card=card)
    return _("Did someone break the {card}'s rule? Tap +1 by their name before the next card.").format(card=card)


def _point_keys(game: KingsCup) -> str:
    """The keys that give the +1s (the badges 0 - = by the names were unexplained), said where there is a keyboard."""
    if not game.rules.keeps_score or game.over or game.phase != "draw":
        return ""
    return " " + (_("Keys 1-9, 0, - and = give them too.") if game.players > 9 else
                  _("Or press the key by their name."))


def _choice(game: KingsCup) -> Choice | None:
    # the choice's title names what it holds: what to do is the card's words, whose turn the big line (review 106:
    # "Ada, make up a house rule for the rest of the game" over the form said the card's words again)
    if game.phase == "mate":
        mates = tuple((m.seat, game.name(m.seat)) for m in game.legal_moves() if isinstance(m, Mate))
        return Choice("mate", _("Your mate"), mates)
    if game.phase == "rule":
        return Choice("rule", _("Your rule"), limit=LIMITS["house rule"])
    return None


def _lines(game: KingsCup) -> tuple[TableLine, ...]:
    lines = table_lines(game)
    return tuple(TableLine("rule" if i >= len(game.roles) else "role", line.title, line.who, line.text)
                 for i, line in enumerate(lines))  # fmt: skip


def _log(game: KingsCup) -> tuple[LogLine, ...]:
    deck = game.rules.deck
    out = []
    for i, d in enumerate(game.drawn):
        text = _("{name} drew the {card}: {title}.").format(name=game.name(d.seat), card=d.card.label,
                                                             title=deck.say(deck.rule_for(d.card).title))
        out.append(LogLine(i + 1, text, d.card.is_red, d.card.label))
    return tuple(reversed(out))


#: The most winners a headline names: more are counted (eleven names took four lines of a phone in large type and
#: pushed the ranking, which names them all, out of sight: the new player's review)
NAMED = 3
#: The most characters of a headline that names players, in the language shown: two lines of a small phone's banner
#: (as many as "Everyone but Christopher shares the win!"). Longer, the winners are counted: "Everyone but Wilhelmina
#: Montgomery 1 shares the win!" took three lines at 360x640 and left the rule that ranks twelve players a scroll away
HEADLINE_MOST = 40


def _shared(game: KingsCup, winners: tuple[int, ...]) -> str:
    """The headline of a shared win: the winners' names, or, many sharing, the one who did not, or how many did (and
    how many, where the names would make a headline too long)."""
    others = [s for s in range(game.players) if s not in winners]
    named = ""
    if len(winners) <= NAMED:
        named = _("{names} share the win!").format(names=join_names([game.name(s) for s in winners]))
    elif len(others) == 1:
        named = _("Everyone but {name} shares the win!").format(name=game.name(others[0]))
    if named and len(named) <= HEADLINE_MOST:
        return named
    return ngettext("{n} player shares the win!", "{n} players share the win!", len(winners)).format(n=len(winners))


def _banner(game: KingsCup) -> Banner | None:
    outcome = game.outcome
    if outcome is None:
        return None
    actions = (("rematch", _("Play again")), ("new", _("New game…")))
    deck = game.rules.deck
    finale = deck.say(deck.finale)
    who = _("{name} drew the last king.").format(name=game.name(outcome.last)) + " " if outcome.last is not None else ""
    if not game.rules.keeps_score:
        title = _("The last king!") if outcome.last is not None else _("The deck is done")
        return Banner("match-over", title, (who + finale,), actions)
    winners = [game.name(s) for s in outcome.winners]
    if len(winners) == game.players:  # a tie of the whole table: say what happened, not "Everyone wins!"
        tied = game.points[outcome.winners[0]]
        headline = _("Nobody took a point!") if tied == 0 else ngettext(
            "A tie: everyone has {n} point", "A tie: everyone has {n} points", tied).format(n=tied)
    elif len(winners) == 1:
        headline = _("{name} wins!").format(name=winners[0])
    else:
        headline = _shared(game, outcome.winners)
    rows, spoken = [], []
    order = sorted(range(game.players), key=lambda s: game.points[s])
    for seat in order:
        place = next(j for j, s in enumerate(order) if game.points[s] == game.points[seat]) + 1
        kings = sum(1 for d in game.drawn if d.seat == seat and d.card.rank.code == "K")
        rows.append(Row(ordinal(place), game.name(seat), (Cell(str(game.points[seat])), Cell(str(kings))),
                        winner=seat in outcome.winners))  # fmt: skip
        spoken.append(_("{place}, {name}, {points}").format(place=ordinal(place), name=game.name(seat),
                                                            points=points_text(game.points[seat])))
    # the kings as a sign: "Kings drawn" over a column of 0s and 1s took the width a phone needed for the names
    table = Table(_("The fewest points win · ♚ kings drawn"), (Column(_("Points")), Column(_("Kings drawn"), "♚")),
                  tuple(rows), True)  # fmt: skip
    lead = who + finale
    said = _("{headline} {lead} {places}.").format(headline=headline, lead=lead, places=_("; ").join(spoken))
    ending = Ending("match-over", headline, "win", lead, table, (), True, said)
    return Banner("match-over", headline, (), actions, ending, finale if who else "")


def _rule(game: KingsCup, banner: Banner | None) -> RuleView | None:
    """The card's rule under it; at the end, the result instead ("Set a forfeit" stood under the last king, the game
    over)."""
    rule = game.rule
    if banner is not None and game.outcome is not None:
        title = _("The last king") if game.outcome.last is not None else _("The deck is done")
        result = banner.title if game.rules.keeps_score else ""
        if not result:
            return RuleView(title, _("The game is over."))
        return RuleView(title, _("The game is over. {result}").format(
            result=sentence(result)))
    if rule is None:
        return None
    deck = game.rules.deck
    title, (made, holds) = deck.say(rule.title), words.chosen(game)
    # The role's meaning in its box only under what was chosen (a mate, a house rule): the card's own words say it,
    # and the box's title only where the heading does not (review 106: "House rule" as the heading, in the card's
    # words and as the box's title said one thing three times)
    meaning = deck.say(rule.role_text) if made and holds else ""
    role = rule.role.label if meaning and rule.role and rule.role.label.casefold() != title.casefold() else ""
    return RuleView(title, made or deck.say(rule.text), role, meaning)


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    s = scene.session
    game = s.game
    over = game.over
    card = game.card
    banner = _banner(game)
    name, line = words.turn(game)
    next_name, next_line = words.up_next(game)
    undo = words.undo_words(game)
    kings = Kings(game.kings, game.rules.kings,
                  _("Kings: {kings} of {of}").format(kings=game.kings, of=game.rules.kings))
    deck = game.rules.deck
    return TableView(
        state="game-over" if over else "ready", phase=game.phase, actor="none" if over else "human",
        to_act=game.acting, moves=len(game.moves), turn=line, turn_name=name, last=words.last_drawn(game),
        up_next=next_line, up_next_name=next_name,
        card=face(card) if card is not None else None,
        rule=_rule(game, banner),
        kings=kings, left=game.left,
        left_label=ngettext("{n} card left", "{n} cards left", game.left).format(n=game.left),
        keeps_score=game.rules.keeps_score, players=_players(game), point_note=_point_note(game),
        lines=() if over else _lines(game), choice=_choice(game),
        draw=ControlView("draw", _("Draw the first card") if not game.drawn else _("Draw a card"), DRAW in
                         game.legal_moves(), detail=next_name),  # on the button: whose turn it is to draw
        undo=ControlView("undo", _("Undo"), bool(game.moves), detail=undo),
        draw_short=first_word(game.names, next_name) if next_name else "",
        turn_short=first_word(game.names, name) if name else "",
        large=scene.large, deck=deck.shown_name, log=_log(game), status=status(game),
        title=_("{deck} · the {nth} king ends the game").format(deck=deck.shown_name, nth=ordinal(game.rules.kings)),
        message=scene.message,
        banner=banner, notices=scene.notices, position=game.position(),
        record=GameRecord.of(game).to_json(), extras=scene.extras, point_keys=_point_keys(game),
    )  # fmt: skip


# -- the lobby's tile ------------------------------------------------------------------------------------

def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.kings_cup.spec import default_setup
    >>> lobby_entry(Session.new(default_setup(), 5))
    {'resume': True, 'last': 'Party deck for 4 players: 52 cards to draw, the fourth king ends it.'}
    """
    game = session.game
    deck = game.rules.deck.shown_name
    outcome = game.outcome
    if outcome is not None:
        if not outcome.winners:
            return {"resume": False, "last": _("Last game: {deck}, to the last king.").format(deck=deck)}
        names = join_names([game.name(s) for s in outcome.winners])
        low = game.points[outcome.winners[0]]
        if len(outcome.winners) == 1:
            last = ngettext("Last game: {names} won with {n} point.", "Last game: {names} won with {n} points.", low)
        else:
            last = ngettext("Last game: {names} shared the win with {n} point.",
                            "Last game: {names} shared the win with {n} points.", low)
        return {"resume": False, "last": last.format(names=names, n=low)}
    if not game.drawn:
        return {"resume": True, "last": _("{deck} for {players} players: {left} cards to draw, {king} ends it.").format(
            deck=deck, players=game.players, left=game.left, king=ends_with(game.rules.kings))}
    return {"resume": True, "last": _("{deck}, {players} players: kings {kings} of {of}, {left} cards left.").format(
        deck=deck, players=game.players, kings=game.kings, of=game.rules.kings, left=game.left)}


def first_word(names: Sequence[str], name: str) -> str:
    """``name`` as its first word and its number ("Maximilian 10"), when that tells it from every other player's;
    else whole: what the widget's Draw button says, too narrow for the whole name (review 74).

    >>> first_word(["Maximilian Alexander 2", "Maximilian Alexander 10", "Jo"], "Maximilian Alexander 10")
    'Maximilian 10'
    >>> first_word(["Ann Lee", "Ann Bo"], "Ann Bo"), first_word(["Anne-Sophie Dubois…", "Bo"], "Anne-Sophie Dubois…")
    ('Ann Bo', 'Anne-Sophie')
    """
    def label(whole: str) -> str:
        base, tail = split_number(whole)
        return (base.split() or [base])[0] + tail

    mine = label(name)
    return mine if [label(n) for n in names].count(mine) == 1 else name
