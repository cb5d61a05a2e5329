"""scoring: what a finished hand scores, or who has won the game after it.

Hand items give the contract (makers, alone, defending alone, bid) and the tricks; the
answer is the points of the side the prompt names. Game items give the scores before the
hand and the hand itself; the answer is the winner, or "play-on".
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import contract_fields, item_variant
from tutor.engine import SUITS, HandScore, Suit, Variant, game_winner, score_hand
from tutor.quiz.bank import QuizItem
from tutor.quiz.explaining import ExplanationFact, explanation_fact, facts_json
from tutor.quiz.grading import DIAGNOSERS, N_, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require
from tutor.quiz.words import march_points

KIND = "scoring"
HAND_THEMES = (
    "made",
    "march",
    "euchre",
    "lone-made",
    "lone-march",
    "lone-euchre",
    "lone-defender-euchre",
    "bid-made",
    "bid-set",
    "march-three",
    "euchre-each-defender",
)
GAME_THEMES = ("game-over", "win-by-two", "bid-win-rule", "three-hand-tie")
# The running score: the score after a hand, and what a lone hand is worth at a score.
SCORE_THEMES = ("score-after", "loner-worth")
THEMES = HAND_THEMES + GAME_THEMES + SCORE_THEMES

PLAY_ON = "play-on"
TEAM_CODES = ("north-south", "east-west")
PLAYER_CODES = ("north", "east", "west")


# -- the rules of a finished hand ---------------------------------------------------------


class Hand:
    """A finished hand: the contract and how many tricks the makers took."""

    def __init__(
        self,
        variant: Variant,
        maker: int,
        maker_tricks: int,
        *,
        alone: bool = False,
        defender_alone: int | None = None,
        bid: int | None = None,
        trump: Suit | None = None,
    ) -> None:
        self.variant = variant
        self.maker = maker
        self.maker_tricks = maker_tricks
        self.alone = alone
        self.defender_alone = defender_alone
        self.bid = bid
        self.trump = trump
        self.score: HandScore = score_hand(
            variant,
            maker_tricks=maker_tricks,
            alone=alone,
            defender_alone=defender_alone is not None,
            bid=bid,
        )

    def theme(self) -> str:
        s = self.score
        if self.variant.is_bid:
            return "bid-made" if s.made else "bid-set"
        three = self.variant.is_three_hand
        if s.made:
            if s.march:
                return "march-three" if three else "lone-march" if self.alone else "march"
            return "lone-made" if self.alone else "made"
        if three:
            return "euchre-each-defender"
        if self.defender_alone is not None:
            return "lone-defender-euchre"
        return "lone-euchre" if self.alone else "euchre"

    def points_by_seat(self) -> dict[int, int]:
        """Points to each seat's side (three-hand: to each player)."""
        players = self.variant.players
        points = dict.fromkeys(range(players), 0)
        for seat in range(players):
            on_maker_side = seat == self.maker or (players == 4 and seat == (self.maker + 2) % 4)
            points[seat] = self.score.makers if on_maker_side else self.score.defenders
        return points


# -- hand items ---------------------------------------------------------------------------


def _random_hand(variant: Variant, theme: str | None, rng: random.Random) -> Hand:
    players = variant.players
    maker = rng.randrange(players)
    trump = rng.choice(SUITS)
    if variant.is_bid:
        bid = rng.randint(3, 6)
        tricks = rng.randint(max(0, bid - 3), 6)
        if rng.random() < 0.4:
            trump = None  # type: ignore[assignment]
        return Hand(variant, maker, tricks, bid=bid, trump=trump)
    alone = (
        players == 4
        and variant.allow_alone
        and ((theme or "").startswith("lone") or rng.random() < 0.3)
    )
    defender_alone = None
    if (
        alone
        and variant.defend_alone.value != "off"
        and (theme == "lone-defender-euchre" or rng.random() < 0.3)
    ):
        defender_alone = (maker + rng.choice((1, 3))) % 4
    if theme == "lone-defender-euchre" and variant.defend_alone.value == "any" and not alone:
        defender_alone = (maker + rng.choice((1, 3))) % 4
    tricks = rng.randint(0, variant.hand_size)
    return Hand(variant, maker, tricks, alone=alone, defender_alone=defender_alone, trump=trump)


