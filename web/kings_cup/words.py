"""Kings Cup's table in words (pure): the big line saying whose turn it is and what for, what Undo takes back,
and the log's lines. What a move did is the engine's narration (:func:`kings.kings_cup.texts.narrate`).

>>> from kings.kings_cup.cup import KingsCup
>>> from kings.kings_cup.moves import DRAW, MakeRule, Point
>>> from kings.kings_cup.rules import Rules
>>> g = KingsCup.new(Rules(), seed=1, names=("Ada", "Bo", "Cy"))
>>> turn(g), turn(g.play(DRAW)), up_next(g.play(DRAW))
(('Ada', 'Ada, draw the first card'), ('Ada', 'Ada, you drew the 7♠'), ('Bo', 'Next to draw: Bo'))
>>> undo_words(g.play(DRAW)), undo_words(g.play(DRAW).play(Point(2)))
("Ada's 7♠ goes back on the deck", "Cy's point for the 7♠")
>>> ruled = KingsCup.new(Rules(), seed=5, names=("Ada", "Bo")).play(DRAW)
>>> chosen(g.play(DRAW)), chosen(ruled.play(MakeRule("Hop"))), chosen(ruled.play(MakeRule("")))
(('', False), ('“Hop”', True), ('Ada made no house rule.', False))

What Kings Cup's "hear" keys read aloud, from the same view the screen shows.

>>> from web.kings_cup.spec import default_setup
>>> from web.kings_cup.session import Session
>>> from web.kings_cup.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "card")
'No card has been drawn yet.'
"""

from __future__ import annotations

from kings.i18n import _
from kings.kings_cup.cup import KingsCup
from kings.kings_cup.deck import Role
from kings.kings_cup.moves import Draw, MakeRule, Mate, Point
from kings.kings_cup.texts import points_text
from web.kings_cup.viewmodels import TableView
from web.shell.ending import sentence
from web.shell.keyhelp import reading

#: the number row, one key per player in list order (Kings Cup seats at most 12)
POINT_KEYS = "1234567890-="

def turn(game: KingsCup) -> tuple[str, str]:
    """(the name, the whole big line): ``Ada, draw the first card``, ``Ada, choose a mate``, ``Game over``, and
    while a card's rule is being played, to its drawer: ``Ada, you drew the 7♠``. A rule speaks to its drawer
    ("everyone drums, you first"): under a line naming the next player, that player took the "you" for theirs, and
    under "Ada drew the 7♠" nobody was sure whose it was (issue 46, reviews 64 and 65)."""
    if game.over:
        return "", _("Game over")
    # Translators: the big line of the next four starts with the player's name (shown apart, in colour): keep it first
    name = game.name(game.turn)
    if game.phase == "mate":
        return name, _("{name}, choose a mate").format(name=name)
    if game.phase == "rule":
        return name, _("{name}, make a house rule").format(name=name)
    if game.drawn:
        d = game.drawn[-1]
        return game.name(d.seat), _("{name}, you drew the {card}").format(name=game.name(d.seat), card=d.card.label)
    return name, _("{name}, draw the first card").format(name=name)


def up_next(game: KingsCup) -> tuple[str, str]:
    """(the name, the line) of who draws next, said under the big line while a card's rule is being played:
    ``Next to draw: Bo``; ("", "") when the big line itself names who is to act."""
    if game.over or game.phase != "draw" or not game.drawn:
        return "", ""
    name = game.name(game.turn)
    # Translators: the name is shown in bold at the end of the line: keep it last
    return name, _("Next to draw: {name}").format(name=name)


def last_drawn(game: KingsCup) -> str:
    """``Bo drew the 7♠``: who drew the card on the table."""
    if not game.drawn:
        return ""
    d = game.drawn[-1]
    return _("{name} drew the {card}").format(name=game.name(d.seat), card=d.card.label)


