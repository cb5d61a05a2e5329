"""go-alone: the maker has called; alone or with the partner? Judged in points.

A loner is worth more only through the march: five tricks alone score 4 instead of 2,
while three or four tricks score 1 either way, and the partner's cards leave the game
(a trick the partner would have won is lost, and a euchre comes easier). Each option is
played out over sampled deals of the unseen cards (``tutor.analysis.calling``): the earlier
players' passes are respected, the play is solved exactly and scored by the variant, so
the item states how often each option marches, makes and is euchred on the confirming
deals (``lone_outcomes``), and the answer is proven there (``tutor.analysis.proof``).

Counter-examples are lone hands (the top three trumps, or four trumps) where playing with
the partner is proven better: a plain loser or a missing bower makes the lone march
doubtful (rules-spec A-9, second clause), or two points already win the game (A-10).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    SAMPLES,
    CallJudgement,
    Contract,
    OptionJudge,
    Outcome,
    Table,
    play_out,
)
from tutor.analysis.deal import CALL_THRESHOLD, hand_strength
from tutor.analysis.position import item_variant
from tutor.analysis.proof import (
    MARGIN_POINTS,
    Confirmation,
    confirm,
    item_fields,
    replay_problem,
)
from tutor.analysis.sampling import SamplingError
from tutor.engine import SUITS, Card, Rank, Suit, Variant, is_trump, parse_card
from tutor.quiz import principles
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
    with_counter_note,
)
from tutor.quiz.kinds.calls import PRESCREEN, SELECTION_MARGIN, lone_hand_text, turned_down
from tutor.quiz.kinds.calls.basics import (
    _dealer,
    _dealer_sentence,
    _in_turn,
    _passed_sentence,
    _require_stored,
    _role,
    _score_sentence,
    _seat,
    _sentences,
)
from tutor.quiz.kinds.lone_dispute import disputed_loner_text
from tutor.quiz.words import (
    alone_made_no_more,
    alone_no_more,
    capital,
    card_ko,
    cards_text,
    count_en,
    josa,
    lines,
    lone_euchre_loss,
    made_either_way,
    made_points,
    made_tricks,
    march_points,
    percent,
    points_en,
    suit_en,
    suit_ko,
)

GO_ALONE_KIND = "go-alone"
PARTNER = "with-partner"
OPTIONS = (ALONE, PARTNER)
LABELS: dict[str, dict[str, str]] = {
    ALONE: {"en": "Go alone", "ko": "혼자 하기"},
    PARTNER: {"en": "Play with your partner", "ko": "파트너와 함께 하기"},
}
THEMES = ("go-alone", "stay-with-partner", "march-doubtful", "play-to-score")
# The rule a counter-example gives way from: A-9 in the spec's words (``principles.ADVICE``),
# never a rule the course made up; its note names what takes over (``lone_counter_note``).
COUNTER_RULES: dict[str, tuple[str, str]] = {
    "go-alone": principles.ADVICE["A-9"],
}
# The best option's value (points for the caller's side) a position needs: a call that
# loses points on average is a question about calling, not about going alone.
WORTH_CALLING = 0.5
# How a hand ends for the caller's side, in the order the explanation names them.
RESULTS = ("march", "made", "euchred")


@dataclass(frozen=True)
class LoneCall:
    """``seat`` has made ``trump``: ordered up (or, as dealer, picked up) the turn-up in
    round one, or named a suit in round two; the players before it passed."""

    variant: Variant
    dealer: int
    seat: int
    hand: list[Card]  # the five dealt cards
    upcard: Card
    round: int
    trump: Suit
    scores: list[int] | None = None

    @property
    def role(self) -> int:
        return _role(self.seat, self.dealer)

    @property
    def holding(self) -> list[Card]:
        """The dealer who picks up counts the turn-up (and discards one card after)."""
        if self.round == 1 and self.role == 0:
            return [*self.hand, self.upcard]
        return list(self.hand)

    def taken(self, alone: bool) -> bool:
        """Whether the dealer takes the turn-up: round one only, and not when the dealer's
        partner goes alone (the dealer sits out; the card is dead, E4)."""
        return self.round == 1 and not (alone and self.role == 2)

    def passed_first(self) -> list[int]:
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        if self.round == 2:
            return [s for s in order if s != self.seat]
        return order[: order.index(self.seat)]

    def passed_second(self) -> list[int]:
        if self.round == 1:
            return []
        order = [(self.dealer + i) % 4 for i in range(1, 5)]
        return order[: order.index(self.seat)]

    def call(self, alone: bool) -> principles.Call:
        scores = None
        if self.scores is not None:
            scores = (self.scores[self.seat % 2], self.scores[1 - self.seat % 2])
        action = ORDER_UP if self.round == 1 else self.trump.code
        return principles.Call(
            self.dealer,
            self.seat,
            tuple(self.hand),
            self.upcard,
            self.round,
            ALONE if alone and self.round == 1 else action,
            scores=scores,
            target=self.variant.target,
            canadian_loner=self.variant.canadian_loner,
            alone=alone,
        )


def _require_modelled(variant: Variant) -> None:
    if (
        variant.players != 4
        or variant.is_bid
        or variant.joker
        or variant.caller_takes_upcard
        or not variant.allow_alone
        or variant.canadian_loner
    ):
        raise GenerationError(
            "go-alone items are generated for four-player Euchre with loners, the dealer "
            f"taking the turn-up and no Canadian loner (standard, cardgames, american), not "
            f"{variant.name}"
        )


def _play(lone: LoneCall) -> Callable[[Table, str], Outcome]:
    def play(table: Table, option: str) -> Outcome:
        alone = option == ALONE
        contract = Contract(lone.trump, lone.seat, alone, taken=lone.taken(alone))
        return play_out(table, contract)

    return play


def _judge(lone: LoneCall, item_id: str, stream: str = "samples") -> OptionJudge:
    deal = _dealer(
        lone.variant,
        lone.dealer,
        lone.seat,
        lone.hand,
        lone.upcard,
        lone.passed_first(),
        lone.passed_second(),
    )
    return OptionJudge(
        item_id,
        list(OPTIONS),
        deal,
        _play(lone),
        lone.seat % 2,
        scores=lone.scores,
        target=lone.variant.target,
        stream=stream,
        memory_key=repr(lone),
    )


def judge_lone(lone: LoneCall, item_id: str, samples: int = SAMPLES) -> CallJudgement:
    return _judge(lone, item_id).extend(samples)


def tally(
    outcomes: Sequence[Mapping[str, Outcome]], team: int, options: Sequence[str] = OPTIONS
) -> dict[str, dict[str, int]]:
    """How often ``team`` (the makers) marched, made its three or four tricks, or was
    euchred under each option, from the points of each played-out deal (a march scores 2,
    alone 4; a euchre scores for the other side)."""
    counts = {option: dict.fromkeys(RESULTS, 0) for option in options}
    for results in outcomes:
        for option, outcome in results.items():
            mine, theirs = outcome.points[team], outcome.points[1 - team]
            result = "euchred" if theirs > 0 else "march" if mine >= 2 else "made"
            counts[option][result] += 1
    return counts


def confirm_lone(
    lone: LoneCall, item_id: str, answer: str, *, samples: int | None = None
) -> tuple[Confirmation[str], dict[str, dict[str, int]]]:
    """Prove ``answer`` on the confirming deals; how each option ended on those deals."""
    judge = _judge(lone, item_id, "confirm")
    proof = confirm(judge.draw, answer, samples=samples)
    return proof, tally(judge.outcomes[: proof.samples], lone.seat % 2)


# -- themes and principles ------------------------------------------------------------------


def _lone_hand(lone: LoneCall) -> bool:
    return principles.lone_hand(lone.holding, lone.trump)


def _two_points_win(lone: LoneCall) -> bool:
    return lone.scores is not None and lone.scores[lone.seat % 2] >= lone.variant.target - 2


def _themes(lone: LoneCall, answer: str) -> list[str]:
    themes: list[str] = []
    if answer == ALONE:
        themes.append("go-alone")
    elif not _lone_hand(lone):
        themes.append("stay-with-partner")
    else:
        if principles.lone_march_doubtful(_kept(lone), lone.trump):
            themes.append("march-doubtful")
        if _two_points_win(lone):
            themes.append("play-to-score")
    return themes


def _kept(lone: LoneCall) -> list[Card]:
    return principles.kept_cards(lone.call(False), lone.trump)


def _fits(lone: LoneCall, theme: str) -> bool:
    """The position a theme is about: a lone hand for go-alone, a hand strong enough to
    call but not a lone hand for stay-with-partner."""
    if theme == "go-alone":
        return _lone_hand(lone)
    if theme == "stay-with-partner":
        return not _lone_hand(lone)
    return True


def _principle(lone: LoneCall, answer: str, themes: Sequence[str]) -> str | None:
    call = lone.call(answer == ALONE)
    options = [lone.call(option == ALONE) for option in OPTIONS]
    # A-9 first: the score is the reason only for a hand A-9 would play alone.
    for principle in ("A-9", "A-10") if "play-to-score" in themes else ("A-9",):
        if principles.fits(principle, call) and principles.decides(principle, options):
            return principle
    return None


# -- generating ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Shape:
    """A position shape a set asks for (``DEAL_OPTIONS``): the trumps, high trumps and
    off-suit aces the caller's holding may have (the dealer's counting the turn-up in round
    one), the score, seat and round; None leaves that to the deal."""

    trumps: Sequence[int] | None = None
    high: Sequence[int] | None = None
    aces: Sequence[int] | None = None
    # ``deal_our_score``: the caller's side's score drawn from these (an empty list: no
    # score); None leaves the score to the deal.
    our_score: Sequence[int] | None = None
    # ``deal_roles``: the caller's seat relation to the dealer (0 the dealer, 1 his left...).
    roles: Sequence[int] | None = None
    # ``deal_rounds``: the round the call was made in.
    rounds: Sequence[int] | None = None


def _high(card: Card, trump: Suit) -> bool:
    """A bower, the Benny or the trump ace (the high trumps a learner counts)."""
    return card.is_joker or card.rank is Rank.JACK or card.rank is Rank.ACE


def _shaped_hand(
    deck: Sequence[Card],
    upcard: Card,
    trump: Suit,
    dealer_holds: bool,
    shape: Shape,
    rng: random.Random,
) -> list[Card] | None:
    """Five dealt cards (from ``deck``, the turn-up apart) whose holding has the shape's
    trumps, high trumps and off-suit aces; None where the shape cannot be dealt."""
    fixed = [upcard] if dealer_holds else []
    trumps = [c for c in deck if is_trump(c, trump)]
    high = [c for c in trumps if _high(c, trump)]
    low = [c for c in trumps if not _high(c, trump)]
    rng.shuffle(high)
    rng.shuffle(low)
    n = rng.choice(list(shape.trumps)) - len(fixed) if shape.trumps else rng.randint(2, 3)
    if shape.high:
        h = rng.choice(list(shape.high)) - sum(1 for c in fixed if _high(c, trump))
    else:
        h = sum(1 for c in trumps[:n] if _high(c, trump))
    if not 0 <= h <= min(n, len(high)) or not 0 <= n - h <= len(low) or n > 5:
        return None
    hand = high[:h] + low[: n - h]
    side = [c for c in deck if not is_trump(c, trump)]
    rng.shuffle(side)
    if shape.aces:
        a = rng.choice(list(shape.aces))
        aces = [c for c in side if c.rank is Rank.ACE][:a]
        if len(aces) < a:
            return None
        side = aces + [c for c in side if c.rank is not Rank.ACE]
    return sorted(hand + side[: 5 - n])


def _random_lone(
    variant: Variant,
    theme: str | None,
    counter: bool,
    rng: random.Random,
    shape: Shape | None = None,
) -> LoneCall | None:
    dealer = rng.randrange(4)
    seat = rng.randrange(4)
    if shape is not None and shape.roles:
        seat = (dealer + rng.choice(list(shape.roles))) % 4
    deck = [c for c in variant.cards() if not c.is_joker]
    rng.shuffle(deck)
    upcard = deck[0]
    round_number = 1 if rng.random() < 0.7 else 2
    if shape is not None and shape.rounds:
        round_number = rng.choice(list(shape.rounds))
    turned = upcard.suit or Suit.SPADES
    others = [s for s in SUITS if s is not turned]
    trump = turned if round_number == 1 else rng.choice(others)
    if shape is not None:
        # The set asks for hand shapes that break a counting shortcut (issue 10).
        dealt = _shaped_hand(
            deck[1:], upcard, trump, round_number == 1 and seat == dealer, shape, rng
        )
        if dealt is None:
            return None
        hand = dealt
    else:
        # Deal the caller some of the top trumps: lone hands and near-lone hands.
        tops = [c for c in deck[1:] if is_trump(c, trump)]
        rng.shuffle(tops)
        take = rng.randint(3, 4) if theme == "go-alone" else rng.randint(2, 3)
        rest = [c for c in deck[1:] if c not in tops[:take]]
        hand = sorted(tops[:take] + rest[: 5 - take])
    scores = None
    if shape is not None and shape.our_score is not None:
        if shape.our_score:
            mine, theirs = rng.choice(list(shape.our_score)), rng.randint(2, 9)
            scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    elif counter and rng.random() < 0.4:
        mine, theirs = rng.choice((8, 9)), rng.randint(2, 9)
        scores = [mine, theirs] if seat % 2 == 0 else [theirs, mine]
    return LoneCall(variant, dealer, seat, hand, upcard, round_number, trump, scores)


def _shape(spec: Spec, number: int, theme: str | None, counter: bool) -> Shape | None:
    """Item ``number``'s asked-for hand shape: ``DEAL_OPTIONS`` keyed by its theme
    (``<theme>-counter`` for its counter-examples), each a list of counts or a list of
    such lists the theme's items take in turn."""
    key = f"{theme}-counter" if counter else str(theme)
    options = [spec.options.get(name) or {} for name in DEAL_OPTIONS]
    if not any(key in option for option in options):
        return None
    place = sum(
        1
        for m in range(1, number)
        if spec.theme_for(m) == theme and spec.is_theme_counter(m) == counter
    )
    trumps, high, aces, our_score, roles, rounds = (
        _in_turn(option.get(key), place) for option in options
    )
    if key in options[3] and our_score is None:
        our_score = []
    return Shape(trumps, high, aces, our_score, roles, rounds)


