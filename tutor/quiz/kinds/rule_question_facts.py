"""What a rule question's explanation says, as facts (``tutor.quiz.explaining``): the pack's
numbers, the calling rule that binds a seat, what a hand scores and the score after it,
the trumps a stuck dealer's hand holds in each suit, what a deal's fault makes of it.

Every fact is made from the item's question and rules by the engine (``rule_answers``:
``score_hand``, ``game_winner``, ``is_trump``, ``trump_order``, the deal's legal calls), and
its check makes the question's facts again and finds it among them: a house rule that
changes a number changes the fact. Words: ``tutor.web.explanation.rule_questions``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, Variant, game_winner, score_hand
from tutor.engine.ranking import trump_order
from tutor.quiz.explaining import ExplanationFact, explanation_fact, fact_name
from tutor.quiz.kinds.rule_answers import (
    after_hand,
    answer_of,
    best_trump_index,
    card_of,
    nameable_suits,
    trumps_in,
    turned_suit,
)
from tutor.quiz.kinds.rules_facts import AnswerIs

# The stuck dealer's questions (stick the dealer).
STUCK = ("stuck-may-pass", "stuck-barred-suit", "most-trumps-suit", "higher-trumps-suit")
SIDES = ("north-south", "east-west")


def _held(item: Mapping[str, Any], fact: object) -> str | None:
    """None when the question's own facts include ``fact``; else what they say instead."""
    made = question_facts(item)
    if fact in made:
        return None
    same = [f for f in made if type(f) is type(fact)]
    if not same:
        return f"the question states no {fact_name(fact)}"
    return "the question gives " + ", ".join(repr(f) for f in same)


class _Checked:
    """A fact that holds when the item's question makes it (``question_facts``)."""

    def check(self, item: Mapping[str, Any]) -> str | None:
        return _held(item, self)


# -- statements with no numbers ---------------------------------------------------------------

# The rules a RuleStatement states; which one a question states is ``question_facts``'s.
RULES = (
    "canadian-partner-only-alone",  # the dealer's partner accepts the turn-up only alone
    "anyone-may-accept",  # no Canadian loner: every seat may pass or accept
    "canadian-ends-round-one",  # round two: the dealer's partner names like anybody
    "stuck-dealer-must-name",  # stick the dealer: the dealer may not pass
    "only-dealer-stuck",  # the others may pass in round two
    "any-other-suit",  # the stuck dealer may name any suit but the turned-down one
    "play-to-score",  # what going alone is worth depends on the score
    "partner-may-take",  # the house rule: the maker's partner may take the hand alone
    "only-partner-may-take",  # a defender may not, and there is no defending alone
    "exposed-card-misdeal",  # a card turned face up while dealing makes a misdeal
    "misdeal-deals-again",  # after a misdeal the same dealer deals again, nobody scores
)


@explanation_fact("rule-q/rule")
@dataclass(frozen=True)
class RuleStatement(_Checked):
    """A rule of these house rules that decides the question, stated as it is (``rule``: one
    of ``RULES``)."""

    rule: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        if self.rule not in RULES:
            return f"no rule {self.rule!r}"
        return _held(item, self)


@explanation_fact("rule-q/rule-for-seat")
@dataclass(frozen=True)
class RuleForSeat(_Checked):
    """The Canadian loner binds only the dealer's partner: ``seat`` is the dealer
    (``dealer``) or an opponent of the dealer, and may pass or accept the turn-up."""

    seat: int
    dealer: bool


@explanation_fact("rule-q/lone-hand-scores")
@dataclass(frozen=True)
class LoneHandScores(_Checked):
    """Alone, a march scores ``march``, three or four tricks 1; a euchre gives the
    defenders ``euchre``."""

    march: int
    euchre: int


@explanation_fact("rule-q/turned-down-barred")
@dataclass(frozen=True)
class TurnedDownBarred(_Checked):
    """Nobody may name the turned-down ``suit`` in round two (``stuck``: a stuck dealer
    neither)."""

    suit: str
    stuck: bool


# -- the pack ---------------------------------------------------------------------------------


