"""Hints: the hard player's move (:func:`~kings.klondike.players.hard.decide`), from what the player sees alone,
said in plain words with its reason.

The reason is the first that holds: it turns a face-down card over, empties a column for a king, uncovers a card
that goes home, is safe at home; otherwise it names what the search found ("it won 5 of 6 trial games, each with
the face-down cards shuffled") or says that nothing else helps yet.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7)
>>> hint(deal.observe(0), Rng(1)).words
'Send A♣ home from column 7 to turn over a card in column 7.'
>>> deal = deal.play(deal.legal_moves()[0])
>>> hint(deal.observe(0), Rng(3)).words
'Move 3♣ onto 4♦ to turn over a card in column 5.'
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.i18n import _, ngettext
from kings.klondike.moves import DRAW, GIVE_UP, RECYCLE, Move, Put
from kings.klondike.observation import Observation
from kings.klondike.piles import goes_home, safe_home
from kings.klondike.players.hard import Decision, Settings, decide
from kings.klondike.players.heuristic import king_waiting, where
from kings.seeding import Rng

#: What a hint searches: fewer guesses than the hard player's full budget would be slower to answer a tap.
HINT_SETTINGS = Settings()


@dataclass(frozen=True, slots=True)
class Hint:
    """A hint: the move, its words for the player, and the search behind it."""

    move: Move
    words: str
    decision: Decision


def hint(obs: Observation, rng: Rng, settings: Settings | None = None) -> Hint:
    """The move the hard player would make here, and why, in one sentence; a deal that is over has no hint (a
    ValueError saying so)."""
    if obs.over or not obs.legal_moves():
        raise ValueError(_("The deal is over: there is no move to hint."))
    decision = decide(obs, obs.legal_moves(), rng, settings or HINT_SETTINGS)
    return Hint(decision.move, hint_words(obs, decision), decision)


def hint_words(obs: Observation, decision: Decision) -> str:
    """One sentence for a hint: what to do and why."""
    move = decision.move
    if move == GIVE_UP:
        # (the table has no Give up button: New deal asks "Give up this deal?", so the hint names New deal; two lines
        # of a phone's band of 360 px, in Portuguese and Spanish too)
        if decision.reason == "lost":
            return _("This deal can't be won from here: press Undo, or New deal to give up.")
        return _("No move changes anything now: press New deal to give up, or keep looking.")
    found = _grounds(decision)
    if move == DRAW:
        if found:
            # Translators: {grounds} is what the search found ("it won 4 of 8 trial games, ...")
            return _("Draw from the stock: {grounds}.").format(grounds=found)
        return _("Draw from the stock: no other move helps yet.")
    if move == RECYCLE:
        if found:
            return _("Turn the waste over to go through the stock again: {grounds}.").format(grounds=found)
        return _("Turn the waste over to go through the stock again: no other move helps yet.")
    assert isinstance(move, Put)
    spot = where(obs, move.card)
    assert spot is not None
    kind, i, start = spot
    card = move.card.label
    if kind == "home":
        if obs.up[move.column]:
            what = _("Take {card} back from its foundation onto {top}").format(card=card,
                                                                             top=obs.up[move.column][-1].label)
        else:
            what = _("Take {card} back from its foundation to the empty column {column}").format(
                card=card, column=move.column + 1)
    elif move.home:
        if kind == "waste":
            what = _("Send {card} home from the waste").format(card=card)
        else:
            what = _("Send {card} home from column {column}").format(card=card, column=i + 1)
    elif obs.up[move.column]:
        what = _("Move {card} onto {top}").format(card=card, top=obs.up[move.column][-1].label)
    else:
        what = _("Move {card} to the empty column {column}").format(card=card, column=move.column + 1)
    why = _why(obs, move, kind, i, start)
    if why:
        # Translators: a hint: {move} is what to do ("Move 3♣ onto 4♦"), {why} its reason ("to turn over a card...")
        return _("{move} {why}.").format(move=what, why=why)
    if found:
        return _("{move}: {grounds}.").format(move=what, grounds=found)
    return _("{move}.").format(move=what)


def _why(obs: Observation, move: Put, kind: str, i: int, start: int) -> str:
    """The plain reason a card move helps, or ''."""
    if kind == "tableau" and start == 0:
        if obs.hidden[i]:
            return _("to turn over a card in column {column}").format(column=i + 1)
        if not move.home and king_waiting(obs):
            return _("to empty column {column} for a king").format(column=i + 1)
    if kind == "tableau" and start > 0 and goes_home(obs.up[i][start - 1], obs.foundations):
        return _("to free the {card} to go home").format(card=obs.up[i][start - 1].label)
    if move.home and safe_home(move.card, obs.foundations):
        return _("(no card still needs it)")
    if kind == "waste" and not move.home:
        return _("to play it from the waste")
    return ""


def _grounds(decision: Decision) -> str:
    """What the search found, in a player's words (a guess is a trial game: the face-down cards shuffled, then solved).

    >>> from kings.klondike.moves import DRAW
    >>> _grounds(Decision(DRAW, wins=4, samples=8, reason="search"))
    'it won 4 of 8 trial games, each with the face-down cards shuffled'
    """
    if decision.reason != "search" or not decision.samples:
        return ""
    if decision.samples == 1:  # nothing was hidden: the deal itself was solved
        return _("it leads to a win")
    return ngettext("it won {wins} of {n} trial game, each with the face-down cards shuffled",
                    "it won {wins} of {n} trial games, each with the face-down cards shuffled",
                    decision.samples).format(wins=decision.wins, n=decision.samples)