DEAL_OPTIONS = (
    "deal_trumps",
    "deal_high_trumps",
    "deal_side_aces",
    "deal_our_score",
    "deal_roles",
    "deal_rounds",
)


def _would_call(lone: LoneCall) -> bool:
    """The caller's hand is one the calling heuristics would call with (round two: and no
    round-one call from it), so the position is a real one."""
    if lone.round == 2:
        turned = lone.upcard.suit or Suit.SPADES
        first_round = [*lone.hand, lone.upcard] if lone.role == 0 else lone.hand
        if hand_strength(first_round, turned) >= CALL_THRESHOLD:
            return False
    return hand_strength(lone.holding, lone.trump) >= CALL_THRESHOLD


def generate_go_alone(
    spec: Spec, number: int, theme: str | None, rng: random.Random
) -> Item | None:
    variant = spec.rules
    _require_modelled(variant)
    counter = theme is not None and spec.is_theme_counter(number)
    lone = _random_lone(variant, theme, counter, rng, _shape(spec, number, theme, counter))
    if lone is None or lone.upcard.suit is None or not _would_call(lone):
        return None
    if theme is not None and not _fits(lone, theme):
        return None
    item_id = spec.item_id(number)
    try:
        glance = _judge(lone, item_id).extend(PRESCREEN)
        if glance.margin < MARGIN_POINTS:
            return None
        if theme is not None and (theme in _themes(lone, glance.best)) is counter:
            return None
        judgement = judge_lone(lone, item_id)
        answer = judgement.best
        themes = _themes(lone, answer)
        if judgement.margin < SELECTION_MARGIN or not themes:
            return None
        # Only a call worth making: the question is how, not whether, to play the hand.
        if judgement.evaluation[answer] < WORTH_CALLING:
            return None
        if theme is not None and (theme in themes) is counter:
            return None
        principle = _principle(lone, answer, themes)
        if principle is None:
            return None
        proof, outcomes = confirm_lone(lone, item_id, answer)
    except SamplingError:
        return None
    if not proof.proven:
        return None
    judged = CallJudgement(dict(proof.means), proof.samples)
    item = base_item(spec, number)
    item.update(_fields(lone))
    item.update(
        {
            "choices": list(OPTIONS),
            "choice_labels": LABELS,
            "answer": [answer],
            "themes": themes,
            "principle": principle,
            **item_fields(proof),
            "lone_outcomes": outcomes,
            "prompt": _prompt(lone),
            "explanation": _explanation(
                lone,
                judged,
                outcomes,
                principle,
                themes,
                proof.fields(),
                counter=counter and theme is not None,
            ),
        }
    )
    if counter and theme is not None:
        mark_counter(item, theme, COUNTER_RULES[theme], note=lone_counter_note(theme, themes))
    return item


