"""What Klondike's lobby tile says about the saved deal (pure).

>>> from web.klondike.setup import Setup
>>> lobby_entry(Session.new(Setup(), 5))
{'resume': True, 'last': 'Draw one: 0 of 52 cards home, 21 face down.'}
"""

from __future__ import annotations

from typing import Any

from web.klondike.session import Session


def lobby_entry(session: Session) -> dict[str, Any]:
    deal = session.deal
    name = deal.rules.name
    if deal.won:
        return {"resume": False, "last": f"Last deal: won in {len(deal.moves)} moves ({name})."}
    if deal.over:
        return {"resume": False, "last": f"Last deal: {deal.home_count} of 52 cards home ({name})."}
    return {"resume": True, "last": f"{name}: {deal.home_count} of 52 cards home, {deal.hidden_count} face down."}
