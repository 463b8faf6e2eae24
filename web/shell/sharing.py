"""A finished game's result worth sharing, once for every game (pure): a few spoiler-free lines and the link to the
same deal, copied or handed to the phone's share sheet by the page (issue 50).

The lines say the game, the daily deal's number if it was one, the result from the player's seat (won, lost, or
played for a party game), the player's score, and, for a match of several deals, one square per deal (green: a
deal the player won). They never say a card: a friend who opens the link plays the same deal unspoiled.

>>> card = result_card("King", 338, Result("won", 112, ("win", "other", "win")), "?game=king&daily=2026-12-04")
>>> print(card.text)
King · Daily deal #338
Won · Score: 112
🟩⬜🟩
>>> card.query
'?game=king&daily=2026-12-04'
>>> print(result_card("Klondike", None, Result("lost", 20, ("other",)), None).text)
Klondike
Lost · Score: 20
"""

from __future__ import annotations

import datetime
import importlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal

from kings.i18n import _, pgettext
from web.shell.daily import day_number
from web.shell.dailyplay import ENDS, declared
from web.shell.games import GAMES
from web.shell.reporter import DealReporter

Outcome = Literal["won", "lost", "played"]
#: A deal of the match from the player's side: won it, or someone else did.
Mark = Literal["win", "other"]
SQUARES = {"win": "🟩", "other": "⬜"}
#: The banner kinds that end a game (not a deal of a match): Share is offered on them.
FINAL = ENDS


@dataclass(frozen=True, slots=True)
class Result:
    """How the game went for the player: the outcome, their score (None: a game without one), each deal's mark."""

    outcome: Outcome
    score: int | None
    deals: tuple[Mark, ...] = ()


@dataclass(frozen=True, slots=True)
class ResultCard:
    """What Share hands on: a title (the share sheet's), the lines, and the query of the link (None: no link, for a
    game an address cannot start again: custom rules, an online table)."""

    title: str
    text: str
    query: str | None


def result_card(game_name: str, daily: int | None, result: Result, query: str | None) -> ResultCard:
    """The lines of ``result`` in ``game_name`` (``daily``: the number of the daily deal it was, else None)."""
    title = game_name if daily is None else _("{game} · Daily deal #{n}").format(game=game_name, n=daily)
    # Translators: a shared result: how one game went (not a statistics label: "Won" once, not "Wins")
    said = {"won": pgettext("shared result", "Won"), "lost": pgettext("shared result", "Lost"),
            "played": pgettext("shared result", "Played")}[result.outcome]  # fmt: skip
    if result.score is not None:
        # Translators: a shared result's line: {result} is "Won", "Lost" or "Played"
        said = _("{result} · Score: {score}").format(result=said, score=result.score)
    lines = [title, said]
    if len(result.deals) > 1:  # (one deal's square would only say the result again)
        lines.append(squares(result.deals))
    return ResultCard(title, "\n".join(lines), query)


def read_result(reporter: Any, session: Any, party: bool = False) -> Result | None:
    """The result of ``session``'s game from its first human seat (the first seat if none), read with the game's
    embed ``reporter`` (:mod:`web.shell.reporter`), which knows its winners and scores; None while it goes on."""
    seats = session.seats
    home = next((i for i, s in enumerate(seats) if s.is_human), 0)
    name = seats[home].name
    if isinstance(reporter, DealReporter):
        if not reporter.ended(session):
            return None
        named = [seats[w].name for w in reporter.winners(session)]
        winners: list[str] | None = named
        deals: tuple[Mark, ...] = ("win" if name in named else "other",)
        score = next(s["change"] for s in reporter.scores(session) if s["seat"] == home)
    else:
        match = reporter.match(session)
        winners = reporter.match_winners(session) if match.over else None
        if winners is None:
            return None
        won = [name in reporter.deal_over(session, i)[1] for i in range(len(match.results))]
        deals = tuple("win" if w else "other" for w in won)
        score = next(s["total"] for s in reporter.scores(session) if s["seat"] == home)
    if party:
        return Result("played", None)
    outcome: Outcome = "won" if winners and name in winners else "lost"
    return Result(outcome, score if isinstance(score, int) else None, deals)


class Sharing:
    """The controller's Share (the ``share`` action of an end's banner): a mixin of
    :class:`web.shell.controller.TableApp`, whose attributes it reads."""

    game: str
    session: Any
    online: Any
    ui: Any
    dailies: Any

    if TYPE_CHECKING:  # the controller's (web.shell.controller.TableApp)

        def tell(self, text: str, tone: str = "info") -> None: ...

        def share_query(self) -> str | None: ...

    def result_card(self) -> ResultCard | None:
        """The table's finished game as :class:`ResultCard` (None: no game, or it goes on)."""
        if self.session is None:
            return None
        web = GAMES[self.game]
        module = importlib.import_module(f"{web.package}.{web.reporter}")
        daily = self.dailies.log.open if self.online is None else ""
        party = declared(self.game).party
        result = read_result(module.Reporter(lambda kind, data: None), self.session, party)
        if result is None:
            return None
        if result.score is not None:
            result = replace(result, score=self.shared_score(result.score))
        if daily:
            number: int | None = day_number(datetime.date.fromisoformat(daily))
            query: str | None = f"?game={self.game}&daily={daily}"
        else:
            number, query = None, self.share_query()
            if query is not None and "game=" not in query:
                query = f"?game={self.game}&{query.lstrip('?')}"
        return result_card(_(web.name), number, result, query)

    def shared_score(self, score: int) -> int:
        """The score a shared result says: the one the game's end shows (``score``, the embed reporter's, unless a
        game's end shows another: Klondike's with its time bonus)."""
        return score

    def share_result(self) -> None:
        """Share the finished game's result: the page copies it or opens the phone's share sheet, then says so."""
        card = self.result_card()
        if card is None:
            self.tell(_("There is no result to share yet: finish the game first."))
            return
        self.ui.share(card.title, card.text, card.query, self._shared)

    def _shared(self, how: str) -> None:
        said = {"copied": _("Result copied: paste it in a message to a friend."), "shared": _("Result shared."),
                "shown": _("Copy the result from the box.")}  # fmt: skip
        if how in said:
            self.tell(said[how], "success")


def squares(marks: Sequence[Mark]) -> str:
    """The squares of ``marks``: ``🟩⬜``."""
    return "".join(SQUARES[m] for m in marks)
