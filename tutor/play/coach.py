"""The coach: the best action and why, and a grade for every decision the player makes.

Every option is valued with ``tutor.analysis.evaluate`` from the player's own view, with more
deals than the expert bot uses (``COACH_SAMPLES``), at the game score. A decision is
graded by the expected points it gives away against the best option:

============  =====================================
grade         expected points lost
============  =====================================
Best          at most ``BEST_LOSS`` (0.05)
Good          less than ``GOOD_LOSS`` (0.25)
Inaccuracy    less than ``INACCURACY_LOSS`` (0.6)
Mistake       less than ``MISTAKE_LOSS`` (1.2)
Blunder       1.2 points or more
============  =====================================

A hand is worth 1, 2 or 4 points and a euchre swings 3, so a quarter point is a small
slip, and losing more than a point on average is throwing a hand away. Only decisions
with a choice are graded (a forced play is not a decision).

The reason is the one the lessons teach: the rules-spec §4 principle that fits the
position and the best action (``tutor.quiz.principles``), in the quiz explanations' own
words (``tutor.quiz.kinds.best_play`` and ``calls``), with the lesson section to reread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.evaluate import Evaluation, evaluate
from tutor.analysis.hearing import COUNT
from tutor.analysis.seeing import play_view
from tutor.engine import (
    Action,
    Bid,
    Deal,
    Declare,
    DefendAloneAction,
    Discard,
    GoAlone,
    NameTrump,
    OrderUp,
    Pass,
    Phase,
    Play,
    TakeUp,
)
from tutor.korean import card_josa, card_ko
from tutor.quiz import principles
from tutor.quiz.words import contract_en, contract_ko, suit_en, suit_ko

COACH_SAMPLES = 160
COACH_CALL_SAMPLES = 80
BEST_LOSS = 0.05
GOOD_LOSS = 0.25
INACCURACY_LOSS = 0.6
MISTAKE_LOSS = 1.2
GRADES: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")


def grade_for(loss: float) -> str:
    """The grade of a decision that loses ``loss`` expected points against the best."""
    if loss <= BEST_LOSS:
        return "best"
    if loss < GOOD_LOSS:
        return "good"
    if loss < INACCURACY_LOSS:
        return "inaccuracy"
    if loss < MISTAKE_LOSS:
        return "mistake"
    return "blunder"


def coach_evaluation(deal: Deal, key: str, scores: Sequence[int] | None) -> Evaluation:
    samples = COACH_SAMPLES if deal.phase is Phase.PLAY else COACH_CALL_SAMPLES
    # The coach hears the calls as the engine players do (``tutor.analysis.hearing``).
    return evaluate(deal, samples=samples, key=f"coach|{key}", scores=scores, calling_model=COUNT)


# -- words --------------------------------------------------------------------------------


def action_label(action: Action, deal: Deal | None = None) -> dict[str, str]:
    """The action as a button or a sentence names it, in English and Korean."""
    dealer_turn = deal is not None and deal.to_act == deal.dealer
    if isinstance(action, Pass):
        if deal is not None and deal.phase is Phase.ROUND_ONE and dealer_turn:
            return {"en": "Turn it down", "ko": "패스(엎기)"}
        return {"en": "Pass", "ko": "패스"}
    if isinstance(action, OrderUp):
        if action.alone:
            return {"en": "Order it up and go alone", "ko": "오더업하고 혼자 하기"}
        return {"en": "Order it up", "ko": "오더업"}
    if isinstance(action, TakeUp):
        if action.alone:
            return {"en": "Pick it up and go alone", "ko": "테이크업하고 혼자 하기"}
        return {"en": "Pick it up", "ko": "테이크업"}
    if isinstance(action, NameTrump):
        en, ko = suit_en(action.suit), suit_ko(action.suit)
        if action.alone:
            return {"en": f"Name {en} and go alone", "ko": f"{ko} 부르고 혼자 하기"}
        return {"en": f"Name {en}", "ko": f"{ko} 부르기"}
    if isinstance(action, GoAlone):
        return {"en": "Go alone", "ko": "혼자 하기"}
    if isinstance(action, DefendAloneAction):
        return {"en": "Defend alone", "ko": "혼자 수비하기"}
    if isinstance(action, Bid):
        return {"en": f"Bid {action.tricks}", "ko": f"{action.tricks} 비드"}
    if isinstance(action, Declare):
        en = contract_en(action.trump, action.low).split(":")[0].rstrip(".")
        ko = contract_ko(action.trump, action.low).split(":")[0].removesuffix("입니다.")
        return {"en": f"Declare: {en}", "ko": f"선언: {ko}"}
    if isinstance(action, Discard):
        return {"en": f"Discard {action.card}", "ko": f"{card_ko(action.card)} 버리기"}
    if isinstance(action, Play):
        return {"en": f"Play {action.card}", "ko": f"{card_ko(action.card)} 내기"}
    return {"en": str(action), "ko": str(action)}  # pragma: no cover - every action above


@dataclass(frozen=True)
class Advice:
    """The best action, the reason in the lessons' words, and the principle behind it."""

    best: str
    text: dict[str, str]  # "en" / "ko": one sentence per line
    principle: str | None
    themes: tuple[str, ...]