def _fields(lone: LoneCall) -> dict[str, Any]:
    fields: dict[str, Any] = {
        "trump": lone.trump.code,
        "no_trump": None,
        "dealer": lone.dealer,
        "maker": lone.seat,
        "alone": False,
        "seat": lone.seat,
        "upcard": lone.upcard.code,
        "upcard_taken": lone.round == 1,
        "history": [],
        "trick": [],
        "hand": [c.code for c in sorted(lone.holding)],
        "dealt": [c.code for c in lone.hand],
        "round": lone.round,
    }
    if lone.scores is not None:
        fields["scores"] = list(lone.scores)
        fields["target"] = lone.variant.target
    return fields


def _from_item(item: Mapping[str, Any]) -> LoneCall:
    scores = item.get("scores")
    return LoneCall(
        item_variant(item),
        int(item["dealer"]),
        int(item["seat"]),
        [parse_card(str(c)) for c in item["dealt"]],
        parse_card(str(item["upcard"])),
        int(item["round"]),
        Suit.parse(str(item["trump"])),
        None if scores is None else [int(s) for s in scores],
    )


# -- checking -------------------------------------------------------------------------------


def check_go_alone(item: Mapping[str, Any], *, prove: bool = True) -> None:
    lone = _from_item(item)
    _require_modelled(lone.variant)
    cards = [*lone.hand, lone.upcard]
    require(len(set(cards)) == len(cards), item, "a card appears twice")
    require(all(c in lone.variant.cards() for c in cards), item, "a card is not in the pack")
    require(len(lone.hand) == lone.variant.hand_size, item, "a full hand")
    require(lone.round in (1, 2), item, "round one or two")
    turned = lone.upcard.suit
    if lone.round == 1:
        require(lone.trump is turned, item, "round one makes the turn-up's suit trump")
    else:
        require(lone.trump is not turned, item, "the turned-down suit cannot be named")
    require(
        [str(c) for c in item["hand"]] == [c.code for c in sorted(lone.holding)],
        item,
        "the hand shown is the dealt hand (and the dealer's turn-up)",
    )
    require(_would_call(lone), item, "a hand the caller would not call with")
    require(sorted(item["choices"]) == sorted(OPTIONS), item, "choices: alone, with partner")
    _require_stored(item)
    answer = str(item["answer"][0])
    themes = _themes(lone, answer)
    require(bool(item["themes"]) and set(item["themes"]) <= set(themes), item, "themes")
    principle = item.get("principle")
    require(
        principle in ("A-9", "A-10") and principles.fits(principle, lone.call(answer == ALONE)),
        item,
        f"the answer does not follow the principle it quotes ({principle})",
    )
    require(
        principles.decides(principle, (lone.call(option == ALONE) for option in OPTIONS)),
        item,
        f"both choices follow {principle}: it decides nothing",
    )
    _require_lone_counter(item, lone, themes)
    outcomes = item.get("lone_outcomes")
    if not isinstance(outcomes, Mapping):
        raise ItemCheckError(str(item["id"]), "lone_outcomes missing")
    require(
        all(sum(outcomes[o].values()) == int(item["samples"]) for o in OPTIONS),
        item,
        "lone_outcomes do not count the confirming deals",
    )
    if prove:
        proof, counted = confirm_lone(lone, str(item["id"]), answer, samples=int(item["samples"]))
        problem = replay_problem(item, proof)
        require(problem is None, item, problem or "")
        require(counted == outcomes, item, "lone_outcomes differ from the confirming deals")


