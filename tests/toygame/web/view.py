"""Take-away's scene and view model (pure): what its table shows, its words for a move and the reading keys, its
rules page, keys and tutorial, and the :data:`FEATURES` it declares to the shell.

>>> from tests.toygame.web.setup import Setup
>>> t = build(Scene(Session.new(Setup.first(), 42)))
>>> t.state, t.pile, len(t.hand), t.others
('play', 15, 3, 3)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from tests.toygame.engine import PRESETS, Move
from tests.toygame.web.results import deal_ending, deal_score, match_ending
from tests.toygame.web.session import Session
from tests.toygame.web.setup import Setup
from web.shell.extras import Extras
from web.shell.features import FeatureSpec
from web.shell.keyhelp import KeyHelp
from web.shell.rulesview import CREDITS, Section
from web.shell.seats import HUMAN, make_seats
from web.shell.tableparts import Banner as BaseBanner
from web.shell.tableparts import Message
from web.shell.tutorial import Step, Tutorial

Banner = BaseBanner[Literal["deal-over", "match-over", "handoff"]]


@dataclass(frozen=True, slots=True)
class Scene:
    session: Session
    hint: Move | None = None
    message: Message | None = None
    running: bool = False
    notices: tuple[str, ...] = ()
    speed: str = "normal"
    extras: Extras = field(default_factory=Extras)
    thinking: int | None = None


@dataclass(frozen=True, slots=True)
class TableView:
    state: Literal["play", "deal-over", "match-over", "handoff"]
    actor: str
    status: str
    pile: int
    hand: tuple[str, ...]  #: the viewer's cards (notation)
    others: int  #: cards the other player holds
    stock: int
    legal: tuple[str, ...]  #: the moves the viewer may make now
    moves: int
    message: Message | None
    banner: Banner | None
    hint: str | None
    notices: tuple[str, ...]
    extras: Extras
    thinking: int | None


def build(scene: Scene) -> TableView:
    s = scene.session
    deal = s.shown
    seat = s.viewer if s.viewer is not None else 0
    banner: Banner | None = None
    state: Literal["play", "deal-over", "match-over", "handoff"] = "play"
    if s.match.over:
        state, end = "match-over", match_ending(s)
        banner = Banner(state, end.headline, (end.lead,), (("rematch", "Play again"), ("new", "New game")), end)
    elif not s.in_deal:
        state, end = "deal-over", deal_ending(s, len(s.match.results) - 1)
        banner = Banner(state, end.headline, (end.lead,), (("next", "Next game"),), end)
    elif s.needs_handoff:
        state = "handoff"
        banner = Banner(state, f"Pass the device to {s.seats[s.to_act or 0].name}", (), (("handoff", "I'm ready"),))
    to_act = s.to_act
    status = "" if to_act is None else "Your turn." if to_act == s.viewer else f"{s.seats[to_act].name}'s turn."
    legal = tuple(str(m) for m in deal.legal_moves()) if s.actor == "human" and state == "play" else ()
    return TableView(state, s.actor, status, deal.pile, tuple(c.code for c in deal.hands[seat]),
                     len(deal.hands[1 - seat]), len(deal.stock), legal, len(deal.moves), scene.message, banner,
                     None if scene.hint is None else str(scene.hint), scene.notices, scene.extras,
                     scene.thinking)  # fmt: skip


def move_words(before: Session, after: Session, move: Move) -> str:
    seat = before.to_act
    name = "" if seat is None else before.seats[seat].name
    return f"{name} passes." if move.card is None else f"{name} takes {int(move.card.rank)} with the {move.card.name}."


def hint_words(move: Move) -> str:
    return "pass" if move.card is None else f"play the {move.card.name}"


def speak(table: TableView, topic: str) -> str:
    pile = f"{table.pile} counters left; you hold {' '.join(table.hand) or 'nothing'}."
    return {"pile": pile, "table": pile}.get(topic, f"{table.status} {pile}")


HOW = Section("how", "How to play", "Play a card to take that many counters; take the last one to win.")


def rules_page(current: Any) -> tuple[Section, ...]:
    return HOW, CREDITS


KEYS = (("Playing", (KeyHelp("H", "Hint"), KeyHelp("?", "This list of keys"))),)

STEPS = (Step("Welcome to Take-away", "Take the last counter to win."), Step("Play", "Play any card.", moves=1),
         Step("That's it", "Good luck!"))  # fmt: skip


def tutorial() -> tuple[Tutorial, Session]:
    return Tutorial(STEPS), Session.new(Setup(make_seats([HUMAN, "medium"]), PRESETS["quick"]), 3)


FEATURES = FeatureSpec(keys=KEYS, rules_page=rules_page, speak=speak, tutorial=tutorial, step_counts=lambda m: True,
                       offer_title="New to Take-away?", offer_text="Three steps through your first move.",
                       deal_score=deal_score, move_words=move_words)  # fmt: skip