@explanation_fact("rule-q/kitty-count")
@dataclass(frozen=True)
class KittyCount(_Checked):
    """``size`` cards, ``players`` players dealt ``hand`` each: ``left`` stay out."""

    size: int
    players: int
    hand: int
    left: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        if self.size - self.players * self.hand != self.left:
            return f"{self.size} - {self.players * self.hand} is not {self.left}"
        return _held(item, self)


@explanation_fact("rule-q/trumps-in-pack")
@dataclass(frozen=True)
class TrumpsInPack(_Checked):
    """The trumps of ``suit``: its ``plain`` other cards and the two bowers, ``count``."""

    suit: str
    plain: int
    count: int

    def check(self, item: Mapping[str, Any]) -> str | None:
        # The sentence names no Benny: a pack with one has another count than it says.
        if self.plain + 2 != self.count:
            return f"{self.plain} and two bowers are not {self.count} trumps"
        return _held(item, self)


@explanation_fact("rule-q/tricks-to-make")
@dataclass(frozen=True)
class TricksToMake(_Checked):
    """With ``hand`` cards each the makers need ``need`` of the ``hand`` tricks."""

    hand: int
    need: int


@explanation_fact("rule-q/card-in-pack")
@dataclass(frozen=True)
class CardInPack(_Checked):
    """The ``size``-card pack (with its 7s and 8s when ``low``) holds ``card`` or not."""

    size: int
    low: bool
    card: str
    inside: bool


# -- what a hand scores -----------------------------------------------------------------------


@explanation_fact("rule-q/hand-scores")
@dataclass(frozen=True)
class HandScores(_Checked):
    """The makers took ``tricks`` of ``size`` (``need`` make it; ``alone``: a lone maker,
    ``three``: three-hand's single maker): the makers score ``makers`` and the defenders
    ``defenders`` (``march``, ``made``: what the engine's score says); ``usual_euchre``:
    what a euchre gives when the lone euchre's house rule gives otherwise, else None."""

    tricks: int
    size: int
    need: int
    alone: bool
    three: bool
    makers: int
    defenders: int
    march: bool
    made: bool
    usual_euchre: int | None


@explanation_fact("rule-q/asked-scores-nothing")
@dataclass(frozen=True)
class AskedScoresNothing(_Checked):
    """The side the question asks about (``north-south``, ``east-west``, three-hand's
    ``maker`` or ``each-defender``) scores nothing."""

    side: str


@explanation_fact("rule-q/march-values")
@dataclass(frozen=True)
class MarchValues(_Checked):
    """A march with partner scores ``march``, a lone one ``lone``; the makers' ``side``
    (0 North–South, 1 East–West) has ``score`` and needs ``need``."""

    march: int
    lone: int
    side: int
    score: int
    need: int


@explanation_fact("rule-q/loner-adds")
@dataclass(frozen=True)
class LonerAdds(_Checked):
    """What going alone adds to a sure march at the score: ``nothing`` (``march`` already
    reaches ``target``), ``the-game`` or ``two-points`` (``lone - march`` more)."""

    adds: str
    march: int
    lone: int
    target: int


@explanation_fact("rule-q/scores-after")
@dataclass(frozen=True)
class ScoresAfter(_Checked):
    """The score after the hand: North–South, East–West."""

    scores: tuple[int, ...]


@explanation_fact("rule-q/game-after")
@dataclass(frozen=True)
class GameAfter(_Checked):
    """After the hand ``winner`` (0, 1) reaches ``target`` and wins, or nobody (None)."""

    winner: int | None
    target: int


@explanation_fact("rule-q/score-ends-game")
@dataclass(frozen=True)
class ScoreEndsGame(_Checked):
    """Why the asked side wins: at ``score`` a euchre of the makers ends the game for the
    defenders (``euchre``), or at one short of the target any make does."""

    score: int
    euchre: bool


# -- the stuck dealer's hand ------------------------------------------------------------------


@explanation_fact("rule-q/trumps-by-suit")
@dataclass(frozen=True)
class TrumpsBySuit(_Checked):
    """The trumps of the dealer's hand if each of ``suits`` were trump (``trumps``: the
    cards, in hand order)."""

    suits: tuple[str, ...]
    trumps: tuple[tuple[str, ...], ...]


