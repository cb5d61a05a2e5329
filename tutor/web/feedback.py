"""Feedback facts (``tutor.quiz.feedback``) rendered to sentences in the request's language.

One catalogue lookup per sentence; the answered page that shows them is kept per item and
answer (``tutor.web.pages``), so a fact is rendered once per process and language. Korean
particles after card names and words come from ``tutor.korean``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tutor.engine import Suit, parse_card
from tutor.quiz.feedback.calls import BestAtLoveAll, LoneOutcomes, TrumpHolding
from tutor.quiz.feedback.card_play import LeadComparison, LeftBower, OvertakingCard, TrickComparison
from tutor.quiz.feedback.choices import PuzzleMove
from tutor.quiz.feedback.discard import DiscardComparison
from tutor.quiz.feedback.facts import Fact, Feedback, PointsCost
from tutor.quiz.grading import Mistake
from tutor.quiz.kinds.puzzle import move_item
from tutor.web.text import _
from tutor.web.words import Words as _Words
from tutor.web.words import nth

Particle = Callable[[str, str], str]


def _points(value: float) -> str:
    return f"{value:+.2f}"


def _trick(fact: TrickComparison, w: _Words) -> str | None:
    if fact.partner_winning and fact.chosen_beats:
        return _(
            "Your partner's %(winner)s was already winning the trick, and your %(chosen)s "
            "overtakes it.",
            winner=w.card(fact.winner, "이"),
            chosen=w.card(fact.chosen, "을"),
        )
    if fact.partner_winning and fact.chosen_trump:
        return _(
            "Your partner's %(winner)s is winning the trick, and the %(chosen)s spends a trump "
            "on it.",
            winner=w.card(fact.winner, "이"),
            chosen=w.card(fact.chosen, "을"),
        )
    if fact.chosen_beats and fact.answer_beats:
        if fact.chosen_higher:
            return _(
                "Both the %(chosen)s and the %(answer)s beat the %(winner)s, so the lower of "
                "the two is enough.",
                chosen=w.card(fact.chosen, "과"),
                answer=w.card(fact.answer),
                winner=w.card(fact.winner, "을"),
            )
        return _(
            "The %(chosen)s beats the %(winner)s too, but the %(answer)s is the higher card.",
            chosen=w.also(fact.chosen),
            winner=w.card(fact.winner, "을"),
            answer=w.card(fact.answer),
        )
    if fact.answer_beats:
        if fact.partner_winning:
            return _(
                "The %(answer)s beats the %(winner)s; the %(chosen)s does not.",
                answer=w.card(fact.answer, "은"),
                winner=w.card(fact.winner, "을"),
                chosen=w.card(fact.chosen, "은"),
            )
        return _(
            "The %(chosen)s does not beat the %(winner)s, which is winning the trick for the "
            "opponents; the %(answer)s does.",
            chosen=w.card(fact.chosen, "은"),
            winner=w.card(fact.winner, "을"),
            answer=w.card(fact.answer, "은"),
        )
    if fact.chosen_beats:
        return _(
            "The %(chosen)s beats the %(winner)s and the %(answer)s does not.",
            chosen=w.card(fact.chosen, "은"),
            winner=w.card(fact.winner, "을"),
            answer=w.card(fact.answer, "은"),
        )
    if fact.chosen_higher:
        return _(
            "The %(chosen)s is the higher of the two, and like the %(answer)s it does not beat "
            "the %(winner)s.",
            answer=w.card(fact.answer, "과"),
            chosen=w.also(fact.chosen),
            winner=w.card(fact.winner, "을"),
        )
    return _(
        "Neither the %(answer)s nor the %(chosen)s beats the %(winner)s.",
        answer=w.card(fact.answer, "과"),
        chosen=w.card(fact.chosen),
        winner=w.card(fact.winner, "을"),
    )


def _overtaking(fact: OvertakingCard, w: _Words) -> str:
    return _(
        "The %(unseen)s is still out and an opponent plays after you: it would beat the "
        "%(chosen)s but not the %(answer)s.",
        unseen=w.card(fact.unseen, "이"),
        chosen=w.card(fact.chosen, "은"),
        answer=w.card(fact.answer, "은"),
    )


def _lead(fact: LeadComparison, w: _Words) -> str | None:
    if fact.chosen_trump == fact.answer_trump:
        return None
    cards = {"chosen": w.card(fact.chosen, "을"), "answer": w.card(fact.answer, "을")}
    if fact.chosen_trump and fact.makers:
        return _(
            "On your side's contract you led a trump, the %(chosen)s; the answer leads a "
            "side card, the %(answer)s.",
            **cards,
        )
    if fact.chosen_trump:
        return _(
            "On defence you led a trump, the %(chosen)s; the answer leads a side card, the "
            "%(answer)s.",
            **cards,
        )
    if fact.makers:
        return _(
            "On your side's contract you led a side card, the %(chosen)s; the answer leads a "
            "trump, the %(answer)s.",
            **cards,
        )
    return _(
        "On defence you led a side card, the %(chosen)s; the answer leads a trump, the %(answer)s.",
        **cards,
    )


def _left_bower(fact: LeftBower, w: _Words) -> str:
    printed = parse_card(fact.card).suit or Suit.parse(fact.trump)  # a jack has a suit
    return _(
        "The %(card)s is the left bower: it counts as %(trump)s, the trump suit, not as "
        "%(printed)s.",
        card=w.card(fact.card, "은"),
        trump=w.suit(fact.trump, "으로"),
        printed=w.suit(printed.code, "이"),
    )


def _cost(fact: PointsCost, w: _Words) -> str:
    values = {
        "chosen": w.option(fact.chosen),
        "answer": w.option(fact.answer),
        "chosen_points": _points(fact.chosen_points),
        "answer_points": _points(fact.answer_points),
        "cost": f"{fact.cost:.2f}",
        "samples": fact.samples,
    }
    if fact.unit == "points":
        sentence = _(
            "Over the %(samples)s deals that prove this item, your side averages "
            "%(chosen_points)s points with %(chosen)s and %(answer_points)s with %(answer)s: "
            "%(cost)s points less.",
            **values,
        )
    else:
        sentence = _(
            "Over %(samples)s sampled deals, your side averages %(chosen_points)s tricks with "
            "%(chosen)s and %(answer_points)s with %(answer)s: %(cost)s tricks fewer.",
            **values,
        )
    if fact.bound is None:
        return sentence
    lowest = f"{fact.bound:.2f}"
    bound = _(
        "The answer's lead over every other choice is at least %(bound)s points (a one-sided "
        "99%% bound).",
        bound=lowest,
    )
    return f"{sentence} {bound}"


def _holding(fact: TrumpHolding, w: _Words) -> str:
    if not fact.trumps:
        held = _("With %(suit)s as trump your hand holds no trump.", suit=w.suit(fact.suit, "이"))
    else:
        cards = ", ".join(w.card(code) for code in fact.trumps)
        suit = w.suit(fact.suit, "이")
        if len(fact.trumps) == 1:
            held = _(
                "With %(suit)s as trump your hand holds one trump: %(cards)s.",
                suit=suit,
                cards=cards,
            )
        else:
            held = _(
                "With %(suit)s as trump your hand holds %(count)s trumps: %(cards)s.",
                suit=suit,
                count=len(fact.trumps),
                cards=cards,
            )
    if fact.upcard is None:
        return held
    comes = _("The turn-up, the %(upcard)s, would come to you too.", upcard=w.card(fact.upcard))
    return f"{held} {comes}"


def _outcomes(fact: LoneOutcomes, w: _Words) -> str:
    return _(
        "%(option)s: on %(deals)s deals the makers marched %(march)s times, took three or "
        "four tricks %(made)s times and were euchred %(euchred)s times.",
        option=w.option(fact.option),
        deals=fact.deals,
        march=fact.march,
        made=fact.made,
        euchred=fact.euchred,
    )


def _discard(fact: DiscardComparison, w: _Words) -> str | None:
    if fact.chosen_trump:
        return _(
            "The %(chosen)s is a trump; the %(answer)s is not.",
            chosen=w.card(fact.chosen, "은"),
            answer=w.card(fact.answer, "은"),
        )
    if fact.answer_suit_left == 0 and fact.chosen_suit_left > 0:
        return _(
            "Discarding the %(answer)s leaves you void in its suit, so you can trump it; "
            "discarding the %(chosen)s leaves no void.",
            answer=w.card(fact.answer, "을"),
            chosen=w.card(fact.chosen, "을"),
        )
    return None


def _love_all(fact: BestAtLoveAll, w: _Words) -> str:
    return _(
        "At 0–0 %(chosen)s would be the best call, but not at this score.",
        chosen=w.option(fact.chosen, "이"),
    )


def _puzzle_move(fact: PuzzleMove, w: _Words) -> str:
    move = _Words(move_item(w.item, fact.number - 1), w.lang)
    inner = _sentences(fact.feedback.facts, move)
    return " ".join([_("Decision %(number)s:", number=nth(fact.number, w.lang)), *inner])


# One renderer per kind of fact: a new fact without words fails loudly in _sentences.
_RENDERERS: dict[type, Callable[[Any, _Words], str | None]] = {
    TrickComparison: _trick,
    OvertakingCard: _overtaking,
    LeadComparison: _lead,
    LeftBower: _left_bower,
    PointsCost: _cost,
    TrumpHolding: _holding,
    DiscardComparison: _discard,
    LoneOutcomes: _outcomes,
    BestAtLoveAll: _love_all,
    PuzzleMove: _puzzle_move,
}


def _sentences(facts: tuple[Fact, ...], w: _Words) -> list[str]:
    out: list[str] = []
    for fact in facts:
        render = _RENDERERS.get(type(fact))
        if render is None:
            raise TypeError(f"no words for the fact {fact!r}")
        sentence = render(fact, w)
        if sentence:
            out.append(sentence)
    return out


def feedback_text(found: Feedback, item: Mapping[str, Any], lang: str) -> str:
    """The feedback's facts as sentences in the request's language (``lang`` must be the
    request's: the catalogue is the request's)."""
    return " ".join(_sentences(found.facts, _Words(item, lang)))


def mistake_text(mistake: Mistake | None, item: Mapping[str, Any], lang: str) -> str | None:
    """What a wrong answer is told: its facts rendered, or a diagnoser's stored sentence."""
    if mistake is None:
        return None
    if mistake.feedback is not None:
        return feedback_text(mistake.feedback, item, lang) or None
    if mistake.message is not None:
        w = _Words(item, lang)
        values: dict[str, str | int] = dict(mistake.numbers)
        values.update((name, w.card(code)) for name, code in mistake.cards.items())
        values.update((name, w.suit(code)) for name, code in mistake.suits.items())
        values.update((name, w.suit_one(code)) for name, code in mistake.suit_words.items())
        return _(mistake.message, **values)
    return mistake.text.get(lang) or mistake.text.get("en")
