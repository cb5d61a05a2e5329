"""Bid Euchre's auction: how many to bid and what to declare (judged in points), and the
auction's rules (worked out by the engine).

``bid-amount``: the player has seen the bids so far and holds six cards; pass, or which
bid? ``bid-declare``: the player won the auction; which contract (a trump suit, no-trump
high, no-trump low)? Both play every option out on sampled deals of the unseen cards that
agree with the bids seen (``tutor.analysis.bidding``) and are proven on fresh deals by the one
proof (``tutor.analysis.proof``). Bid Euchre has no strategy principle in rules-spec §4, so
their explanations rest on the scoring (§2.5) and the proven figures.

``bid-auction``: the auction's rules as the engine applies them: the lowest bid a player
may make (higher than the high bid; the dealer may equal it, ruling P4), whether the
dealer may pass (not when all three others passed, E17b), who declares, who leads the
first trick (the declarer), and what a made or set bid scores.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    CONTRACTS,
    NT_HIGH,
    NT_LOW,
    PASS,
    Auction,
    BidJudge,
    Call,
    OptionPlayer,
    Outcome,
    auction_of,
    auction_until,
    call_action,
    contract_of,
    counted_contract,
    finish_auction,
    play_contract,
)
from tutor.analysis.calling import CallJudgement
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    claim_problem,
    confirm,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    SUITS,
    Bid,
    Card,
    Deal,
    Declare,
    Pass,
    Phase,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
    parse_card,
)
from tutor.quiz.kinds.base import (
    GenerationError,
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    mark_counter,
    require,
    text,
)
from tutor.quiz.words import (
    capital,
    card_ko,
    cards_ko,
    cards_text,
    count_en,
    josa,
    lines,
    percent,
    rounds_to_nothing,
    seat_name,
    suit_en,
    suit_ko,
)

BID_AMOUNT_KIND = "bid-amount"
BID_DECLARE_KIND = "bid-declare"
BID_AUCTION_KIND = "bid-auction"

PRESCREEN = 8
# Rules-spec §4 has no principle about bidding or declaring in Bid Euchre: the items say
# so (``"principle": null``) and explain by the scoring (2.5) and the proven figures.
NO_PRINCIPLE = None
SELECTION_SAMPLES = 32
SELECTION_MARGIN = 1.5 * MARGIN_POINTS


def _require_bid(variant: Variant, kind: str) -> None:
    if not variant.is_bid:
        raise GenerationError(f"{kind} items are Bid Euchre's; not {variant.name}")


# -- shared words ----------------------------------------------------------------------------


def _seat(seat: int, you: int | None, lang: str) -> str:
    return seat_name(seat, you, 4, lang)


def _call_words(tricks: int | None, lang: str, *, yours: bool = False) -> str:
    if lang == "ko":
        return "패스" if tricks is None else f"{tricks} 비드"
    if tricks is None:
        return "pass" if yours else "passes"
    return f"bid {tricks}" if yours else f"bids {tricks}"


def calls_sentence(calls: Sequence[Call], you: int | None, dealer: int) -> tuple[str, str]:
    """The auction so far in words, from the dealer's left."""
    if not calls:
        if you == (dealer + 1) % 4:
            return (
                "You bid first, on the dealer's left.",
                "딜러 왼쪽인 당신이 가장 먼저 비드합니다.",
            )
        return "Nobody has bid yet.", "아직 아무도 비드하지 않았습니다."
    en = ", ".join(
        f"{_seat(s, you, 'en')} {_call_words(t, 'en', yours=s == you)}" for s, t in calls
    )
    ko = ", ".join(f"{_seat(s, you, 'ko')} {_call_words(t, 'ko')}" for s, t in calls)
    if len(calls) >= 4:
        # Once round (rules-spec 2.5): all four have spoken and the auction is over.
        return f"The bidding, from the dealer's left: {en}.", f"딜러 왼쪽부터 비드: {ko}."
    return (
        f"The bidding so far, from the dealer's left: {en}.",
        f"딜러 왼쪽부터 지금까지의 비드: {ko}.",
    )


def _dealer_sentence(dealer: int, you: int | None) -> tuple[str, str]:
    if you == dealer:
        return "You are the dealer and bid last.", "당신이 딜러이고 마지막에 비드합니다."
    name_en, name_ko = _seat(dealer, you, "en"), _seat(dealer, you, "ko")
    return f"The dealer is {name_en}.", f"딜러는 {name_ko}입니다."


def contract_words(code: str, lang: str) -> str:
    trump, low = contract_of(code)
    if trump is not None:
        return f"{suit_en(trump)} as trump" if lang == "en" else f"{suit_ko(trump)} 으뜸패"
    if lang == "en":
        return "no-trump low" if low else "no-trump high"
    return "노트럼프 로우" if low else "노트럼프 하이"


def contract_as_ko(code: str) -> str:
    """The contract as what the declarer names it: "하트를 으뜸패로", "노트럼프 하이로"."""
    trump, low = contract_of(code)
    if trump is not None:
        return f"{josa(suit_ko(trump), '을')} 으뜸패로"
    return josa("노트럼프 로우" if low else "노트럼프 하이", "로")


# Every play-out is solved with all four hands in view (double-dummy): the figures compare
# the choices, and they flatter the declaring side, as the lessons' tables say.
SEEN_EN = "each deal played with every card seen, which favours the declarer"
SEEN_KO = "모든 카드를 보고 치는 계산이라 계약한 쪽에 유리하게 나옵니다"


def contract_labels() -> dict[str, dict[str, str]]:
    labels: dict[str, dict[str, str]] = {}
    for code in CONTRACTS:
        trump, low = contract_of(code)
        if trump is not None:
            labels[code] = {
                "en": f"{trump.symbol} {capital(suit_en(trump))}",
                "ko": f"{trump.symbol} {suit_ko(trump)}",
            }
        else:
            labels[code] = {
                "en": "No-trump low" if low else "No-trump high",
                "ko": "노트럼프 로우" if low else "노트럼프 하이",
            }
    return labels


def bid_labels(options: Sequence[str]) -> dict[str, dict[str, str]]:
    labels: dict[str, dict[str, str]] = {}
    for option in options:
        if option == PASS:
            labels[option] = {"en": "Pass", "ko": "패스"}
        else:
            labels[option] = {"en": f"Bid {option}", "ko": f"{option} 비드"}
    return labels


def _scoring_sentence(bid: int | None = None) -> tuple[str, str]:
    if bid is None:
        return (
            "A made bid scores each side one point per trick it took, whatever the number "
            "bid; a set bid costs the bidders the whole bid, and the other side still scores "
            "its tricks.",
            "계약을 지키면 비드한 수와 상관없이 두 팀 모두 가져온 트릭마다 1점을 얻고, 실패하면 "
            "비드한 팀은 비드한 수만큼 점수를 잃고 상대 팀은 여전히 트릭마다 1점을 얻습니다.",
        )
    return (
        f"Made, each side scores one point per trick; set (fewer than {bid} tricks), your "
        f"side loses {bid} points and the other side scores its tricks.",
        f"계약을 지키면 두 팀 모두 트릭마다 1점, 실패하면(트릭 {bid}개 미만) 우리 팀은 "
        f"{bid}점을 잃고 상대 팀은 트릭마다 1점을 얻습니다.",
    )


def _points(value: float) -> str:
    return f"{value:+.2f}"


def _calls_from_item(item: Mapping[str, Any]) -> tuple[Call, ...]:
    calls: list[Call] = []
    for call in item["bids"]:
        tricks = call.get("bid")
        calls.append((int(call["seat"]), None if tricks is None else int(tricks)))
    return tuple(calls)


def _calls_field(calls: Sequence[Call]) -> list[dict[str, int | None]]:
    return [{"seat": seat, "bid": tricks} for seat, tricks in calls]


def _engine_auction(auction: Auction) -> Deal:
    """The auction as the engine holds it (the other hands do not change what is legal)."""
    own = set(auction.hand)
    rest = [c for c in auction.variant.cards() if c not in own]
    hands: list[list[Card]] = []
    for seat in range(4):
        if seat == auction.seat:
            hands.append(list(auction.hand))
        else:
            hands.append(rest[:6])
            rest = rest[6:]
    deal = auction.fresh_deal(hands)
    for seat, tricks in auction.calls:
        if deal.to_act != seat:
            raise ValueError(f"seat {seat} is not next to bid")
        deal.push(call_action(tricks))
    return deal


def _auction_from_item(item: Mapping[str, Any]) -> Auction:
    return Auction(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        tuple(parse_card(str(c)) for c in item["hand"]),
        _calls_from_item(item),
    )