def _choices(variant: Variant, answer: int, wrong: Sequence[int], rng: random.Random) -> list[str]:
    if not variant.is_bid:
        base = [0, 1, 2, 3, 4] if variant.is_three_hand else [0, 1, 2, 4]
        return [str(n) for n in base]
    # Four values with the answer at a random place among them, so "the largest number"
    # is not simply right whenever the bid is made: the likely mistakes first, then
    # neighbours on whichever side still needs values.
    below_wanted = rng.randrange(4)
    below = sorted({w for w in wrong if w < answer}, reverse=True)[:below_wanted]
    step = 1
    while len(below) < below_wanted:
        if answer - step not in below:
            below.append(answer - step)
        step += 1
    above_wanted = 3 - below_wanted
    above = sorted({w for w in wrong if w > answer})[:above_wanted]
    step = 1
    while len(above) < above_wanted:
        if answer + step not in above:
            above.append(answer + step)
        step += 1
    return [str(n) for n in sorted({answer, *below, *above})]


def _bid_mistakes(hand: Hand) -> list[int]:
    bid = hand.bid or 3
    return [
        hand.maker_tricks,
        bid,
        -hand.maker_tricks,
        0,
        hand.variant.hand_size - hand.maker_tricks,
    ]


def _finished_hand_fields(hand: Hand) -> Item:
    """The position every finished-hand question shows: the contract and the tricks, no
    seat to act and no cards."""
    if hand.trump is not None:
        fields: Item = dict(contract_fields(hand.trump, False))
    else:
        fields = {"trump": None, "no_trump": "high" if hand.variant.is_bid else None}
    fields.update(
        {
            "dealer": None,
            "maker": hand.maker,
            "alone": hand.alone,
            "seat": None,
            "upcard": None,
            "upcard_taken": False,
            "history": [],
            "trick": [],
            "hand": None,
            "maker_tricks": hand.maker_tricks,
        }
    )
    if hand.defender_alone is not None:
        fields["defender_alone"] = hand.defender_alone
    if hand.bid is not None:
        fields["bid"] = hand.bid
    return fields