def advise(deal: Deal, evaluation: Evaluation, chosen: str | None = None) -> Advice:
    """Why the best action is best here; with ``chosen``, how much the choice lost."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    best = next(a for a in deal.legal_actions() if str(a) == evaluation.best)
    principle, themes, reason = _reason(deal, seat, best)
    sentences: list[tuple[str, str]] = []
    if reason is not None:
        sentences.append(reason)
    sentences.append(_value_sentence(deal, evaluation, best, chosen))
    return Advice(
        str(best),
        {
            "en": "\n".join(en for en, _ in sentences),
            "ko": "\n".join(ko for _, ko in sentences),
        },
        principle,
        themes,
    )


def _value_sentence(
    deal: Deal, evaluation: Evaluation, best: Action, chosen: str | None
) -> tuple[str, str]:
    label = action_label(best, deal)
    value = evaluation.values[str(best)]
    deals = evaluation.samples
    en = (
        f"Over {deals} deals of the cards you cannot see, “{label['en']}” is worth "
        f"{value:+.2f} points to your side on average."
    )
    ko = (
        f"보이지 않는 카드를 {deals}가지로 나눠 보면 ‘{label['ko']}’의 평균 기대 점수는 "
        f"우리 쪽에 {value:+.2f}점입니다."
    )
    if chosen is not None and chosen != str(best) and chosen in evaluation.values:
        mine = next(a for a in deal.legal_actions() if str(a) == chosen)
        mine_label = action_label(mine, deal)
        loss = evaluation.loss(chosen)
        worth = evaluation.values[chosen]
        if loss <= BEST_LOSS:
            en += f" Yours, “{mine_label['en']}”, is just as good ({worth:+.2f})."
            ko += f" 당신의 선택 ‘{mine_label['ko']}’도 똑같이 좋습니다({worth:+.2f}점)."
        else:
            en += f" Yours, “{mine_label['en']}”, {worth:+.2f}: {loss:.2f} points less."
            ko += f" 당신의 선택 ‘{mine_label['ko']}’: {worth:+.2f}점, {loss:.2f}점 적습니다."
    return en, ko


# -- the lesson behind the best action ----------------------------------------------------

_CALL_PRINCIPLES_ONE = ("A-10", "A-9", "A-11", "S0-3")
_CALL_PRINCIPLES_TWO = ("A-2", "A-3", "S0-3")


def _reason(
    deal: Deal, seat: int, best: Action
) -> tuple[str | None, tuple[str, ...], tuple[str, str] | None]:
    """(principle, themes, sentence) for the best action, where a principle fits it."""
    try:
        if deal.phase is Phase.PLAY and isinstance(best, Play):
            return _play_reason(deal, seat, best)
        if deal.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and _partnership_calls(deal):
            return _call_reason(deal, seat, best)
        if deal.phase is Phase.DISCARD and isinstance(best, Discard):
            return _discard_reason(deal, seat, best)
    except (KeyError, TypeError, ValueError):
        # A principle's words are written for the positions quizzes teach; where one does
        # not apply to an unusual table (a joker, a house rule), the value sentence stands.
        return None, (), None
    return None, (), None


def _play_reason(
    deal: Deal, seat: int, best: Play
) -> tuple[str | None, tuple[str, ...], tuple[str, str] | None]:
    from tutor.quiz.kinds import best_play

    view = play_view(deal.public_view(seat))
    situation = principles.Situation(view.position, seat)
    themes = best_play.themes_of(situation, best.card)
    principle = best_play.principle_of(themes, None)
    if principle is None:
        return None, tuple(themes), None
    return principle, tuple(themes), best_play.principle_text(principle, situation, best.card)


def _partnership_calls(deal: Deal) -> bool:
    """Whether the calling principles' sentences (written for four players with partners,
    where the dealer takes the turn-up) describe this table: not three-hand (no partner),
    not a table where the caller takes the card (British), not with a joker turned up."""
    variant = deal.variant
    return deal.players == 4 and not variant.round_two_pickup and not variant.joker


def _call_code(action: Action) -> str:
    if isinstance(action, Pass):
        return PASS
    if isinstance(action, OrderUp | TakeUp):
        return ALONE if action.alone else ORDER_UP
    if isinstance(action, NameTrump):
        return action.suit.code
    raise ValueError(str(action))


def _call_reason(
    deal: Deal, seat: int, best: Action
) -> tuple[str | None, tuple[str, ...], tuple[str, str] | None]:
    from tutor.quiz.kinds import calls

    upcard = deal.upcard
    if upcard is None or upcard.suit is None:
        return None, (), None
    hand = tuple(deal.public_view(seat).hand)
    round_number = 1 if deal.phase is Phase.ROUND_ONE else 2
    if round_number == 2 and isinstance(best, NameTrump) and best.alone:
        return None, (), None
    code = _call_code(best)
    stuck = round_number == 2 and seat == deal.dealer and deal.variant.stick_the_dealer
    call = principles.Call(
        deal.dealer,
        seat,
        hand,
        upcard,
        round_number,
        code,
        stuck=stuck,
        target=deal.variant.target,
        canadian_loner=deal.variant.canadian_loner,
    )
    candidates = _CALL_PRINCIPLES_ONE if round_number == 1 else _CALL_PRINCIPLES_TWO
    for principle in candidates:
        if principle == "A-10":
            continue  # the score sentence needs the quiz's score fields; the value says it
        if principles.fits(principle, call):
            if round_number == 1:
                offer = calls.Offer(deal.variant, deal.dealer, seat, list(hand), upcard, None)
                text = calls.offer_principle_text(offer, principle, code)
            else:
                naming = calls.Naming(deal.variant, deal.dealer, seat, list(hand), upcard)
                text = calls.naming_principle_text(naming, principle, code)
            return principle, (), text
    return None, (), None


def _discard_reason(
    deal: Deal, seat: int, best: Discard
) -> tuple[str | None, tuple[str, ...], tuple[str, str] | None]:
    upcard = deal.upcard
    trump = deal.trump
    if upcard is None or trump is None:
        return None, (), None
    dealt = tuple(c for c in deal.public_view(seat).hand if c != upcard)
    if len(dealt) != deal.variant.hand_size:
        return None, (), None
    if not principles.fits("A-4", principles.DealerDiscard(dealt, upcard, best.card)):
        return None, (), None
    card = best.card
    return (
        "A-4",
        (),
        (
            "Keep your trumps and your aces: throw a low side card, best a lone one, so "
            f"the discard leaves you void in a suit. Here that is the {card}.",
            "으뜸패와 에이스는 지키고 낮은 다른 무늬 카드를 버립니다. 한 장뿐인 무늬를 버려 "
            f"보이드를 만들면 더 좋습니다. 여기서는 {card_josa(card, '이')} 그 카드입니다.",
        ),
    )