@explanation_fact("rule-q/left-bower-counts")
@dataclass(frozen=True)
class LeftBowerCounts(_Checked):
    """``card`` is the left bower when ``suit`` is trump: it counts as a trump."""

    card: str
    suit: str


@explanation_fact("rule-q/most-trumps")
@dataclass(frozen=True)
class MostTrumps(_Checked):
    """Naming ``suit`` gives the stuck dealer the most trumps."""

    suit: str


@explanation_fact("rule-q/best-trump-with")
@dataclass(frozen=True)
class BestTrumpWith(_Checked):
    """With ``suit`` trump the hand's best trump is ``card``, number ``place`` from the top."""

    suit: str
    card: str
    place: int


@explanation_fact("rule-q/stronger-best-trump")
@dataclass(frozen=True)
class StrongerBestTrump(_Checked):
    """``suit`` gives the stronger best trump."""

    suit: str


# -- the partner's take-over ------------------------------------------------------------------


@explanation_fact("rule-q/maker-sits-out")
@dataclass(frozen=True)
class MakerSitsOut(_Checked):
    """The maker's partner takes the hand alone; ``caller``, who ordered up (or, the
    dealer, ``picked_up`` the turn-up), sits out."""

    caller: int
    picked_up: bool


@explanation_fact("rule-q/lone-march-still")
@dataclass(frozen=True)
class LoneMarchStill(_Checked):
    """A lone march still scores ``points`` for the side."""

    points: int


@explanation_fact("rule-q/already-alone")
@dataclass(frozen=True)
class AlreadyAlone(_Checked):
    """``caller`` already went alone: the partner sits out, with no hand to take over."""

    caller: int


# -- after the deal ---------------------------------------------------------------------------


@explanation_fact("rule-q/all-pass-no-misdeal")
@dataclass(frozen=True)
class AllPassNoMisdeal(_Checked):
    """Everybody passing is no misdeal: the hand is thrown in (``thrown_in``) or, under
    stick the dealer, the dealer names a suit."""

    thrown_in: bool


@explanation_fact("rule-q/usual-packets")
@dataclass(frozen=True)
class UsualPackets(_Checked):
    """Packets of ``first`` and ``second`` are the usual deal: nothing is wrong."""

    first: int
    second: int


@explanation_fact("rule-q/wrong-card-count")
@dataclass(frozen=True)
class WrongCardCount(_Checked):
    """Every player is dealt ``hand``; ``seat`` holds ``held``: a misdeal."""

    seat: int
    hand: int
    held: int


# -- the facts of a question ------------------------------------------------------------------


def question_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """What the explanation of a rule question says, from its question and rules alone
    (the answer fact last, as the learner reads it)."""
    variant = item_variant(item)
    q: Mapping[str, Any] = item["question"]
    # The engine's answer, not the stored one: a forged answer fails ``AnswerIs``.
    answer = answer_of(variant, q)
    return [*_why(variant, q, answer), AnswerIs(answer)]


