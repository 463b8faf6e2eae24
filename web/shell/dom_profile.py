"""The profile page (page code, for the lobby and every game): the player's name and avatar, each game's level and
progress to the next, and each game's achievements, locked or unlocked.

Everything shown is counted again from the saved statistics each time the page opens (:mod:`web.shell.profile`,
:mod:`web.shell.achievements`); the page writes only the name and the avatar. Opened by any ``[data-profile]``
button (the lobby's, the statistics dialog's): ``data-profile`` names the game whose achievements open first.
"""

from __future__ import annotations

from typing import Any

from kings.i18n import N_, _, ngettext
from web.shell import achievements, profile
from web.shell.games import GAMES
from web.shell.page import Dialogs, nn
from web.shell.profile import AVATARS, Profile
from web.shell.storage import Store

DIALOG = "profile"


#: The avatars' names, as screen readers say them and their titles show them.
AVATAR_NAMES = {"crown": N_("Crown"), "queen": N_("Queen"), "rook": N_("Rook"), "bishop": N_("Bishop"),
                "knight": N_("Knight"), "pawn": N_("Pawn"), "spade": N_("Spade"), "heart": N_("Heart"),
                "diamond": N_("Diamond"), "club": N_("Club"), "star": N_("Star"), "sun": N_("Sun")}


def shown(person: Profile) -> str:
    """The profile's name as shown: its own, or the default name in the language in use."""
    return person.name or _(person.shown_name)


def avatar_label(avatar: str) -> str:
    """What an avatar is called to screen readers and in its title: ``Crown``, ``Heart``."""
    return _(AVATAR_NAMES.get(avatar, avatar.replace("-", " ").capitalize()))


