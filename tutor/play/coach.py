"""The coach: the best action and why, and a grade for every decision the player makes.

Every option is valued with ``tutor.analysis.evaluate`` from the player's own view, at the
game score, on deals drawn in looks of 64, 128, 256, 512 and 1,024 until every option's
grade is clear (``tutor.play.confidence``). An option's loss is the best's paired lead
over it on the same deals, with a 99% interval whose 1% error is shared among the looks,
as the quiz proofs share theirs (``tutor.analysis.proof``). A decision is graded by the lower
bound of its loss: a grade worse than Best only where the deals prove at least that
threshold's loss; otherwise the choice is as good as the best within what the deals can
tell, and the review says so.

============  ==============================================
grade         loss the deals prove (lower bound), in points
============  ==============================================
Best          at most ``BEST_LOSS`` (0.05)
Good          less than ``GOOD_LOSS`` (0.15)
Inaccuracy    less than ``INACCURACY_LOSS`` (0.3)
Mistake       less than ``MISTAKE_LOSS`` (0.9)
Blunder       0.9 points or more
============  ==============================================

The scale is Euchre's, measured (``benchmarks/grades.py``, standard, 30 deals of club
players against experts at 0-0, every decision with a choice graded by this coach; the
figures are in ``benchmarks/README.md``): the expert's decisions lost nothing provable in
247 of 248 (the other proved 0.02 at least, Best); the club player's proven losses had a
median of 0.17 in the play and 0.28 in the calling, and a 90th percentile of 0.50 and
0.98. So Good is a loss under the club player's typical slip in the play, Inaccuracy one
under its typical slip in the calling, Mistake anything up to its worst tenth, and a
Blunder gives away most of a hand's worth (a hand is worth 1, 2 or 4, a euchre swings 3).
Ordering up with no trump at all proved 0.25 to 0.77 points lost on the three first-seat
positions tried: a Mistake on two, an Inaccuracy on the third. Only decisions with a
choice are graded (a forced play is not a decision).

The reason is the one the lessons teach: the rules-spec §4 principle that fits the
position and the best action (``tutor.quiz.principles``), in the quiz explanations' own
words (``tutor.quiz.kinds.best_play`` and ``calls``), with the lesson section to reread;
a choice that goes against it and proves a loss is told so. Actions that tie with the
best are named as a tie, broken by the rules of thumb as the engine players break it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.evaluate import Evaluation
from tutor.analysis.hearing import COUNT
from tutor.analysis.proof import CONFIDENCE
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
from tutor.korean import card_josa, card_ko, pick
from tutor.play.confidence import sample_until, z_for
from tutor.quiz import principles
from tutor.quiz.words import contract_en, contract_ko, suit_en, suit_ko

# Deals are drawn in looks until every option's grade is clear (or 1,024 deals); the 1%
# error of the 99% bounds is shared among the looks, as the quiz proofs share theirs.
COACH_LOOKS = (64, 128, 256, 512, 1024)
COACH_Z = z_for(CONFIDENCE, len(COACH_LOOKS))
# Calibrated on measured losses: see the docstring and benchmarks/README.md.
BEST_LOSS = 0.05
GOOD_LOSS = 0.15
INACCURACY_LOSS = 0.3
MISTAKE_LOSS = 0.9
THRESHOLDS = (BEST_LOSS, GOOD_LOSS, INACCURACY_LOSS, MISTAKE_LOSS)
GRADES: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")


def grade(evaluation: Evaluation, action: str) -> str:
    """The grade of choosing ``action``: by the lower bound of its loss, so a loss the deals
    cannot tell from nothing (or from a smaller one) is not graded as if known."""
    return grade_for(evaluation.loss_bounds(action)[0])


def grade_for(loss: float) -> str:
    """The grade of a decision known to lose at least ``loss`` expected points."""
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
    """Every option's value and loss interval, on deals drawn until each grade is clear."""
    return sample_until(
        deal,
        key=f"coach|{key}",
        scores=scores,
        looks=COACH_LOOKS,
        z=COACH_Z,
        thresholds=THRESHOLDS,
        # The coach hears the calls as the engine players do (``tutor.analysis.hearing``).
        calling_model=COUNT,
    )


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
    """Why the best action is best here; with ``chosen``, how much the choice lost and,
    where it lost for certain and breaks the principle the best follows, that it does."""
    seat = deal.to_act
    if seat is None:
        raise ValueError("the hand is over")
    legal = {str(a): a for a in deal.legal_actions()}
    best = legal[evaluation.best]
    principle, themes, reason = _reason(deal, seat, best)
    sentences: list[tuple[str, str]] = []
    if reason is not None:
        sentences.append(reason)
    sentences.append(_value_sentence(deal, evaluation, best))
    tie = _tie_sentence(deal, evaluation, best)
    if tie is not None:
        sentences.append(tie)
    if chosen is not None and chosen != str(best) and chosen in legal:
        sentences.append(_choice_sentence(deal, evaluation, legal[chosen]))
        if (
            principle is not None
            and reason is not None
            and grade(evaluation, chosen) != "best"
            and _breaks(deal, seat, principle, legal[chosen])
        ):
            sentences.append(
                (
                    "Yours goes against that principle, and gains nothing for it.",
                    "당신의 선택은 이 원칙을 거스르면서 얻는 것도 없습니다.",
                )
            )
    return Advice(
        str(best),
        {
            "en": "\n".join(en for en, _ in sentences),
            "ko": "\n".join(ko for _, ko in sentences),
        },
        principle,
        themes,
    )


