"""A quiz item's position laid out for the page: who sits where, who dealt, who made trump.

The player to act sits at the bottom ("you"); without a player to act, seats keep their
compass names with seat 0 at North, as in the lessons.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, parse_card, trick_winner
from tutor.quiz import QuizItem
from tutor.quiz.kinds import best_play
from tutor.quiz.words import seat_label

# Display positions clockwise from the bottom: the next player clockwise sits on the left.
POSITIONS_4 = ("bottom", "left", "top", "right")
POSITIONS_3 = ("bottom", "left", "right")
COMPASS_4 = ("top", "right", "bottom", "left")  # N E S W
COMPASS_3 = ("top", "right", "left")  # N E W
SENTENCE_END = re.compile(r"(?<=[.!?。])\s+")


@dataclass(frozen=True)
class SeatView:
    seat: int
    position: str  # bottom, left, top or right
    name: str
    is_dealer: bool
    is_maker: bool
    sits_out: bool
    played: str | None  # the card this seat put in the current trick
    play_order: int | None


@dataclass(frozen=True)
class FinishedTrick:
    plays: tuple[tuple[str, str], ...]  # (seat name, card code) in play order
    winner: int | None  # index into plays; None if the engine cannot say


@dataclass(frozen=True)
class PositionView:
    seats: tuple[SeatView, ...]
    trump: str | None
    no_trump: str | None  # "high" or "low" in Bid Euchre
    upcard: str | None
    upcard_taken: bool | None
    hand: tuple[str, ...]
    tricks_done: int
    alone: bool
    history: tuple[FinishedTrick, ...] = ()

    dealt: bool = False  # a dealer or maker is known: the seats mean something
    # What became of the turn-up: "yours" (you took it), "taken" (by the dealer, or by
    # ``upcard_holder`` who called), "dead" (the dealer's partner went alone, nobody took
    # it), "turned down", or None (still on offer).
    upcard_state: str | None = None
    upcard_holder: str | None = None  # a caller who took it (British), as the table names it
    discard: str | None = None  # the player's own discard, when they took the turn-up
    # Tricks won so far by the player's side and by the opponents (None: nobody is "you").
    tricks_ours: int | None = None
    tricks_theirs: int | None = None
    # The game score, (your side, the opponents, the target), where the item shows one.
    score: tuple[int, int, int] | None = None
    # An engine-judged item with no score is valued as at the start of a game: the target
    # it is valued to, so the page says the score the numbers assume.
    fresh_game_target: int | None = None

    @property
    def has_table(self) -> bool:
        """Whether drawing the table says anything (a lone hand to rank does not need it)."""
        return (
            any(seat.played for seat in self.seats)
            or bool(self.upcard)
            or bool(self.history)
            or self.dealt
        )


def _seat_names(players: int, you: int | None, lang: str) -> dict[int, str]:
    """The quiz text's own seat words (``tutor.quiz.words``), so the table and the prompt
    name every seat the same way."""
    return {seat: seat_label(seat, you, players, lang) for seat in range(players)}


def players_of(item: QuizItem) -> int:
    seats = [item.get("dealer"), item.get("maker"), item.get("seat")]
    seats += [play.get("seat") for play in item.get("trick") or []]
    for trick in item.get("history") or []:
        seats += [play.get("seat") for play in trick]
    three_hand = item.variant == "three-hand" or "three" in item.variant
    if three_hand and all(seat is None or seat < 3 for seat in seats):
        return 3
    return 4


# Views by (id(item), language); each entry keeps its item, so no other item can take
# its id while it is here. A view depends on nothing but the item and the language.
_views: dict[tuple[int, str], tuple[QuizItem, PositionView]] = {}
MAX_CACHED_VIEWS = 8192


def cached_position_view(item: QuizItem, lang: str) -> PositionView:
    """``position_view``, computed once per item and language in this process."""
    key = (id(item), lang)
    found = _views.get(key)
    if found is not None and found[0] is item:
        return found[1]
    view = position_view(item, lang)
    if len(_views) >= MAX_CACHED_VIEWS:
        _views.clear()
    _views[key] = (item, view)
    return view


def position_view(item: QuizItem, lang: str = "en") -> PositionView:
    players = players_of(item)
    you: int | None = item.get("seat")
    names = _seat_names(players, you, lang)
    if you is None:
        layout = dict(enumerate(COMPASS_3 if players == 3 else COMPASS_4))
    else:
        positions = POSITIONS_3 if players == 3 else POSITIONS_4
        layout = {(you + offset) % players: pos for offset, pos in enumerate(positions)}
    trick: list[dict[str, Any]] = list(item.get("trick") or [])
    played = {play["seat"]: (str(play["card"]), order) for order, play in enumerate(trick, 1)}
    maker = item.get("maker")
    alone = bool(item.get("alone"))
    sitting_out = (maker + 2) % 4 if alone and maker is not None and players == 4 else None
    seats = tuple(
        SeatView(
            seat=seat,
            position=layout[seat],
            name=names[seat],
            is_dealer=item.get("dealer") == seat,
            is_maker=maker == seat,
            sits_out=seat == sitting_out,
            played=played[seat][0] if seat in played else None,
            play_order=played[seat][1] if seat in played else None,
        )
        for seat in range(players)
    )
    return PositionView(
        seats=seats,
        trump=item.get("trump"),
        no_trump=item.get("no_trump"),
        upcard=item.get("upcard"),
        upcard_taken=item.get("upcard_taken"),
        hand=tuple(str(card) for card in item.get("hand") or []),
        tricks_done=len(item.get("history") or []),
        alone=alone,
        history=tuple(_finished(trick, names, item) for trick in item.get("history") or []),
        dealt=item.get("dealer") is not None or maker is not None,
        **_turn_up(item, names),
        **_tricks_won(item, players, you),
        score=_score(item, you),
        fresh_game_target=_fresh_game_target(item),
    )


def _turn_up(item: QuizItem, names: dict[int, str]) -> dict[str, Any]:
    """What happened to the turn-up, and the player's own discard."""
    upcard = item.get("upcard")
    if not upcard:
        return {}
    dealer, maker = item.get("dealer"), item.get("maker")
    trump = item.get("trump")
    if item.get("upcard_taken"):
        try:
            caller_takes = item_variant(item.data).caller_takes_upcard
        except ValueError:
            caller_takes = False
        holder = maker if caller_takes and maker is not None else dealer
        by_caller = holder != dealer and holder is not None
        if holder is not None and holder == item.get("seat"):
            return {"upcard_state": "yours", "discard": item.get("discard")}
        return {
            "upcard_state": "taken",
            # The dealer's badge already names who that is; a caller who took it is named.
            "upcard_holder": names.get(holder) if by_caller and holder is not None else None,
            "discard": item.get("discard"),
        }
    if trump and len(str(upcard)) >= 2 and str(upcard)[-1] == trump:
        return {"upcard_state": "dead"}
    if trump or item.get("round") == 2:
        return {"upcard_state": "turned down"}
    return {}


