"""bid-auction: Bid Euchre's auction rules on a real auction, worked out by the engine.

Each item shows an auction (from the dealer's left, each player once) and asks what the
rules say next: may this player bid the same as the high bid (only the dealer may, ruling
P4), the lowest bid a player may make, may the dealer pass (not when the other three all
passed: the forced dealer bid, rules-spec E17b), who declares, who leads the first trick
(the declarer, 2.5), and what a made or set bid scores (E17e-f). The engine's ``Deal``
plays the calls, so the answer is what the engine allows; the checker plays them again.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import CONTRACTS, PASS, Call, call_action, declare_action
from tutor.analysis.position import item_variant
from tutor.engine import (
    Bid,
    Deal,
    EngineError,
    Pass,
    Phase,
    Variant,
    score_hand,
)
from tutor.quiz.bank import QuizItem
from tutor.quiz.grading import DIAGNOSERS, Mistake
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    Kind,
    Spec,
    base_item,
    require,
    text,
)
from tutor.quiz.kinds.bids import (
    calls_sentence,
    contract_as_ko,
    contract_words,
    tricks_en,
    tricks_ko,
)
from tutor.quiz.words import count_en, josa, lines, seat_en, seat_ko

KIND = "bid-auction"
SEATS = ("north", "east", "south", "west")
THEMES = (
    "dealer-equal",
    "higher-bid",
    "forced-bid",
    "dealer-may-pass",
    "declarer",
    "first-lead",
    "bid-made",
    "bid-set",
)
YES_NO = {"yes": {"en": "Yes", "ko": "예"}, "no": {"en": "No", "ko": "아니요"}}
SIDES = ("north-south", "east-west")
SIDE_WORDS = {
    "north-south": ("North–South", "남북 팀"),
    "east-west": ("East–West", "동서 팀"),
}


def _side_of(seat: int) -> str:
    return SIDES[seat % 2]


def _dummy_deal(variant: Variant, dealer: int) -> Deal:
    """The cards do not change what the auction allows: a fixed deal keeps checks exact."""
    pack = list(variant.cards())
    return Deal(variant, [pack[i * 6 : (i + 1) * 6] for i in range(4)], dealer=dealer)


def replay(variant: Variant, dealer: int, calls: Sequence[Call]) -> Deal:
    """The auction as the engine plays it; an illegal call raises ``EngineError``."""
    deal = _dummy_deal(variant, dealer)
    for seat, tricks in calls:
        if deal.to_act != seat:
            raise EngineError(f"seat {seat} is not next to bid")
        deal.push(call_action(tricks))
    return deal


def answer_of(variant: Variant, q: Mapping[str, Any]) -> str:
    """The answer to question ``q`` under the engine's rules."""
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    deal = replay(variant, dealer, calls)
    kind = str(q["type"])
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        if deal.phase is not Phase.BIDDING:
            raise EngineError("the auction is over")
        legal = deal.legal_actions()
        bids = sorted(a.tricks for a in legal if isinstance(a, Bid))
        if kind == "may-equal":
            return "yes" if Bid(int(q["tricks"])) in legal else "no"
        if kind == "may-pass":
            return "yes" if Pass() in legal else "no"
        return str(bids[0]) if bids else PASS
    if deal.phase is not Phase.DECLARE:
        raise EngineError("the auction is not over")
    declarer = deal.maker_or_raise()
    if kind == "declarer":
        return SEATS[declarer]
    deal.push(declare_action(str(q["contract"])))
    if kind == "first-lead":
        return SEATS[int(deal.to_act or 0)]
    if kind == "score":
        bid = deal.bid
        score = score_hand(variant, maker_tricks=int(q["maker_tricks"]), bid=bid)
        asked = str(q["side"])
        return str(score.makers if asked == _side_of(declarer) else score.defenders)
    raise ValueError(f"unknown bid-auction question {kind!r}")


# -- drawing an auction ---------------------------------------------------------------------