def _value_sentence(deal: Deal, evaluation: Evaluation, best: Action) -> tuple[str, str]:
    label = action_label(best, deal)
    value = evaluation.values[str(best)]
    deals = evaluation.samples
    return (
        f"Over {deals} deals of the cards you cannot see, “{label['en']}” is worth "
        f"{value:+.2f} points to your side on average.",
        f"보이지 않는 카드를 {deals}가지로 나눠 보면 ‘{label['ko']}’의 평균 기대 점수는 "
        f"우리 쪽에 {value:+.2f}점입니다.",
    )


def _tie_sentence(deal: Deal, evaluation: Evaluation, best: Action) -> tuple[str, str] | None:
    """Options worth exactly the best's value are named as a tie, with how it is broken."""
    others = [a for a in evaluation.tied() if a != str(best)]
    if not others:
        return None
    legal = {str(a): a for a in deal.legal_actions()}
    en_others = ", ".join(f"“{action_label(legal[a], deal)['en']}”" for a in others)
    ko_others = ", ".join(f"‘{action_label(legal[a], deal)['ko']}’" for a in others)
    label = action_label(best, deal)
    return (
        f"{en_others} {'is' if len(others) == 1 else 'are'} worth exactly as much: a tie, "
        f"which the rules of thumb break the way the engine players do, with “{label['en']}”.",
        f"{ko_others}도 기대 점수가 똑같습니다. 동점이면 엔진 플레이어처럼 기본 요령에 따라 "
        f"‘{label['ko']}’{pick(label['ko'], '를')} 고릅니다.",
    )