def _tricks_won(item: QuizItem, players: int, you: int | None) -> dict[str, Any]:
    won = item.get("tricks_won")
    if you is None or not isinstance(won, list) or len(won) != players:
        return {}
    if players == 4:
        ours = {you, (you + 2) % 4}
    else:
        maker = item.get("maker")
        ours = {you} if you == maker else {s for s in range(3) if s != maker}
    mine = sum(int(won[s]) for s in ours)
    return {"tricks_ours": mine, "tricks_theirs": sum(int(w) for w in won) - mine}


def _score(item: QuizItem, you: int | None) -> tuple[int, int, int] | None:
    scores, target = item.get("scores"), item.get("target")
    if you is None or not isinstance(scores, list) or len(scores) != 2 or target is None:
        return None
    return int(scores[you % 2]), int(scores[1 - you % 2]), int(target)


def _fresh_game_target(item: QuizItem) -> int | None:
    """The target of an engine-judged item valued with no score (each side's points count
    in full, as at 0-0), or None where the item shows a score or is not engine-judged."""
    if item.get("confirm") is None or item.get("scores") is not None:
        return None
    try:
        return item_variant(item.data).target
    except ValueError:
        return None


def _finished(trick: list[dict[str, Any]], names: dict[int, str], item: QuizItem) -> FinishedTrick:
    plays = tuple((names.get(play["seat"], str(play["seat"])), str(play["card"])) for play in trick)
    try:
        trump = Suit.parse(item.get("trump")) if item.get("trump") else None
        cards = [parse_card(code) for _name, code in plays]
        winner: int | None = trick_winner(cards, trump, low=item.get("no_trump") == "low")
    except ValueError:
        winner = None
    return FinishedTrick(plays, winner)


def sentences(text: str) -> list[str]:
    """An explanation split into sentences, shown one per line."""
    return [part.strip() for part in SENTENCE_END.split(text) if part.strip()]


@dataclass(frozen=True)
class LessonLink:
    url: str
    title: str


def lesson_link(item: QuizItem, lang: str) -> LessonLink | None:
    """The lesson section that teaches the item's principle, in the learner's language
    (learner text never shows a rule id like "S0-6": it links here instead)."""
    principle = item.get("principle")
    if principle is None and item.kind == best_play.KIND:
        # A trap whose answer follows no §4 advice (a defender's trump lead once partner is
        # out of trump) links to the rule that does not apply there.
        principle = best_play.lesson_principle(item.data)
    return principle_link(principle if isinstance(principle, str) else None, item.themes, lang)


def principle_link(principle: str | None, themes: Sequence[str], lang: str) -> LessonLink | None:
    """The lesson section that teaches ``principle`` (the quiz items' and the coach's)."""
    from flask import url_for

    from tutor.course.rendering import render_lesson
    from tutor.quiz.principles import lesson_section
    from tutor.web import content

    section = lesson_section(principle, themes)
    if section is None:
        return None
    lesson = content.find_lesson(section.slug, lang)
    if lesson is None:
        return None
    headings = [entry for entry in render_lesson(lesson, lang).toc if entry.level == 2]
    if len(headings) < section.number:
        return None
    heading = headings[section.number - 1]
    url = url_for("lessons.lesson", slug=lesson.slug, _anchor=heading.anchor)
    return LessonLink(url, heading.title)