def _random_calls(variant: Variant, dealer: int, rng: random.Random, until: int | None) -> Deal:
    """Calls at random among the legal ones (passes half the time), up to ``until``'s turn
    (None: the whole auction)."""
    deal = _dummy_deal(variant, dealer)
    while deal.phase is Phase.BIDDING and deal.to_act != until:
        legal = deal.legal_actions()
        bids = [a for a in legal if isinstance(a, Bid)]
        if Pass() in legal and (rng.random() < 0.5 or not bids):
            deal.push(Pass())
        else:
            # Low bids are the common ones.
            weights = [4, 3, 2, 1][: len(bids)]
            deal.push(rng.choices(bids, weights=weights)[0])
    return deal


def _calls(deal: Deal) -> list[dict[str, int | None]]:
    calls: list[dict[str, int | None]] = []
    for call in deal.calls:
        if isinstance(call.action, Bid):
            calls.append({"seat": call.seat, "bid": call.action.tricks})
        elif isinstance(call.action, Pass):
            calls.append({"seat": call.seat, "bid": None})
    return calls


def _high(deal: Deal) -> int | None:
    return deal.bid


def _draw(variant: Variant, theme: str, rng: random.Random) -> dict[str, Any] | None:
    dealer = rng.randrange(4)
    q: dict[str, Any] = {"dealer": dealer}
    if theme in ("dealer-equal", "higher-bid", "forced-bid", "dealer-may-pass"):
        asked = dealer if theme != "higher-bid" else (dealer + rng.randrange(2, 4)) % 4
        deal = _random_calls(variant, dealer, rng, asked)
        high = _high(deal)
        if theme == "forced-bid" and high is not None:
            return None
        if theme in ("dealer-equal", "higher-bid", "dealer-may-pass") and high is None:
            return None
        q["asked"] = asked
        q["bids"] = _calls(deal)
        if theme == "forced-bid":
            q["type"] = rng.choice(("may-pass", "lowest-bid"))
        elif theme == "dealer-may-pass":
            q["type"] = "may-pass"
        else:
            q["type"] = rng.choice(("may-equal", "lowest-bid"))
            q["tricks"] = high
        return q
    deal = _random_calls(variant, dealer, rng, None)
    q["bids"] = _calls(deal)
    declarer = deal.maker_or_raise()
    if theme == "declarer":
        q["type"] = "declarer"
        return q
    q["contract"] = rng.choice(CONTRACTS)
    if theme == "first-lead":
        q["type"] = "first-lead"
        return q
    bid = int(deal.bid or 3)
    made = theme == "bid-made"
    q["type"] = "score"
    if made and bid < 6 and rng.random() < 0.7:
        # Mostly short of all six: "6" must not become the answer by habit.
        q["maker_tricks"] = rng.randint(bid, 5)
    else:
        q["maker_tricks"] = rng.randint(bid, 6) if made else rng.randint(0, bid - 1)
    q["side"] = rng.choice(SIDES) if rng.random() < 0.4 else _side_of(declarer)
    return q


def _choices(q: Mapping[str, Any], answer: str, rng: random.Random) -> Item:
    kind = str(q["type"])
    if kind in ("may-equal", "may-pass"):
        return {"choices": list(YES_NO), "choice_labels": YES_NO}
    if kind == "lowest-bid":
        options = [PASS, "3", "4", "5", "6"]
        labels = {o: {"en": o, "ko": o} for o in options[1:]}
        labels[PASS] = {"en": "None: only pass", "ko": "없음: 패스만 가능"}
        return {"choices": options, "choice_labels": labels}
    if kind in ("declarer", "first-lead"):
        labels = {s: {"en": seat_en(i), "ko": seat_ko(i)} for i, s in enumerate(SEATS)}
        return {"choices": list(SEATS), "choice_labels": labels}
    value = int(answer)
    bid = int(q["bid_of"])
    tricks = int(q["maker_tricks"])
    candidates = {value, tricks, 6 - tricks, -bid, bid, value + 1, value - 1}
    others = sorted(c for c in candidates if c != value)
    rng.shuffle(others)
    numbers = sorted([value, *others[:3]])
    return {"choices": [str(n) for n in numbers]}


# -- words ------------------------------------------------------------------------------------


def _who(seat: int) -> tuple[str, str]:
    return seat_en(seat), seat_ko(seat)


