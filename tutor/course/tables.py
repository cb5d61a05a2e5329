"""Strategy tables measured with our own engine, for the lessons' ```table blocks.

Each table comes from deals drawn from one fixed seed. Every decision is played out the
way ``tutor.analysis.calling`` judges calls: the later calls by the heuristics of
``tutor.analysis.deal``, the play by the double-dummy solver, the hand scored with
``score_hand``. A value is the caller's side's points minus the other side's for that
hand ("net points"); each cell gives the mean over its deals and a 95% interval (mean ±
1.96 standard errors, a normal approximation).

The deals come from one random stream, so the first ``CHECK_DEALS`` deals give the same
numbers whatever the full count: the committed file keeps those first numbers under
``check``, and the course test recomputes them (fast) to prove that the committed table
still comes from this code.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tutor.analysis.calling import (
    Contract,
    Table,
    play_out,
    rest_of_calling,
    round_one_call,
    team_value,
)
from tutor.analysis.deal import deal_cards, dealer_discard, heuristic_card
from tutor.analysis.position import Position
from tutor.course.curriculum import default_lessons_dir
from tutor.engine import (
    SUITS,
    Card,
    Rank,
    Suit,
    Variant,
    effective_suit,
    left_bower,
    score_hand,
    trick_winner,
)
from tutor.quiz.kinds.puzzle import line_card

TABLE_NAMES: tuple[str, ...] = (
    "order-up-by-trumps",
    "next-vs-reverse",
    "alone-by-shape",
    "side-aces",
    "alone-top-trumps",
)
SEED = 20261201
DEALS: dict[str, int] = {
    "order-up-by-trumps": 1500,
    "next-vs-reverse": 8000,
    "alone-by-shape": 2000,
    "side-aces": 3000,
    "alone-top-trumps": 20000,
}
CHECK_DEALS = 40  # the prefix the course test recomputes (a few seconds per table)
DEALER = 3  # seats relative to the dealer; the eldest (seat 1) is seat 0
Z95 = 1.96
# A cell of fewer deals shows no figure, only its count: the normal interval is no guide
# below this, and one deal is an anecdote.
MIN_CELL = 20


def tables_dir() -> Path:
    return default_lessons_dir() / "tables"


# -- statistics ------------------------------------------------------------------------------


@dataclass
class Tally:
    """The values of one cell, and the least and most a single value can be (the interval
    is cut there: no mean can lie outside what one hand can score)."""

    bounds: tuple[float, float] = (-math.inf, math.inf)
    values: list[float] = field(default_factory=list)

    def add(self, value: float) -> None:
        self.values.append(value)

    def summary(self) -> dict[str, Any]:
        """Count, mean and 95% interval; only the count below ``MIN_CELL`` values."""
        n = len(self.values)
        if n < MIN_CELL:
            return {"n": n, "mean": None, "low": None, "high": None}
        mean = sum(self.values) / n
        variance = sum((v - mean) ** 2 for v in self.values) / (n - 1)
        half = Z95 * math.sqrt(variance / n)
        least, most = self.bounds
        return {
            "n": n,
            "mean": round(mean, 2),
            "low": round(max(mean - half, least), 2),
            "high": round(min(mean + half, most), 2),
        }


def net_bounds(variant: Variant, alone: bool | None) -> tuple[float, float]:
    """The least and most net points one hand can give a side: as the makers with partner
    (``alone`` False) or alone (True), or either side making anything (None: a pass)."""
    nets = [
        score.makers - score.defenders
        for lone in ((False, True) if alone is None else (alone,))
        for tricks in range(variant.hand_size + 1)
        for score in [score_hand(variant, maker_tricks=tricks, alone=lone)]
    ]
    if alone is None:
        widest = max(abs(net) for net in nets)
        return (-widest, widest)
    return (min(nets), max(nets))


def trumps_held(hand: list[Card], trump: Suit) -> int:
    return sum(1 for card in hand if effective_suit(card, trump) is trump)


def off_aces(hand: list[Card], trump: Suit) -> int:
    return sum(1 for card in hand if card.rank.name == "ACE" and card.suit is not trump)


def _deals(seed: int, purpose: str) -> Iterator[Table]:
    digest = hashlib.sha256(f"{seed}#{purpose}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:8], "big"))  # noqa: S311 - sampling, not secrets
    variant = Variant.preset("standard")
    while True:
        hands, rest = deal_cards(variant, rng)
        yield Table(variant, DEALER, hands, rest[0])


def _net(table: Table, contract: Contract | None, team: int) -> float:
    if contract is None:
        return 0.0
    return team_value(play_out(table, contract), team, None, 10)


# -- the three measurements ------------------------------------------------------------------

SEAT_LABELS = (
    {"en": "1st (dealer's left)", "ko": "1번(딜러 왼쪽)"},
    {"en": "2nd (dealer's partner)", "ko": "2번(딜러 파트너)"},
    {"en": "3rd", "ko": "3번"},
    {"en": "dealer", "ko": "딜러"},
)


def _order_up(table: Table, tallies: dict[tuple[int, int], tuple[Tally, Tally]]) -> None:
    """Each seat in turn, if everyone before it passed (by the heuristics): order up vs pass."""
    trump = table.upcard.suit
    if trump is None:
        return
    for seat in table.order():
        hand = table.hands[seat] + ([table.upcard] if seat == table.dealer else [])
        key = (table.order().index(seat), min(trumps_held(hand, trump), 5))
        order, passing = tallies.setdefault(
            key,
            (Tally(net_bounds(table.variant, False)), Tally(net_bounds(table.variant, None))),
        )
        team = seat % 2
        order.add(_net(table, Contract(trump, seat, False, taken=True), team))
        passing.add(_net(table, rest_of_calling(table, seat, 1), team))
        if round_one_call(table, seat) is not None:
            return  # this seat would have called: the later seats never decide


def _next_vs_reverse(table: Table, tallies: dict[tuple[int, str, int], Tally]) -> None:
    """When all four pass round one: each seat in turn names next, or a reverse-next suit,
    with partner (as if the seats before it had passed round two as well)."""
    turned = table.upcard.suit
    if turned is None or any(round_one_call(table, s) is not None for s in table.order()):
        return
    next_suit = left_bower(turned).suit
    for position, seat in enumerate(table.order()):
        hand = table.hands[seat]
        for suit in SUITS:
            if suit is turned:
                continue
            kind = "next" if suit is next_suit else "reverse"
            count = trumps_held(hand, suit)
            if count == 0:
                continue
            tally = tallies.setdefault(
                (position, kind, min(count, 4)), Tally(net_bounds(table.variant, False))
            )
            tally.add(_net(table, Contract(suit, seat, False, taken=False), seat % 2))


def _alone_by_shape(table: Table, tallies: dict[tuple[int, int], tuple[Tally, Tally]]) -> None:
    """Every seat and suit with three or more trumps: name it alone vs with the partner."""
    for seat in range(4):
        hand = table.hands[seat]
        for suit in SUITS:
            count = trumps_held(hand, suit)
            if count < 3:
                continue
            key = (count, min(off_aces(hand, suit), 2))
            alone, partner = tallies.setdefault(
                key,
                (Tally(net_bounds(table.variant, True)), Tally(net_bounds(table.variant, False))),
            )
            team = seat % 2
            alone.add(_net(table, Contract(suit, seat, True, taken=False), team))
            partner.add(_net(table, Contract(suit, seat, False, taken=False), team))


# The loner shapes the calling lesson names, each hand in exactly one (None: none of them).
LONER_SHAPES: tuple[str, ...] = (
    "top-three-side-ace",
    "top-three-fourth-trump",
    "top-three-fourth-trump-side-ace",
    "four-with-bower-side-ace",
    "four-with-bower-no-ace",
    "five-trumps",
)


def loner_shape(hand: list[Card], trump: Suit) -> str | None:
    """Which of ``LONER_SHAPES`` a five-card hand is with ``trump`` named."""
    trumps = [card for card in hand if effective_suit(card, trump) is trump]
    aces = off_aces(hand, trump)
    right = any(card.rank is Rank.JACK and card.suit is trump for card in trumps)
    left = left_bower(trump) in trumps
    ace = any(card.rank is Rank.ACE and card.suit is trump for card in trumps)
    if len(trumps) == 5:
        return "five-trumps"
    if right and left and ace:
        if len(trumps) == 3:
            return "top-three-side-ace" if aces else None
        return "top-three-fourth-trump-side-ace" if aces else "top-three-fourth-trump"
    if len(trumps) == 4 and (right or left):
        return "four-with-bower-side-ace" if aces else "four-with-bower-no-ace"
    return None


def _alone_top_trumps(table: Table, tallies: dict[str, tuple[Tally, Tally]]) -> None:
    """Every seat and suit whose hand is one of ``LONER_SHAPES``: named alone vs with the
    partner, as in ``_alone_by_shape``."""
    for seat in range(4):
        hand = table.hands[seat]
        for suit in SUITS:
            shape = loner_shape(hand, suit)
            if shape is None:
                continue
            alone, partner = tallies.setdefault(
                shape,
                (Tally(net_bounds(table.variant, True)), Tally(net_bounds(table.variant, False))),
            )
            team = seat % 2
            alone.add(_net(table, Contract(suit, seat, True, taken=False), team))
            partner.add(_net(table, Contract(suit, seat, False, taken=False), team))


def _side_aces(table: Table, engine: Tally, rules: Tally) -> None:
    """The hand the calling heuristics make in round one (with partner), played out twice:
    by the engine (double dummy, ``engine``) and by our rules of thumb, each player seeing
    only its own hand (``heuristic_card``, ``rules``). For each off-suit ace in the hands,
    1 if it took a trick, else 0."""
    contract = None
    for seat in table.order():
        contract = round_one_call(table, seat)
        if contract is not None:
            break
    if contract is None or contract.alone:
        return
    trump = contract.trump
    hands = [list(hand) for hand in table.hands]
    taken = [*hands[table.dealer], table.upcard]
    taken.remove(dealer_discard(taken, trump))
    hands[table.dealer] = taken
    position = Position(
        table.variant,
        trump,
        False,
        table.dealer,
        contract.maker,
        False,
        hands,
        upcard=table.upcard,
        upcard_taken=True,
    )
    aces = [
        card
        for hand in hands
        for card in hand
        if card.rank is Rank.ACE and effective_suit(card, trump) is not trump
    ]
    for tally, player in ((engine, _engine_card), (rules, _rule_of_thumb_card)):
        played = position
        while any(played.hands):
            played = played.play(player(played))
        winners = set()
        for trick in played.history:
            cards = [card for _, card in trick]
            winners.add(cards[trick_winner(cards, trump)])
        for ace in aces:
            tally.add(1.0 if ace in winners else 0.0)


def _engine_card(position: Position) -> Card:
    return line_card(position, position.to_act())


def _rule_of_thumb_card(position: Position) -> Card:
    # No noise: the rules' own card (the generator is never drawn from for a choice).
    return heuristic_card(position, random.Random(0), noise=0.0)  # noqa: S311


# -- tables as data --------------------------------------------------------------------------


def compute(
    name: str, deals: int, *, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    """One table from the first ``deals`` deals of its fixed stream."""
    stream = _deals(SEED, name)
    if name == "order-up-by-trumps":
        order_tallies: dict[tuple[int, int], tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _order_up(next(stream), order_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "seat": SEAT_LABELS[seat],
                "trumps": trumps,
                "order": order.summary(),
                "pass": passing.summary(),
            }
            for (seat, trumps), (order, passing) in sorted(order_tallies.items())
            if trumps >= 1
        ]
    elif name == "next-vs-reverse":
        next_tallies: dict[tuple[int, str, int], Tally] = {}
        for _ in range(deals):
            _next_vs_reverse(next(stream), next_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "seat": SEAT_LABELS[seat],
                "trumps": trumps,
                "next": next_tallies.get((seat, "next", trumps), Tally()).summary(),
                "reverse": next_tallies.get((seat, "reverse", trumps), Tally()).summary(),
            }
            for seat in range(4)
            for trumps in range(1, 5)
        ]
    elif name == "alone-by-shape":
        alone_tallies: dict[tuple[int, int], tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _alone_by_shape(next(stream), alone_tallies)
            if progress:
                progress(1)
        rows = [
            {
                "trumps": trumps,
                "aces": aces,
                "alone": alone.summary(),
                "partner": partner.summary(),
            }
            for (trumps, aces), (alone, partner) in sorted(alone_tallies.items())
        ]
    elif name == "alone-top-trumps":
        shape_tallies: dict[str, tuple[Tally, Tally]] = {}
        for _ in range(deals):
            _alone_top_trumps(next(stream), shape_tallies)
            if progress:
                progress(1)
        empty = (Tally(), Tally())
        rows = [
            {
                "shape": TEXTS["alone-top-trumps"]["shapes"][shape],
                "alone": shape_tallies.get(shape, empty)[0].summary(),
                "partner": shape_tallies.get(shape, empty)[1].summary(),
            }
            for shape in LONER_SHAPES
        ]
    elif name == "side-aces":
        engine, rules = Tally((0.0, 1.0)), Tally((0.0, 1.0))
        for _ in range(deals):
            _side_aces(next(stream), engine, rules)
            if progress:
                progress(1)
        rows = [
            {"aces": TEXTS["side-aces"]["row"], "won": engine.summary(), "rules": rules.summary()}
        ]
    else:
        raise ValueError(f"no table {name!r}: use one of {', '.join(TABLE_NAMES)}")
    return {"deals": deals, "rows": rows}


def build(
    name: str, deals: int, *, progress: Callable[[int], None] | None = None
) -> dict[str, Any]:
    """The whole file: the table, its prefix check, the inputs' fingerprint, the words."""
    check = compute(name, CHECK_DEALS)
    full = compute(name, deals, progress=progress)
    return {
        "name": name,
        "seed": SEED,
        "inputs": inputs_fingerprint(name, deals),
        **{key: TEXTS[name][key] for key in ("title", "method", "columns")},
        "deals": full["deals"],
        "rows": full["rows"],
        "check": check,
    }


