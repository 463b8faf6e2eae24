"""The statistics' sentences about deals, whole, for each word a game uses for one (pure): ``deal`` (Kings in the
Corner, Klondike), ``hand`` (King), ``round`` (3-13) and ``game`` (Kings Cup, King's Court).

Languages agree their words with the noun (``Nenhuma rodada``, ``Nenhum jogo``), so each sentence is written out for
each word rather than built around it; a word no game uses yet falls back to ``deal``'s sentences.

>>> none_yet("hand"), heading("round"), won_heading("round"), mark("game", 3, won=True)
('No hands yet.', 'Rounds', 'Rounds won', 'game 3: won')
>>> results_summary("deal", 1, 1, "100%", 1, 1)
'Results of your last 1 deal: 1 won (100%); 1 of the last 1 won.'
"""

from __future__ import annotations

from kings.i18n import _, ngettext, pgettext

UNITS = ("deal", "hand", "round", "game")


def _pick(deal: str, texts: dict[str, str]) -> str:
    return texts.get(deal, texts["deal"])


def none_yet(deal: str) -> str:
    """A chart with nothing to show yet."""
    return _pick(deal, {"deal": _("No deals yet."), "hand": _("No hands yet."), "round": _("No rounds yet."),
                        "game": _("No games yet.")})  # fmt: skip


def none_finished(deal: str) -> str:
    """The statistics before the first deal ends."""
    return _pick(deal, {
        "deal": _("No deals finished yet: statistics start with your first finished deal."),
        "hand": _("No hands finished yet: statistics start with your first finished hand."),
        "round": _("No rounds finished yet: statistics start with your first finished round."),
        "game": _("No games finished yet: statistics start with your first finished game."),
    })


def heading(deal: str) -> str:
    """A table's column of deals played."""
    return _pick(deal, {"deal": pgettext("statistics", "Deals"), "hand": pgettext("statistics", "Hands"),
                        "round": pgettext("statistics", "Rounds"), "game": pgettext("statistics", "Games")})


def matches_heading(matches: str) -> str:
    """A table's column of matches played (``matches``: what the game calls them, ``games`` for King)."""
    # Translators: a column of matches played, as King and 3-13 call their matches (not a game's deals)
    texts = {"matches": pgettext("statistics", "Matches"), "games": pgettext("statistics matches", "Games")}
    return texts.get(matches, matches.capitalize())


def won_heading(deal: str) -> str:
    """A table's column of deals won, beside :func:`heading`'s (its own words: "won" alone, twice in a row with the
    matches', read "Victorias" twice in Spanish)."""
    return _pick(deal, {"deal": pgettext("statistics", "Deals won"), "hand": pgettext("statistics", "Hands won"),
                        "round": pgettext("statistics", "Rounds won"), "game": pgettext("statistics", "Games won")})


def matches_won_heading(matches: str) -> str:
    """A table's column of matches won, beside :func:`matches_heading`'s."""
    # Translators: a column of matches won, as King and 3-13 call their matches (not a game's deals)
    texts = {"matches": pgettext("statistics", "Matches won"), "games": pgettext("statistics matches", "Games won")}
    return texts.get(matches, texts["matches"])


def columns(deal: str, matches: str) -> tuple[str, ...]:
    """A statistics table's columns of counts: deals played and won, then matches played and won (``matches`` "": a
    game of single deals has none), each head its own words.

    >>> columns("hand", "games"), columns("deal", "")
    (('Hands', 'Hands won', 'Games', 'Games won'), ('Deals', 'Deals won'))
    """
    return (heading(deal), won_heading(deal), *((matches_heading(matches), matches_won_heading(matches)) if matches
                                                else ()))  # fmt: skip


def won_by_level(deal: str) -> str:
    return _pick(deal, {"deal": _("Deals won by opponent level"), "hand": _("Hands won by opponent level"),
                        "round": _("Rounds won by opponent level"), "game": _("Games won by opponent level")})