def _require_lone_counter(item: Mapping[str, Any], lone: LoneCall, themes: Sequence[str]) -> None:
    """A counter-example is a lone hand (the rule's own condition, so the rule gives way)
    whose proven answer is the partner, with the note that says so."""
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is None:
        return
    theme = str(countered)
    require(theme in COUNTER_RULES, item, f"unknown counter-example {countered}")
    require(theme not in item["themes"] and theme not in themes, item, "follows its theme")
    require(_fits(lone, theme), item, f"not a position for {countered}")
    note = lone_counter_note(theme, [str(t) for t in item["themes"]])
    require(item.get("counter_note") == note, item, "the counter note says what takes over")


# -- text -----------------------------------------------------------------------------------


def _call_sentence(lone: LoneCall) -> tuple[str, str]:
    up, up_ko = str(lone.upcard), card_ko(lone.upcard)
    trump_en, trump_ko = suit_en(lone.trump), suit_ko(lone.trump)
    if lone.round == 2:
        return (
            f"You name {trump_en}: {trump_en} are trump.",
            f"당신이 {josa(trump_ko, '을')} 부릅니다. 으뜸패는 {trump_ko}입니다.",
        )
    if lone.role == 0:
        return (
            f"You pick up the {up}: {trump_en} are trump, and you will discard one card.",
            f"당신이 {josa(up_ko, '을')} 테이크업합니다. 으뜸패는 {trump_ko}이고, 한 장을 "
            "버리게 됩니다.",
        )
    if lone.role == 2:
        return (
            f"You order up the {up}: {trump_en} are trump. If you play together, your "
            f"partner, the dealer, takes the {up}; if you go alone, your partner sits out and "
            f"the {up} is dead.",
            f"당신이 {josa(up_ko, '을')} 오더업합니다. 으뜸패는 {trump_ko}입니다. 함께 하면 "
            f"딜러인 파트너가 {josa(up_ko, '을')} 가져가고, 혼자 하면 파트너는 쉬고 "
            f"{josa(up_ko, '은')} 죽은 카드가 됩니다.",
        )
    dealer_en, dealer_ko = _seat(lone.dealer, lone.seat, "en"), _seat(lone.dealer, lone.seat, "ko")
    return (
        f"You order up the {up}: {trump_en} are trump, and the dealer, {dealer_en}, takes "
        f"the {up}.",
        f"당신이 {josa(up_ko, '을')} 오더업합니다. 으뜸패는 {trump_ko}이고, 딜러인 "
        f"{josa(dealer_ko, '이')} {josa(up_ko, '을')} 가져갑니다.",
    )


