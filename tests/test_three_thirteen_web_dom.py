"""3-13's hand on the page (web/three_thirteen/dom.py), on a fake document: a card kept from one drawing to the next
says its name now (review 75: a king in "Set of sevens", its badge a 7, was read "king of clubs, wild as the jack of
clubs", what it stood for in a run drawn before)."""

from __future__ import annotations

from typing import Any

from web.three_thirteen.dom import Dom
from web.three_thirteen.viewmodels import CardView


class Style:
    def __init__(self) -> None:
        self.props: dict[str, str] = {}
        self.backgroundImage = ""

    def setProperty(self, name: str, value: str) -> None:
        self.props[name] = value


class El:
    """An element with what a hand's card uses: classes, attributes, children, text, ``querySelector(".cls")``."""

    def __init__(self, tag: str) -> None:
        self.tag, self.className, self.textContent, self.hidden, self.type = tag, "", "", False, ""
        self.attrs: dict[str, str] = {}
        self.children: list[El] = []
        self.style = Style()

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def getAttribute(self, name: str) -> str | None:
        return self.attrs.get(name)

    def appendChild(self, child: El) -> None:
        self.children.append(child)

    def querySelector(self, selector: str) -> El | None:
        assert selector.startswith(".")
        for c in self.children:
            if selector[1:] in c.className.split():
                return c
            found = c.querySelector(selector)
            if found is not None:
                return found
        return None


class Doc:
    def createElement(self, tag: str) -> El:
        return El(tag)


def page() -> Any:
    dom = Dom.__new__(Dom)  # (the table's skeleton is not needed to draw a card of the hand)
    dom.doc, dom._hand = Doc(), {}
    return dom


def king(name: str, stands: str) -> CardView:
    return CardView("KC", "KC", "K", "♣", "clubs", False, name, wild=True, stands=stands)


def test_a_card_drawn_again_says_what_its_badge_shows_now() -> None:
    dom = page()
    el = dom._hand_card(king("king of clubs, wild as the jack of clubs", "J♣"))
    again = dom._hand_card(king("king of clubs, wild as a seven", "7"))
    assert again is el  # (kept: it flies from where it was)
    assert el.querySelector(".sr").textContent == "king of clubs, wild as a seven"
    assert el.querySelector(".stands").textContent == "7" and not el.querySelector(".stands").hidden
    dom._hand_card(king("king of clubs, wild", ""))  # in the player's own order: no badge, no "as"
    assert el.querySelector(".sr").textContent == "king of clubs, wild" and el.querySelector(".stands").hidden