def won_by_rules(deal: str) -> str:
    return _pick(deal, {"deal": _("Deals won by rules"), "hand": _("Hands won by rules"),
                        "round": _("Rounds won by rules"), "game": _("Games won by rules")})


def results_summary(deal: str, n: int, won: int, pct: str, recent_won: int, recent: int) -> str:
    """The results chart in one sentence: ``n`` deals, ``won`` of them (``pct``), ``recent_won`` of the last
    ``recent``."""
    texts = {
        "deal": ngettext("Results of your last {n} deal: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         "Results of your last {n} deals: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         n),
        "hand": ngettext("Results of your last {n} hand: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         "Results of your last {n} hands: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         n),
        "round": ngettext("Results of your last {n} round: {won} won ({pct}); {recent_won} of the last {recent} won.",
                          "Results of your last {n} rounds: {won} won ({pct}); {recent_won} of the last {recent} "
                          "won.", n),
        "game": ngettext("Results of your last {n} game: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         "Results of your last {n} games: {won} won ({pct}); {recent_won} of the last {recent} won.",
                         n),
    }  # fmt: skip
    return _pick(deal, texts).format(n=n, won=won, pct=pct, recent_won=recent_won, recent=recent)


def win_rate_over(deal: str, n: int) -> str:
    """The moving win rate's line: over the last ``n`` deals."""
    texts = {"deal": ngettext("win rate over {n} deal", "win rate over {n} deals", n),
             "hand": ngettext("win rate over {n} hand", "win rate over {n} hands", n),
             "round": ngettext("win rate over {n} round", "win rate over {n} rounds", n),
             "game": ngettext("win rate over {n} game", "win rate over {n} games", n)}
    return _pick(deal, texts).format(n=n)


def mark(deal: str, n: int, won: bool) -> str:
    """One deal's mark on the results chart: the ``n``-th, won or lost."""
    if won:
        texts = {"deal": _("deal {n}: won"), "hand": _("hand {n}: won"), "round": _("round {n}: won"),
                 "game": _("game {n}: won")}
    else:
        texts = {"deal": _("deal {n}: lost"), "hand": _("hand {n}: lost"), "round": _("round {n}: lost"),
                 "game": _("game {n}: lost")}
    return _pick(deal, texts).format(n=n)


def penalty_title(deal: str) -> str:
    return _pick(deal, {"deal": _("Penalty per deal"), "hand": _("Penalty per hand"), "round": _("Penalty per round"),
                        "game": _("Penalty per game")})  # fmt: skip


def no_penalty(deal: str) -> str:
    return _pick(deal, {"deal": _("No deals scored by penalty points yet."),
                        "hand": _("No hands scored by penalty points yet."),
                        "round": _("No rounds scored by penalty points yet."),
                        "game": _("No games scored by penalty points yet.")})  # fmt: skip


def penalty_summary(deal: str, n: int, average: str, top: int) -> str:
    """The penalty chart in one sentence: ``n`` deals, their ``average`` and ``top`` penalty."""
    texts = {
        "deal": ngettext("Penalty points in your last {n} deal scored by points: {average} on average, {top} at most.",
                         "Penalty points in your last {n} deals scored by points: {average} on average, {top} at "
                         "most.", n),
        "hand": ngettext("Penalty points in your last {n} hand scored by points: {average} on average, {top} at most.",
                         "Penalty points in your last {n} hands scored by points: {average} on average, {top} at "
                         "most.", n),
        "round": ngettext("Penalty points in your last {n} round scored by points: {average} on average, {top} at "
                          "most.", "Penalty points in your last {n} rounds scored by points: {average} on average, "
                          "{top} at most.", n),
        "game": ngettext("Penalty points in your last {n} game scored by points: {average} on average, {top} at most.",
                         "Penalty points in your last {n} games scored by points: {average} on average, {top} at "
                         "most.", n),
    }  # fmt: skip
    return _pick(deal, texts).format(n=n, average=average, top=top)