def generate_hand(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    hand = _random_hand(variant, theme, rng)
    if theme is not None and hand.theme() != theme:
        return None
    ask_makers = hand.score.made or (variant.is_bid and rng.random() < 0.7)
    if not variant.is_bid and rng.random() < 0.2:
        ask_makers = not ask_makers  # sometimes the side that scores nothing
    points = hand.score.makers if ask_makers else hand.score.defenders
    item = base_item(spec, number)
    item.update(_finished_hand_fields(hand))
    item.update(
        {
            "ask": "makers" if ask_makers else "defenders",
            "choices": _choices(variant, points, _bid_mistakes(hand), rng),
            "answer": [str(points)],
            "themes": [hand.theme()],
        }
    )
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def _hand_from_item(item: Mapping[str, Any]) -> Hand:
    variant = item_variant(item)
    trump = item.get("trump")
    return Hand(
        variant,
        int(item["maker"]),
        int(item["maker_tricks"]),
        alone=bool(item.get("alone")),
        defender_alone=item.get("defender_alone"),
        bid=item.get("bid"),
        trump=None if trump is None else Suit.parse(str(trump)),
    )


# -- game items ---------------------------------------------------------------------------


def _game_story(variant: Variant, hand: Hand, before: list[int]) -> tuple[list[int], int | None]:
    after = list(before)
    points = hand.points_by_seat()
    if variant.is_three_hand:
        for seat in range(3):
            after[seat] += points[seat]
    else:
        after[0] += points[0]
        after[1] += points[1]
    qualifying = None
    if variant.is_bid:
        maker_side = hand.maker % 2
        qualifying = maker_side if hand.score.made else 1 - maker_side
    return after, qualifying


def _game_themes(variant: Variant, after: list[int], qualifying: int | None) -> list[str]:
    """Themes where the rule decides: a lead of two or less at the target, a side at 32
    that did not make or set the bid, two three-hand players at the target."""
    themes = []
    target = variant.target
    if any(s >= target for s in after):
        themes.append("game-over")
    if variant.win_by_two and max(after) >= target and abs(after[0] - after[1]) <= 2:
        themes.append("win-by-two")
    if variant.is_bid and any(s >= target for side, s in enumerate(after) if side != qualifying):
        themes.append("bid-win-rule")
    if variant.is_three_hand and sum(1 for s in after if s >= target) >= 2:
        themes.append("three-hand-tie")
    return themes


def generate_game(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    target = variant.target
    sides = 3 if variant.is_three_hand else 2
    low = target - (8 if variant.is_bid else 4)
    before = [rng.randint(max(0, low), target - 1) for _ in range(sides)]
    hand = _random_hand(variant, theme if theme in ("lone-march", "march") else None, rng)
    if theme == "three-hand-tie":
        # Two defenders level just below the target, so a euchre can tie them at the top.
        tied = rng.randint(target - 3, target - 1)
        for seat in range(3):
            if seat != hand.maker:
                before[seat] = tied if rng.random() < 0.7 else rng.randint(target - 3, target - 1)
    after, qualifying = _game_story(variant, hand, before)
    winner = game_winner(variant, after, qualifying=qualifying)
    themes = _game_themes(variant, after, qualifying)
    if hand.theme() in ("march", "lone-march") and not variant.is_bid:
        themes.append(hand.theme())
    if theme is not None and theme not in themes:
        return None
    reached = any(s >= target for s in after)
    if not reached and not (spec.is_counter(number) and spec.rule == "game-over"):
        return None  # nobody reached the target: asked only as a game-over counter-example
    codes = list(PLAYER_CODES if sides == 3 else TEAM_CODES)
    answer = PLAY_ON if winner is None else codes[winner]
    item = base_item(spec, number)
    item.update(_finished_hand_fields(hand))
    item.update(
        {
            "scores": before,
            "scores_after": after,
            "target": target,
            "choices": [*codes, PLAY_ON],
            "answer": [answer],
            "themes": themes,
        }
    )
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


# -- explanation facts -------------------------------------------------------------------
# What the hand scores and why; for a game, the scores after it and the rule that decides
# the winner; for the running score, the sum (words: tutor.web.explanation.scoring).


def _game(variant: Variant) -> str:
    return "bid" if variant.is_bid else "three-hand" if variant.is_three_hand else "four-hand"


@explanation_fact("hand-score")
@dataclass(frozen=True)
class HandScored:
    """What a finished hand scores: in ``game`` ("bid", "three-hand", "four-hand") the
    makers took ``tricks`` of ``hand_size`` (``need`` make it; ``bid`` in Bid Euchre),
    ``alone`` or against a ``lone_defender``; ``made`` or not, a ``march`` or not; the
    points to the ``makers`` and to the ``defenders`` (each, in three-hand)."""

    game: str
    tricks: int
    need: int
    hand_size: int
    bid: int | None
    alone: bool
    lone_defender: bool
    made: bool
    march: bool
    makers: int
    defenders: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = hand_score(item)
        return None if actual == self else f"the hand scores {actual}"


def hand_score(item: Mapping[str, Any]) -> HandScored:
    hand = _hand_from_item(item)
    v, s = hand.variant, hand.score
    return HandScored(
        _game(v),
        hand.maker_tricks,
        v.tricks_to_make,
        v.hand_size,
        hand.bid,
        hand.alone,
        hand.defender_alone is not None,
        s.made,
        s.march,
        s.makers,
        s.defenders,
    )


@explanation_fact("side-scores-nothing")
@dataclass(frozen=True)
class SideScoresNothing:
    """The side the question asks about (the ``makers`` or not) scores nothing."""

    makers: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        hand = _hand_from_item(item)
        if item.get("ask") != ("makers" if self.makers else "defenders"):
            return f"the question asks about the {item.get('ask')}"
        points = hand.score.makers if self.makers else hand.score.defenders
        return None if points == 0 else f"they score {points}"


@explanation_fact("points-answer")
@dataclass(frozen=True)
class PointsAnswer:
    """The answer: ``points``."""

    points: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        answer = [str(a) for a in item["answer"]]
        return None if answer == [str(self.points)] else f"the answer is {answer}"


def _outcome(item: Mapping[str, Any]) -> tuple[list[int], int | None, int | None]:
    """The scores after a game item's hand, the side that may win (Bid Euchre) and the
    winner (None: play on), recomputed from the scores before it."""
    variant = item_variant(item)
    after, qualifying = _game_story(
        variant, _hand_from_item(item), [int(s) for s in item["scores"]]
    )
    return after, qualifying, game_winner(variant, after, qualifying=qualifying)


@explanation_fact("scores-after")
@dataclass(frozen=True)
class ScoresAfter:
    """The scores after the hand, side by side (``side_codes`` order)."""

    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        after = tuple(_outcome(item)[0])
        return None if after == self.scores else f"the scores after the hand are {after}"


@explanation_fact("bid-qualifier")
@dataclass(frozen=True)
class BidQualifier:
    """Only the side that made its bid or set the bidders can win: here ``side``; it is
    ``short`` of the ``target`` (nobody wins yet) or not."""

    side: str
    target: int
    short: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        _, qualifying, winner = _outcome(item)
        codes = _side_codes(item_variant(item))
        actual = (codes[qualifying or 0], item_variant(item).target, winner is None)
        if actual != (self.side, self.target, self.short):
            return f"the side that may win is {actual}"
        return None


@explanation_fact("top-tie-play-on")
@dataclass(frozen=True)
class TopTiePlayOn:
    """Three-hand: two players share the top score at or above the target: play on."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        after, _, winner = _outcome(item)
        reached = [s for s in after if s >= item_variant(item).target]
        return None if len(reached) >= 2 and winner is None else "no tie at the top"


@explanation_fact("strictly-highest-wins")
@dataclass(frozen=True)
class StrictlyHighestWins:
    """Three-hand: two players reached the target; the strictly highest score wins."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        after, _, winner = _outcome(item)
        reached = [s for s in after if s >= item_variant(item).target]
        return None if len(reached) >= 2 and winner is not None else "no winner of two"


@explanation_fact("lead-by-two-play-on")
@dataclass(frozen=True)
class LeadByTwoPlayOn:
    """Win by two: a side at the target leads by less than two: play on."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        variant = item_variant(item)
        winner = _outcome(item)[2]
        return None if variant.win_by_two and winner is None else "the game is decided"


@explanation_fact("game-won")
@dataclass(frozen=True)
class GameWon:
    """``side`` wins the game."""

    side: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        winner = _outcome(item)[2]
        actual = None if winner is None else _side_codes(item_variant(item))[winner]
        return None if actual == self.side else f"the winner is {actual}"


@explanation_fact("score-sum")
@dataclass(frozen=True)
class ScoreSum:
    """``side``'s score: ``before`` plus what the hand ``gained`` is ``after``."""

    side: str
    before: int
    gained: int
    after: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        codes = _side_codes(item_variant(item))
        index = codes.index(self.side) if self.side in codes else -1
        if index < 0 or str(item.get("ask_side")) != self.side:
            return f"the question asks about {item.get('ask_side')}"
        before = int(item["scores"][index])
        after = _game_story(
            item_variant(item), _hand_from_item(item), [int(s) for s in item["scores"]]
        )[0]
        actual = (before, after[index] - before, after[index])
        return None if actual == (self.before, self.gained, self.after) else f"the sum is {actual}"


@explanation_fact("loner-worth")
@dataclass(frozen=True)
class LonerWorth:
    """A lone march at this score: the makers ``need`` that many points; a march with
    partner scores ``march``, the lone march ``lone``."""

    need: int
    march: int
    lone: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        variant = item_variant(item)
        actual = _loner_worth(variant, _hand_from_item(item), [int(s) for s in item["scores"]])
        return None if actual == self else f"the lone march is {actual}"


@explanation_fact("nobody-reaches-target", counter_note=True)
@dataclass(frozen=True)
class NobodyReachesTarget:
    """A counter-example to game-over: nobody reaches ``target`` (``scores`` after)."""

    target: int
    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _note_problem(item, self.target, self.scores) or (
            "a side reaches the target" if max(self.scores) >= self.target else None
        )


@explanation_fact("two-point-rule-idle", counter_note=True)
@dataclass(frozen=True)
class TwoPointRuleIdle:
    """A counter-example to win-by-two: nobody reaches ``target``, so it never comes in."""

    target: int
    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _note_problem(item, self.target, self.scores) or (
            "a side reaches the target" if max(self.scores) >= self.target else None
        )


@explanation_fact("lead-beyond-two", counter_note=True)
@dataclass(frozen=True)
class LeadBeyondTwo:
    """A counter-example to win-by-two: the ``lead`` is more than two points."""

    lead: int
    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        target = item_variant(item).target
        lead = abs(self.scores[0] - self.scores[1])
        if lead != self.lead or lead <= 2:
            return f"the lead is {lead}"
        return _note_problem(item, target, self.scores)


@explanation_fact("bid-rule-takes-nothing", counter_note=True)
@dataclass(frozen=True)
class BidRuleTakesNothing:
    """A counter-example to the bid-win rule: it keeps no side at ``target`` from winning."""

    target: int
    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        after, qualifying, _ = _outcome(item)
        kept = any(s >= self.target for side, s in enumerate(after) if side != qualifying)
        return _note_problem(item, self.target, self.scores) or (
            "the rule keeps a side from winning" if kept else None
        )


@explanation_fact("no-tie-at-top", counter_note=True)
@dataclass(frozen=True)
class NoTieAtTop:
    """A counter-example to the three-hand tie: at or above ``target`` there is ``one``
    player, or each has a different score."""

    target: int
    one: bool
    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        reached = [s for s in self.scores if s >= self.target]
        if (len(reached) <= 1) != self.one or len(set(reached)) < len(reached):
            return "a tie at the top" if len(set(reached)) < len(reached) else "who reached"
        return _note_problem(item, self.target, self.scores)


def _note_problem(item: Mapping[str, Any], target: int, scores: tuple[int, ...]) -> str | None:
    if target != item_variant(item).target:
        return f"the target is {item_variant(item).target}"
    after = tuple(_outcome(item)[0])
    return None if after == scores else f"the scores after the hand are {after}"


def explanation_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a stored item says, from its hand and scores alone."""
    variant = item_variant(item)
    hand = _hand_from_item(item)
    said: list[ExplanationFact] = [hand_score(item)]
    if "ask_side" in item:
        before = [int(s) for s in item["scores"]]
        codes = _side_codes(variant)
        side = codes.index(str(item["ask_side"]))
        after = _game_story(variant, hand, before)[0]
        said.append(ScoreSum(codes[side], before[side], after[side] - before[side], after[side]))
        loner = _loner_worth(variant, hand, before)
        if loner is not None:
            said.append(loner)
        return said
    if "scores" in item:
        after, qualifying, winner = _outcome(item)
        codes = _side_codes(variant)
        said.append(ScoresAfter(tuple(after)))
        reached = [s for s in after if s >= variant.target]
        if variant.is_bid:
            said.append(BidQualifier(codes[qualifying or 0], variant.target, winner is None))
        elif variant.is_three_hand and len(reached) >= 2:
            said.append(TopTiePlayOn() if winner is None else StrictlyHighestWins())
        elif variant.win_by_two and winner is None:
            said.append(LeadByTwoPlayOn())
        if winner is not None:
            said.append(GameWon(codes[winner]))
        return said
    makers = item["ask"] == "makers"
    points = hand.score.makers if makers else hand.score.defenders
    if points == 0 and not variant.is_bid:
        # The facts above say who scores; say so of the side the question asks about.
        said.append(SideScoresNothing(makers))
    said.append(PointsAnswer(points))
    return said


# -- the question's facts -----------------------------------------------------------------
# What the prompt says (issue 28: words in tutor.web.explanation.scoring): for a game or the
# running score, the game's rule and the scores before the hand; then the hand as played;
# then what is asked.


@explanation_fact("ask/game-rule")
@dataclass(frozen=True)
class GameRule:
    """The game is to ``target`` points, won by two or not, in ``game`` ("bid",
    "three-hand", "four-hand")."""

    target: int
    win_by_two: bool
    game: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = _game_rule(item_variant(item))
        return None if actual == self else f"the game is {actual}"


def _game_rule(variant: Variant) -> GameRule:
    return GameRule(variant.target, variant.win_by_two, _game(variant))


@explanation_fact("ask/scores-before")
@dataclass(frozen=True)
class ScoresBefore:
    """The scores before the hand, side by side (``side_codes`` order)."""

    scores: tuple[int, ...]

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = tuple(int(s) for s in item["scores"])
        return None if actual == self.scores else f"the scores before the hand are {actual}"


@explanation_fact("ask/hand-played")
@dataclass(frozen=True)
class HandPlayed:
    """The finished hand: ``maker`` (a seat) made ``trump`` (None: a Bid Euchre bid named
    no trump) or won the bidding at ``bid``, ``alone`` or not, against a lone defender at
    seat ``defender_alone`` or none, and took ``tricks`` of the hand's."""

    maker: int
    trump: str | None
    bid: int | None
    alone: bool
    defender_alone: int | None
    tricks: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = _hand_played(_hand_from_item(item))
        return None if actual == self else f"the hand is {actual}"


def _hand_played(hand: Hand) -> HandPlayed:
    return HandPlayed(
        hand.maker,
        None if hand.trump is None else hand.trump.code,
        hand.bid,
        hand.alone,
        hand.defender_alone,
        hand.maker_tricks,
    )


@explanation_fact("ask/hand-points")
@dataclass(frozen=True)
class AskHandPoints:
    """The question: how many points the ``makers`` (else the defenders) score."""

    makers: bool

    def check(self, item: Mapping[str, Any]) -> str | None:
        asked = item.get("ask")
        return None if asked == ("makers" if self.makers else "defenders") else f"asks {asked}"


@explanation_fact("ask/game-winner")
@dataclass(frozen=True)
class AskGameWinner:
    """The question: who has won the game (or nobody yet)."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        if "scores" not in item or "ask_side" in item or PLAY_ON not in item["choices"]:
            return "the item does not ask who won"
        return None


@explanation_fact("ask/score-now")
@dataclass(frozen=True)
class AskScoreNow:
    """The question: ``side``'s score after the hand."""

    side: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        asked = item.get("ask_side")
        return None if asked == self.side else f"asks about {asked}"


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The question's facts, from the stored hand and scores alone."""
    variant = item_variant(item)
    played = _hand_played(_hand_from_item(item))
    if "scores" not in item:
        return [played, AskHandPoints(item["ask"] == "makers")]
    before = ScoresBefore(tuple(int(s) for s in item["scores"]))
    asked: ExplanationFact = (
        AskScoreNow(str(item["ask_side"])) if "ask_side" in item else AskGameWinner()
    )
    return [_game_rule(variant), before, played, asked]


# -- shared entry points ------------------------------------------------------------------


def _side_codes(variant: Variant) -> list[str]:
    return list(PLAYER_CODES if variant.is_three_hand else TEAM_CODES)


def _loner_worth(variant: Variant, hand: Hand, before: list[int]) -> LonerWorth | None:
    """At a score near the target a lone march is worth no more than a march with partner:
    both win the game. Said only for a lone march of a four-handed game."""
    if not (hand.alone and hand.score.march) or variant.players != 4:
        return None
    need = variant.target - before[hand.maker % 2]
    return LonerWorth(need, variant.march_points, hand.score.makers)


def generate_score_after(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    target = variant.target
    sides = 3 if variant.is_three_hand else 2
    lone = theme == "loner-worth"
    if lone and not (variant.players == 4 and variant.allow_alone):
        return None
    hand = _random_hand(variant, "lone-march" if lone else None, rng)
    if lone and hand.theme() != "lone-march":
        return None
    before = [rng.randint(0, target - 1) for _ in range(sides)]
    after, _ = _game_story(variant, hand, before)
    side = hand.maker % 2 if lone else rng.randrange(sides)
    codes = _side_codes(variant)
    answer = after[side]
    start = answer - rng.randrange(4)
    item = base_item(spec, number)
    item.update(_finished_hand_fields(hand))
    themes = ["score-after"] + (["loner-worth"] if _loner_worth(variant, hand, before) else [])
    item.update(
        {
            "scores": before,
            "scores_after": after,
            "target": target,
            "ask_side": codes[side],
            "choices": [str(n) for n in range(start, start + 4)],
            "answer": [str(answer)],
            "themes": themes,
        }
    )
    item["explanation_facts"] = facts_json(explanation_facts(item))
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    if theme in SCORE_THEMES or (theme is None and set(spec.themes) & set(SCORE_THEMES)):
        return generate_score_after(spec, number, theme, rng)
    if "game-over" in spec.themes or theme in GAME_THEMES:
        return generate_game(spec, number, theme, rng)
    return generate_hand(spec, number, theme, rng)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-derive the answer with the engine (``prove`` is moot: nothing is sampled)."""
    variant = item_variant(item)
    hand = _hand_from_item(item)
    require(str(item["answer"][0]) in item["choices"], item, "the answer is not a choice")
    if "ask_side" in item:
        before = [int(s) for s in item["scores"]]
        after, _ = _game_story(variant, hand, before)
        require([int(s) for s in item["scores_after"]] == after, item, "scores after the hand")
        side = _side_codes(variant).index(str(item["ask_side"]))
        require(item["answer"] == [str(after[side])], item, f"the score is {after[side]}")
        loner = _loner_worth(variant, hand, before) is not None
        require(set(item["themes"]) <= {"score-after", "loner-worth"}, item, "themes")
        require(("loner-worth" in item["themes"]) == loner, item, "the loner-worth theme")
        return
    if "scores" in item:
        before = [int(s) for s in item["scores"]]
        after, qualifying = _game_story(variant, hand, before)
        require([int(s) for s in item["scores_after"]] == after, item, "scores after the hand")
        winner = game_winner(variant, after, qualifying=qualifying)
        codes = list(PLAYER_CODES if variant.is_three_hand else TEAM_CODES)
        expected = PLAY_ON if winner is None else codes[winner]
        require(item["answer"] == [expected], item, f"the answer is {expected}")
        game_themes = set(_game_themes(variant, after, qualifying))
        hand_themes = {hand.theme()} & {"march", "lone-march"}
        require(set(item["themes"]) <= game_themes | hand_themes, item, "a theme does not hold")
        require(int(item["target"]) == variant.target, item, "target")
        return
    points = hand.score.makers if item["ask"] == "makers" else hand.score.defenders
    require(item["answer"] == [str(points)], item, f"the hand scores {points}")
    require(item["themes"] == [hand.theme()], item, "themes")


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    item = quiz_item.data
    hand = _hand_from_item(item)
    v = hand.variant
    if "ask_side" in item:
        return Mistake(
            "running-score",
            message=N_("added the hand's points to the wrong side or with the wrong value"),
        )
    if "scores" in item:
        if v.is_bid:
            return Mistake(
                "bid-win-rule",
                message=N_("only a side that made its bid or set the bidders can win at 32"),
            )
        if v.is_three_hand:
            return Mistake(
                "three-hand-tie",
                message=N_("in three-hand, a tie at the top means play on"),
            )
        if v.win_by_two:
            return Mistake(
                "win-by-two-ignored",
                message=N_("forgot that the winner must lead by two"),
            )
        return Mistake(
            "game-target",
            message=N_("misread whether the target was reached"),
        )
    value = int(given[0])
    s = hand.score
    if v.is_bid:
        if not s.made and value == 0:
            return Mistake(
                "bid-set-zero",
                message=N_("a set side loses its bid; it does not just score zero"),
            )
        return Mistake(
            "bid-scoring",
            message=N_("each side scores its tricks; a set side loses its bid"),
        )
    # The hand's own score and the variant's (words.march_points), so a house rule's
    # figures read right.
    pair_march = march_points(v, alone=False)
    if s.march and hand.alone and value == pair_march != s.makers:
        return Mistake(
            "lone-march-as-march",
            message=N_("scored a lone march like a partnership march (it is %(points)d)"),
            numbers={"points": s.makers},
        )
    if s.made and not s.march and hand.alone and value == march_points(v, alone=True):
        return Mistake(
            "lone-made-as-march",
            message=N_("a lone hand of 3–4 tricks scores only 1"),
        )
    # A three-hand march scored as the four-handed game's.
    four_handed = march_points(Variant.preset("standard"), alone=False)
    if s.march and v.is_three_hand and value == four_handed != s.makers:
        return Mistake(
            "three-hand-march",
            message=N_("a three-hand march is worth %(points)d"),
            numbers={"points": s.makers},
        )
    euchre = score_hand(v, maker_tricks=0).defenders
    if hand.defender_alone is not None and not s.made and value == euchre != s.defenders:
        return Mistake(
            "lone-defence-as-euchre",
            message=N_("a lone defender's euchre scores %(points)d"),
            numbers={"points": s.defenders},
        )
    if not s.made and item.get("ask") == "makers":
        return Mistake(
            "euchre-points-to-makers",
            message=N_("euchred makers score nothing; the defenders score"),
        )
    if s.made and item.get("ask") == "defenders":
        return Mistake(
            "defenders-score-when-made",
            message=N_("defenders score nothing when the makers take three"),
        )
    return Mistake("hand-scoring", message=N_("misremembered the scoring table"))


def counter_fact(item: Mapping[str, Any], rule: str) -> ExplanationFact | None:
    """Why the game rule a set drills does not decide this hand's outcome."""
    if "scores_after" not in item:
        return None
    variant = item_variant(item)
    after = tuple(int(s) for s in item["scores_after"])
    target = variant.target
    reached = [i for i, score in enumerate(after) if score >= target]
    if rule == "game-over":
        return None if reached else NobodyReachesTarget(target, after)
    if rule == "win-by-two":
        if not reached:
            return TwoPointRuleIdle(target, after)
        lead = abs(after[0] - after[1])
        return None if lead <= 2 else LeadBeyondTwo(lead, after)
    if rule == "bid-win-rule":
        return BidRuleTakesNothing(target, after)
    if rule == "three-hand-tie":
        if len(reached) >= 2 and len({after[i] for i in reached}) < len(reached):
            return None
        return NoTieAtTop(target, len(reached) <= 1, after)
    return None


KIND_DEF = Kind(
    KIND,
    THEMES,
    generate,
    check,
    facts=explanation_facts,
    counter_fact=counter_fact,
    prompt=prompt_facts,
    labels_in_catalogue=True,
)
DIAGNOSERS[KIND] = diagnose
