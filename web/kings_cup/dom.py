"""Kings Cup's table on the page (page code): it draws a :class:`~web.kings_cup.viewmodels.TableView`.

Every text from a deck or a player goes in with ``textContent`` (``PageCode.el``), never as HTML: a deck shared by a
stranger may hold anything. Parts are drawn again only when they changed; the players' rows are kept (keyed by
seat), so a focused +1 button keeps the focus. A new card arrives with a short flip (none under reduced motion).

Kings Cup's whole page: the table (:class:`web.kings_cup.dom.Dom`) plus the keyboard, the spoken live region,
the dialogs (new game, decks, the editor, the age notice, rules, keys, settings, statistics), sounds and the screen's
wake lock (the shell's, declared: ``awake``) (page code; it implements the controller's Ui).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.i18n import N_, _
from web.kings_cup import GAME, dom_skeleton
from web.kings_cup.decks import DecksView, EditorView
from web.kings_cup.dom_decks import DecksDialog
from web.kings_cup.dom_editor import Editor
from web.kings_cup.dom_input import Input, Keys
from web.kings_cup.editor import DraftError
from web.kings_cup.viewmodels import LogLine, PlayerView, TableView
from web.shell import dom_toside
from web.shell.dom_help import Prefs
from web.shell.dom_keyed import KeyedList
from web.shell.dom_lines import TableLines, seat_text
from web.shell.dom_movelog import TopList
from web.shell.dom_page import TablePage
from web.shell.page import nn
from web.shell.seats import split_number

if TYPE_CHECKING:
    from web.kings_cup.app import App


CROWN, EMPTY_CROWN = "♚", "♔"
#: the room under the card's rule (rem) that "On the table" needs there: its heading and a line
ROOM_REM = 6
#: above this many players the list of players is drawn denser (CSS: .kc-players[data-many])
MANY_PLAYERS = 8


class Dom(TableLines):
    """Draws the table; :mod:`web.kings_cup.dom_input` forwards the players' gestures."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy, prefix="kc-")
        self.app: App | None = None
        self.grow(window, "kings-cup", dom_skeleton.build, peek=False)  # its end sits in the table
        self._rows: dict[int, Any] = {}
        self._log: KeyedList[LogLine] = KeyedList(self.by_id("kc-log"), self._log_entry)
        self.by_id("kc-log").setAttribute("data-empty", _("No cards drawn yet."))  # (table.css shows it while empty)
        #: the cards drawn and the house rules, newest first: each box ends on a whole entry
        self._whole = [dom_skeleton.LinesBox(self, window), TopList(self, window, self.by_id("kc-log"))]
        self._snug = dom_skeleton.SnugNumbers(self, window)  # the results' numbers right after their names
        # a laptop: the roles and house rules under the card's rule, in the table's free room (in the side, under
        # twelve players, they lay below the window's foot); elsewhere in the side, under the players
        self._wide = window.matchMedia("(min-width: 901px) and (min-height: 561px)")
        self.listen(self._wide, "change", lambda e: self._home_lines())
        self._staged = self.proxy(lambda *args: self._home_lines())  #: (kept alive for the page's lifetime)
        window.ResizeObserver.new(self._staged).observe(self._q(".kc-stage"))  # (a short window, the replay's band)
        self._home_lines()

    def _home_lines(self) -> None:
        panel = self._q(".kc-lines-panel")
        if self.root.hasAttribute("data-choosing") or panel.hidden:  # (its rule's room is the choice's then)
            return
        if bool(self._wide.matches) and not self.doc.documentElement.classList.contains("embed") and self._roomy():
            if panel.parentElement.id != "kc-rule":
                self.by_id("kc-rule").appendChild(panel)
        elif not panel.parentElement.classList.contains("info-area"):
            self._q(".info-area").insertBefore(panel, self._q(".kc-deck-panel"))

    def _roomy(self) -> bool:
        """Whether the card's rule leaves the panel room under it for its heading and a line (at 1280x600, or over
        the replay's band, it kept 16 px, its heading run over the table: it goes to the side then)."""
        rule, panel = self.by_id("kc-rule"), self._q(".kc-lines-panel")
        bottom = max(float(c.getBoundingClientRect().bottom) for c in rule.children if not c.isSameNode(panel))
        rem = float(str(self.win.getComputedStyle(self.doc.documentElement).fontSize).removesuffix("px") or 16)
        return float(self._q(".kc-stage").getBoundingClientRect().bottom) - bottom >= ROOM_REM * rem

    def _q(self, selector: str) -> Any:
        return self.root.querySelector(selector)

    # -- the card and its rule -----------------------------------------------------------------------------
    def _render_card(self, t: TableView) -> None:
        if not self._changed("card", repr((t.card, t.rule, t.last, t.left))):
            return
        slot = self._q(".kc-card-slot")
        caption = self._q(".kc-card-name")
        card = t.card
        if card is None:
            back = self.el("div", "kc-back")
            slot.replaceChildren(back)
            caption.replaceChildren(self.el("span", "kc-card-label", _("52 cards, face down")))
        else:
            face = self.el("div", f"card art kc-big {card.suit_name} {'red' if card.red else 'black'} arrive")
            face.setAttribute("data-card", card.code)
            face.style.backgroundImage = f'url("./vendor/cards/{card.code}.svg")'
            slot.replaceChildren(face)
            rank = self.el("span", "kc-card-index " + ("red" if card.red else "black"), card.label)
            # the index says the card; its name only to screen readers ("8♠ eight of spades" said it twice)
            caption.replaceChildren(rank, self.el("span", "kc-card-label sr", card.name))
        rule = t.rule
        box = self.by_id("kc-rule")
        box.classList.toggle("empty", rule is None)
        words = self._q(".kc-rule-words")
        words.textContent = rule.title if rule else _("Ready when you are")
        # the longest word's letters: the title's size lets it fit whole across the column (table.css)
        words.style.setProperty("--kc-word", str(max(map(len, str(words.textContent).split()), default=1)))
        self._q(".kc-rule-text").textContent = (rule.text if rule else
                                                _("Each player in turn draws a card and the table does what its "
                                                  "rule says. Pass the phone round."))  # fmt: skip
        role = self._q(".kc-rule-role")
        role.hidden = not (rule and rule.role_text)  # (its title only where the heading is not the role's)
        self._q(".kc-role-name").textContent = _("{role}:").format(role=rule.role) if rule and rule.role else ""
        self._q(".kc-role-text").textContent = rule.role_text if rule else ""
        self.by_id("kc-card").setAttribute("aria-label", _("The card drawn: {card}").format(card=card.name) if card
                                          else _("No card yet"))

    def _render_turn(self, t: TableView) -> None:
        if not self._changed("turn", repr((t.turn, t.turn_name, t.turn_short, t.last, t.up_next, t.state))):
            return
        name, rest = t.turn_name, t.turn.removeprefix(t.turn_name) if t.turn_name else t.turn
        comma = "," if name and rest.startswith(",") else ""  # kept with the name when the rest goes under it
        self._named(self._q(".kc-turn-name"), name, comma=comma, short=t.turn_short)
        self.by_id("kc-turn").title = t.turn  # the whole line, where a long name is cut short
        self._q(".kc-turn-rest").textContent = rest.removeprefix(comma)
        ahead = t.up_next.removesuffix(t.up_next_name) if t.up_next else ""
        self._q(".kc-last-text").textContent = ahead or t.last or "\u00a0"
        self._q(".kc-last-name").textContent = t.up_next_name if ahead else ""

    def _named(self, box: Any, name: str, *after: Any, comma: str = "", short: str = "") -> None:
        """``name`` in ``box``, its number kept in sight where it is cut short ("Maximilian Al… 10"): two players of one
        name at a party are told apart by it (review 66). ``comma`` ends the name's last part: a name cut short loses
        it under the "…" (beside the "…" it stood apart, reviews 70 and 71). The space before the number ends the
        base, so a cut takes it with the letters: "Montgom…   1," read as a hole (review 72). ``short``: the name as
        the widget says it ("Maximilian 2": cut once more there, the whole name was garbled, review 74)."""
        base, tail = split_number(name)
        base, tail = (base + " ", tail.lstrip() + comma) if tail else (base + comma, tail)
        parts = [self.el("span", "name-base", base), *((self.el("span", "name-tail", tail),) if tail else ())]
        if short:
            parts.append(self.el("span", "name-base kc-short", short + comma))
        box.replaceChildren(*parts, *(a for a in after if a))

    def _render_choice(self, t: TableView) -> None:
        c = t.choice
        box = self.by_id("kc-choice")
        if not self._changed("choice", repr(c)):
            return
        box.hidden = c is None
        self.root.toggleAttribute("data-choosing", c is not None)
        if c is None:
            self.by_id("kc-rule-field").value = ""
            return
        box.setAttribute("data-kind", c.kind)
        self.by_id("kc-choice-prompt").textContent = c.prompt
        mates = self.by_id("kc-mates")
        mates.hidden = c.kind != "mate"
        self.by_id("kc-rule-form").hidden = c.kind != "rule"
        buttons = []
        for seat, name in c.mates:
            b = self.el("button", "control kc-mate", name)
            b.type = "button"
            b.setAttribute("data-move", f"mate:{seat}")
            b.setAttribute("aria-label", _("Choose {name} as mate").format(name=name))
            buttons.append(b)
        mates.replaceChildren(*buttons)
        if c.kind == "rule":
            self.by_id("kc-rule-limit").textContent = _("Up to {n} characters.").format(n=c.limit)

    def _render_actions(self, t: TableView) -> None:
        draw = self._q('[data-action="draw"]')
        if self._changed("draw", repr((t.draw, t.draw_short))):
            who = self._q(".kc-draw-who")  # who draws (the phone passes to them): "Bo, Draw a card" read aloud
            self._named(who, t.draw.detail, self.el("span", "sr", ", ") if t.draw.detail else "", short=t.draw_short)
            self._q(".kc-draw-label").textContent = t.draw.label
            named = _("{name}, {action}").format(name=t.draw.detail, action=t.draw.label.lower())
            draw.title = named if t.draw.detail else ""  # a name cut in a widget
            draw.setAttribute("aria-disabled", "false" if t.draw.enabled else "true")
        undo = self._q('[data-action="undo"]')
        if self._changed("undo", repr(t.undo)):
            undo.setAttribute("aria-disabled", "false" if t.undo.enabled else "true")
            self._q(".kc-undo-detail").textContent = t.undo.detail
            undo.setAttribute("aria-label", _("Undo: {what}").format(what=t.undo.detail) if t.undo.detail else
                              _("Undo: nothing to undo"))
        k = t.kings
        if self._changed("meters", repr((k, t.left_label))):
            crowns = CROWN * min(k.drawn, k.needed) + EMPTY_CROWN * max(0, k.needed - k.drawn)
            self._q(".kc-crowns").textContent = crowns
            self._q(".kc-kings-text").textContent = k.label
            self._q(".kc-left-text").textContent = t.left_label
            self.by_id("kc-left").style.setProperty("--left", str(t.left))

    # -- the side column ---------------------------------------------------------------------------------
    def _row(self, p: PlayerView, keeps_score: bool) -> Any:
        li = self._rows.get(p.seat)
        if li is None:
            li = self._rows[p.seat] = self.el("li", "kc-player")
            li.setAttribute("data-seat", str(p.seat))
            key = self.el("kbd", "kc-key")
            key.setAttribute("aria-hidden", "true")
            who = self.el("span", "kc-who")
            who.append(self.el("span", "kc-pname"), self.el("span", "kc-proles"))
            points = self.el("span", "kc-points")
            plus = self.el("button", "kc-plus", "+1")
            plus.type = "button"
            li.append(key, who, points, plus)
        li.className = " ".join(c for c in ("kc-player", "to-act" if p.to_act else "",
                                            "drew-last" if p.drew_last else "", "pointed" if p.pointed else "") if c)
        if p.to_act:
            li.setAttribute("aria-current", "true")
        else:
            li.removeAttribute("aria-current")
        key = li.querySelector(".kc-key")
        key.textContent = p.key
        key.title = p.key_hint  # the badge explained on hover; its +1 button carries the key for assistive tech
        name = li.querySelector(".kc-pname")
        base, _sep, seat = p.name.rpartition(" ")  # the seat's number kept with the name's last word (never alone)
        name.textContent = f"{base}\u00a0{seat}" if base.strip() and seat.isdigit() else p.name
        name.title = p.name  # a name cut short (two lines at most, then "…", table.css) stays whole on hover
        li.querySelector(".kc-proles").textContent = " · ".join(p.roles)
        points = li.querySelector(".kc-points")
        points.hidden = not keeps_score
        points.textContent = str(p.points)
        points.setAttribute("aria-label", f"{p.points} point{'' if p.points == 1 else 's'}")
        plus = li.querySelector(".kc-plus")
        plus.hidden = not keeps_score
        plus.setAttribute("data-move", f"point:{p.seat}")
        plus.setAttribute("aria-label", p.point_label)
        if p.key_hint:
            plus.setAttribute("aria-keyshortcuts", p.key)
        else:
            plus.removeAttribute("aria-keyshortcuts")
        plus.setAttribute("aria-disabled", "false" if p.can_point else "true")
        plus.textContent = "+1"  # a point given shows a tick (CSS), outside the button's name
        return li

    def _log_entry(self, entry: LogLine) -> Any:
        li = self.el("li", "red" if entry.red else "")
        li.value = entry.number
        li.append(self.el("span", "kc-log-card", entry.card), " ", self.el("span", "", entry.text))
        return li

    def _render_side(self, t: TableView) -> None:
        if self._changed("players", repr((t.players, t.keeps_score))):
            rows = [self._row(p, t.keeps_score) for p in t.players]
            for seat in [s for s in self._rows if s >= len(t.players)]:
                del self._rows[seat]
            box = self.by_id("kc-players")
            if list(box.children) != rows:
                box.replaceChildren(*rows)
            box.toggleAttribute("data-score", t.keeps_score)
            box.toggleAttribute("data-many", len(t.players) > MANY_PLAYERS)
            self.by_id("kc-players-title").textContent = _("Players and points") if t.keeps_score else _("Players")
        # the end: no +1 left to give (table-end.css), said before the lists below are fitted to their room
        self.by_id("kc-players").toggleAttribute("data-over", t.state == "game-over")
        if self._changed("#kc-point-note", t.point_note + t.point_keys):  # the keys where there is a keyboard (CSS)
            self.by_id("kc-point-note").replaceChildren(t.point_note, self.el("span", "kc-keys", t.point_keys))
        self.by_id("kc-point-note").hidden = not t.point_note
        # the roles and house rules no longer hold at the end: the panel goes with them
        self._q(".kc-lines-panel").hidden = t.state == "game-over"
        if self._changed("lines", repr(t.lines)):
            items = []
            for line in t.lines:
                li = self.el("li", f"kc-line {line.kind}")
                head = self.el("p", "kc-line-head")
                head.append(self.el("strong", "", line.title), " ", self.el("span", "kc-line-who", line.who))
                li.append(head, self.el("p", "kc-line-text", line.text))
                items.append(li)
            if not items:
                items.append(self.el("li", "kc-line none", _("No roles or house rules yet.")))
            self.by_id("kc-lines").replaceChildren(*items)
            self._whole[0].fit()
        if self._log.show(t.log):
            log = self._log.box
            log.reversed = True
            self._whole[1].fit()
        self._text("kc-deck", t.deck)
        large = self._q('[data-action="large"]')
        large.setAttribute("aria-pressed", "true" if t.large else "false")
        self.root.toggleAttribute("data-large", t.large)

    def render(self, t: TableView, animate: bool) -> None:
        self.root.toggleAttribute("data-animate", animate)
        self.render_dataset(state=t.state, actor=t.actor, toAct=seat_text(t.to_act), viewer="", moves=str(t.moves),
                            speed="normal", phase=t.phase)
        self.render_state(self.state, t.position, t.record)
        # a card drawn or taken back, or a new game (its record's head: rules, seed, names), even with no card yet
        game = t.record.partition('"moves"')[0]
        drawn = self._changed("left", f"{t.left} {game}") and t.state == "ready"
        self._render_turn(t)
        self._render_card(t)
        self._render_choice(t)
        self._render_actions(t)
        self._render_side(t)
        self._home_lines()  # (a longer rule, or large text, may leave "On the table" no room under it)
        self.render_lines(t.message, t.status, t.title, t.notices)
        self.banner.render(t.banner, flights_ms=0, animated=animate)
        self._split_lead(t)
        self._snug.fit()
        if drawn:
            # whoever scrolled down to give a +1 sees the card's line again, which names whom its rule speaks to:
            # it stayed above the screen for the rest of the game (review 66); "nearest": no jump when it shows
            head = self._q(".kc-head")
            head.scrollIntoView(self.doc.defaultView.JSON.parse('{"block": "nearest"}'))
        if not animate:
            for card in self.root.querySelectorAll(".arrive"):
                card.classList.remove("arrive")  # a reload or a redraw: no flip

    def _split_lead(self, t: TableView) -> None:
        """The banner's lead in two parts, who drew the last king and the deck's last words (``lead_more``), so a
        small screen can leave the second to screen readers (table.css). Done again whenever the banner wrote it."""
        b = t.banner
        lead = self.by_id("kc-banner-lead")
        if b is None or b.ending is None or not b.lead_more or nn(lead.querySelector(".kc-lead-more")) is not None:
            return
        text = b.ending.lead
        if not text.endswith(b.lead_more):
            return
        first = text.removesuffix(b.lead_more).rstrip()
        lead.replaceChildren(self.el("span", "kc-lead-who", first + " "), self.el("span", "kc-lead-more", b.lead_more))

    def focus_choice(self, kind: str) -> None:
        target = nn(self.root.querySelector(".kc-mate" if kind == "mate" else "#kc-rule-field"))
        if target is not None:
            self.focus(target)


