"""scoring: what a finished hand scores, or who has won the game after it.

Hand items give the contract (makers, alone, defending alone, bid) and the tricks; the
answer is the points of the side the prompt names. Game items give the scores before the
hand and the hand itself; the answer is the winner, or "play-on".
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.position import contract_fields, item_variant
from tutor.engine import SUITS, HandScore, Suit, Variant, game_winner, score_hand
from tutor.quiz.bank import QuizItem
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import Item, Kind, Spec, base_item, require, text
from tutor.quiz.words import (
    count_en,
    ko_object,
    ko_subject,
    ko_topic,
    lines,
    march_points,
    seat_en,
    seat_ko,
    suit_en,
    suit_ko,
)

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
LABELS: dict[str, dict[str, str]] = {
    "north-south": {"en": "North–South", "ko": "남북 팀"},
    "east-west": {"en": "East–West", "ko": "동서 팀"},
    "north": {"en": "North", "ko": seat_ko(0, 3)},
    "east": {"en": "East", "ko": seat_ko(1, 3)},
    "west": {"en": "West", "ko": seat_ko(2, 3)},
    PLAY_ON: {"en": "Nobody yet: play on", "ko": "아직 없음: 계속합니다"},
}


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

    def describe(self) -> tuple[str, str]:
        players = self.variant.players
        who_en, who_ko = seat_en(self.maker, players), seat_ko(self.maker, players)
        if self.variant.is_bid:
            en = f"{who_en} won the bidding at {self.bid}"
            ko = f"{ko_subject(who_ko)} {self.bid}트릭으로 비드를 따냈고"
            if self.trump is not None:
                en += f" with {suit_en(self.trump)} trump"
        elif self.trump is not None:
            en = f"{who_en} made {suit_en(self.trump)} trump"
            ko = f"{ko_subject(who_ko)} {ko_object(suit_ko(self.trump))} 으뜸패로 정했고"
        else:
            en = f"{who_en} made trump"
            ko = f"{ko_subject(who_ko)} 으뜸패를 정했고"
        if self.alone:
            en += " and went alone"
            ko += " 혼자 하기를 했으며"
        if self.defender_alone is not None:
            en += f"; {seat_en(self.defender_alone, players)} defended alone"
            ko += f" {ko_subject(seat_ko(self.defender_alone, players))} 혼자 수비했고"
        maker_side = "the maker" if players == 3 else "the bidders" if self.bid else "the makers"
        en += (
            f". {maker_side.capitalize()} took {self.maker_tricks} "
            f"of {self.variant.hand_size} tricks."
        )
        # One maker in three-hand (not a side): "메이커 쪽" would read as a team.
        ko += " 비드 팀은" if self.bid else " 메이커는" if players == 3 else " 메이커 쪽은"
        ko += f" {self.variant.hand_size}트릭 중 {self.maker_tricks}트릭을 땄습니다."
        return en, ko

    def explain(self) -> tuple[list[str], list[str]]:
        v, s = self.variant, self.score
        en: list[str] = []
        ko: list[str] = []
        need = v.tricks_to_make
        if v.is_bid:
            if s.made:
                en.append(
                    f"The bidders needed {self.bid} and took {self.maker_tricks}: the bid is made."
                )
                ko.append(
                    f"비드 팀은 {self.bid}트릭이 필요했고 "
                    f"{self.maker_tricks}트릭을 따서 비드를 성공했습니다."
                )
                en.append("Each side scores one point per trick it won.")
                ko.append("두 팀 모두 딴 트릭마다 1점을 얻습니다.")
            else:
                en.append(
                    f"The bidders needed {self.bid} but took {self.maker_tricks}: they are set."
                )
                ko.append(
                    f"비드 팀은 {self.bid}트릭이 필요했지만 "
                    f"{self.maker_tricks}트릭만 따서 실패했습니다."
                )
                en.append(
                    f"A set side loses its bid ({-self.bid if self.bid else 0}) "
                    "and scores nothing for its tricks."
                )
                ko.append(
                    f"실패한 팀은 비드만큼 잃고({-self.bid if self.bid else 0}) "
                    "딴 트릭은 점수가 되지 않습니다."
                )
            taken = v.hand_size - self.maker_tricks
            en.append(f"The other side scores a point for each trick: {count_en(taken, 'trick')}.")
            ko.append(f"상대 팀은 딴 {v.hand_size - self.maker_tricks}트릭만큼 점수를 얻습니다.")
            en.append(f"Bidders {s.makers:+d}, defenders {s.defenders:+d}.")
            ko.append(f"비드 팀 {s.makers:+d}, 상대 팀 {s.defenders:+d}.")
            return en, ko
        if s.made:
            if s.march:
                # The points are the variant's, so a house rule's figures read right.
                if v.is_three_hand:
                    en.append(
                        "The maker took every trick: a march, worth "
                        f"{s.makers} in three-hand Euchre."
                    )
                    ko.append(
                        f"메이커가 모든 트릭을 땄습니다: 3인 유커의 전승은 {s.makers}점입니다."
                    )
                elif self.alone:
                    en.append(f"A lone maker who takes all five tricks scores {s.makers}.")
                    ko.append(f"혼자 하기로 다섯 트릭을 모두 따면 {s.makers}점입니다.")
                else:
                    en.append(f"The makers took all five tricks: a march, worth {s.makers}.")
                    ko.append(f"메이커 팀이 다섯 트릭을 모두 땄습니다: 전승은 {s.makers}점입니다.")
            else:
                who = "The maker" if v.is_three_hand else "The makers"
                en.append(
                    f"{who} took {need} or 4 tricks, which scores 1"
                    + (", alone or not." if self.alone else ".")
                )
                ko.append(
                    f"{'메이커가' if v.is_three_hand else '메이커 쪽이'} {need}~4트릭을 따면 "
                    + ("혼자 하든 아니든 " if self.alone else "")
                    + "1점입니다."
                )
        else:
            if v.is_three_hand:
                en.append(f"The maker took fewer than {need} tricks: the maker is euchred.")
            else:
                en.append(f"The makers took fewer than {need} tricks: they are euchred.")
            ko.append(
                f"메이커가 {need}트릭보다 적게 땄으니 유커입니다."
                if v.is_three_hand
                else f"메이커 쪽이 {need}트릭보다 적게 땄으니 유커입니다."
            )
            if v.is_three_hand:
                en.append(f"In three-hand Euchre each defender scores {s.defenders}.")
                ko.append(f"3인 유커에서는 수비자 두 명이 각각 {s.defenders}점을 얻습니다.")
            elif self.defender_alone is not None:
                en.append(f"A lone defender who euchres the makers scores {s.defenders}.")
                ko.append(f"혼자 수비해서 유커를 만들면 {s.defenders}점입니다.")
            else:
                still = f" (a lone maker's euchre is still {s.defenders} here)."
                en.append(f"The defenders score {s.defenders}" + (still if self.alone else "."))
                ko.append(
                    ("이 규칙에서는 혼자 한 메이커를 유커시켜도 " if self.alone else "")
                    + f"수비 팀이 {s.defenders}점을 얻습니다."
                )
        return en, ko


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
    side_en = _side_en(variant, ask_makers)
    side_ko = _side_ko(variant, ask_makers)
    story_en, story_ko = hand.describe()
    item.update(
        {
            "ask": "makers" if ask_makers else "defenders",
            "choices": _choices(variant, points, _bid_mistakes(hand), rng),
            "answer": [str(points)],
            "themes": [hand.theme()],
            "prompt": text(
                f"{story_en} How many points {_does(side_en)} {side_en} score?",
                f"{story_ko} {ko_topic(side_ko)} 몇 점을 얻을까요?",
            ),
        }
    )
    en, ko = hand.explain()
    if points == 0 and not variant.is_bid:
        # The explanation above says who scores; say so of the side the question asks about.
        en.append(f"So {side_en} {_does(side_en)} not score this hand.")
        ko.append(f"그러니 이번 판에 {ko_topic(side_ko)} 점수를 얻지 못합니다.")
    en.append(f"Answer: {points}.")
    ko.append(f"정답: {points}점.")
    item["explanation"] = text(lines(en), lines(ko))
    return item


def _does(subject: str) -> str:
    """The verb for a side named in the plural ("the makers") or as one ("the maker")."""
    return "do" if subject in ("the makers", "the defenders") else "does"


def _side_en(variant: Variant, makers: bool) -> str:
    if variant.is_three_hand:
        return "the maker" if makers else "each defender"
    if variant.is_bid:
        return "the bidding side" if makers else "the other side"
    return "the makers" if makers else "the defenders"


def _side_ko(variant: Variant, makers: bool) -> str:
    if variant.is_three_hand:
        return "메이커" if makers else "수비자 각자"
    if variant.is_bid:
        return "비드 팀" if makers else "상대 팀"
    return "메이커 팀" if makers else "수비 팀"


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
    story_en, story_ko = hand.describe()
    score_en = ", ".join(f"{LABELS[c]['en']} {s}" for c, s in zip(codes, before, strict=True))
    score_ko = ", ".join(f"{LABELS[c]['ko']} {s}점" for c, s in zip(codes, before, strict=True))
    rule_en, rule_ko = _rule_text(variant)
    item.update(
        {
            "scores": before,
            "scores_after": after,
            "target": target,
            "choices": [*codes, PLAY_ON],
            "choice_labels": {c: LABELS[c] for c in [*codes, PLAY_ON]},
            "answer": [answer],
            "themes": themes,
            "prompt": text(
                f"{rule_en} Before this hand: {score_en}. {story_en} Who has won the game?",
                f"{rule_ko} 이번 판 전 점수: {score_ko}. {story_ko} 누가 게임에서 이겼을까요?",
            ),
        }
    )
    item["explanation"] = _explain_game(variant, hand, codes, after, qualifying, winner)
    return item


def _rule_text(variant: Variant) -> tuple[str, str]:
    en = f"Game to {variant.target}"
    ko = f"{variant.target}점 게임"
    if variant.win_by_two:
        en += ", win by two"
        ko += ", 2점 차로 이겨야 함"
    if variant.is_bid:
        en += " (Bid Euchre)"
        ko += "(비드 유커)"
    if variant.is_three_hand:
        en += " (three-hand)"
        ko += "(3인 유커)"
    return en + ".", ko + "."


def _explain_game(
    variant: Variant,
    hand: Hand,
    codes: list[str],
    after: list[int],
    qualifying: int | None,
    winner: int | None,
) -> dict[str, str]:
    en, ko = hand.explain()
    score_en = ", ".join(f"{LABELS[c]['en']} {s}" for c, s in zip(codes, after, strict=True))
    score_ko = ", ".join(f"{LABELS[c]['ko']} {s}점" for c, s in zip(codes, after, strict=True))
    en.append(f"After the hand: {score_en}.")
    ko.append(f"판이 끝난 뒤: {score_ko}.")
    target = variant.target
    if variant.is_bid:
        q = LABELS[codes[qualifying or 0]]
        en.append(
            "Only a side that made its bid or set the "
            f"bidders can win; this hand that is {q['en']}."
        )
        ko.append(
            f"비드를 성공했거나 상대 비드를 막은 팀만 이길 수 있습니다. 이번에는 {q['ko']}입니다."
        )
        if winner is None:
            en.append(f"{q['en']} is below {target}, so nobody wins yet.")
            ko.append(f"{ko_subject(q['ko'])} {target}점 미만이므로 아직 승자가 없습니다.")
    elif variant.is_three_hand:
        reached = [i for i, s in enumerate(after) if s >= target]
        if len(reached) >= 2 and winner is None:
            en.append(
                "Two players share the highest score at or "
                "above the target: play on until one leads."
            )
            ko.append("목표 점수 이상에서 최고 점수가 같으니 한 명이 앞설 때까지 계속합니다.")
        elif len(reached) >= 2:
            en.append("Two players reached the target; the strictly highest score wins.")
            ko.append("두 명이 목표 점수에 닿았고, 단독으로 가장 높은 점수를 낸 사람이 이깁니다.")
    elif variant.win_by_two and winner is None:
        en.append("A side at the target must also lead by two: play on.")
        ko.append("목표 점수에 도달해도 2점 차로 앞서야 합니다: 계속합니다.")
    if winner is not None:
        label = LABELS[codes[winner]]
        en.append(f"{label['en']} wins the game.")
        ko.append(f"{ko_subject(label['ko'])} 게임에서 이깁니다.")
    return text(lines(en), lines(ko))


# -- shared entry points ------------------------------------------------------------------


def _side_codes(variant: Variant) -> list[str]:
    return list(PLAYER_CODES if variant.is_three_hand else TEAM_CODES)


def _loner_note(variant: Variant, hand: Hand, before: list[int]) -> tuple[str, str] | None:
    """At a score near the target a lone march is worth no more than a march with partner:
    both win the game. Said only for a lone march of a four-handed game."""
    if not (hand.alone and hand.score.march) or variant.players != 4:
        return None
    side = hand.maker % 2
    need = variant.target - before[side]
    march = variant.march_points
    lone = hand.score.makers
    if need <= march:
        return (
            f"They needed only {need}: a march with partner ({march}) would have won the game "
            "too, so at this score going alone gained nothing.",
            f"{need}점만 더 필요했으니 파트너와 함께 한 전승({march}점)으로도 이겼습니다. "
            "이 점수에서는 혼자 하기로 얻은 것이 없습니다.",
        )
    if need <= lone:
        return (
            f"They needed {need}: only the lone march ({lone}) wins the game here; "
            f"a march with partner ({march}) would not have.",
            f"{need}점이 필요했으니 혼자 한 전승({lone}점)만 게임을 이깁니다. "
            f"파트너와 함께 한 전승({march}점)으로는 모자랐습니다.",
        )
    return (
        f"Far from the target a lone march simply counts double: {lone} against {march} "
        "for a march with partner.",
        f"목표 점수와 멀 때 혼자 한 전승은 그냥 두 배입니다: 파트너와 함께 한 전승은 "
        f"{march}점, 혼자 하면 {lone}점.",
    )


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
    story_en, story_ko = hand.describe()
    score_en = ", ".join(f"{LABELS[c]['en']} {n}" for c, n in zip(codes, before, strict=True))
    score_ko = ", ".join(f"{LABELS[c]['ko']} {n}점" for c, n in zip(codes, before, strict=True))
    rule_en, rule_ko = _rule_text(variant)
    who = LABELS[codes[side]]
    themes = ["score-after"] + (["loner-worth"] if _loner_note(variant, hand, before) else [])
    item.update(
        {
            "scores": before,
            "scores_after": after,
            "target": target,
            "ask_side": codes[side],
            "choices": [str(n) for n in range(start, start + 4)],
            "answer": [str(answer)],
            "themes": themes,
            "prompt": text(
                f"{rule_en} Before this hand: {score_en}. {story_en} "
                f"What is {who['en']}'s score now?",
                f"{rule_ko} 이번 판 전 점수: {score_ko}. {story_ko} "
                f"이제 {who['ko']}의 점수는 몇 점일까요?",
            ),
        }
    )
    en, ko = hand.explain()
    gained = after[side] - before[side]
    en.append(f"{who['en']}: {before[side]} + {gained} = {answer}.")
    ko.append(f"{who['ko']}: {before[side]} + {gained} = {answer}점.")
    note = _loner_note(variant, hand, before)
    if note is not None:
        en.append(note[0])
        ko.append(note[1])
    item["explanation"] = text(lines(en), lines(ko))
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
        loner = _loner_note(variant, hand, before) is not None
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
            text(
                "added the hand's points to the wrong side or with the wrong value",
                "그 판의 점수를 엉뚱한 쪽에 더했거나 점수를 잘못 계산했습니다",
            ),
        )
    if "scores" in item:
        if v.is_bid:
            return Mistake(
                "bid-win-rule",
                text(
                    "only a side that made its bid or set the bidders can win at 32",
                    "비드를 성공했거나 상대 비드를 막은 팀만 32점에서 이길 수 있습니다",
                ),
            )
        if v.is_three_hand:
            return Mistake(
                "three-hand-tie",
                text(
                    "in three-hand, a tie at the top means play on",
                    "3인 유커에서 최고 점수가 같으면 계속합니다",
                ),
            )
        if v.win_by_two:
            return Mistake(
                "win-by-two-ignored",
                text(
                    "forgot that the winner must lead by two",
                    "2점 차로 앞서야 이긴다는 것을 놓쳤습니다",
                ),
            )
        return Mistake(
            "game-target",
            text("misread whether the target was reached", "목표 점수 도달 여부를 잘못 읽었습니다"),
        )
    value = int(given[0])
    s = hand.score
    if v.is_bid:
        if not s.made and value == 0:
            return Mistake(
                "bid-set-zero",
                text(
                    "a set side loses its bid; it does not just score zero",
                    "비드에 실패하면 0점이 아니라 비드만큼 잃습니다",
                ),
            )
        return Mistake(
            "bid-scoring",
            text(
                "each side scores its tricks; a set side loses its bid",
                "각 팀은 딴 트릭만큼 얻고, 실패한 비드 팀은 비드만큼 잃습니다",
            ),
        )
    # The hand's own score and the variant's (words.march_points), so a house rule's
    # figures read right.
    pair_march = march_points(v, alone=False)
    if s.march and hand.alone and value == pair_march != s.makers:
        return Mistake(
            "lone-march-as-march",
            text(
                f"scored a lone march like a partnership march (it is {s.makers})",
                f"혼자 한 전승을 일반 전승처럼 계산했습니다({s.makers}점)",
            ),
        )
    if s.made and not s.march and hand.alone and value == march_points(v, alone=True):
        return Mistake(
            "lone-made-as-march",
            text("a lone hand of 3–4 tricks scores only 1", "혼자 해서 3~4트릭이면 1점뿐입니다"),
        )
    # A three-hand march scored as the four-handed game's.
    four_handed = march_points(Variant.preset("standard"), alone=False)
    if s.march and v.is_three_hand and value == four_handed != s.makers:
        return Mistake(
            "three-hand-march",
            text(
                f"a three-hand march is worth {s.makers}",
                f"3인 유커의 전승은 {s.makers}점입니다",
            ),
        )
    euchre = score_hand(v, maker_tricks=0).defenders
    if hand.defender_alone is not None and not s.made and value == euchre != s.defenders:
        return Mistake(
            "lone-defence-as-euchre",
            text(
                f"a lone defender's euchre scores {s.defenders}",
                f"혼자 수비한 유커는 {s.defenders}점입니다",
            ),
        )
    if not s.made and item.get("ask") == "makers":
        return Mistake(
            "euchre-points-to-makers",
            text(
                "euchred makers score nothing; the defenders score",
                "유커를 당한 메이커는 점수가 없고 수비 쪽이 얻습니다",
            ),
        )
    if s.made and item.get("ask") == "defenders":
        return Mistake(
            "defenders-score-when-made",
            text(
                "defenders score nothing when the makers take three",
                "메이커가 3트릭 이상이면 수비 쪽은 점수가 없습니다",
            ),
        )
    return Mistake(
        "hand-scoring", text("misremembered the scoring table", "점수표를 잘못 기억했습니다")
    )


def counter_note(item: Mapping[str, Any], rule: str) -> tuple[str, str] | None:
    """Why the game rule a set drills does not decide this hand's outcome."""
    if "scores_after" not in item:
        return None
    variant = item_variant(item)
    after = [int(s) for s in item["scores_after"]]
    target = variant.target
    codes = list(PLAYER_CODES if variant.is_three_hand else TEAM_CODES)
    reached = [i for i, score in enumerate(after) if score >= target]
    score_en = ", ".join(f"{LABELS[c]['en']} {n}" for c, n in zip(codes, after, strict=True))
    score_ko = ", ".join(f"{LABELS[c]['ko']} {n}점" for c, n in zip(codes, after, strict=True))
    if rule == "game-over":
        if reached:
            return None
        return (
            f"Nobody reaches {target} after this hand ({score_en}): the game goes on.",
            f"이번 판이 끝나도 {target}점에 닿은 쪽이 없습니다({score_ko}). 게임은 계속됩니다.",
        )
    if rule == "win-by-two":
        if not reached:
            return (
                f"Nobody reaches {target} ({score_en}), so the two-point rule never comes in.",
                f"{target}점에 닿은 쪽이 없으니({score_ko}) 2점 차 규칙은 따질 필요가 없습니다.",
            )
        lead = abs(after[0] - after[1])
        if lead <= 2:
            return None
        return (
            f"The lead is {lead} points ({score_en}), so winning by two changes nothing here.",
            f"점수 차가 {lead}점이므로({score_ko}) 2점 차 규칙은 여기서 아무것도 바꾸지 않습니다.",
        )
    if rule == "bid-win-rule":
        return (
            f"Only the side at {target} or more that made its bid or set the bidders can win; "
            f"here that rule takes nothing away from anyone ({score_en}).",
            f"{target}점 이상이면서 비드를 성공했거나 상대 비드를 막은 팀만 이길 수 있지만, "
            f"이번에는 이 규칙 때문에 승리를 놓치는 팀이 없습니다({score_ko}).",
        )
    if rule == "three-hand-tie":
        if len(reached) >= 2 and len({after[i] for i in reached}) < len(reached):
            return None
        who = "one player" if len(reached) <= 1 else "each player there has a different score"
        who_ko = "한 명뿐" if len(reached) <= 1 else "모두 점수가 다름"
        return (
            f"No tie at the top: at or above {target} there is {who} ({score_en}).",
            f"최고 점수 동점이 아닙니다. {target}점 이상인 사람은 {who_ko}입니다({score_ko}).",
        )
    return None


KIND_DEF = Kind(KIND, THEMES, generate, check, counter_note=counter_note)
DIAGNOSERS[KIND] = diagnose
