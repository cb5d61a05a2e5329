"""bid-declare: which contract (a trump suit, no-trump high, no-trump low)? Its themes, judge,
generation, prompt, explanation and check."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tutor.analysis.bidding import (
    CONTRACTS,
    NT_HIGH,
    NT_LOW,
    Auction,
    BidJudge,
    OptionPlayer,
    Outcome,
    contract_of,
    play_contract,
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
    SUITS,
    Card,
    Deal,
    Declare,
    Phase,
    Rank,
    Suit,
    Variant,
    card_power,
    effective_suit,
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
    BID_DECLARE_KIND,
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
    auction_from_item,
    calls_sentence,
    close_sentence,
    contract_as_ko,
    contract_labels,
    contract_words,
    engine_auction,
    lesson_says,
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
    suit_en,
    suit_ko,
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


def declare_judge(auction: Auction, item_id: str, stream: str = "samples") -> BidJudge:
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
    judge = declare_judge(auction, item_id, "confirm")
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
        judge = declare_judge(auction, item_id)
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
    auction = auction_from_item(item)
    _require_bid(auction.variant, BID_DECLARE_KIND)
    _require_hand(item, auction)
    try:
        deal = engine_auction(auction)
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
    return declare_judge(auction_from_item(item), str(item["id"]), "audit").extend(deals).evaluation


BID_DECLARE_DEF = Kind(
    BID_DECLARE_KIND,
    DECLARE_THEMES,
    generate_declare,
    check_declare,
    engine_judged=True,
    audit=audit_declare,
)