_RULES = {"party": N_("Party deck"), "party-short": N_("Party deck, to the second king"),
          "classic": N_("Classic Kings Cup"), "custom": N_("Decks of your own")}  # fmt: skip


def rules_name(rules_id: str) -> str:
    return _(_RULES[rules_id]) if rules_id in _RULES else rules_id


class Page(TablePage, Dom):
    """:class:`~web.kings_cup.dom.Dom` and everything around the table."""

    game, prefix, area = GAME, "kc-", 'main[data-table="kings-cup"] .play-area'
    stats_words = ("game", "matches")
    rules_name = staticmethod(rules_name)
    input_type, keys_type = Input, Keys
    awake = ("ready",)  #: the screen kept awake while the game goes on (a phone going round must not go dark)

    # where the players lie under the table (in the widget too: its players stay there), the way to them and to the
    # first +1 that may be given
    to_side = dom_toside.ToSide(N_("Players"), to=".kc-players-panel", row=".kc-actions", widget=True,
                                focus="#kc-players .kc-plus:not([aria-disabled='true'])")

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, window, proxy)
        self.decks = DecksDialog(document, window, proxy)
        self.decks.build()  # before the keys bind to every dialog's close
        self.editor = Editor(document, proxy)
        self.editor.build()

    def bind(self, app: App) -> None:
        super().bind(app)
        self.decks.on_file = app.import_file
        self.decks.on_link = app.import_link
        self.editor.on_save = app.save_deck
        self.editor.on_cancel = app.cancel_editor
        self.listen(self.by_id("kc-age"), "cancel", lambda e: app.press("age-no"))

    def render(self, t: TableView, animate: bool) -> None:
        super().render(t, animate)
        # the points once it keeps score; at the end its ranking fills the table, the cue with nothing to lead to
        dom_toside.say(self.root, _("Players and points") if t.keeps_score else _("Players"),
                       shown=t.state != "game-over", short=_("Points") if t.keeps_score else "")  # (the widget's)
        self.by_id("set-large").checked = t.large

    # -- dialogs -------------------------------------------------------------------------------------------
    def show_settings(self, settings: Prefs) -> None:
        self.by_id("set-large").checked = bool(getattr(settings, "large", False))
        super().show_settings(settings)

    def show_age(self, deck: str, notice: str) -> None:
        self.decks.show_age(deck, notice)

    def close_age(self) -> None:
        self.decks.close("kc-age")

    def show_decks(self, view: DecksView) -> None:
        self.decks.show(view)

    def copy_link(self, query: str) -> None:
        self.decks.copy_link()

    def show_editor(self, view: EditorView) -> None:
        self.editor.show(view)

    def editor_error(self, error: DraftError | None) -> None:
        self.editor.error(error)

    def close_editor(self) -> None:
        self.editor.close_editor()