def question_text(q: Mapping[str, Any]) -> tuple[str, str]:
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    d_en, d_ko = _who(dealer)
    opening_en = f"Bid Euchre. {d_en} deals."
    opening_ko = f"비드 유커. {josa(d_ko, '이')} 딜러입니다."
    calls_en, calls_ko = calls_sentence(calls, None, dealer)
    kind = str(q["type"])
    en = [opening_en, calls_en]
    ko = [opening_ko, calls_ko]
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        a_en, a_ko = _who(int(q["asked"]))
        en.append(f"It is {a_en}'s turn to bid.")
        ko.append(f"이제 {a_ko} 차례입니다.")
        if kind == "may-equal":
            tricks = int(q["tricks"])
            en.append(f"May {a_en} bid {tricks}, the same as the high bid?")
            ko.append(
                f"{josa(a_ko, '은')} 가장 높은 비드와 같은 {josa(str(tricks), '을')} "
                "부를 수 있을까요?"
            )
        elif kind == "may-pass":
            en.append(f"May {a_en} pass?")
            ko.append(f"{josa(a_ko, '은')} 패스할 수 있을까요?")
        else:
            en.append(f"What is the lowest bid {a_en} may make?")
            ko.append(f"{josa(a_ko, '이')} 부를 수 있는 가장 낮은 비드는?")
    elif kind == "declarer":
        # "Game" is the whole game to 32 elsewhere in the course: say "declares".
        en.append(
            "Who declares (names trump, no-trump high or no-trump low) and plays the contract?"
        )
        ko.append("누가 으뜸패(또는 노트럼프 하이·로우)를 정하고 계약을 맡을까요?")
    else:
        contract = str(q["contract"])
        en.append(f"The winner of the auction declares {contract_words(contract, 'en')}.")
        ko.append(f"계약을 따낸 사람이 {contract_as_ko(contract)} 선언합니다.")
        if kind == "first-lead":
            en.append("Who leads the first trick?")
            ko.append("첫 트릭은 누가 리드할까요?")
        else:
            tricks = int(q["maker_tricks"])
            side_en, side_ko = SIDE_WORDS[str(q["side"])]
            en.append(f"The bidding side takes {tricks_en(tricks)}.")
            if tricks == 0:
                ko.append("계약한 팀은 한 트릭도 가져오지 못합니다.")
            else:
                ko.append(f"계약한 팀이 {tricks_ko(tricks)} 가져옵니다.")
            en.append(f"How many points does {side_en} score for this hand?")
            ko.append(f"이번 판에서 {josa(side_ko, '은')} 몇 점을 얻을까요?")
    return " ".join(en), " ".join(ko)