def _prompt(lone: LoneCall) -> dict[str, str]:
    up = lone.upcard
    parts: list[tuple[str, str]] = []
    if lone.round == 1:
        parts.append((f"The turn-up is {up}.", f"턴업은 {card_ko(up)}입니다."))
    dealer = _dealer_sentence(lone.dealer, lone.seat, turns=True)
    if lone.round == 1:
        parts.append(dealer)
    else:
        parts.extend(turned_down(up, dealer, lone.dealer == lone.seat))
    passed = lone.passed_second() if lone.round == 2 else lone.passed_first()
    parts.append(_passed_sentence(passed, lone.seat, again=lone.round == 2))
    parts.append(_call_sentence(lone))
    parts.append(_score_sentence(lone.scores, lone.seat, lone.variant.target))
    parts.append(("Do you go alone?", "혼자 할까요?"))
    en, ko = _sentences(parts)
    return text(en, ko)


def _outcome_text(outcomes: Mapping[str, Mapping[str, int]], samples: int) -> tuple[str, str]:
    def part_en(option: str) -> str:
        # A share of none reads "never" (review 6: "march in 0% of them").
        c = outcomes[option]
        shares = [
            ("march", "march in", c["march"]),
            ("take three or four tricks", "take three or four tricks in", c["made"]),
            ("are euchred", "are euchred in", c["euchred"]),
        ]
        parts, of_them = [], " of them"
        for never, some, count in shares:
            if count == 0:
                parts.append(f"never {never}" if never != "are euchred" else "are never euchred")
            else:
                parts.append(f"{some} {percent(count, samples)}{of_them}")
                of_them = ""
        return f"{', '.join(parts[:-1])} and {parts[-1]}"

    def part_ko(option: str) -> str:
        c = outcomes[option]
        labels = (("전승", c["march"]), ("세 트릭이나 네 트릭", c["made"]), ("유커", c["euchred"]))
        return ", ".join(
            f"{label} {percent(count, samples, 'ko') if count else '없음'}"
            for label, count in labels
        )

    return (
        f"Played out on {samples} deals of the unseen cards: alone you {part_en(ALONE)}; "
        f"with your partner you {part_en(PARTNER)}.",
        f"보이지 않는 카드를 {samples}가지 방식으로 나눠 끝까지 쳐 보면, 혼자 할 때는 "
        f"{part_ko(ALONE)}이고, 파트너와 함께 할 때는 {part_ko(PARTNER)}입니다.",
    )