def _choice_sentence(deal: Deal, evaluation: Evaluation, mine: Action) -> tuple[str, str]:
    """What the player's own choice is worth, and how sure the deals are of its loss."""
    label = action_label(mine, deal)
    chosen = str(mine)
    worth = evaluation.values[chosen]
    low, high = evaluation.loss_bounds(chosen)
    if chosen in evaluation.tied():
        return (
            f"Yours, “{label['en']}”, is just as good ({worth:+.2f}).",
            f"당신의 선택 ‘{label['ko']}’도 똑같이 좋습니다({worth:+.2f}점).",
        )
    loss = evaluation.loss(chosen)
    if grade(evaluation, chosen) == "best":
        return (
            f"Yours, “{label['en']}”, {worth:+.2f}, is as good as the best within what "
            f"the deals can tell: it may lose anything from {max(0.0, low):.2f} to "
            f"{high:.2f} points.",
            f"당신의 선택 ‘{label['ko']}’({worth:+.2f}점)도 이 분배들로 가릴 수 있는 "
            f"범위 안에서는 최선과 같습니다. 잃는 점수는 {max(0.0, low):.2f}점에서 "
            f"{high:.2f}점 사이입니다.",
        )
    return (
        f"Yours, “{label['en']}”, {worth:+.2f}: {loss:.2f} points less, and at least "
        f"{low:.2f} within what the deals can tell.",
        f"당신의 선택 ‘{label['ko']}’: {worth:+.2f}점, {loss:.2f}점 적습니다. 분배들로 가릴 "
        f"수 있는 범위에서 적어도 {low:.2f}점은 손해입니다.",
    )


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


def _call_of(deal: Deal, seat: int, action: Action) -> principles.Call | None:
    """The call as the calling principles read it (None: a call they do not judge)."""
    upcard = deal.upcard
    if upcard is None or upcard.suit is None:
        return None
    round_number = 1 if deal.phase is Phase.ROUND_ONE else 2
    if round_number == 2 and isinstance(action, NameTrump) and action.alone:
        return None
    stuck = round_number == 2 and seat == deal.dealer and deal.variant.stick_the_dealer
    return principles.Call(
        deal.dealer,
        seat,
        tuple(deal.public_view(seat).hand),
        upcard,
        round_number,
        _call_code(action),
        stuck=stuck,
        target=deal.variant.target,
        canadian_loner=deal.variant.canadian_loner,
    )


def _call_reason(
    deal: Deal, seat: int, best: Action
) -> tuple[str | None, tuple[str, ...], tuple[str, str] | None]:
    from tutor.quiz.kinds import calls

    call = _call_of(deal, seat, best)
    if call is None:
        return None, (), None
    hand, upcard, code = call.hand, call.upcard, call.action
    candidates: tuple[str, ...] = _CALL_PRINCIPLES_ONE if call.round == 1 else _CALL_PRINCIPLES_TWO
    if code != ALONE:
        # A call with the partner ("Pick it up", "Order it up") is explained by why to call,
        # not by A-9's why not to go alone, which also fits it: A-9 only where nothing else does.
        candidates = tuple(sorted(candidates, key=lambda principle: principle == "A-9"))
    for principle in candidates:
        if principle == "A-10":
            continue  # the score sentence needs the quiz's score fields; the value says it
        if principles.fits(principle, call):
            if call.round == 1:
                offer = calls.Offer(deal.variant, deal.dealer, seat, list(hand), upcard, None)
                text = calls.offer_principle_text(offer, principle, code)
            else:
                naming = calls.Naming(deal.variant, deal.dealer, seat, list(hand), upcard)
                text = calls.naming_principle_text(naming, principle, code)
            return principle, (), text
    return None, (), None


def _breaks(deal: Deal, seat: int, principle: str, chosen: Action) -> bool:
    """Whether ``chosen`` goes against ``principle`` where the best action follows it."""
    decision: principles.Decision | None = None
    try:
        if deal.phase is Phase.PLAY and isinstance(chosen, Play):
            view = play_view(deal.public_view(seat))
            decision = principles.Play(principles.Situation(view.position, seat), chosen.card)
        elif deal.phase in (Phase.ROUND_ONE, Phase.ROUND_TWO) and _partnership_calls(deal):
            decision = _call_of(deal, seat, chosen)
        elif deal.phase is Phase.DISCARD and isinstance(chosen, Discard):
            upcard = deal.upcard
            if upcard is not None:
                dealt = tuple(c for c in deal.public_view(seat).hand if c != upcard)
                decision = principles.DealerDiscard(dealt, upcard, chosen.card)
        return decision is not None and not principles.fits(principle, decision)
    except (KeyError, TypeError, ValueError):
        return False


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
