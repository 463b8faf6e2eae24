"""The banner every match of deals shows at a deal's or its own end (web/shell/tableparts.py: ended)."""

from __future__ import annotations

from web.shell.ending import Ending, Table
from web.shell.tableparts import ended


def test_a_finished_deal_offers_the_next_and_a_finished_match_a_new_one() -> None:
    table = Table("", (), (), False)
    deal = ended(Ending("deal-over", "Ada went out", "neutral", "", table), "Next round")
    match = ended(Ending("match-over", "You win!", "win", "", table), "Next round")
    assert (deal.kind, deal.title, deal.actions) == ("deal-over", "Ada went out", (("next", "Next round"),))
    assert (match.kind, match.actions) == ("match-over", (("rematch", "Play again"), ("new", "New game…")))
    assert match.speech() == "" and match.ending is not None and match.ending.headline == "You win!"