def lone_counter_note(theme: str, themes: Sequence[str]) -> dict[str, str]:
    """A counter-example's note: A-9's first clause gives way on this lone hand to what the
    spec says takes over, A-9's own second clause (the lone march is doubtful) or, when that
    is not the reason, A-10 (two points already win the game)."""
    rule_en, rule_ko = COUNTER_RULES[theme]
    if "march-doubtful" in themes:
        over_en, over_ko = principles.ADVICE["A-9-stay"]
        return text(
            f"The usual advice — {rule_en} — gives way here to the rest of it: {over_en}.",
            f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 같은 원칙의 뒷부분인 "
            f"'{over_ko}'가 우선합니다.",
        )
    over_en, over_ko = principles.ADVICE["A-10"]
    return text(
        f"The usual advice — {rule_en} — gives way here to another: {over_en}.",
        f"보통은 '{rule_ko}'는 원칙을 따르지만, 여기서는 '{over_ko}'는 원칙이 우선합니다.",
    )


def _counter_note_from_item(item: Mapping[str, Any]) -> dict[str, str]:
    return lone_counter_note(str(item["counter_theme"]), [str(t) for t in item["themes"]])


def _doubt_text(lone: LoneCall) -> tuple[str, str]:
    """Why a lone march is doubtful (A-9's second clause): plain losers, missing bowers."""
    kept = _kept(lone)
    trump = lone.trump
    losers = [c for c in kept if not is_trump(c, trump) and c.rank is not Rank.ACE]
    bowers = [c for c in kept if c.is_joker or (c.rank is Rank.JACK and is_trump(c, trump))]
    en = ["A lone hand must win every trick with its own cards."]
    ko = ["혼자 하면 자기 카드만으로 모든 트릭을 따야 합니다."]
    if losers:
        en.append(f"Your {cards_text(losers)} can lose a trick to a higher card.")
        ko.append(
            f"당신의 {josa(cards_text(losers), '은')} 더 높은 카드에 트릭을 내줄 수 있습니다."
        )
    if not bowers:
        en.append("You hold neither bower, and both can stand against you.")
        ko.append("바우어가 한 장도 없어서 두 바우어 모두 당신을 막을 수 있습니다.")
    en.append("With your partner, your partner could win that trick for you.")
    ko.append("파트너와 함께 하면 파트너가 그 트릭을 대신 가져올 수 있습니다.")
    return " ".join(en), " ".join(ko)