def _why(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    kind = str(q["type"])
    if kind == "round-one-calls":
        return _calls(variant, q, answer)
    if kind == "round-two-partner":
        if answer == "yes":
            return [RuleStatement("canadian-ends-round-one")]
        return [TurnedDownBarred(turned_suit(q).code, stuck=False)]
    if kind == "hand-points":
        said: list[ExplanationFact] = [hand_scores(variant, q)]
        if int(answer) == 0:
            said.append(AskedScoresNothing(_asked_side(variant, q)))
        return said
    if kind in STUCK:
        return _stuck(variant, q, answer)
    if kind == "loner-adds":
        return _loner_adds(variant, q, answer)
    if kind == "make-wins-game":
        return _make_wins_game(variant, q)
    if kind in ("partner-may-take", "partner-alone-sits-out"):
        return _partner(variant, q, answer)
    if kind == "after-deal":
        return _after_deal(variant, q, answer)
    return _pack(variant, q, answer)


def _calls(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    dealer, seat = int(q["dealer"]), int(q["seat"])
    if answer == "pass-or-lone-hand":
        return [
            RuleStatement("canadian-partner-only-alone"),
            LoneHandScores(variant.lone_march_points, variant.lone_euchre_points),
        ]
    if variant.canadian_loner:
        return [RuleForSeat(seat, dealer=seat == dealer)]
    return [RuleStatement("anyone-may-accept")]


def hand_scores(variant: Variant, q: Mapping[str, Any]) -> HandScores:
    """What the hand scores and by which rule, from the engine's own score."""
    alone = bool(q.get("alone")) and not variant.is_three_hand
    tricks = int(q["tricks"])
    score = score_hand(variant, maker_tricks=tricks, alone=alone)
    usual = variant.euchre_points if variant.lone_euchre_points != variant.euchre_points else None
    return HandScores(
        tricks=tricks,
        size=variant.hand_size,
        need=variant.tricks_to_make,
        alone=alone,
        three=variant.is_three_hand,
        makers=score.makers,
        defenders=score.defenders,
        march=score.march,
        made=score.made,
        usual_euchre=usual if alone else None,
    )


def _asked_side(variant: Variant, q: Mapping[str, Any]) -> str:
    makers = q["ask"] == "makers"
    if variant.is_three_hand:
        return "maker" if makers else "each-defender"
    side = int(q["maker"]) % 2 if makers else 1 - int(q["maker"]) % 2
    return SIDES[side]


def _stuck(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    kind = str(q["type"])
    if kind == "stuck-may-pass":
        return [RuleStatement("stuck-dealer-must-name" if answer == "no" else "only-dealer-stuck")]
    barred = TurnedDownBarred(turned_suit(q).code, stuck=True)
    if kind == "stuck-barred-suit":
        return [barred, RuleStatement("any-other-suit")]
    hand = [card_of(c) for c in q["hand"]]
    best = Suit.parse(answer)
    if kind == "most-trumps-suit":
        said: list[ExplanationFact] = [barred, _trumps_by_suit(q, nameable_suits(variant, q))]
        left = [c for c in hand if c.rank.name == "JACK" and c.suit is best.sister]
        if left:
            said.append(LeftBowerCounts(left[0].code, best.code))
        return [*said, MostTrumps(best.code)]
    pair = [Suit.parse(str(s)) for s in q["suits"]]
    said = [_trumps_by_suit(q, pair)]
    for suit in pair:
        place = best_trump_index(hand, suit, variant)
        top = trump_order(suit, variant)[place]
        said.append(BestTrumpWith(suit.code, top.code, place + 1))
    return [*said, StrongerBestTrump(best.code)]


def _trumps_by_suit(q: Mapping[str, Any], suits: list[Suit]) -> TrumpsBySuit:
    hand = [card_of(c) for c in q["hand"]]
    return TrumpsBySuit(
        tuple(s.code for s in suits),
        tuple(tuple(c.code for c in trumps_in(hand, s)) for s in suits),
    )


def _loner_adds(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    side = int(q["maker"]) % 2
    score = [int(s) for s in q["scores"]][side]
    march = score_hand(variant, maker_tricks=variant.hand_size).makers
    lone = score_hand(variant, maker_tricks=variant.hand_size, alone=True).makers
    target = variant.target
    return [
        RuleStatement("play-to-score"),
        MarchValues(march, lone, side, score, target - score),
        LonerAdds(answer, march, lone, target),
    ]


def _make_wins_game(variant: Variant, q: Mapping[str, Any]) -> list[ExplanationFact]:
    side = int(q["maker"]) % 2
    before = [int(s) for s in q["scores"]]
    target = variant.target
    after = after_hand(variant, q)
    asked = int(q["ask_side"])
    winner = game_winner(variant, after)
    said: list[ExplanationFact] = [
        hand_scores(variant, q),
        ScoresAfter(tuple(after)),
        GameAfter(winner, target),
    ]
    if winner == asked and asked != side:
        said.append(ScoreEndsGame(before[asked], euchre=True))
    elif winner == asked and before[asked] == target - 1:
        said.append(ScoreEndsGame(target - 1, euchre=False))
    return said


def _partner(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    caller = int(q["caller"])
    if q["type"] == "partner-alone-sits-out":
        picked_up = caller == int(q["dealer"])
        return [MakerSitsOut(caller, picked_up), LoneMarchStill(variant.lone_march_points)]
    if answer == "yes":
        return [RuleStatement("partner-may-take")]
    if q.get("alone") and int(q["seat"]) == (caller + 2) % 4:
        return [AlreadyAlone(caller)]
    return [RuleStatement("only-partner-may-take")]


def _after_deal(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    fault = str(q["fault"])
    if fault == "all-pass":
        return [AllPassNoMisdeal(thrown_in=answer == "next-dealer")]
    if fault == "packets":
        first, second = (int(n) for n in q["packets"])
        return [UsualPackets(first, second)]
    if fault == "exposed":
        said: ExplanationFact = RuleStatement("exposed-card-misdeal")
    else:
        held = variant.hand_size + (1 if fault == "too-many" else -1)
        said = WrongCardCount(int(q["seat"]), variant.hand_size, held)
    return [said, RuleStatement("misdeal-deals-again")]


def _pack(variant: Variant, q: Mapping[str, Any], answer: str) -> list[ExplanationFact]:
    kind = str(q["type"])
    size, n, hand = variant.deck.size, variant.players, variant.hand_size
    if kind == "kitty":
        return [KittyCount(size, n, hand, int(answer))]
    if kind == "trump-count":
        trump = Suit.parse(str(q["trump"]))
        plain = sum(1 for c in variant.cards() if c.suit is trump) - 1
        return [TrumpsInPack(trump.code, plain, int(answer))]  # a Benny pack fails its check
    if kind == "tricks-to-make":
        return [TricksToMake(hand, int(answer))]
    card = card_of(str(q["card"]))
    return [CardInPack(size, bool(variant.deck.low_ranks), card.code, answer == "yes")]


# -- the question's own facts ------------------------------------------------------------------
# The rules in play and the question (issue 28: words in
# tutor.web.explanation.rule_question_prompts).


@explanation_fact("ask/house-rules")
@dataclass(frozen=True)
class HouseRulesLine:
    """The rules in play as a rule question tells them: the ``preset`` and every house
    rule the answer hangs on, by stable name in the order told (``house``); a changed lone
    euchre is worth ``lone_euchre`` points."""

    preset: str
    house: tuple[str, ...] = ()
    lone_euchre: int | None = None

    def check(self, item: Mapping[str, Any]) -> str | None:
        actual = house_rules_line(item_variant(item), str(item["question"]["type"]))
        return None if actual == self else f"the rules are {actual}"


def house_rules_line(variant: Variant, kind: str) -> HouseRulesLine:
    """Every house rule a ``kind`` question's answer hangs on, in the order told."""
    base = Variant.preset(variant.name)
    house: list[str] = []
    if variant.is_three_hand and not variant.deck.low_ranks:
        house.append("24-card-pack")
    if variant.seven_card_32:
        house.append("seven-card-32")
    if variant.canadian_loner:
        house.append("canadian-loner")
    if variant.all_pass != base.all_pass:
        house.append("stick-the-dealer" if variant.stick_the_dealer else "all-pass-redeal")
    elif kind in STUCK and variant.stick_the_dealer:
        house.append("stick-the-dealer")
    lone_euchre = None
    if variant.lone_euchre_points != base.lone_euchre_points:
        house.append("lone-euchre")
        lone_euchre = variant.lone_euchre_points
    if variant.partner_may_take_alone:
        house.append("partner-may-take-alone")
    return HouseRulesLine(variant.name, tuple(house), lone_euchre)


@explanation_fact("ask/rule-question")
@dataclass(frozen=True)
class RuleQuestionAsked:
    """The ``question`` (its type) the item asks about its stored question's table: the
    seats, cards and scores the words name are that stored question's, the same the answer
    is worked out from."""

    question: str

    def check(self, item: Mapping[str, Any]) -> str | None:
        asked = str(item["question"]["type"])
        return None if asked == self.question else f"the question is {asked}"


def prompt_facts(item: Mapping[str, Any]) -> list[ExplanationFact]:
    """The question's facts: the rules in play, then the question."""
    kind = str(item["question"]["type"])
    return [house_rules_line(item_variant(item), kind), RuleQuestionAsked(kind)]
