"""The table King's view (web/king/view.py) draws for a session: for the view tests."""

from __future__ import annotations

from typing import Any

from web.king.session import Session
from web.king.view import Scene, build
from web.king.viewmodels import TableView


def table(s: Session, **scene: Any) -> TableView:
    """The table drawn for ``s``, with ``scene``'s extras (a hint, the last trick shown, ...)."""
    return build(Scene(s, **scene))