def explanation(variant: Variant, q: Mapping[str, Any], answer: str) -> dict[str, str]:
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    deal = replay(variant, dealer, calls)
    kind = str(q["type"])
    en: list[str] = []
    ko: list[str] = []
    high = deal.bid
    if kind in ("may-equal", "lowest-bid", "may-pass"):
        asked = int(q["asked"])
        a_en, a_ko = _who(asked)
        if asked == dealer and high is None:
            en.append(
                "All three others passed, so the dealer may not pass: the dealer must bid, "
                "and 3 is the lowest bid."
            )
            ko.append(
                "다른 세 사람이 모두 패스했으니 딜러는 패스할 수 없습니다. 반드시 비드해야 하고, "
                "가장 낮은 비드는 3입니다."
            )
        elif asked == dealer:
            en.append(
                f"{a_en} is the dealer, who bids last and may take the contract by equalling "
                f"the high bid, {high}, or pass."
            )
            ko.append(
                f"{josa(a_ko, '은')} 마지막에 비드하는 딜러라서, "
                f"가장 높은 비드 {josa(str(high), '와')} "
                "같은 수로 계약을 가져오거나 패스할 수 있습니다."
            )
        elif high is None:
            en.append("Nobody has bid yet: any bid from 3 to 6 is allowed, or a pass.")
            ko.append(
                "아직 아무도 비드하지 않았으니 3부터 6까지 아무 수나 부르거나 패스할 수 있습니다."
            )
        else:
            en.append(
                f"{a_en} is not the dealer, so a bid must be higher than the high bid, "
                f"{high}; only the dealer may equal it."
            )
            ko.append(
                f"{josa(a_ko, '은')} 딜러가 아니므로 가장 높은 비드인 {high}보다 높게 불러야 "
                "합니다. 같은 수는 딜러만 부를 수 있습니다."
            )
            if high == 6:
                en.append("Nothing is higher than 6, so a pass is the only call.")
                ko.append("6보다 높은 비드는 없으니 패스만 할 수 있습니다.")
    else:
        declarer = deal.maker_or_raise()
        x_en, x_ko = _who(declarer)
        equalled = (
            calls[-1][0] == dealer
            and calls[-1][1] is not None
            and any(t == calls[-1][1] for s, t in calls[:-1])
        )
        if equalled:
            en.append(
                f"The dealer, {x_en}, equalled the high bid of {high}: the dealer's privilege, "
                "so the dealer takes the contract."
            )
            ko.append(
                f"딜러인 {josa(x_ko, '이')} 가장 높은 비드 {josa(str(high), '와')} "
                "같은 수를 불렀습니다. "
                "딜러의 특권이라 계약은 딜러가 가져갑니다."
            )
        else:
            en.append(f"The high bid, {high}, is {x_en}'s: {x_en} declares.")
            ko.append(
                f"가장 높은 비드 {josa(str(high), '을')} {josa(x_ko, '이')} 불렀으므로 "
                f"계약자는 {x_ko}입니다."
            )
        if kind == "first-lead":
            en.append("In Bid Euchre the declarer leads the first trick, not the dealer's left.")
            ko.append("비드 유커에서는 딜러 왼쪽이 아니라 계약자가 첫 트릭을 리드합니다.")
        elif kind == "score":
            tricks = int(q["maker_tricks"])
            side = _side_of(declarer)
            m_en, m_ko = SIDE_WORDS[side]
            o_en, o_ko = SIDE_WORDS[SIDES[1 - SIDES.index(side)]]
            score = score_hand(variant, maker_tricks=tricks, bid=high)
            if tricks >= int(high or 3):
                en.append(
                    f"{m_en} bid {high} and took {tricks}: made, so each side scores one point per "
                    f"trick: {m_en} {score.makers:+d}, {o_en} {score.defenders:+d}."
                )
                ko.append(
                    f"{josa(m_ko, '이')} {josa(str(high), '을')} 부르고 "
                    f"{tricks}트릭을 가져와 계약을 지켰으니 두 팀 모두 "
                    f"트릭마다 1점: {m_ko} {score.makers:+d}, {o_ko} {score.defenders:+d}."
                )
            else:
                en.append(
                    f"{m_en} bid {high} but took only {count_en(tricks, 'trick')}: set, so {m_en} "
                    f"loses {high} and {o_en} still scores its {count_en(6 - tricks, 'trick')}: "
                    f"{m_en} {score.makers:+d}, "
                    f"{o_en} {score.defenders:+d}."
                )
                ko.append(
                    f"{josa(m_ko, '이')} {josa(str(high), '을')} 불렀지만 "
                    f"{tricks}트릭만 가져와 실패했으니 {josa(m_ko, '은')} "
                    f"{high}점을 잃고, {josa(o_ko, '은')} 가져온 {6 - tricks}트릭만큼 얻습니다: "
                    f"{m_ko} {score.makers:+d}, {o_ko} {score.defenders:+d}."
                )
    return text(lines(en), lines(ko))


# -- kind entry points ----------------------------------------------------------------------


