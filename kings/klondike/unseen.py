"""What the player of a deal of Klondike cannot see, dealt again: the face-down cards, and the stock during its first
pass. :func:`redeal_hidden` shuffles exactly those back into the same places of a deal, and :func:`sample` deals
them into the places an observation shows at random (what the CPU players and the hints search, never the real deal).

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.moves import DRAW
>>> from kings.klondike.rules import Rules
>>> from kings.seeding import Rng
>>> deal = Deal.new(Rules(), seed=7).play(DRAW)
>>> obs = deal.observe(0)
>>> other = redeal_hidden(deal, 0, Rng(1))
>>> other.columns != deal.columns, other.observe(0) == obs, sample(obs, Rng(2)).observe(0).up == obs.up
(True, True, True)
"""

from __future__ import annotations

from dataclasses import replace

from kings.klondike.deal import Deal
from kings.klondike.observation import Observation
from kings.klondike.piles import Column
from kings.seeding import Rng


def sample(obs: Observation, rng: Rng) -> Deal:
    """A deal the player seeing ``obs`` could be facing: everything it sees, and the unseen cards shuffled into the
    face-down places and the unseen stock. CPU players and hints search these, never the real deal."""
    pool = list(obs.unseen())
    rng.shuffle(pool)
    columns = []
    for down, up in zip(obs.hidden, obs.up, strict=True):
        columns.append(Column(tuple(pool[:down]), up))
        del pool[:down]
    stock = obs.stock if obs.stock is not None else tuple(pool)
    return Deal(obs.rules, None, tuple(columns), stock, obs.waste, obs.foundations, obs.recycles, obs.score,
                obs.moves, obs.ended, obs.idle, obs.best, obs.dead, obs.dead_recycles)  # fmt: skip


def redeal_hidden(deal: Deal, seat: int, rng: Rng) -> Deal:
    """The same deal with the face-down cards (and the stock, before its first pass) shuffled and dealt again into
    the same places; :func:`~kings.klondike.deal.observe` gives the same view of both."""
    if seat != 0:
        raise ValueError(f"Klondike has one seat, 0, not {seat}")
    pool = [c for col in deal.columns for c in col.down]
    if not deal.recycles:
        pool += deal.stock
    rng.shuffle(pool)
    columns = []
    for col in deal.columns:
        n = len(col.down)
        columns.append(Column(tuple(pool[:n]), col.up))
        del pool[:n]
    stock = deal.stock if deal.recycles else tuple(pool)
    return replace(deal, columns=tuple(columns), stock=stock)
