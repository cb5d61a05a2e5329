"""bid-amount: pass, or which bid? Its themes, judge, generation, prompt, explanation and check."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    PASS,
    Auction,
    BidJudge,
    OptionPlayer,
    Outcome,
    call_action,
    counted_contract,
    finish_auction,
)
from tutor.analysis.calling import CallJudgement
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    confirm,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import (
    Bid,
    Deal,
    Pass,
)
from tutor.quiz.kinds.base import (
    Item,
    ItemCheckError,
    Kind,
    Spec,
    base_item,
    mark_counter,
    require,
    text,
)
from tutor.quiz.kinds.bids.common import (
    BID_AMOUNT_KIND,
    NO_PRINCIPLE,
    PRESCREEN,
    SEEN_EN,
    SEEN_KO,
    SELECTION_MARGIN,
    SELECTION_SAMPLES,
    _auction_fields,
    _dealer_sentence,
    _points,
    _random_auction,
    _require_bid,
    _require_hand,
    _require_stored,
    _scoring_sentence,
    _with_note,
    auction_from_item,
    bid_labels,
    calls_sentence,
    close_sentence,
    contract_as_ko,
    contract_words,
    engine_auction,
    lesson_says,
)
from tutor.quiz.words import (
    capital,
    josa,
    lines,
    percent,
    rounds_to_nothing,
)

# == bid-amount ===============================================================================

LOWEST = "lowest-bid"


AMOUNT_THEMES = (LOWEST, "outbid", "pass", "dealer-equal", "forced-bid")


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
    legal = engine_auction(auction).legal_actions()
    options = [PASS] if Pass() in legal else []
    options += [str(a.tricks) for a in legal if isinstance(a, Bid)]
    return options


def _amount_player(auction: Auction, plan: str) -> OptionPlayer:
    def play(deal: Deal, option: str) -> Outcome:
        deal = deal.copy()
        deal.push(call_action(None if option == PASS else int(option)))
        return finish_auction(deal, auction.seat, plan)

    return play


def amount_judge(auction: Auction, item_id: str, stream: str = "samples") -> BidJudge:
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
    judge = amount_judge(auction, item_id, "confirm")
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
        judge = amount_judge(auction, item_id)
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
    auction = auction_from_item(item)
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
    return amount_judge(auction_from_item(item), str(item["id"]), "audit").extend(deals).evaluation


def _amount_text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation written again from a stored item (nothing played out)."""
    auction = auction_from_item(item)
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