def generate(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    if not variant.is_bid:
        raise GenerationError(f"bid-auction items are Bid Euchre's, not {variant.name}")
    chosen = theme or rng.choice(THEMES)
    q = _draw(variant, chosen, rng)
    if q is None:
        return None
    try:
        answer = answer_of(variant, q)
    except EngineError:
        return None
    if q["type"] == "score":
        deal = replay(
            variant, int(q["dealer"]), [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
        )
        q["bid_of"] = int(deal.bid or 3)
    item = base_item(spec, number)
    en, ko = question_text(q)
    item.update(
        {
            "trump": None,
            "no_trump": None,
            "dealer": int(q["dealer"]),
            "bids": q["bids"],
            "question": q,
            "answer": [answer],
            "themes": [chosen],
            "prompt": text(en, ko),
            "explanation": explanation(variant, q, answer),
        }
    )
    item.update(_choices(q, answer, rng))
    if answer not in item["choices"]:
        return None
    return item


def _theme_holds(variant: Variant, q: Mapping[str, Any], theme: str) -> bool:
    """The item's theme says what its auction is (the engine's view of it)."""
    dealer = int(q["dealer"])
    calls = [(int(c["seat"]), c.get("bid")) for c in q["bids"]]
    deal = replay(variant, dealer, calls)
    if theme in ("dealer-equal", "forced-bid", "dealer-may-pass"):
        if q.get("asked") != dealer:
            return False
        return (deal.bid is None) == (theme == "forced-bid")
    if theme == "higher-bid":
        return q.get("asked") != dealer and deal.bid is not None
    if theme in ("bid-made", "bid-set"):
        made = int(q["maker_tricks"]) >= int(deal.bid or 3)
        return made == (theme == "bid-made")
    return theme in ("declarer", "first-lead")


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Play the auction again with the engine and re-derive the answer."""
    variant = item_variant(item)
    require(variant.is_bid, item, "Bid Euchre only")
    q = item["question"]
    require(isinstance(q, Mapping), item, "question")
    require(list(item["bids"]) == list(q["bids"]), item, "the bids shown are the question's")
    try:
        answer = answer_of(variant, q)
    except EngineError as error:
        raise ValueError(f"the engine refuses the auction: {error}") from error
    require(item["answer"] == [answer], item, f"the answer is {answer}")
    require(answer in item["choices"], item, "the answer is not a choice")
    require(len(set(item["choices"])) == len(item["choices"]), item, "a choice repeats")
    themes = list(item["themes"])
    require(len(themes) == 1 and themes[0] in THEMES, item, "themes")
    require(_theme_holds(variant, q, themes[0]), item, f"not a {themes[0]} question")
    en, ko = question_text(q)
    require(item["prompt"] == text(en, ko), item, "the prompt")


_MISTAKES: dict[str, tuple[str, str]] = {
    "dealer-equal": (
        "forgot the dealer's privilege: the dealer may take the contract at an equal bid",
        "딜러는 같은 수로 계약을 가져올 수 있다는 특권을 놓쳤습니다",
    ),
    "higher-bid": (
        "let a player other than the dealer equal the high bid: only the dealer may",
        "딜러가 아닌 사람도 같은 수를 부를 수 있다고 봤습니다. 같은 수는 딜러만 가능합니다",
    ),
    "forced-bid": (
        "forgot that the dealer must bid when the other three passed",
        "다른 세 사람이 패스하면 딜러가 반드시 비드해야 한다는 것을 놓쳤습니다",
    ),
    "dealer-may-pass": (
        "thought the dealer must bid although someone already bid",
        "이미 누군가 비드했는데도 딜러가 반드시 비드해야 한다고 봤습니다",
    ),
    "declarer": (
        "missed who holds the high bid (the dealer wins it by equalling)",
        "누가 가장 높은 비드를 가졌는지 놓쳤습니다(딜러는 같은 수로도 가져옵니다)",
    ),
    "first-lead": (
        "let the dealer's left lead: in Bid Euchre the declarer leads first",
        "딜러 왼쪽이 리드한다고 봤습니다. 비드 유커에서는 계약자가 먼저 리드합니다",
    ),
    "bid-made": (
        "scored the bid instead of the tricks: a made bid scores each side its tricks",
        "트릭 대신 비드한 수로 셌습니다. 계약을 지키면 두 팀 모두 트릭만큼 얻습니다",
    ),
    "bid-set": (
        "scored a set bid wrongly: the bidders lose their bid, the others score their tricks",
        "실패한 계약의 점수를 잘못 셌습니다. 비드한 팀은 부른 수만큼 잃고, "
        "상대는 트릭만큼 얻습니다",
    ),
}


def diagnose(quiz_item: QuizItem, given: list[str]) -> Mistake | None:
    theme = str((quiz_item.themes or ["declarer"])[0])
    en, ko = _MISTAKES.get(theme, _MISTAKES["declarer"])
    return Mistake(f"bid-auction-{theme}", text(en, ko))


KIND_DEF = Kind(KIND, THEMES, generate, check)
DIAGNOSERS[KIND] = diagnose