class ProfilePage(Dialogs):
    """``#profile``: ``#profile-card`` (the avatar and name), ``#profile-name`` and its note, ``#profile-avatars``,
    ``#profile-levels`` and ``#profile-feats``, filled when it opens."""

    def __init__(self, document: Any, proxy: Any, store: Store) -> None:
        super().__init__(document, proxy)
        self.store = store
        self.profile = Profile()
        self.first = ""  #: the game whose achievements are open

    def bind(self) -> None:
        self.listen(self.by_id("profile-name-form"), "submit", self._on_name)
        self.listen(self.by_id("profile-avatars"), "click", self._on_avatar)

    def show(self, game: str = "") -> None:
        """Open the profile, read afresh, ``game``'s achievements open first (the first game's from the lobby)."""
        self.first = game if game in GAMES else next(iter(GAMES))
        self.profile = profile.load_profile(self.store)
        self.by_id("profile-name").value = self.profile.name
        self.note("", False)
        self._card()
        self._avatars()
        self._games()
        self.open(DIALOG)
        # the heading, not the name field, takes focus: no phone keyboard over the page. (Not the markup's
        # ``autofocus``: a page in a cross-origin iframe, the widget, reports a blocked autofocus at load.)
        self.by_id("profile-title").focus()

    # -- the name and the avatar -------------------------------------------------------------------------
    def _on_name(self, event: Any) -> None:
        event.preventDefault()
        typed = str(self.by_id("profile-name").value)
        updated, why = profile.named(self.profile, typed)
        if why is not None:
            self.note(why, True)
            return
        self._save(updated)
        self.by_id("profile-name").value = updated.name
        self.note(_("Saved: you are {name}.").format(name=shown(updated)), False)

    def _on_avatar(self, event: Any) -> None:
        button = nn(event.target.closest("[data-avatar]"))
        if button is None:
            return
        avatar = str(button.getAttribute("data-avatar"))
        if avatar in AVATARS:
            self._save(Profile(self.profile.name, avatar))
            self._avatars()
            self.note(_("Saved: your avatar is the {avatar}.").format(avatar=avatar_label(avatar).lower()), False)

    def _save(self, updated: Profile) -> None:
        self.profile = updated
        profile.save_profile(self.store, updated)
        self._card()

    def note(self, text: str, error: bool) -> None:
        note = self.by_id("profile-note")
        note.textContent = text
        note.className = "message " + ("error" if error else "info")

    def badge(self, avatar: str, cls: str = "avatar") -> Any:
        symbol, colour = AVATARS.get(avatar, AVATARS[profile.DEFAULT_AVATAR])
        el = self.el("span", f"{cls} avatar-{colour}", symbol)
        el.setAttribute("aria-hidden", "true")
        return el

    def _card(self) -> None:
        card = self.by_id("profile-card")
        name = self.named("span", "profile-name", shown(self.profile))
        card.replaceChildren(self.badge(self.profile.avatar, "avatar big"), name)

    def _avatars(self) -> None:
        buttons = []
        for avatar in AVATARS:
            button = self.el("button", "avatar-choice")
            button.type = "button"
            button.setAttribute("data-avatar", avatar)
            button.setAttribute("aria-pressed", "true" if avatar == self.profile.avatar else "false")
            button.setAttribute("aria-label", avatar_label(avatar))
            button.title = avatar_label(avatar)
            button.appendChild(self.badge(avatar))
            buttons.append(button)
        self.by_id("profile-avatars").replaceChildren(*buttons)

    # -- each game's level and achievements ----------------------------------------------------------------
    def _games(self) -> None:
        rows, sections = [], []
        for game_id, game in GAMES.items():
            declared = achievements.GAMES.get(game_id)
            if declared is None:
                continue
            stats = profile.saved_stats(self.store, game_id)
            level = profile.level_of(profile.experience(stats, declared.worth))
            rows.append(self._level_row(game.title, level))
            sections.append(self._feats(game_id, game.title, achievements.unlocked(game_id, stats)))
        self.by_id("profile-levels").replaceChildren(*rows)
        self.by_id("profile-feats").replaceChildren(*sections)

    def _level_row(self, name: str, level: profile.Level) -> Any:
        row = self.el("li", "level-row")
        number = _("Level {n}").format(n=level.number)
        row.append(self.el("span", "level-game", name), self.el("span", "level-number", number))
        bar = self.el("span", "level-bar")
        bar.setAttribute("role", "progressbar")
        bar.setAttribute("aria-label", _("{game}: progress to level {n}").format(game=name, n=level.number + 1))
        bar.setAttribute("aria-valuemin", "0")
        bar.setAttribute("aria-valuemax", "100")
        bar.setAttribute("aria-valuenow", str(level.percent))
        fill = self.el("span", "level-fill")
        fill.style.width = f"{level.percent}%"
        bar.appendChild(fill)
        if level.span:
            xp = _("{xp} XP · {more} XP to level {n}").format(xp=level.xp, more=level.to_next, n=level.number + 1)
        else:
            xp = _("{xp} XP · the top level").format(xp=level.xp)
        row.append(bar, self.el("span", "level-xp", xp))
        return row

    def _feats(self, game_id: str, name: str, feats: tuple[tuple[achievements.Achievement, bool], ...]) -> Any:
        box = self.el("details", "feats")
        box.setAttribute("data-feats", game_id)
        box.open = game_id == self.first
        got = sum(1 for _a, done in feats if done)
        n = len(feats)
        summary = ngettext("{game}: {got} of {n} achievement", "{game}: {got} of {n} achievements", n)
        box.appendChild(self.el("summary", "", summary.format(game=name, got=got, n=n)))
        items = []
        for feat, done in feats:
            li = self.el("li", "feat " + ("unlocked" if done else "locked"))
            li.setAttribute("data-feat", feat.id)
            mark = self.el("span", "feat-mark", "★" if done else "☆")
            mark.setAttribute("aria-hidden", "true")
            li.append(mark, self.el("strong", "feat-name", _(feat.name)),
                      self.el("span", "sr", _(", unlocked: ") if done else _(", locked: ")),
                      self.el("span", "feat-how", _(feat.how)))  # fmt: skip
            items.append(li)
        ul = self.el("ul", "feat-list")
        ul.append(*items)
        box.appendChild(ul)
        return box
