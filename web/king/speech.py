"""What the keyboard's "hear" keys read aloud at King's table (pure): built from the same
:class:`~web.king.viewmodels.TableView` the screen shows, so speech and screen agree.

>>> from web.king.setup import default_setup
>>> from web.king.session import Session
>>> from web.king.view import Scene, build
>>> say(build(Scene(Session.new(default_setup(), seed=3))), "contract")
'Hand 1 of 10: No tricks. Each trick you take costs 20 (-260 in all).'
"""

from __future__ import annotations

from web.king.viewmodels import TableView


def _cards(t: TableView) -> str:
    if t.hand_hidden or not t.hand:
        return "No cards are shown."
    playable = [c.name for c in t.hand if c.legal]
    words = f"{t.hand_label}: {', '.join(c.name for c in t.hand)}."
    if t.actor == "human" and t.phase == "play" and len(playable) < len(t.hand):
        words += f" You may play: {', '.join(playable)}."
    return words


def _trick(t: TableView) -> str:
    names = {s.seat: s.name for s in t.seats}
    first = next((s.seat for s in t.trick if s.leader), 0)
    order = sorted((s for s in t.trick if s.card), key=lambda s: (s.seat - first) % 4)  # in the order played
    played = [f"{names[s.seat]}, {s.card.name}" for s in order if s.card]
    if not played:
        return "No card on the table."
    winner = next((names[s.seat] for s in t.trick if s.winner), "")
    lead = next((names[s.seat] for s in t.trick if s.leader), "")
    words = f"{'The last trick' if t.trick_done else 'The trick'}, led by {lead}: {'; '.join(played)}."
    return words + (f" {winner} took it." if winner else "")


def _scores(t: TableView) -> str:
    return " ".join(f"{s.name}: {s.total} in all, {s.tricks} trick{'' if s.tricks == 1 else 's'} this hand"
                    + (f" ({s.points})." if s.points else ".") for s in t.seats)  # fmt: skip


def say(t: TableView, topic: str) -> str:
    """``topic``: ``hand``, ``trick``, ``scores``, ``contract`` or ``all``."""
    contract = f"{t.contract.number}: {t.contract.title}. {t.contract.detail}"
    if topic == "hand":
        return _cards(t)
    if topic == "trick":
        return _trick(t)
    if topic == "scores":
        return _scores(t)
    if topic == "contract":
        return contract
    return " ".join((contract, t.status, _cards(t), _trick(t), _scores(t)))