def _principle_text(
    lone: LoneCall, answer: str, principle: str, themes: Sequence[str], counter: bool
) -> tuple[str, str]:
    """The sentence that quotes the principle the answer follows: A-9 in the spec's words
    (``principles.ADVICE``), its second clause where the march is doubtful, or A-10."""
    trumps = principles.trumps_in(lone.holding, lone.trump)
    if principle == "A-10":
        mine = (lone.scores or [0, 0])[lone.seat % 2]
        need = lone.variant.target - mine
        enough_en = "three tricks" if need <= 1 else "a march"
        enough_ko = "세 트릭만 따도" if need <= 1 else "전승만 해도"
        return (
            f"Play to the score: your side needs only {count_en(need, 'point')}, which "
            f"{enough_en} with your partner already scores, so a loner's extra points are worth "
            "nothing while your partner's help still counts.",
            f"점수를 보고 판단합니다. 우리 팀은 {need}점만 더 있으면 되니 파트너와 함께 "
            f"{enough_ko} 충분합니다. 혼자 하기의 추가 점수는 의미가 없고, 파트너의 도움은 "
            "여전히 소중합니다.",
        )
    a9_en, a9_ko = principles.ADVICE["A-9"]
    # The variant's own scoring, never a figure written into the sentence (issue 10).
    v = lone.variant
    lone_march = march_points(v, alone=True)
    if answer == ALONE:
        what_en, what_ko = lone_hand_text(lone.holding, lone.trump)
        return (
            f"The advice is to {a9_en}, and you hold {what_en}. Here the lone march is likely "
            f"enough that its {lone_march} points are worth more than your partner's help.",
            f"{josa(what_ko, '이')} 있으니 '{a9_ko}'는 원칙에 해당합니다. 여기서는 혼자서도 "
            f"전승할 가능성이 충분해서, {lone_march}점이 파트너의 도움보다 값집니다.",
        )
    if "march-doubtful" in themes:
        what_en, what_ko = lone_hand_text(lone.holding, lone.trump)
        doubt_en, doubt_ko = _doubt_text(lone)
        made = made_points(v, alone=True)
        if made == made_points(v, alone=False):
            end_en = (
                f"{capital(made_tricks(v))} score {made} alone or not, so stay with your partner."
            )
            end_ko = (
                f"{josa(made_tricks(v, 'ko'), '은')} 혼자 하든 아니든 {made}점이니 파트너와 함께 "
                "합니다."
            )
        else:
            end_en = f"{capital(made_either_way(v))}, so stay with your partner."
            end_ko = f"{made_either_way(v, 'ko')}이니 파트너와 함께 합니다."
        if counter:  # its note has just quoted both clauses of A-9
            return (
                f"You hold {what_en}, but the lone march is doubtful. {doubt_en} {end_en}",
                f"당신에게는 {josa(what_ko, '이')} 있지만 혼자 전승하기는 불확실합니다. "
                f"{doubt_ko} {end_ko}",
            )
        stay_en, stay_ko = principles.ADVICE["A-9-stay"]
        return (
            f"The advice is to {a9_en}, and you hold {what_en}; the same advice says to "
            f"{stay_en}. {doubt_en} {end_en}",
            f"{josa(what_ko, '이')} 있으니 '{a9_ko}'는 원칙에 해당합니다. 하지만 같은 원칙은 "
            f"'{stay_ko}'고도 합니다. {doubt_ko} {end_ko}",
        )
    held_en = f"{count_en(len(trumps), 'trump')} ({cards_text(trumps)})"
    if alone_made_no_more(v):
        made = made_points(v, alone=True)
        score_en = f"Alone, {made_tricks(v)} score {made}, no more than with your partner"
        score_ko = (
            f"혼자 해서 {josa(made_tricks(v, 'ko'), '을')} 따도 파트너와 함께 할 때와 같은 "
            f"{made}점이니"
        )
    else:
        score_en, score_ko = capital(alone_no_more(v)), f"{alone_no_more(v, 'ko')}으니"
    # The advice and the hand come first whichever way the score reads (the conditional
    # once bound the whole English sentence, so a scoring where a made loner scored more
    # would have lost them).
    return (
        f"The advice is to {a9_en}, and this hand has neither: you hold {held_en}. "
        f"{score_en}, so play with your partner.",
        f"이 손패는 으뜸패 {len(trumps)}장({cards_text(trumps)})이라 '{a9_ko}'는 원칙에 해당하지 "
        f"않습니다. {score_ko} 파트너와 함께 합니다.",
    )