def chosen(game: KingsCup) -> tuple[str, bool]:
    """Once the turn has passed on a card that asked its drawer to choose, what they chose (``Ada chose Bo as
    mate.``), to show in place of the card's "Choose a mate": the next player must not read the drawer's done
    instruction as their own (issue 46); a house rule is its own words, quoted (``“No pointing”``: under the card's
    title "House rule", "Ada made a house rule: …" said it twice more, review 106). And whether the role the card
    gave now holds (False when no house rule was made). ("", False) while the choice is to make, or when the card
    asked none."""
    if game.phase != "draw" or not game.moves or isinstance(game.moves[-1], Draw):
        return "", False
    last = max(i for i, m in enumerate(game.moves) if isinstance(m, Draw))
    choice = next((i for i in range(last + 1, len(game.moves)) if isinstance(game.moves[i], (Mate, MakeRule))), None)
    if choice is None:
        return "", False
    before = KingsCup.replay(game.rules, game.seed, game.names, game.first, game.moves[:choice])
    move = game.moves[choice]
    name = before.name(before.turn)
    if isinstance(move, Mate):
        return _("{name} chose {mate} as mate.").format(name=name, mate=before.name(move.seat)), True
    assert isinstance(move, MakeRule)
    if move.skip:
        return _("{name} made no house rule.").format(name=name), False
    # Translators: a house rule a player made, quoted as the card's words (the quotation marks of your language)
    return _("“{rule}”").format(rule=move.text), True


def undo_words(game: KingsCup) -> str:
    """What Undo would take back now: ``Ada's 7♠ goes back on the deck``; "" before the first card. Once the last king
    has ended the game, that Undo takes the end back too, and says so (issue 46: an Undo under "Game over" read as a
    mistake)."""
    if not game.moves:
        return ""
    move, before = game.moves[-1], game.undo()
    if isinstance(move, Draw):
        d = game.drawn[-1]
        if game.over:
            return _("{name}'s {card} goes back on the deck and the game goes on").format(
                name=game.name(d.seat), card=d.card.label)
        return _("{name}'s {card} goes back on the deck").format(name=game.name(d.seat), card=d.card.label)
    card = game.drawn[-1].card.label
    if isinstance(move, Point):
        return _("{name}'s point for the {card}").format(name=game.name(move.seat), card=card)
    who = before.name(before.turn)
    if isinstance(move, Mate):
        return _("{name}'s choice of {mate} as mate").format(name=who, mate=game.name(move.seat))
    assert isinstance(move, MakeRule)
    if move.text:
        return _("{name}'s house rule “{rule}”").format(name=who, rule=move.text)
    return _("{name}'s choice to make no house rule").format(name=who)


def roles_of(game: KingsCup, seat: int) -> tuple[str, ...]:
    """The lasting roles ``seat`` holds, in words for its row: ``Thumb master``, ``Mate of Bo``."""
    out = []
    for h in game.roles:
        if h.role is Role.MATE and h.mate is not None and seat in (h.seat, h.mate):
            out.append(_("Mate of {name}").format(name=game.name(h.mate if seat == h.seat else h.seat)))
        elif h.role is not Role.MATE and h.seat == seat:
            out.append(h.role.label)
    return tuple(out)


# -- the table read aloud ------------------------------------------------------------------------------
def _card(t: TableView) -> str:
    if t.card is None or t.rule is None:
        return _("No card has been drawn yet.")
    text = _("{last}, the {card}: {title}. {text}").format(last=t.last, card=t.card.name, title=t.rule.title,
                                                           text=t.rule.text)
    if t.rule.role:
        return _("{text} {role}: {meaning}").format(text=text, role=t.rule.role, meaning=t.rule.role_text)
    return f"{text} {t.rule.role_text}" if t.rule.role_text else text


def _points(t: TableView) -> str:
    if not t.keeps_score:
        return _("This deck keeps no score.")
    return " ".join(_("{name}: {points}.").format(name=p.name, points=points_text(p.points)) for p in t.players)


def _table(t: TableView) -> str:
    # Translators: a role or house rule on the table read aloud ("Thumb master: Ada, …"); a full stop is added after
    # {text} unless it ends in a mark of its own (a house rule typed "No pointing!")
    held = " ".join(sentence(_("{title}: {who}, {text}").format(title=line.title, who=line.who, text=line.text))
                    for line in t.lines)
    head = f"{t.kings.label}. {t.left_label}."
    return _("{head} On the table: {held}").format(head=head, held=held) if held else head


def _all(t: TableView) -> str:
    # while a card is played, the big line is its drawer's, which the card's reading says: who draws next instead
    return " ".join(p for p in (f"{t.up_next or t.turn}.", _card(t), _table(t), _points(t)) if p)


#: The table read aloud: ``card``, ``points`` or ``all``.
say = reading({"card": _card, "points": _points}, _all)