def inputs_fingerprint(name: str, deals: int) -> str:
    """What the numbers depend on besides the code: the name, seed and counts."""
    text = json.dumps([name, SEED, deals, CHECK_DEALS, DEALER, MIN_CELL], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def write(name: str, data: dict[str, Any], folder: Path | None = None) -> Path:
    path = (folder or tables_dir()) / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return path


def load_table(name: str, folder: Path | None = None) -> dict[str, Any]:
    if name not in TABLE_NAMES:
        raise ValueError(f"no table {name!r}")
    path = (folder or tables_dir()) / f"{name}.json"
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


# -- the words around the numbers (English and Korean) ---------------------------------------

_EV = {"en": "net points", "ko": "순득점"}
TEXTS: dict[str, dict[str, Any]] = {
    "order-up-by-trumps": {
        "title": {
            "en": "Ordering up in round one: net points by seat and trumps held",
            "ko": "첫 바퀴 오더업: 자리와 으뜸패 수에 따른 순득점",
        },
        "method": {
            "en": "Random deals from a fixed seed; each seat is counted only when the seats "
            "before it would pass. Order up: the dealer takes the turn-up and discards, the "
            "play is solved double-dummy (all cards seen), the hand scored in points for the "
            "caller's side minus the other side's. Pass: the rest of the calling follows our "
            "quiz heuristics. The dealer's trumps include the turn-up. Interval: 95%.",
            "ko": "고정 시드로 뽑은 무작위 딜. 앞 자리가 모두 패스할 때만 그 자리를 셉니다. "
            "오더업하면 딜러가 턴업을 가져와 한 장을 버리고, 플레이는 모든 카드를 보고 푸는 "
            "더블 더미 해법으로 진행하며, 부른 쪽 점수에서 상대 점수를 뺀 값을 씁니다. "
            "패스하면 나머지 콜은 퀴즈의 판단 규칙을 따릅니다. 딜러의 으뜸패 수에는 턴업이 "
            "들어갑니다. 구간: 95%.",
        },
        "columns": [
            {"key": "seat", "en": "Seat", "ko": "자리"},
            {"key": "trumps", "en": "Trumps held", "ko": "으뜸패 수"},
            {"key": "order", "en": "Order up: " + _EV["en"], "ko": "오더업: " + _EV["ko"]},
            {"key": "pass", "en": "Pass: " + _EV["en"], "ko": "패스: " + _EV["ko"]},
        ],
    },
    "next-vs-reverse": {
        "title": {
            "en": "Round two, seat by seat: naming next or reverse next",
            "ko": "둘째 바퀴 자리별: 넥스트와 리버스 넥스트",
        },
        "method": {
            "en": "Random deals from a fixed seed in which all four seats would pass round one "
            "(by our quiz heuristics). Each seat in turn names a suit with partner, as if the "
            "seats before it had passed round two too: next is the suit of the same colour as "
            "the turned-down card, reverse next either suit of the other colour. Play solved "
            "double-dummy, net points for the naming side. Interval: 95%.",
            "ko": "고정 시드로 뽑은 무작위 딜 가운데, 퀴즈의 판단 규칙으로 첫 바퀴에서 네 명 "
            "모두 패스하는 딜만 씁니다. 앞 자리가 둘째 바퀴에서도 패스했다고 보고, 각 자리가 "
            "차례로 파트너와 함께 무늬를 정합니다. "
            "넥스트는 엎은 카드와 같은 색의 무늬, 리버스 넥스트는 다른 색의 두 무늬입니다. "
            "플레이는 더블 더미 해법, 값은 정한 쪽의 순득점입니다. 구간: 95%.",
        },
        "columns": [
            {"key": "seat", "en": "Seat", "ko": "자리"},
            {"key": "trumps", "en": "Trumps held in the named suit", "ko": "정한 무늬의 으뜸패 수"},
            {"key": "next", "en": "Next: " + _EV["en"], "ko": "넥스트: " + _EV["ko"]},
            {
                "key": "reverse",
                "en": "Reverse next: " + _EV["en"],
                "ko": "리버스 넥스트: " + _EV["ko"],
            },
        ],
    },
    "alone-by-shape": {
        "title": {
            "en": "Going alone or with partner: net points by hand shape",
            "ko": "혼자 하기와 파트너와 하기: 패 모양에 따른 순득점",
        },
        "method": {
            "en": "Random deals from a fixed seed; every seat and suit with three or more "
            "trumps, named as trump without a turn-up exchange, the dealer's left leading "
            "(or the next seat in when that player sits out). Play solved double-dummy, net "
            "points for the maker's side. Off aces: aces of the other suits (2 means two or "
            "more). Interval: 95%.",
            "ko": "고정 시드로 뽑은 무작위 딜에서, 으뜸패가 세 장 이상인 모든 자리와 무늬를 "
            "턴업 교환 없이 으뜸패로 정한 경우입니다. 첫 리드는 딜러 왼쪽(그 사람이 빠지면 "
            "다음 사람). 플레이는 더블 더미 해법, 값은 메이커 쪽 순득점입니다. 옆 무늬 "
            "에이스 2는 두 장 이상을 뜻합니다. 구간: 95%.",
        },
        "columns": [
            {"key": "trumps", "en": "Trumps", "ko": "으뜸패 수"},
            {"key": "aces", "en": "Off aces", "ko": "옆 무늬 에이스"},
            {"key": "alone", "en": "Alone: " + _EV["en"], "ko": "혼자: " + _EV["ko"]},
            {"key": "partner", "en": "With partner: " + _EV["en"], "ko": "파트너와: " + _EV["ko"]},
        ],
    },
}
TEXTS["side-aces"] = {
    "title": {
        "en": "Off-suit aces in the engine's play",
        "ko": "엔진의 플레이에서 옆 무늬 에이스",
    },
    "method": {
        "en": "Random deals from a fixed seed in which a seat would call trump in round one "
        "with partner (by our quiz heuristics). The hand is played out card by card, each "
        "player choosing a double-dummy best card for its side (all cards seen), and again "
        "by our rules of thumb, each player seeing only its own hand (lead high, win "
        "cheaply, else play low). Each "
        "off-suit ace in the four hands counts 1 if it took a trick, 0 if not: the mean is the "
        "share that won. Interval: 95%.",
        "ko": "고정 시드로 뽑은 무작위 딜 가운데, 퀴즈의 판단 규칙으로 누군가 첫 바퀴에서 "
        "파트너와 함께 으뜸패를 정하는 딜입니다. 모든 카드를 보고 각자 자기 쪽에 가장 좋은 "
        "카드를 내는 더블 더미 방식으로 한 장씩 끝까지 치고, 같은 딜을 자기 패만 보는 "
        "경험칙(높은 카드 리드, 싸게 이기기, 못 이기면 낮게)으로도 칩니다. "
        "네 사람 손에 있는 옆 무늬 에이스마다 트릭을 가져오면 1, 못 가져오면 0으로 "
        "셉니다. 평균이 이긴 비율입니다. 구간: 95%.",
    },
    "columns": [
        {"key": "aces", "en": "Aces counted", "ko": "센 에이스"},
        {"key": "won", "en": "Took a trick: engine", "ko": "트릭을 가져온 비율: 엔진"},
        {"key": "rules", "en": "Took a trick: rules of thumb", "ko": "트릭을 가져온 비율: 경험칙"},
    ],
    "row": {"en": "Off-suit aces", "ko": "옆 무늬 에이스"},
}

# The notes under every measured table (``table_notes``).
NOTES: dict[str, dict[str, str]] = {
    "few": {
        "en": "—: fewer than {min} deals in the cell, too few to show a figure (n is the count).",
        "ko": "—: 그 칸의 딜이 {min}개보다 적어 수치를 싣지 않았습니다(n은 딜 수).",
    },
    "bounds": {
        "en": "Intervals stop at the least and most net points one hand can give: −2 to +2 "
        "with partner, −2 to +4 alone, −4 to +4 after a pass.",
        "ko": "구간은 한 판에서 나올 수 있는 순득점의 범위에서 끊습니다. 파트너와 하면 −2에서 "
        "+2, 혼자 하면 −2에서 +4, 패스한 뒤에는 −4에서 +4입니다.",
    },
    "double-dummy": {
        "en": "The engine plays every deal double dummy: each player sees all the cards, so a "
        "side ace is trumped or kept from winning wherever that pays. In its play an off-suit "
        "ace takes a trick {share}% of the time; played by rules of thumb, each player "
        "seeing only its own hand, the same aces took {rules}% ({aces} aces in {deals} "
        "deals). At a human table side aces win more often than in the engine's play, so "
        "hands that count on them do better there than these figures show.",
        "ko": "엔진은 모든 딜을 더블 더미로 칩니다. 모든 사람이 모든 카드를 보므로, 옆 무늬 "
        "에이스는 그쪽이 이득일 때마다 잘리거나 이기지 못하게 막힙니다. 엔진의 플레이에서 옆 "
        "무늬 에이스가 트릭을 가져오는 비율은 {share}%이고, 각자 자기 패만 보는 경험칙으로 "
        "치면 같은 에이스가 {rules}% 이겼습니다({deals}딜의 에이스 {aces}장). 다른 사람의 "
        "패를 볼 수 없는 실제 테이블에서는 옆 무늬 에이스가 엔진의 플레이보다 더 자주 "
        "이기므로, 에이스에 기대는 패는 이 표의 수치보다 실제로 더 낫습니다.",
    },
}


def _cells(table: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for row in table["rows"]:
        for value in row.values():
            if isinstance(value, dict) and "n" in value:
                yield value


def table_notes(table: dict[str, Any], lang: str, folder: Path | None = None) -> list[str]:
    """The notes printed under a measured table: cells too small to show (if any), where
    the intervals stop (net-point tables), and the double-dummy caveat with the measured
    share of off-suit aces that win a trick."""
    notes: list[str] = []
    if any(cell["n"] and cell["mean"] is None for cell in _cells(table)):
        notes.append(NOTES["few"][lang].format(min=MIN_CELL))
    if table["name"] != "side-aces":
        notes.append(NOTES["bounds"][lang])
    aces = load_table("side-aces", folder)
    won = aces["rows"][0]["won"]
    notes.append(
        NOTES["double-dummy"][lang].format(
            share=round(100 * won["mean"]),
            rules=round(100 * aces["rows"][0]["rules"]["mean"]),
            aces=f"{won['n']:,}",
            deals=f"{aces['deals']:,}",
        )
    )
    return notes


TEXTS["alone-top-trumps"] = {
    "title": {
        "en": "The loner hands of the calling lesson: alone or with partner",
        "ko": "부르기 작전 레슨의 혼자 하기 패: 혼자인가 파트너와인가",
    },
    "method": {
        "en": "Random deals from a fixed seed; every seat and suit whose hand has one of these "
        "shapes, named as trump without a turn-up exchange, the dealer's left leading (or the "
        "next seat in when that player sits out). Play solved double-dummy, net points for "
        "the maker's side. Top three: the right bower, the left bower and the ace of trumps. "
        "Side ace: an ace of another suit. Interval: 95%.",
        "ko": "고정 시드로 뽑은 무작위 딜에서, 패가 아래 모양인 모든 자리와 무늬를 턴업 교환 "
        "없이 으뜸패로 정한 경우입니다. 첫 리드는 딜러 왼쪽(그 사람이 빠지면 다음 사람). "
        "플레이는 더블 더미 해법, 값은 메이커 쪽 순득점입니다. 상위 세 장: 라이트 바우어, "
        "레프트 바우어, 으뜸패 에이스. 옆 무늬 에이스: 다른 무늬의 에이스. 구간: 95%.",
    },
    "columns": [
        {"key": "shape", "en": "Hand", "ko": "패"},
        {"key": "alone", "en": "Alone: " + _EV["en"], "ko": "혼자: " + _EV["ko"]},
        {"key": "partner", "en": "With partner: " + _EV["en"], "ko": "파트너와: " + _EV["ko"]},
    ],
    "shapes": {
        "top-three-side-ace": {
            "en": "Top three trumps and a side ace",
            "ko": "상위 으뜸패 세 장과 옆 무늬 에이스",
        },
        "top-three-fourth-trump": {
            "en": "Top three trumps and a fourth trump, no side ace",
            "ko": "상위 으뜸패 세 장과 네 번째 으뜸패, 옆 무늬 에이스 없음",
        },
        "top-three-fourth-trump-side-ace": {
            "en": "Top three trumps, a fourth trump and a side ace",
            "ko": "상위 으뜸패 세 장, 네 번째 으뜸패, 옆 무늬 에이스",
        },
        "four-with-bower-side-ace": {
            "en": "Four trumps with a bower (not the top three) and a side ace",
            "ko": "바우어가 낀 으뜸패 네 장(상위 세 장은 아님)과 옆 무늬 에이스",
        },
        "four-with-bower-no-ace": {
            "en": "Four trumps with a bower (not the top three), no side ace",
            "ko": "바우어가 낀 으뜸패 네 장(상위 세 장은 아님), 옆 무늬 에이스 없음",
        },
        "five-trumps": {"en": "Five trumps", "ko": "으뜸패 다섯 장"},
    },
}
