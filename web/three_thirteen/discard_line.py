"""The line over 3-13's hand (pure): what the hand costs now, and once a card is drawn which card to discard and what
that leaves, in full and in fewer words for a narrow table (:func:`penalty_text`); the discard it names
(:func:`best_discard`, or the hint's).

The hand is laid out in its melds as they stand with the drawn card, and the card to discard may lie in one of them:
the discard breaks that meld and the rest regroups (the solver lays the thirteen cards out anew), or the meld holds
a card more than it needs and melds without it. A new player read "Discard 10♠: leaves 18 points" beside a run of
9♠ 10♠ J♠ as a mistake; the line says which it is ("your melds regroup without it", "its meld still melds without it").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kings.cards import Card
from kings.i18n import _, ngettext
from kings.three_thirteen.discards import discard_penalties
from kings.three_thirteen.melds import Arrangement, best_arrangement, is_wild
from kings.three_thirteen.moves import Discard, Move
from kings.three_thirteen.round import Round


def best_discard(cards: Sequence[Card], r: Round) -> tuple[Card, int]:
    """The card to discard (the line named none: "your best discard leaves 24 points"), and what the others leave
    not melded: the least, then a card that is not wild, then the most points (a card that costs more if kept).
    Only a card the rules let go now: the card just taken from the pile may not go straight back (the line said
    "Discard K♠: every other card melds" of it, beside "Go out: discard 9♠": review 61)."""
    allowed = {m.card for m in r.legal_moves() if isinstance(m, Discard)}
    penalties = {c: p for c, p in discard_penalties(cards, r.wild, r.rules).items() if not allowed or c in allowed}
    card = min(penalties, key=lambda c: (penalties[c], is_wild(c, r.wild),
                                         -r.rules.points(0 if c.is_joker else c.rank.value), c))  # fmt: skip
    return card, penalties[card]


def from_meld(cards: Sequence[Card], card: Card, r: Round, shown: Arrangement | None) -> str:
    """What discarding ``card`` does to the melds the table shows (``shown``: the hand laid out, None in the player's
    own order): ``""`` where it (or a copy of it) lies outside them, ``"stays"`` where the meld it lies in melds
    without it, ``"regroup"`` where that meld breaks and the rest is laid out anew."""
    if shown is None or card in shown.deadwood:
        return ""
    meld = next((m for m in shown.melds if card in m.cards), None)
    if meld is None:
        return ""
    rest = list(cards)
    rest.remove(card)
    left = Counter(meld.cards) - Counter([card])
    after = best_arrangement(rest, r.wild, r.rules)
    return "stays" if any(Counter(m.cards) == left for m in after.melds) else "regroup"


def hint_meld(r: Round, move: Move, arranged: bool) -> str:
    """:func:`from_meld` for a hint's discard, in the hand of the seat to act as the table lays it out (``arranged``;
    in the player's own order no meld shows): the hint's words say it too, where the line is not shown (the widget)."""
    if not isinstance(move, Discard) or not arranged or r.acting is None:
        return ""
    cards = r.hands[r.acting]
    return from_meld(cards, move.card, r, best_arrangement(cards, r.wild, r.rules))


def penalty_text(r: Round, seat: int, hinted: Card | None = None, shown: Arrangement | None = None) -> tuple[str, str]:
    """What the hand costs now, and the same in fewer words for a narrow table: a phone's or the widget's one line
    holds about 38 characters, and cut short the long line lost its figure. The card it names is the hint's while a
    hint shows ("Hint: discard 8♥" over "Discard 3♥: leaves 3 points" were two answers at once: review 62), and a
    card that goes out is said to ("Discard A♥ to go out": a discard of it goes out, app.py); a card that lies in a
    meld of ``shown`` (the hand as the table lays it out) is said to leave it (:func:`from_meld`)."""
    cards = r.hands[seat]
    if r.acting == seat and r.drawn is not None:
        card, best = best_discard(cards, r)
        if hinted is not None and hinted != card:
            penalties = discard_penalties(cards, r.wild, r.rules)
            if hinted in penalties:
                card, best = hinted, penalties[hinted]
        meld = from_meld(cards, card, r, shown)
        if Discard(card, out=True) in r.legal_moves():
            text = (_("Discard {card} from its meld to go out.") if meld else _("Discard {card} to go out.")).format(
                card=card.label)
            return text, text
        if meld:
            return _from_meld_text(card, best, meld)
        if best == 0:
            return (_("Discard {card}: every other card melds.").format(card=card.label),
                    _("Discard {card}: the rest melds.").format(card=card.label))  # fmt: skip
        return (ngettext("Discard {card}: leaves {n} point not melded.", "Discard {card}: leaves {n} points not "
                         "melded.", best).format(card=card.label, n=best),
                ngettext("Discard {card}: leaves {n} point.", "Discard {card}: leaves {n} points.", best).format(
                    card=card.label, n=best))  # fmt: skip
    a = best_arrangement(cards, r.wild, r.rules)
    text = (_("Everything melds.") if not a.penalty
            else ngettext("{n} point not melded.", "{n} points not melded.", a.penalty).format(n=a.penalty))
    return text, text


def _from_meld_text(card: Card, best: int, meld: str) -> tuple[str, str]:
    """The line for a discard out of a meld the table shows: the meld breaks and the rest regroups, or it stays."""
    if meld == "stays":
        long = _("Discard {card}: its meld still melds without it, and every other card melds.") if not best else \
            ngettext("Discard {card}: its meld still melds without it; {n} point is left not melded.",
                     "Discard {card}: its meld still melds without it; {n} points are left not melded.", best)
        # Translators: the line over the hand where it is narrow (36 characters at most in English)
        short = ngettext("Discard {card}, meld stays: {n} point.", "Discard {card}, meld stays: {n} points.", best)
    else:
        long = _("Discard {card}: your melds regroup without it, and every other card melds.") if not best else \
            ngettext("Discard {card}: your melds regroup without it and leave {n} point not melded.",
                     "Discard {card}: your melds regroup without it and leave {n} points not melded.", best)
        # Translators: the line over the hand where it is narrow (36 characters at most in English): its melds are
        # laid out anew without the card
        short = ngettext("Discard {card}, new melds: {n} point.", "Discard {card}, new melds: {n} points.", best)
    return long.format(card=card.label, n=best), short.format(card=card.label, n=best)