def _explanation(
    lone: LoneCall,
    judgement: CallJudgement,
    outcomes: Mapping[str, Mapping[str, int]],
    principle: str,
    themes: Sequence[str],
    confirm: Mapping[str, Any],
    *,
    counter: bool = False,
) -> dict[str, str]:
    trumps = principles.trumps_in(lone.holding, lone.trump)
    with_up_en = " (with the turn-up)" if lone.round == 1 and lone.role == 0 else ""
    with_up_ko = " 턴업을 포함해" if lone.round == 1 and lone.role == 0 else ""
    en = [
        f"{capital(suit_en(lone.trump))} are trump; you hold "
        f"{count_en(len(trumps), 'trump')}{with_up_en}: {cards_text(trumps)}.",
        f"Alone, a march scores {points_en(march_points(lone.variant, alone=True))} instead "
        f"of {march_points(lone.variant, alone=False)}; {made_either_way(lone.variant)}, and a "
        f"euchre gives the opponents {lone_euchre_loss(lone.variant)}. Your partner's cards "
        "leave the game.",
    ]
    ko = [
        f"으뜸패는 {suit_ko(lone.trump)}이고, 당신의 으뜸패는{with_up_ko} {len(trumps)}장입니다: "
        f"{cards_text(trumps)}.",
        f"혼자 하면 전승이 {march_points(lone.variant, alone=False)}점이 아니라 "
        f"{march_points(lone.variant, alone=True)}점입니다. {made_either_way(lone.variant, 'ko')}"
        f"이고, 유커를 당하면 상대가 {lone_euchre_loss(lone.variant)}점을 얻습니다. 파트너의 "
        "카드는 이번 판에서 빠집니다.",
    ]
    rule_en, rule_ko = _principle_text(lone, judgement.best, principle, themes, counter)
    en.append(rule_en)
    ko.append(rule_ko)
    if judgement.best == ALONE:
        disputed = disputed_loner_text(
            lone.holding,
            lone.trump,
            confirm,
            benny_in_pack=lone.variant.joker,
            partner_call=True,
            other_choices=len(OPTIONS) - 1,
            lone_outcome=outcomes[ALONE],
        )
        if disputed is not None:
            en.append(disputed[0])
            ko.append(disputed[1])
    out_en, out_ko = _outcome_text(outcomes, judgement.samples)
    en.append(out_en)
    ko.append(out_ko)
    at_score_en = " at this score" if lone.scores is not None else ""
    at_score_ko = " 이 점수에서" if lone.scores is not None else ""
    values_en = ", ".join(f"{LABELS[o]['en'].lower()} {v:+.2f}" for o, v in judgement.ranked())
    values_ko = ", ".join(f"{LABELS[o]['ko']} {v:+.2f}" for o, v in judgement.ranked())
    en.append(f"Expected points for your side{at_score_en}: {values_en}.")
    ko.append(f"우리 팀의 기대 점수는{at_score_ko} {values_ko}입니다.")
    en.append(f"Best: {LABELS[judgement.best]['en']}.")
    ko.append(f"최선: {LABELS[judgement.best]['ko']}.")
    return text(lines(en), lines(ko))


def text_from_item(item: Mapping[str, Any]) -> tuple[dict[str, str], dict[str, str]]:
    """The prompt and explanation written again from a stored item (nothing played out)."""
    lone = _from_item(item)
    judgement = CallJudgement(
        {str(k): float(v) for k, v in item["evaluation"].items()}, int(item["samples"])
    )
    outcomes = {o: {r: int(n) for r, n in item["lone_outcomes"][o].items()} for o in OPTIONS}
    explanation = _explanation(
        lone,
        judgement,
        outcomes,
        str(item["principle"]),
        [str(t) for t in item["themes"]],
        item["confirm"],
        counter=bool(item.get("counter_example")),
    )
    return _prompt(lone), with_counter_note(item, explanation)


def audit_go_alone(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    return _judge(_from_item(item), str(item["id"]), "audit").extend(deals).evaluation


GO_ALONE_DEF = Kind(
    GO_ALONE_KIND,
    THEMES,
    generate_go_alone,
    check_go_alone,
    engine_judged=True,
    audit=audit_go_alone,
    text=text_from_item,
    stored_counter_note=_counter_note_from_item,
)