def _require_stored(item: Mapping[str, Any]) -> None:
    require(
        "principle" in item and item["principle"] is NO_PRINCIPLE,
        item,
        "no §4 principle covers Bid Euchre's bidding: principle must be null",
    )
    stored = CallJudgement({str(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(stored.evaluation) == sorted(item["choices"]), item, "evaluation keys")
    require(item["answer"] == [stored.best], item, "the answer is not the best evaluation")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")


def _require_hand(item: Mapping[str, Any], auction: Auction) -> None:
    hand = list(auction.hand)
    require(len(hand) == 6 and len(set(hand)) == 6, item, "six different cards")
    require(all(c in auction.variant.cards() for c in hand), item, "a card is not in the pack")
    require(0 <= auction.dealer < 4 and 0 <= auction.seat < 4, item, "seats 0-3")


# == bid-amount ===============================================================================

LOWEST = "lowest-bid"
AMOUNT_THEMES = (LOWEST, "outbid", "pass", "dealer-equal", "forced-bid")
# Rules-spec §4 states no advice on Bid Euchre's bidding, so a counter-example's note cites
# the bidding lesson in its own words (tests check them against lessons/<lang>/) and says
# what the deals show here; it never calls a rule "the usual advice".
BIDDING_LESSON = ("Bid Euchre: bidding and choosing the game", "비드 유커: 비드와 게임 고르기")
AMOUNT_LESSON_SECTION = (
    "Count sure tricks, then add partner",
    "확실한 트릭을 세고, 파트너 몫을 더하기",
)
AMOUNT_LESSON_WORDS = (
    "Bid the lowest number that wins you the contract: the minimum you may bid, or just "
    "enough that the players after you are unlikely to outbid you",
    "계약을 가져올 수 있는 가장 낮은 수를 부르세요. 낼 수 있는 가장 낮은 비드, 또는 뒤에 부를 "
    "사람이 더 높게 부르기 어려울 만큼만 높인 수입니다",
)
# The rule of the set's lowest-bid theme, as mark_counter records it.
AMOUNT_COUNTER_RULES: dict[str, tuple[str, str]] = {LOWEST: AMOUNT_LESSON_WORDS}


def lesson_says(
    section: tuple[str, str], words: tuple[str, str], lesson: tuple[str, str] = BIDDING_LESSON
) -> tuple[str, str]:
    """A sentence quoting a lesson section word for word (en, ko)."""
    return (
        f"The lesson “{lesson[0]}” says under “{section[0]}”: “{words[0]}.”",
        f"‘{lesson[1]}’ 레슨의 ‘{section[1]}’에는 “{words[1]}.”라고 나옵니다.",
    )


def amount_counter_note(auction: Auction) -> dict[str, str]:
    """A bid above the minimum, proven: the lesson's rule names this case itself (just enough
    that the players after you are unlikely to outbid you), and the deals show the minimum
    losing the contract to the opponents after you more often (``check_amount`` requires
    it)."""
    lowest = next(o for o in amount_options(auction) if o != PASS)
    said_en, said_ko = lesson_says(AMOUNT_LESSON_SECTION, AMOUNT_LESSON_WORDS)
    who = _after_you(auction)
    takes = "takes" if who == "the opponent after you" else "take"
    return text(
        f"{said_en} Here the minimum, {lowest}, is not enough: see below how often {who} "
        f"{takes} the contract away from a bid of {lowest}.",
        f"{said_ko} 여기서는 가장 낮은 비드인 {josa(lowest, '로')}는 모자랍니다. {lowest} "
        "비드라면 뒤에 부르는 상대가 계약을 얼마나 자주 가져가는지 아래에 나옵니다.",
    )


def _after_you(auction: Auction) -> str:
    """The opponents still to bid after the player, as the English names them."""
    seats = [(auction.seat + k) % 4 for k in range(1, (auction.dealer - auction.seat) % 4 + 1)]
    them = [x for x in seats if x % 2 != auction.seat % 2]
    return "the opponent after you" if len(them) == 1 else "the opponents after you"


def amount_options(auction: Auction) -> list[str]:
    """The engine's legal calls for the player, in auction order: pass, then the bids."""
    legal = _engine_auction(auction).legal_actions()
    options = [PASS] if Pass() in legal else []
    options += [str(a.tricks) for a in legal if isinstance(a, Bid)]
    return options


def _amount_player(auction: Auction, plan: str) -> OptionPlayer:
    def play(deal: Deal, option: str) -> Outcome:
        deal = deal.copy()
        deal.push(call_action(None if option == PASS else int(option)))
        return finish_auction(deal, auction.seat, plan)

    return play


def _amount_judge(auction: Auction, item_id: str, stream: str = "samples") -> BidJudge:
    plan = counted_contract(auction.hand)
    return BidJudge(
        auction, item_id, amount_options(auction), _amount_player(auction, plan), stream=stream
    )


def amount_tally(outcomes: Sequence[Mapping[str, Outcome]], seat: int) -> dict[str, dict[str, int]]:
    """Per option: how often the player's side made its contract, was set, or defended
    the other side's contract."""
    counts: dict[str, dict[str, int]] = {}
    for results in outcomes:
        for option, outcome in results.items():
            row = counts.setdefault(option, {"made": 0, "set": 0, "defended": 0})
            if outcome.declarer % 2 != seat % 2:
                row["defended"] += 1
            elif outcome.tricks >= outcome.bid:
                row["made"] += 1
            else:
                row["set"] += 1
    return counts


def confirm_amount(
    auction: Auction, item_id: str, answer: str, *, samples: int | None = None
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    judge = _amount_judge(auction, item_id, "confirm")
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, amount_tally(judge.outcomes[: proof.samples], auction.seat)


def amount_themes(auction: Auction, answer: str) -> list[str]:
    options = amount_options(auction)
    bids = [o for o in options if o != PASS]
    themes: list[str] = []
    if answer == PASS:
        themes.append("pass")
    elif answer == bids[0]:
        themes.append(LOWEST)
    else:
        themes.append("outbid")
    high, _ = auction.high()
    if auction.seat == auction.dealer and answer != PASS:
        if high is None:
            themes.append("forced-bid")
        elif int(answer) == high:
            themes.append("dealer-equal")
    return themes


def losing_bid(options: Sequence[str], answer: str, value: float) -> bool:
    """A bid that is best only as the least bad (its expected points, the best of all the
    choices, are negative) where passing is allowed: such an item is not built, and the
    check refuses it. The play-outs, with every card seen, flatter the declarer, and both
    ways in the bid's favour: your own contract when you bid, the opponents' when you pass;
    a bid that still loses points is no bid to teach. A pass that loses least is built, and
    so is the dealer's forced bid when all three others passed (no pass to choose): the
    text says every choice loses (``losing_text``)."""
    return answer != PASS and PASS in options and value < 0


def losing_text(options: Sequence[str], answer: str) -> tuple[str, str]:
    """When every choice loses points: say so, and why the answer is still best (a pass,
    or the dealer's forced bid; ``losing_bid`` keeps any other bid out of the banks)."""
    if answer == PASS:
        return (
            "Every choice loses points here, and passing loses least: what your side gives "
            "up after a pass costs less, on average, than a bid of your own would.",
            "여기서는 무엇을 골라도 점수를 잃지만, 패스가 가장 덜 잃습니다. 패스한 뒤 우리 팀이 "
            "잃는 점수가 평균적으로 직접 비드해서 잃는 점수보다 적기 때문입니다.",
        )
    if PASS not in options:
        return (
            f"Every bid loses points here on average, but you may not pass: bid {answer} "
            "loses least.",
            f"여기서는 얼마를 불러도 평균적으로 점수를 잃지만, 패스할 수 없으니 가장 덜 잃는 "
            f"{josa(answer, '을')} 부릅니다.",
        )
    raise ValueError(f"bid {answer} loses points where passing is allowed: not an item")


def _amount_fits(auction: Auction) -> bool:
    """A question about how many to bid: at least two bids to choose from."""
    return sum(1 for o in amount_options(auction) if o != PASS) >= 2


def _random_auction(variant: Variant, rng: random.Random, *, declarer: bool) -> Auction | None:
    dealer = rng.randrange(4)
    seat = rng.randrange(4)
    deal = Deal.new(variant, dealer=dealer, rng=rng)
    if declarer:
        auction_until(deal, -1)  # everybody bids by the rule of thumb
        if deal.maker != seat:
            return None
    else:
        auction_until(deal, seat)
    return Auction(variant, dealer, seat, tuple(sorted(deal.hand(seat))), auction_of(deal))


def generate_amount(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_bid(variant, BID_AMOUNT_KIND)
    counter = theme is not None and spec.is_theme_counter(number)
    auction = _random_auction(variant, rng, declarer=False)
    if auction is None or not _amount_fits(auction):
        return None
    wanted = "outbid" if counter else theme
    item_id = spec.item_id(number)
    try:
        judge = _amount_judge(auction, item_id)
        glance = judge.extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if wanted is not None and wanted not in amount_themes(auction, glance.best):
            return None
        judgement = judge.extend(SELECTION_SAMPLES)
        answer = judgement.best
        themes = amount_themes(auction, answer)
        if judgement.margin < SELECTION_MARGIN:
            return None
        if wanted is not None and wanted not in themes:
            return None
        proof, outcomes = confirm_amount(auction, item_id, answer)
    except SamplingError:
        return None
    options = amount_options(auction)
    # Judged on the proven means, the figures the item stores and the check reads.
    if not proof.proven or losing_bid(options, answer, proof.means[answer]):
        return None
    plan = counted_contract(auction.hand)
    item = base_item(spec, number)
    item.update(_auction_fields(auction))
    item.update(
        {
            "plan": plan,
            "choices": options,
            "choice_labels": bid_labels(options),
            "answer": [answer],
            "themes": themes,
            "principle": NO_PRINCIPLE,
            **item_fields(proof),
            "bid_outcomes": outcomes,
            "prompt": amount_prompt(auction, plan),
            "explanation": amount_explanation(
                auction,
                plan,
                CallJudgement(dict(proof.means), proof.samples),
                outcomes,
                proof.fields(),
            ),
        }
    )
    if counter:
        mark_counter(item, LOWEST, AMOUNT_COUNTER_RULES[LOWEST], note=amount_counter_note(auction))
    return item


def _auction_fields(auction: Auction) -> dict[str, Any]:
    return {
        "trump": None,
        "no_trump": None,
        "dealer": auction.dealer,
        "seat": auction.seat,
        "maker": None,
        "history": [],
        "trick": [],
        "hand": [c.code for c in auction.hand],
        "bids": _calls_field(auction.calls),
    }


def amount_prompt(auction: Auction, plan: str) -> dict[str, str]:
    parts = [
        _dealer_sentence(auction.dealer, auction.seat),
        calls_sentence(auction.calls, auction.seat, auction.dealer),
    ]
    high, _ = auction.high()
    if auction.seat == auction.dealer and high is None:
        parts.append(
            (
                "All three others passed, so you must bid.",
                "다른 세 사람이 모두 패스했으니 당신은 반드시 비드해야 합니다.",
            )
        )
    parts.append(
        (
            f"If you win the contract you will declare {contract_words(plan, 'en')}.",
            f"계약을 따내면 {contract_as_ko(plan)} 정할 생각입니다.",
        )
    )
    parts.append(("What do you bid?", "얼마를 비드할까요?"))
    return text(" ".join(en for en, _ in parts), " ".join(ko for _, ko in parts))


def _option_words(option: str, lang: str) -> str:
    if option == PASS:
        return "pass" if lang == "en" else "패스"
    return f"bid {option}" if lang == "en" else f"{option} 비드"


# A proven lead under this many points a hand is called close in the text: it is right,
# but the learner should not take it for a big edge (issue 10, thin bid margins).
CLOSE_MARGIN = 1.0
# ... or whose proven one-sided 99% bound is under this many: a lead the deals are not
# sure of beyond half a point is close too, whatever its mean.
CLOSE_BOUND = 0.5
CLOSE_EN = "This one is close"
CLOSE_KO = "이번에는 차이가 크지 않습니다"


def is_close(confirm: Mapping[str, Any] | None) -> bool:
    """Whether a stored proof's lead over the runner-up is thin: its mean under
    ``CLOSE_MARGIN`` or its lower bound under ``CLOSE_BOUND``."""
    return confirm is not None and (
        float(confirm["margin"]) < CLOSE_MARGIN or float(confirm["lower_bound"]) < CLOSE_BOUND
    )


def close_sentence(
    answer: tuple[str, str],
    runner: tuple[str, str],
    confirm: Mapping[str, Any] | None,
    why: tuple[str, str],
) -> tuple[str, str] | None:
    """The close wording (``is_close``): the lead, its proven bound, and why the answer is
    still the better choice (``why``: a clause in each language, or empty)."""
    if confirm is None or not is_close(confirm):
        return None
    margin, bound, deals = (
        float(confirm["margin"]),
        float(confirm["lower_bound"]),
        confirm["samples"],
    )
    (answer_en, answer_ko), (runner_en, runner_ko) = answer, runner
    why_en, why_ko = why
    if margin < CLOSE_MARGIN:
        though_en, though_ko = "though not by much", "크지는 않아도 "
    else:
        # A mean lead of a point or more is not small; what is uncertain is its bound.
        though_en = f"though the lead may be as small as {bound:.2f}"
        though_ko = f"차이가 {bound:.2f}점까지 작을 수 있어도 "
    return (
        f"{CLOSE_EN}: {answer_en} leads {runner_en}, the next best, by {margin:.2f} "
        f"points a hand on average; on the {deals} fresh deals that prove it, the lead is at "
        f"least {bound:.2f} with 99% confidence, so {answer_en} is the better choice, "
        f"{though_en}" + (f": {why_en}." if why_en else "."),
        f"{CLOSE_KO}. {josa(answer_ko, '은')} 다음으로 좋은 {runner_ko}보다 한 판 평균 "
        f"{margin:.2f}점 앞섭니다. 이를 증명한 새 배치 {deals}가지로 보면 99% 신뢰도로 "
        f"적어도 {bound:.2f}점은 앞서니, {though_ko}{answer_ko} 쪽이 낫습니다."
        + (f" {why_ko}" if why_ko else ""),
    )


def _set_en(count: int, samples: int) -> str:
    """How often a bid is set, never "in 0%": never, only a few of the deals, or a share."""
    if count == 0:
        return "is never set"
    if rounds_to_nothing(count, samples):
        return f"is set in only {count} of the {samples} deals"
    return f"is set in {percent(count, samples)} of the deals"


def _amount_close(
    answer: str,
    runner: str,
    outcomes: Mapping[str, Mapping[str, int]],
    samples: int,
    confirm: Mapping[str, Any] | None,
) -> tuple[str, str] | None:
    """Why a bid amount wins a close race against the runner-up, from the played-out
    figures: fewer sets, fewer contracts lost to a later bidder, or the pass's defence."""
    a, r = outcomes[answer], outcomes[runner]
    answer_words = (_option_words(answer, "en"), _option_words(answer, "ko"))
    runner_words = (_option_words(runner, "en"), _option_words(runner, "ko"))
    why = ("", "")
    pa, pr = percent(a["set"], samples), percent(r["set"], samples)
    pa_ko, pr_ko = percent(a["set"], samples, "ko"), percent(r["set"], samples, "ko")
    if runner == PASS:
        why = (
            f"after a pass your side defends in {percent(r['defended'], samples)} of the deals, "
            "and these deals, played with every card seen, favour the declarer, so at the "
            "table the edge over passing may be smaller still",
            f"패스하면 {percent(r['defended'], samples, 'ko')}의 배치에서 수비하게 됩니다. 다만 "
            "이 배치는 모든 카드를 보고 치는 계산이라 계약한 쪽에 유리하니, 실제 게임에서는 "
            "패스와의 차이가 이보다 작을 수 있습니다.",
        )
    elif answer == PASS:
        why = (
            f"{runner_words[0]} {_set_en(r['set'], samples)}",
            f"{josa(runner_words[1], '는')} {pr_ko}의 배치에서 실패합니다.",
        )
    elif a["set"] < r["set"] and a["set"] == 0:
        why = (
            f"{answer_words[0]} is never set, {runner_words[0]} is set in {pr} of the deals",
            f"{josa(answer_words[1], '는')} 한 번도 실패하지 않고, {josa(runner_words[1], '는')} "
            f"{pr_ko}의 배치에서 실패합니다.",
        )
    elif a["set"] < r["set"] and rounds_to_nothing(a["set"], samples):
        why = (
            f"{answer_words[0]} {_set_en(a['set'], samples)}, {runner_words[0]} is set in "
            f"{pr} of the deals",
            f"{josa(answer_words[1], '는')} {samples}가지 배치 가운데 {a['set']}번만 실패하고, "
            f"{josa(runner_words[1], '는')} {pr_ko}의 배치에서 실패합니다.",
        )
    elif a["set"] < r["set"]:
        why = (
            f"{answer_words[0]} is set in {pa} of the deals, {runner_words[0]} in {pr}",
            f"{josa(answer_words[1], '는')} {pa_ko}, {josa(runner_words[1], '는')} "
            f"{pr_ko}의 배치에서 실패합니다.",
        )
    elif a["defended"] < r["defended"]:
        da, dr = percent(a["defended"], samples), percent(r["defended"], samples)
        da_ko, dr_ko = percent(a["defended"], samples, "ko"), percent(r["defended"], samples, "ko")
        why = (
            f"a later bidder takes the contract away from {answer_words[0]} in {da} of the "
            f"deals, from {runner_words[0]} in {dr}",
            f"뒤에 부르는 상대가 {answer_words[1]}에서는 {da_ko}, {runner_words[1]}에서는 "
            f"{dr_ko}의 배치에서 계약을 가져갑니다.",
        )
    return close_sentence(answer_words, runner_words, confirm, why)


# An answer worth under this many points a hand, where every other choice loses points,
# is said to gain little: right, but no bonanza.
SMALL_GAIN = 0.5
SMALL_GAIN_EN = "gains little here"
SMALL_GAIN_KO = "얻는 점수는 한 판 평균"


def _small_gain(answer: str, judgement: CallJudgement) -> tuple[str, str] | None:
    value = judgement.evaluation[answer]
    others = [v for o, v in judgement.evaluation.items() if o != answer]
    if not 0 <= value < SMALL_GAIN or not others or any(v >= 0 for v in others):
        return None
    words_en, words_ko = _option_words(answer, "en"), _option_words(answer, "ko")
    passing = judgement.evaluation.get(PASS)
    pass_en = f", passing {_points(passing)}" if passing is not None and answer != PASS else ""
    pass_ko = (
        f" 패스는 {_points(passing)}점입니다." if passing is not None and answer != PASS else ""
    )
    what_en = "Passing" if answer == PASS else capital(words_en)
    what_ko = "패스로" if answer == PASS else f"{words_ko}로"
    return (
        f"{what_en} {SMALL_GAIN_EN} ({_points(value)} a hand on average), but every "
        f"other choice loses points{pass_en}.",
        f"{what_ko} 얻는 점수는 한 판 평균 {_points(value)}점으로 적지만, 다른 선택은 모두 "
        f"점수를 잃습니다.{pass_ko}",
    )


def amount_explanation(
    auction: Auction,
    plan: str,
    judgement: CallJudgement,
    outcomes: Mapping[str, Mapping[str, int]],
    confirm: Mapping[str, Any] | None = None,
) -> dict[str, str]:
    """The explanation; ``confirm``, the stored proof, makes a thin lead read as close."""
    answer = judgement.best
    samples = judgement.samples
    high, bidder = auction.high()
    partner = (auction.seat + 2) % 4
    en: list[str] = []
    ko: list[str] = []
    scoring_en, scoring_ko = _scoring_sentence()
    en.append(scoring_en)
    ko.append(scoring_ko)
    if auction.seat == auction.dealer:
        if high is None:
            en.append("The dealer may not pass when all three others passed: 3 is the least.")
            ko.append("다른 세 사람이 모두 패스하면 딜러는 패스할 수 없고, 최소 3을 불러야 합니다.")
        elif bidder == partner:
            en.append(
                f"As the dealer you may take the contract by equalling the high bid, your "
                f"partner's {high}."
            )
            ko.append(
                "딜러는 가장 높은 비드와 같은 수로 계약을 가져올 수 있는데, 지금 가장 높은 "
                f"비드 {josa(str(high), '은')} 파트너가 불렀습니다."
            )
        else:
            en.append(f"As the dealer you may take the contract by equalling the high bid, {high}.")
            ko.append(
                f"딜러는 가장 높은 비드인 {josa(str(high), '와')} 같은 수로 "
                "계약을 가져올 수 있습니다."
            )
    elif high is not None:
        en.append(f"To bid you must go above {high}; the dealer, bidding last, may equal yours.")
        ko.append(
            f"비드하려면 {high}보다 높아야 하고, 마지막에 비드하는 딜러는 당신과 같은 "
            "수로 계약을 가져갈 수 있습니다."
        )
    else:
        en.append("The later players must bid higher than you, but the dealer may equal you.")
        ko.append(
            "뒤에 비드하는 사람은 당신보다 높아야 하지만, 딜러는 같은 수로도 가져갈 수 있습니다."
        )

    def figures(option: str, lang: str) -> str:
        row = outcomes[option]
        if lang == "en":
            return (
                f"{_option_words(option, 'en')}: your side makes a contract in "
                f"{percent(row['made'], samples)}, is set in {percent(row['set'], samples)} "
                f"and defends in {percent(row['defended'], samples)}"
            )
        return (
            f"{_option_words(option, 'ko')}: 우리 팀 계약 성공 "
            f"{percent(row['made'], samples, 'ko')}, 실패 {percent(row['set'], samples, 'ko')}, "
            f"수비 {percent(row['defended'], samples, 'ko')}"
        )

    ranked = [o for o, _ in judgement.ranked()]
    shown = ranked[:2]
    en.append(
        f"Played out on {samples} deals of the unseen cards that fit the bids so far (the "
        f"others bid by their count, you declare {contract_words(plan, 'en')}, {SEEN_EN}): "
        + "; ".join(figures(o, "en") for o in shown)
        + "."
    )
    ko.append(
        f"지금까지의 비드와 맞는 보이지 않는 카드 배치 {samples}가지를 끝까지 쳐 보면 "
        + "; ".join(figures(o, "ko") for o in shown)
        + f"입니다(다른 사람은 자기 패를 세어 비드하고, 당신은 {contract_as_ko(plan)} 정하며, "
        f"{SEEN_KO})."
    )
    values_en = ", ".join(f"{_option_words(o, 'en')} {_points(v)}" for o, v in judgement.ranked())
    values_ko = ", ".join(f"{_option_words(o, 'ko')} {_points(v)}" for o, v in judgement.ranked())
    en.append(f"Expected points for your side, less the opponents': {values_en}.")
    ko.append(f"상대 점수를 뺀 우리 팀 기대 점수: {values_ko}.")
    if all(v < 0 for v in judgement.evaluation.values()):
        # A losing hand (F11): a pass, or the dealer's forced bid; never another bid.
        losing_en, losing_ko = losing_text(list(judgement.evaluation), answer)
        en.append(losing_en)
        ko.append(losing_ko)
    bids = [o for o in ranked if o != PASS]
    lowest = min(bids, key=int) if bids else None
    if answer != PASS and lowest is not None and lowest != answer:
        # Why more than the lowest bid: the figures show how often the lower bid lost the
        # contract to a later bidder.
        lost_low = outcomes[lowest]["defended"]
        lost_answer = outcomes[answer]["defended"]
        if lost_low > lost_answer:
            set_low = outcomes[lowest]["set"]
            set_answer = outcomes[answer]["set"]
            who = _after_you(auction)
            takes = "takes" if who == "the opponent after you" else "take"
            en.append(
                f"Bid {lowest} and {who} {takes} the contract away in "
                f"{percent(lost_low, samples)} of the deals; bid {answer} and only in "
                f"{percent(lost_answer, samples)}."
            )
            ko.append(
                f"{lowest} 비드면 뒤에 부르는 상대가 {percent(lost_low, samples, 'ko')}의 배치에서 "
                f"계약을 가져가고, {answer} 비드면 {percent(lost_answer, samples, 'ko')}에서만 "
                "가져갑니다."
            )
            if set_answer > set_low:
                en.append(
                    f"Keeping them out is worth more than the sets it adds: bid {answer} is set "
                    f"in {percent(set_answer, samples)}, bid {lowest} in "
                    f"{percent(set_low, samples)}."
                )
                ko.append(
                    f"상대를 막는 것이 늘어나는 실패보다 값집니다. {answer} 비드는 "
                    f"{percent(set_answer, samples, 'ko')}, {lowest} 비드는 "
                    f"{percent(set_low, samples, 'ko')}의 배치에서 실패합니다."
                )
            else:
                en.append(f"And bid {answer} is set no more often than bid {lowest}.")
                ko.append(f"게다가 {answer} 비드는 {lowest} 비드보다 더 자주 실패하지도 않습니다.")
    if answer != PASS and PASS in outcomes and PASS in judgement.evaluation:
        pass_en, pass_ko = _pass_costs_more(
            answer, plan, judgement, outcomes, samples, partners=bidder == partner
        )
        en.append(pass_en)
        ko.append(pass_ko)
    if answer == PASS and lowest is not None:
        row = outcomes[lowest]
        en.append(
            f"Bid {lowest} and your side is set in {percent(row['set'], samples)} of the "
            f"deals, each time losing {lowest} points; passing costs less."
        )
        ko.append(
            f"{lowest} 비드면 {percent(row['set'], samples, 'ko')}의 배치에서 실패해 그때마다 "
            f"{lowest}점을 잃습니다. 패스하는 편이 덜 잃습니다."
        )
    small = _small_gain(answer, judgement)
    if small is not None:
        en.append(small[0])
        ko.append(small[1])
    close = (
        _amount_close(answer, ranked[1], outcomes, samples, confirm) if len(ranked) > 1 else None
    )
    if close is not None:
        en.append(close[0])
        ko.append(close[1])
    en.append(f"Best: {_option_words(answer, 'en')}.")
    ko.append(f"최선: {_option_words(answer, 'ko')}.")
    return text(lines(en), lines(ko))


def _pass_costs_more(
    answer: str,
    plan: str,
    judgement: CallJudgement,
    outcomes: Mapping[str, Mapping[str, int]],
    samples: int,
    *,
    partners: bool,
) -> tuple[str, str]:
    """Why bidding beats passing, the mirror of the pass items' sentence: who plays the
    contract if you pass, and what each choice is worth with the sets counted."""
    passed, bid = outcomes[PASS], outcomes[answer]
    # A bid never set has no sets to count in.
    counted_en = ", its sets counted in" if bid["set"] else ""
    counted_ko = "실패를 포함해도 " if bid["set"] else ""
    value_pass = _points(judgement.evaluation[PASS])
    value_bid = _points(judgement.evaluation[answer])
    if partners:
        return (
            f"Passing leaves your partner's contract on your side, with your partner's "
            f"trump, made in {percent(passed['made'], samples)} of the deals. "
            f"Taking it over is right only when your hand plays it better: with "
            f"{contract_words(plan, 'en')}, bid {answer} is made in "
            f"{percent(bid['made'], samples)}, {value_bid} against {value_pass} for passing.",
            f"패스하면 파트너의 계약이 파트너의 으뜸패로 우리 팀에 남고, "
            f"{percent(passed['made'], samples, 'ko')}의 배치에서 성공합니다. 그 계약을 "
            f"가져오는 것은 당신 손패가 더 잘 칠 때만 옳은데, 여기서는 {contract_as_ko(plan)} "
            f"정한 {answer} 비드가 {percent(bid['made'], samples, 'ko')}에서 성공해 "
            f"{value_bid}점으로 패스의 {value_pass}점보다 낫습니다.",
        )
    return (
        f"Pass and your side defends in {percent(passed['defended'], samples)} of the deals, "
        f"scoring only the tricks it takes against the contract: {value_pass} for your side, "
        f"against {value_bid} for bid {answer}{counted_en}.",
        f"패스하면 {percent(passed['defended'], samples, 'ko')}의 배치에서 수비하게 되어 막아 낸 "
        f"트릭만 점수가 됩니다. 패스는 {value_pass}점, {answer} 비드는 {counted_ko}"
        f"{value_bid}점입니다.",
    )


def check_amount(item: Mapping[str, Any], *, prove: bool = True) -> None:
    auction = _auction_from_item(item)
    _require_bid(auction.variant, BID_AMOUNT_KIND)
    _require_hand(item, auction)
    try:
        options = amount_options(auction)
    except ValueError as error:
        raise ItemCheckError(
            str(item["id"]), f"the bids are not a legal auction: {error}"
        ) from error
    require(list(item["choices"]) == options, item, "choices: the engine's legal calls")
    require(item.get("plan") == counted_contract(auction.hand), item, "the planned contract")
    _require_stored(item)
    answer = str(item["answer"][0])
    value = float(item["evaluation"][answer])
    require(
        not losing_bid(options, answer, value),
        item,
        f"every choice loses points and the answer is bid {answer} ({_points(value)}) where "
        "passing is allowed: play-outs with every card seen flatter the declarer, your "
        "contract when you bid and the opponents' when you pass, so a losing bid is not "
        "taught as best",
    )
    if value < 0:
        losing_en, losing_ko = losing_text(options, answer)
        require(
            losing_en in item["explanation"]["en"] and losing_ko in item["explanation"]["ko"],
            item,
            "every choice loses points: the explanation must say so as the builders do "
            f"({losing_en!r})",
        )
    themes = amount_themes(auction, answer)
    require(set(item["themes"]) == set(themes), item, "themes")
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is not None:
        require(countered == LOWEST and "outbid" in themes, item, "a counter-example outbids")
        note = amount_counter_note(auction)
        require(item.get("counter_note") == note, item, "the counter note")
    outcomes = item.get("bid_outcomes")
    require(isinstance(outcomes, Mapping), item, "bid_outcomes missing")
    if countered is not None and isinstance(outcomes, Mapping):
        lowest = next(o for o in options if o != PASS)
        require(
            outcomes[lowest]["defended"] > outcomes[answer]["defended"],
            item,
            "the note says the minimum loses the contract to the opponents more often",
        )
    if prove:
        proof, counted = confirm_amount(
            auction, str(item["id"]), answer, samples=int(item["samples"])
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "bid_outcomes differ from the confirming deals")


def audit_amount(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    return (
        _amount_judge(_auction_from_item(item), str(item["id"]), "audit").extend(deals).evaluation
    )


def _amount_text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation written again from a stored item (nothing played out)."""
    auction = _auction_from_item(item)
    plan = str(item["plan"])
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    explanation = amount_explanation(
        auction, plan, judgement, item["bid_outcomes"], item.get("confirm")
    )
    return amount_prompt(auction, plan), _with_note(item, explanation)


BID_AMOUNT_DEF = Kind(
    BID_AMOUNT_KIND,
    AMOUNT_THEMES,
    generate_amount,
    check_amount,
    engine_judged=True,
    audit=audit_amount,
)


# == bid-declare ==============================================================================

LONG_SUIT = "trump-long-suit"
DECLARE_THEMES = (LONG_SUIT, "other-suit", "no-trump-high", "no-trump-low")
DECLARE_LESSON_SECTION = ("Choosing trump", "으뜸패 고르기")
DECLARE_LESSON_WORDS = (
    "With a long suit that holds bowers, choose it as trump",
    "바우어가 든 긴 무늬가 있으면 그 무늬를 으뜸패로 고르세요",
)
# The rule of the set's long-suit theme, as mark_counter records it: the lesson's words.
DECLARE_COUNTER_RULES: dict[str, tuple[str, str]] = {LONG_SUIT: DECLARE_LESSON_WORDS}


def declare_counter_note(hand: Sequence[Card], answer: str) -> dict[str, str]:
    """Another contract proven better than the longest bowered suit: the lesson's words, and
    the reason the explanation counts (it leaves fewer losers, ``declare_reason_holds``)."""
    said_en, said_ko = lesson_says(DECLARE_LESSON_SECTION, DECLARE_LESSON_WORDS)
    longest = long_bower_suits(hand)
    one = len(longest) == 1
    names_en = " and ".join(suit_en(x) for x in longest)
    names_ko = suit_ko(longest[0])
    for other in longest[1:]:
        names_ko = f"{josa(names_ko, '이나')} {suit_ko(other)}"
    are_en = (
        f"the longest such suit is {names_en}"
        if one
        else (f"the longest such suits are {names_en}")
    )
    each_en = "it leaves" if one else "each leaves"
    return text(
        f"{said_en} Here {are_en}, and as trump {each_en} more losers outside trump than "
        f"{contract_words(answer, 'en')}: the count is below.",
        f"{said_ko} 여기서는 그런 무늬 가운데 가장 긴 {josa(names_ko, '을')} 으뜸패로 하면 "
        f"{contract_words(answer, 'ko')}보다 으뜸패 밖에서 질 수 있는 카드가 더 많이 남습니다. "
        "아래에서 "
        "셉니다.",
    )


def suit_length(hand: Sequence[Card], suit: Suit) -> int:
    """Cards of ``suit`` with ``suit`` as trump: the left bower counts, its own suit's jack
    does not."""
    return sum(1 for c in hand if effective_suit(c, suit) is suit)


def bowers(hand: Sequence[Card], suit: Suit) -> list[Card]:
    return [c for c in hand if c.rank is Rank.JACK and effective_suit(c, suit) is suit]


def long_bower_suits(hand: Sequence[Card]) -> list[Suit]:
    """The longest suits (3 cards or more, with the left bower) that hold a bower: the
    suits the lesson's words would make trump (bid-euchre-bidding, "Choosing trump")."""
    held = [s for s in SUITS if bowers(hand, s) and suit_length(hand, s) >= 3]
    if not held:
        return []
    longest = max(suit_length(hand, s) for s in held)
    return [s for s in held if suit_length(hand, s) == longest]


def losers(variant: Variant, hand: Sequence[Card], code: str) -> list[Card]:
    """The non-trump cards of ``hand`` that more unseen cards of their suit outrank than the
    player's own cards do, under contract ``code``: cards the other hands can beat in their
    own suit however the player plays it (a trump is left out: it can still win by trumping).
    Everything but the hand is unseen when the declarer names the contract."""
    trump, low = contract_of(code)
    out: list[Card] = []
    for card in hand:
        suit = effective_suit(card, trump)
        if suit is None or suit is trump:
            continue
        power = card_power(card, trump, suit, low=low)

        def above(cards: Sequence[Card], suit: Suit = suit, power: int = power) -> int:
            return sum(
                1
                for c in cards
                if effective_suit(c, trump) is suit and card_power(c, trump, suit, low=low) > power
            )

        unseen = [c for c in variant.cards() if c not in hand]
        if above(unseen) > above(hand):
            out.append(card)
    return sorted(out, key=lambda c: c.index)


def higher_out(variant: Variant, hand: Sequence[Card], code: str, card: Card) -> list[Card]:
    """The unseen cards of ``card``'s suit that outrank it under contract ``code``."""
    trump, low = contract_of(code)
    suit = effective_suit(card, trump)
    power = card_power(card, trump, suit, low=low)
    return sorted(
        (
            c
            for c in variant.cards()
            if c not in hand
            and effective_suit(c, trump) is suit
            and card_power(c, trump, suit, low=low) > power
        ),
        key=lambda c: -card_power(c, trump, suit, low=low),
    )


def declare_reason_holds(variant: Variant, hand: Sequence[Card], answer: str) -> bool:
    """A counter-example's stated reason: the answer leaves fewer losers than every suit
    the lesson's words would make trump (``long_bower_suits``)."""
    mine = len(losers(variant, hand, answer))
    return all(mine < len(losers(variant, hand, s.code)) for s in long_bower_suits(hand))


def declare_themes(hand: Sequence[Card], answer: str) -> list[str]:
    if answer == NT_HIGH:
        return ["no-trump-high"]
    if answer == NT_LOW:
        return ["no-trump-low"]
    suit = Suit.parse(answer)
    return [LONG_SUIT] if suit in long_bower_suits(hand) else ["other-suit"]


def _declare_player() -> OptionPlayer:
    def play(deal: Deal, option: str) -> Outcome:
        return play_contract(deal, option)

    return play


def _declare_judge(auction: Auction, item_id: str, stream: str = "samples") -> BidJudge:
    return BidJudge(auction, item_id, list(CONTRACTS), _declare_player(), stream=stream)


def declare_tally(outcomes: Sequence[Mapping[str, Outcome]]) -> dict[str, dict[str, int]]:
    """Per contract: deals made, deals set, and the declaring side's tricks in all."""
    counts: dict[str, dict[str, int]] = {}
    for results in outcomes:
        for option, outcome in results.items():
            row = counts.setdefault(option, {"made": 0, "set": 0, "tricks": 0})
            row["made" if outcome.tricks >= outcome.bid else "set"] += 1
            row["tricks"] += outcome.tricks
    return counts


def confirm_declare(
    auction: Auction, item_id: str, answer: str, *, samples: int | None = None
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    judge = _declare_judge(auction, item_id, "confirm")
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, declare_tally(judge.outcomes[: proof.samples])


def _won_bid(auction: Auction) -> int:
    high, bidder = auction.high()
    if high is None or bidder != auction.seat:
        raise ValueError("the player did not win the auction")
    return high


def generate_declare(spec: Spec, number: int, theme: str | None, rng: random.Random) -> Item | None:
    variant = spec.rules
    _require_bid(variant, BID_DECLARE_KIND)
    counter = theme is not None and spec.is_theme_counter(number)
    auction = _random_auction(variant, rng, declarer=True)
    if auction is None:
        return None
    hand = auction.hand
    fits = bool(long_bower_suits(hand))
    if theme == LONG_SUIT and not fits:
        return None
    item_id = spec.item_id(number)

    def wanted(answer: str) -> bool:
        themes = declare_themes(hand, answer)
        if counter:
            # A counter-example must be explained: it leaves fewer losers than the lesson's suit.
            return LONG_SUIT not in themes and declare_reason_holds(variant, hand, answer)
        if fits and LONG_SUIT not in themes:
            return False  # a rule that gives way is a counter-example, asked for as one
        return theme is None or theme in themes

    try:
        judge = _declare_judge(auction, item_id)
        glance = judge.extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS or not wanted(glance.best):
            return None
        judgement = judge.extend(SELECTION_SAMPLES)
        answer = judgement.best
        if judgement.margin < SELECTION_MARGIN or not wanted(answer):
            return None
        proof, outcomes = confirm_declare(auction, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    item = base_item(spec, number)
    item.update(_auction_fields(auction))
    item["maker"] = auction.seat
    item["bid"] = _won_bid(auction)
    item.update(
        {
            "choices": list(CONTRACTS),
            "choice_labels": contract_labels(),
            "answer": [answer],
            "themes": declare_themes(hand, answer),
            "principle": NO_PRINCIPLE,
            **item_fields(proof),
            "contract_outcomes": outcomes,
            "prompt": declare_prompt(auction),
            "explanation": declare_explanation(
                auction, CallJudgement(dict(proof.means), proof.samples), outcomes, proof.fields()
            ),
        }
    )
    if counter:
        mark_counter(
            item,
            LONG_SUIT,
            DECLARE_COUNTER_RULES[LONG_SUIT],
            note=declare_counter_note(hand, answer),
        )
    return item


def tricks_en(count: int, size: int = 6) -> str:
    """Tricks of the hand in words: "all six tricks", "none of the six tricks", "4 of the
    six tricks"."""
    if count == size:
        return "all six tricks"
    if count == 0:
        return "none of the six tricks"
    return f"{count} of the six tricks"


def tricks_ko(count: int, size: int = 6) -> str:
    """The object of 가져오다: "여섯 트릭을 모두", "여섯 트릭 가운데 4개를"."""
    if count == size:
        return "여섯 트릭을 모두"
    return f"여섯 트릭 가운데 {count}개를"


def declare_prompt(auction: Auction) -> dict[str, str]:
    bid = _won_bid(auction)
    parts = [
        _dealer_sentence(auction.dealer, auction.seat),
        calls_sentence(auction.calls, auction.seat, auction.dealer),
        (
            f"You won the contract at {bid}: your side must take {tricks_en(bid)}, and "
            "you lead the first trick.",
            f"당신이 {josa(str(bid), '로')} 계약을 따냈습니다. 우리 팀은 {tricks_ko(bid)} "
            "가져와야 하고, 첫 트릭은 당신이 리드합니다.",
        ),
        (
            "What do you declare: a trump suit, no-trump high or no-trump low?",
            "무엇으로 할까요? 으뜸패 무늬, 노트럼프 하이, 노트럼프 로우 가운데 고르세요.",
        ),
    ]
    return text(" ".join(en for en, _ in parts), " ".join(ko for _, ko in parts))


def _hand_sentence(hand: Sequence[Card], answer: str) -> tuple[str, str]:
    trump, low = contract_of(answer)
    if trump is not None:
        held = sorted((c for c in hand if effective_suit(c, trump) is trump), key=lambda c: c.index)
        own = bowers(hand, trump)
        bower_en = (
            f", with {cards_text(own)} as bower" + ("s" if len(own) > 1 else "") if own else ""
        )
        bower_ko = f", 그중 바우어는 {cards_text(own)}" if own else ""
        return (
            f"With {suit_en(trump)} as trump you hold {len(held)} trumps ({cards_text(held)}"
            f"{bower_en}).",
            f"{josa(suit_ko(trump), '을')} 으뜸패로 하면 으뜸패가 {len(held)}장입니다"
            f"({cards_text(held)}{bower_ko}).",
        )
    top = Rank.NINE if low else Rank.ACE
    tops = [c for c in hand if c.rank is top]
    word_en = "9s" if low else "aces"
    word_ko = "9" if low else "에이스"
    if not tops:
        return (
            f"In no-trump {'low' if low else 'high'} you hold none of the {word_en}.",
            f"노트럼프 {'로우' if low else '하이'}에서 당신에게는 {josa(word_ko, '이')} 없습니다.",
        )
    game_en = "no-trump low" if low else "no-trump high"
    game_ko = "노트럼프 로우" if low else "노트럼프 하이"
    verb = "is" if len(tops) == 1 else "are each"
    where_ko = "그 무늬에서" if len(tops) == 1 else "각각 자기 무늬에서"
    return (
        f"In {game_en} your {cards_text(tops)} {verb} the best card of a suit.",
        f"{game_ko}에서는 {josa(cards_text(tops), '이')} {where_ko} 가장 센 카드입니다.",
    )


def top_cards(variant: Variant, hand: Sequence[Card], code: str) -> list[Card]:
    """The cards of ``hand`` that no unseen card of their suit outranks under contract
    ``code`` (a top trump, a plain suit's best card left): the tricks a declarer counts
    first. Everything but the hand is unseen when the declarer names the contract."""
    return sorted(
        (c for c in hand if not higher_out(variant, hand, code, c)),
        key=lambda c: c.index,
    )


# The count every declaration explanation opens its reasons with (a test holds them to it).
COUNT_EN = "Count the losers"
COUNT_KO = "질 수 있는 카드와 그 무늬에서 가장 높은 카드를 세어 봅니다"


def loser_words(code: str) -> tuple[str, str]:
    """What ``losers`` counts, said as it is: under a trump contract only the cards outside
    trump ("side-suit losers", 으뜸패 밖에서 질 수 있는 카드), a low trump is not one even
    with higher trumps out; in no-trump every card can be one."""
    trump, _ = contract_of(code)
    if trump is None:
        return "loser", "질 수 있는 카드"
    return "side-suit loser", "으뜸패 밖에서 질 수 있는 카드"


def _count_row(auction: Auction, code: str) -> tuple[str, str]:
    """One contract's top cards and losers, with the higher cards out over each loser."""
    variant, hand = auction.variant, auction.hand
    tops = top_cards(variant, hand, code)
    lost = losers(variant, hand, code)
    name_en, name_ko = contract_words(code, "en"), contract_words(code, "ko")
    noun_en, noun_ko = loser_words(code)
    tops_en = f"{count_en(len(tops), 'top card')} ({cards_text(tops)})" if tops else "no top cards"
    if not lost:
        lost_en = f"no {noun_en}s"
    else:
        over = "; ".join(f"{c}: {cards_text(higher_out(variant, hand, code, c))} out" for c in lost)
        lost_en = f"{count_en(len(lost), noun_en)} ({over})"
    tops_ko = (
        f"가장 높은 카드가 {cards_ko(tops)} {len(tops)}장"
        if tops
        else "가장 높은 카드가 하나도 없고"
    )
    if not lost:
        lost_ko = f"{noun_ko}는 없습니다."
    else:
        over_ko = "; ".join(
            higher_out_ko(card_ko(c), higher_out(variant, hand, code, c)) for c in lost
        )
        lost_ko = f"{noun_ko}가 {cards_ko(lost)} {len(lost)}장입니다({over_ko})."
    joint = ", " if tops else " "
    return f"{name_en}, {tops_en} and {lost_en}", f"{name_ko}에서는 {tops_ko}{joint}{lost_ko}"


def higher_out_ko(card: str, out: Sequence[Card]) -> str:
    """The higher cards of a loser's suit that are out (not all the higher cards: the
    hand's own may be higher too): "J♣보다 높은 카드 중 K♣, Q♣가 밖에 있음"."""
    return f"{card}보다 높은 카드 중 {josa(cards_ko(out), '가')} 밖에 있음"


def count_sentences(
    auction: Auction, answer: str, others: Sequence[str], bid: int
) -> list[tuple[str, str]]:
    """How a strong player justifies the declaration: the top cards and losers the answer
    and the contracts it is weighed against leave (``top_cards``, ``losers``), what the
    count says between them, and the answer's top cards against the bid."""
    variant, hand = auction.variant, auction.hand
    codes = [answer, *[c for c in others if c != answer]]
    rows = [_count_row(auction, code) for code in codes]
    sentences = [
        (
            f"{COUNT_EN}, the cards outside trump with more higher cards of their suit out "
            "than you hold above them (an opponent holding those can beat them), and the top "
            "cards, which no unseen card of their suit outranks: "
            + "; ".join(en for en, _ in rows)
            + ".",
            f"{COUNT_KO}. 질 수 있는 카드는 으뜸패가 아닌 카드 가운데, 그보다 높은 같은 "
            "무늬 카드가 당신 손보다 다른 사람 손에 더 많이 있는 카드입니다. 그 높은 카드를 "
            "가진 상대에게 질 수 있습니다. 가장 높은 카드는 보이지 않는 카드 가운데 같은 "
            "무늬에서 그보다 높은 것이 없는 카드입니다. " + " ".join(ko for _, ko in rows),
        )
    ]
    mine = len(losers(variant, hand, answer))
    theirs = [len(losers(variant, hand, code)) for code in codes[1:]]
    answer_en, answer_ko = contract_words(answer, "en"), contract_as_ko(answer)
    side = any(contract_of(code)[0] is not None for code in codes)
    losers_en = "losers outside trump" if side else "losers"
    losers_ko = "으뜸패 밖에서 질 수 있는 카드" if side else "질 수 있는 카드"
    if theirs and all(mine < n for n in theirs):
        sentences.append(
            (
                f"{capital(answer_en)} leaves the fewest {losers_en}.",
                f"{answer_ko} 정하면 {losers_ko}가 가장 적게 남습니다.",
            )
        )
    elif theirs and all(mine == n for n in theirs):
        sentences.append(
            (
                f"The count of {losers_en} alone does not tell them apart: the deals below do.",
                f"{losers_ko} 수만으로는 우열이 갈리지 않으니, 아래의 배치 계산으로 가립니다.",
            )
        )
    elif theirs:
        fewer = [code for code, n in zip(codes[1:], theirs, strict=True) if n < mine]
        if fewer:
            names_en = " and ".join(contract_words(code, "en") for code in fewer)
            names_ko = ", ".join(contract_words(code, "ko") for code in fewer)
            sentences.append(
                (
                    f"By the count of {losers_en} alone {names_en} would look better; the deals "
                    f"below show {answer_en} scoring more all the same.",
                    f"{losers_ko} 수만 보면 {josa(names_ko, '이')} 나아 보이지만, 아래의 "
                    f"배치 계산으로는 {answer_ko} 정하는 쪽이 점수를 더 냅니다.",
                )
            )
    tops = len(top_cards(variant, hand, answer))
    trump, _ = contract_of(answer)
    sentences.append(against_bid(tops, bid, trump is not None))
    return sentences


def against_bid(tops: int, bid: int, ruffable: bool) -> tuple[str, str]:
    """The answer's top cards set against the bid, compared as they are: fewer than the bid
    (the rest must come from elsewhere), as many as, or more than it."""
    tops_en = count_en(tops, "top card") if tops else "no top cards"
    tops_ko = f"가장 높은 카드가 {tops}장"
    if tops < bid:
        more = bid - tops
        more_en = count_en(more, "more trick", "more tricks") if tops else count_en(more, "trick")
        more_ko = "더 " if tops else ""
        return (
            f"Against your bid of {bid}: {tops_en}, so at least {more_en} must come from "
            "your partner or your other cards.",
            f"비드한 {bid}트릭에 견주면 {tops_ko + '이니' if tops else '가장 높은 카드가 없으니'}, "
            f"적어도 {more}트릭은 파트너나 다른 "
            f"카드로 {more_ko}가져와야 합니다.",
        )
    ruff_en = " (a plain one can still be trumped)" if ruffable else ""
    ruff_ko = " 다만 으뜸패가 아닌 카드는 잘릴 수 있습니다." if ruffable else ""
    if tops == bid:
        return (
            f"Against your bid of {bid}: {tops_en}, as many as the bid{ruff_en}.",
            f"비드한 {bid}트릭에 견주면 {tops_ko}으로 비드만큼 있습니다.{ruff_ko}",
        )
    extra = tops - bid
    extra_en = "one more" if extra == 1 else f"{extra} more"
    return (
        f"Against your bid of {bid}: {tops_en}, {extra_en} than the bid{ruff_en}.",
        f"비드한 {bid}트릭에 견주면 {tops_ko}으로 비드보다 {extra}장 많습니다.{ruff_ko}",
    )


def declare_losing_text(answer: str) -> tuple[str, str]:
    """Every contract loses points: the declarer must still name one (there is no pass
    after the auction), so the least bad is the answer, and the text says so."""
    return (
        "Every contract loses points here on average, but you won the auction and must "
        f"name one: {contract_words(answer, 'en')} loses least.",
        "여기서는 어느 계약을 정해도 평균적으로 점수를 잃지만, 계약을 따냈으니 하나는 "
        f"정해야 합니다. {contract_as_ko(answer)} 정하는 쪽이 가장 덜 잃습니다.",
    )


def _declare_close(
    answer: str,
    runner: str,
    outcomes: Mapping[str, Mapping[str, int]],
    samples: int,
    confirm: Mapping[str, Any] | None,
) -> tuple[str, str] | None:
    """Why a declaration wins a close race against the runner-up: made more often, or more
    tricks on average, from the played-out figures."""
    a, r = outcomes[answer], outcomes[runner]
    answer_words = (contract_words(answer, "en"), contract_words(answer, "ko"))
    runner_words = (contract_words(runner, "en"), contract_words(runner, "ko"))
    why = ("", "")
    if a["made"] > r["made"]:
        pa, pr = percent(a["made"], samples), percent(r["made"], samples)
        pa_ko, pr_ko = percent(a["made"], samples, "ko"), percent(r["made"], samples, "ko")
        why = (
            f"{answer_words[0]} is made in {pa} of the deals, {runner_words[0]} in {pr}",
            f"{josa(answer_words[1], '는')} {pa_ko}, {josa(runner_words[1], '는')} "
            f"{pr_ko}의 배치에서 계약을 지킵니다.",
        )
    elif a["tricks"] > r["tricks"]:
        ta, tr = a["tricks"] / max(1, samples), r["tricks"] / max(1, samples)
        why = (
            f"{answer_words[0]} takes {ta:.1f} tricks on average, {runner_words[0]} {tr:.1f}",
            f"{josa(answer_words[1], '는')} 평균 {ta:.1f}트릭, {josa(runner_words[1], '는')} "
            f"{tr:.1f}트릭을 가져옵니다.",
        )
    return close_sentence(answer_words, runner_words, confirm, why)


def declare_explanation(
    auction: Auction,
    judgement: CallJudgement,
    outcomes: Mapping[str, Mapping[str, int]],
    confirm: Mapping[str, Any] | None = None,
) -> dict[str, str]:
    """The explanation; ``confirm``, the stored proof, makes a thin lead read as close."""
    bid = _won_bid(auction)
    answer = judgement.best
    samples = judgement.samples
    en: list[str] = []
    ko: list[str] = []
    scoring_en, scoring_ko = _scoring_sentence(bid)
    en.append(scoring_en)
    ko.append(scoring_ko)
    hand_en, hand_ko = _hand_sentence(auction.hand, answer)
    en.append(hand_en)
    ko.append(hand_ko)
    runner = judgement.ranked()[1][0]
    if runner != answer:
        r_en, r_ko = _hand_sentence(auction.hand, runner)
        en.append(r_en)
        ko.append(r_ko)
    # The losers each contract leaves: against the suits the lesson's words name (a
    # counter-example's reason), else against the runner-up.
    others = [x.code for x in long_bower_suits(auction.hand) if x.code != answer]
    if not others or answer in [x.code for x in long_bower_suits(auction.hand)]:
        others = [runner]
    for count_sentence_en, count_sentence_ko in count_sentences(auction, answer, others, bid):
        en.append(count_sentence_en)
        ko.append(count_sentence_ko)

    def figures(option: str, lang: str) -> str:
        row = outcomes[option]
        average = row["tricks"] / max(1, samples)
        if lang == "en":
            return (
                f"{contract_words(option, 'en')}: made in {percent(row['made'], samples)}, "
                f"average tricks {average:.1f}"
            )
        return (
            f"{contract_words(option, 'ko')}: 계약 성공 {percent(row['made'], samples, 'ko')}, "
            f"평균 {average:.1f}트릭"
        )

    shown = [o for o, _ in judgement.ranked()[:3]]
    en.append(
        f"Played out on {samples} deals of the unseen cards that fit the bidding (you lead "
        f"first, {SEEN_EN}): " + "; ".join(figures(o, "en") for o in shown) + "."
    )
    ko.append(
        f"비드와 맞는 보이지 않는 카드 배치 {samples}가지를 끝까지 쳐 보면 "
        + "; ".join(figures(o, "ko") for o in shown)
        + f"입니다(당신이 먼저 리드하며, {SEEN_KO})."
    )
    values_en = ", ".join(f"{contract_words(o, 'en')} {_points(v)}" for o, v in judgement.ranked())
    values_ko = ", ".join(f"{contract_words(o, 'ko')} {_points(v)}" for o, v in judgement.ranked())
    en.append(f"Expected points for your side, less the opponents': {values_en}.")
    ko.append(f"상대 점수를 뺀 우리 팀 기대 점수: {values_ko}.")
    if judgement.evaluation[answer] < 0:
        losing_en, losing_ko = declare_losing_text(answer)
        en.append(losing_en)
        ko.append(losing_ko)
    close = _declare_close(answer, runner, outcomes, samples, confirm)
    if close is not None:
        en.append(close[0])
        ko.append(close[1])
    en.append(f"Best: {contract_words(answer, 'en')}.")
    ko.append(f"최선: {contract_words(answer, 'ko')}.")
    return text(lines(en), lines(ko))


def check_declare(item: Mapping[str, Any], *, prove: bool = True) -> None:
    auction = _auction_from_item(item)
    _require_bid(auction.variant, BID_DECLARE_KIND)
    _require_hand(item, auction)
    try:
        deal = _engine_auction(auction)
    except ValueError as error:
        raise ItemCheckError(
            str(item["id"]), f"the bids are not a legal auction: {error}"
        ) from error
    require(
        deal.phase is Phase.DECLARE and deal.to_act == auction.seat,
        item,
        "the auction is over and the player declares",
    )
    require(item.get("bid") == deal.bid, item, "the contract's bid")
    require(sorted(item["choices"]) == sorted(CONTRACTS), item, "choices: every contract")
    legal = sorted(a.code for a in deal.legal_actions() if isinstance(a, Declare))
    require(legal == sorted(CONTRACTS), item, "the engine's contracts")
    _require_stored(item)
    answer = str(item["answer"][0])
    if float(item["evaluation"][answer]) < 0:
        losing_en, losing_ko = declare_losing_text(answer)
        require(
            losing_en in item["explanation"]["en"] and losing_ko in item["explanation"]["ko"],
            item,
            "every contract loses points: the explanation must say the declarer must still "
            f"name one ({losing_en!r})",
        )
    themes = declare_themes(auction.hand, answer)
    require(list(item["themes"]) == themes, item, "themes")
    fits = bool(long_bower_suits(auction.hand))
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if fits and LONG_SUIT not in themes:
        require(countered == LONG_SUIT, item, "a rule that gives way is marked a counter-example")
        note = declare_counter_note(auction.hand, answer)
        require(item.get("counter_note") == note, item, "the counter note")
        require(
            declare_reason_holds(auction.variant, auction.hand, answer),
            item,
            "the counter-example leaves no fewer losers than the advice's suit: no stated reason",
        )
    else:
        require(countered is None, item, "only a long bowered suit not chosen is a counter-example")
    outcomes = item.get("contract_outcomes")
    require(isinstance(outcomes, Mapping), item, "contract_outcomes missing")
    if prove:
        proof, counted = confirm_declare(
            auction, str(item["id"]), answer, samples=int(item["samples"])
        )
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "contract_outcomes differ from the confirming deals")


def audit_declare(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    return (
        _declare_judge(_auction_from_item(item), str(item["id"]), "audit").extend(deals).evaluation
    )


BID_DECLARE_DEF = Kind(
    BID_DECLARE_KIND,
    DECLARE_THEMES,
    generate_declare,
    check_declare,
    engine_judged=True,
    audit=audit_declare,
)


def _with_note(item: Mapping[str, Any], explanation: dict[str, str]) -> dict[str, str]:
    note = item.get("counter_note")
    if not note:
        return explanation
    return text(f"{note['en']}\n{explanation['en']}", f"{note['ko']}\n{explanation['ko']}")


def _declare_text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    auction = _auction_from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    explanation = declare_explanation(
        auction, judgement, item["contract_outcomes"], item.get("confirm")
    )
    return declare_prompt(auction), _with_note(item, explanation)


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation written again from a stored item (nothing played out)."""
    if item["kind"] == BID_DECLARE_KIND:
        return _declare_text_from_item(item)
    return _amount_text_from_item(item)


def counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    """The note today's builders write for a stored counter-example (``quizzes reword``)."""
    auction = _auction_from_item(item)
    if item["kind"] == BID_DECLARE_KIND:
        return declare_counter_note(auction.hand, str(item["answer"][0]))
    return amount_counter_note(auction)


# Registered last: the text builders above are defined after the kinds.
BID_AMOUNT_DEF = dataclasses.replace(
    BID_AMOUNT_DEF, text=text_from_item, stored_counter_note=counter_note_from_item
)
BID_DECLARE_DEF = dataclasses.replace(
    BID_DECLARE_DEF, text=text_from_item, stored_counter_note=counter_note_from_item
)
