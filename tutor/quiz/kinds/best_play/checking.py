"""best-play checking: a stored item is re-proved and its text held to the facts of its
position."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tutor.analysis.hearing import (
    CallingModel,
    Hearing,
    HearingError,
    implied_calls,
    item_hearing,
)
from tutor.analysis.judge import (
    Judgement,
    PlayJudge,
    confirm_play,
    score_decided,
)
from tutor.analysis.plausible import history_problems, known_hands
from tutor.analysis.position import View, view_from_item
from tutor.analysis.proof import (
    Confirmation,
    claim_problem,
    item_fields,
    replay_problem,
)
from tutor.engine import (
    Card,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.explaining import counter_note_fact, stored_facts
from tutor.quiz.kinds.base import (
    ItemCheckError,
    require,
)
from tutor.quiz.kinds.best_play.counters import safer_winner_item
from tutor.quiz.kinds.best_play.explaining import item_facts
from tutor.quiz.kinds.best_play.fact_types import (
    LowestOfTied,
    NoneBeats,
    PartnerAlreadyWins,
    PartnerSafeLow,
    PartnerWinsTurnUpOut,
    ReadCards,
    Rejected,
    TrumpCount,
    TrumpsOut,
    Unconverted,
    WinningSoFar,
)
from tutor.quiz.kinds.best_play.note_facts import (
    GivesWayThroughMaker,
    GivesWayToVoids,
    OwnException,
    SaferWinnerNote,
    TrapCount,
    TrapDrawn,
    TrapLonerLater,
    TrapPartnerOut,
    TrapRuff,
    note_fact,
)
from tutor.quiz.kinds.best_play.reading import overtakers, partner_may_hold_trump, unseparated
from tutor.quiz.kinds.best_play.themes import (
    THEMES,
    _has_twin,
    is_exception,
    principle_of,
    quoted_principle,
)
from tutor.quiz.kinds.best_play.traps import TRAPS, is_trap, is_trap_of
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    cards_text,
)


def check(item: Mapping[str, Any], *, prove: bool = True) -> None:
    """Re-prove: the position is possible, the choices are the legal cards, the answer
    follows its themes, and (``prove``) the same sampled deals give the same evaluation
    with the answer clear of the rest."""
    item_id = str(item["id"])
    try:
        view = view_from_item(item)
    except ValueError as error:
        raise ItemCheckError(item_id, f"impossible position: {error}") from error
    s = Situation(view.position, view.seat)
    require(item["choices"] == [c.code for c in s.legal], item, "choices are the legal cards")
    answer = parse_card(str(item["answer"][0]))
    for theme in item["themes"]:
        spec = THEMES[theme]
        require(spec.position(s) and spec.follows(s, answer), item, f"theme {theme} does not hold")
        require(spec.fits(s), item, f"every legal card keeps theme {theme}: it decides nothing")
    countered = item.get("counter_theme")
    require(bool(item.get("counter_example")) == (countered is not None), item, "counter fields")
    if countered is not None:
        # The rule gives way (a position of its own sort, and an answer that departs from
        # it), or the position is a trap of it (it looks like the rule's own and offers the
        # rule's card, but the rule's condition fails). A near miss is neither (N7).
        rule = THEMES[str(countered)]
        near = (
            f"{countered}'s rule does not apply here and the position is no trap of it: a near "
            "miss is no counter-example"
        )
        trap = is_trap_of(s, str(countered), answer)
        require(is_exception(s, str(countered)) or trap, item, near)
        # A trap's answer departs from the rule's own words (``is_trap_of``), which may be
        # narrower than its theme's (A-8's next suit).
        require(trap or not rule.follows(s, answer), item, f"the answer follows {countered}")
        # The note is the first of the item's facts, made from the position; a freshly
        # generated item has none stored yet (the build stores them).
        try:
            note = note_fact(s, item)
        except Unconverted as error:
            raise ItemCheckError(item_id, f"the counter note has no fact: {error}") from error
        if "explanation_facts" in item:
            require(counter_note_fact(item) == note, item, "the counter note says why")
    unprincipled = (
        item.get("principle") is None and principle_of(list(item["themes"]), None) is None
    )
    unquoted_trap = is_trap(s, item) and TRAPS[str(countered)].unquoted
    if safer_winner_item(s, item) or (unprincipled and unquoted_trap):
        # No principle to follow: the counter fields above and the proof below carry it.
        _check_rest(item, view, s, answer, prove=prove)
        return
    require(principle_of(list(item["themes"]), None) is not None, item, "no principle")
    quoted = item.get("principle")
    # S0-6 is quoted only where no card can win (N9); a best-play item (or a puzzle's move)
    # winning its trick cheaply quotes none and rests on the deals.
    principle = quoted
    technique = principle_of(list(item["themes"]), None)
    if quoted is None:
        require(
            technique == "S0-6" and quoted_principle(s, technique) is None,
            item,
            "no principle quoted, but the item is no trick taken cheaply",
        )
        principle = technique
    require(
        quoted_principle(s, str(principle)) == quoted,
        item,
        f"quotes {quoted} where a card can win the trick: S0-6 is for tricks you cannot win",
    )
    require(
        principles.fits(principle, principles.Play(s, answer)),
        item,
        f"the answer does not follow the principle it quotes ({principle})",
    )
    others = unseparated(s, principle if isinstance(principle, str) else None, answer)
    require(
        not others,
        item,
        f"{principle} fits {cards_text(others)} as well as the answer, and nothing the item "
        "says prefers the answer",
    )
    _check_rest(item, view, s, answer, prove=prove)


def _stored_principle(item: Mapping[str, Any]) -> str | None:
    principle = item.get("principle")
    return None if principle is None else str(principle)


def _check_rest(
    item: Mapping[str, Any], view: View, s: Situation, answer: Card, *, prove: bool
) -> None:
    """What every best-play item must show whatever it quotes: the stored evaluation, no
    twin, the history a player would choose, a true text and (``prove``) the same proof."""
    item_id = str(item["id"])
    stored = Judgement({parse_card(k): float(v) for k, v in item["evaluation"].items()}, 0)
    require(sorted(item["evaluation"]) == sorted(item["choices"]), item, "evaluation keys")
    require(stored.best == answer, item, "the answer is not the best evaluation")
    require(not _has_twin(s, answer), item, "another card is worth the same by symmetry")
    require(not score_decided(view.position, view.seat), item, "the score is already decided")
    problem = claim_problem(item)
    require(problem is None, item, problem or "")
    # A puzzle's moves follow its double-dummy line (tutor.quiz.kinds.puzzle): no guesses.
    presume = not item_id.startswith("puzzle/")
    blunders = history_problems(
        view.position, known_hands(view.position, view.seat), presume=presume
    )
    require(
        not blunders,
        item,
        "; ".join(f"trick {b.trick}: seat {b.seat} plays {b.card}: {b.reason}" for b in blunders),
    )
    # The principles the lessons' plays are held to (issue 30): the learner's own plays,
    # and A-8 where the cards an opponent or partner played later prove the lead wrong.
    broken = principles.history_breaks(
        view.position, known_hands(view.position, view.seat), presume=presume
    )
    require(not broken, item, "; ".join(str(b) for b in broken))
    problem = text_problem(s, item)
    require(problem is None, item, problem or "")
    if not prove:
        return
    # An item proven under a reading of the calls (``calling_model``) is re-proven under it.
    hearing = item_hearing(item.get("calling_model"), view)
    proof = confirm_play(view, item_id, answer, samples=int(item["samples"]), hearing=hearing)
    problem = replay_problem(item, proof)
    require(problem is None, item, problem or "")


# Facts that say partner's card already wins the trick, and that none of yours beats it.
ALREADY_WINS = (PartnerAlreadyWins, PartnerWinsTurnUpOut, PartnerSafeLow)
NONE_BEATS = (NoneBeats, LowestOfTied)
# A trap's note says why its rule does not apply here; no other counter-example's does.
TRAP_NOTES = (TrapRuff, TrapCount, TrapDrawn, TrapLonerLater, TrapPartnerOut)


def _facts_of(item: Mapping[str, Any]) -> tuple[Any, ...] | None:
    """The item's facts: those it stores, or (a freshly generated item) those made for it."""
    stored = stored_facts(item)
    return stored if stored is not None else item_facts(item)


def _counter_note_problem(s: Situation, item: Mapping[str, Any], note: object) -> str | None:
    """A counter-example's note must say which principle the rule gives way to (the one the
    answer follows, not the rule's own) or that it is the rule's own exception, or, for a
    trap, why the rule does not apply; a near miss's "does not apply" marks no exception
    (review finding N7)."""
    if is_trap(s, item):
        if not isinstance(note, TRAP_NOTES):
            return "a trap's note does not say why its rule does not apply"
        # A-1's trap says only who may hold a trump: the count of them must follow.
        facts = _facts_of(item) or ()
        counted = any(isinstance(f, TrumpsOut | TrumpCount) for f in facts)
        if item["counter_theme"] == "count-trumps" and not counted:
            return "a trap of A-1 whose explanation does not count the trumps"
        return None
    if isinstance(note, TRAP_NOTES):
        return "a counter-example whose note says the rule does not apply: a near miss"
    if safer_winner_item(s, item):
        # No principle to name: the note says who could beat the cheaper winner.
        cheap = principles.cheapest_winner(s)
        said = isinstance(note, SaferWinnerNote) and cheap is not None and note.cheap == cheap.code
        return None if said else "the counter note does not say who could beat the cheap winner"
    principle = _stored_principle(item)
    countered = THEMES.get(str(item.get("counter_theme")))
    if countered is not None and principle is not None and countered.principle == principle:
        own = isinstance(note, OwnException)
        return None if own else "a counter-example of its own principle"
    names = {principle, f"{principle}-void"}
    if not isinstance(note, GivesWayToVoids | GivesWayThroughMaker) or note.name not in names:
        return f"the counter note does not name the principle the answer follows ({principle})"
    return None


def _named_card_problem(s: Situation, facts: tuple[Any, ...]) -> str | None:
    """A card a fact gives to a named player (the card winning the trick so far, a trump an
    opponent spent) must be the one that player played."""
    p = s.position
    for fact in facts:
        pairs: list[tuple[int, str, list[Card]]] = []
        if isinstance(fact, WinningSoFar):
            pairs.append((fact.seat, fact.card, [c for x, c in p.trick if x == fact.seat]))
        seat, card = getattr(fact, "winner_seat", None), getattr(fact, "winner", None)
        if isinstance(seat, int) and isinstance(card, str):
            pairs.append((seat, card, [c for x, c in p.trick if x == seat]))
        if isinstance(fact, ReadCards):
            for x, spent in zip(fact.read, fact.spent, strict=True):
                pairs.append((x, spent, [c for t in p.history for y, c in t if y == x]))
        for x, code, played in pairs:
            if x != s.seat and parse_card(code) not in played:
                return f"says seat {x} played the {code}, but that player did not"
    return None


def text_problem(s: Situation, item: Mapping[str, Any]) -> str | None:
    """A claim of the explanation's facts that the position, as the player sees it, does
    not bear out (None when every checked claim holds). These are checked apart from the
    fact makers, which each fact's own ``check`` repeats: partner's card "already wins",
    "none of your cards beats", a trump lead that helps the makers draw trumps, a card
    given to the player who did not play it, a counter-example's note."""
    facts = _facts_of(item)
    if facts is None:
        return "a sentence of its explanation has no fact"
    winner = s.winner_card
    safe = principles.partner_safe(s) is not None or (
        s.partner_winning and winner is not None and not overtakers(s, winner)[0]
    )
    if any(isinstance(f, ALREADY_WINS) for f in facts) and not safe:
        return "says partner's card already wins, but a player still to act may beat it"
    if any(isinstance(f, NONE_BEATS) for f in facts) and any(map(s.beats_winner, s.legal)):
        return "says none of your cards beats the winning card, but one of them does"
    draws = any(isinstance(f, Rejected) and "helps-draw" in f.reasons for f in facts)
    if draws and not partner_may_hold_trump(s):
        return "says a trump lead helps the makers draw trumps, but no partner may hold one"
    named = _named_card_problem(s, facts)
    if named is not None:
        return named
    if item.get("counter_example"):
        problem = _counter_note_problem(s, item, facts[0])
        if problem is not None:
            return problem
    principle = item.get("principle")
    if principle == "S0-6":
        # The lesson section the item links to must teach what the answer does: win the
        # trick cheaply, or play low under a trick it cannot win.
        answer = parse_card(str(item["answer"][0]))
        section = principles.lesson_section(principle, list(item.get("themes") or ()))
        takes = section == principles.THEME_SECTIONS["win-cheaply"]
        if takes != s.beats_winner(answer):
            heading = section.heading if section is not None else "none"
            return f"the answer {'does not take' if takes else 'takes'} the trick: {heading}"
    return None


def audit(item: Mapping[str, Any], deals: int) -> dict[str, float]:
    """Each choice's mean in points over ``deals`` deals of the independent audit stream
    (heard under the item's own ``calling_model``)."""
    view = view_from_item(item)
    hearing = item_hearing(item.get("calling_model"), view)
    judge = PlayJudge(view, str(item["id"]), "audit", hearing=hearing)
    return {card.code: value for card, value in judge.extend(deals).evaluation.items()}


# What a re-proof under a reading of the calls finds (``reprove_heard``): the answer is
# proven under it (``HELD``: it holds under both readings, the bank holding it under the
# uniform one), another card is now best, every card scores the same, the answer leads by
# less than ``THIN_LEAD``, it leads but the proof rule does not clear it; or the calls
# cannot be read from the position (``UNHEARD``: a Bid Euchre auction) or no deal explains
# them (``UNEXPLAINED``).
HELD, CHANGED, DECIDED, THIN, OPEN = "held", "changed", "decided", "thin", "open"
UNHEARD, UNEXPLAINED = "unheard", "unexplained"
REPROOF_OUTCOMES = (HELD, OPEN, THIN, DECIDED, CHANGED, UNEXPLAINED, UNHEARD)
THIN_LEAD = 0.10
# Option means this close count as equal (a decided position scores every card alike).
TIE_POINTS = 1e-9


@dataclass(frozen=True)
class HeardProof:
    """A stored item's answer re-proven under a calling model, on that model's own
    confirming deals (fresh: ``PlayJudge`` keys the stream by the reading)."""

    outcome: str
    proof: Confirmation[Card] | None

    def item(self, item: Mapping[str, Any], model: CallingModel) -> dict[str, Any]:
        """``item`` with the proof's numbers and the model's name (its text unchanged:
        ``quizzes facts`` makes them afresh); only for a ``HELD`` outcome."""
        if self.outcome != HELD or self.proof is None:
            raise ValueError(f"only a held answer is stored: this one is {self.outcome}")
        return {**item, **item_fields(self.proof), "calling_model": model.name}


def reprove_heard(item: Mapping[str, Any], model: CallingModel) -> HeardProof:
    """Prove the stored answer afresh (the banks' proof rule, adaptive up to 1,024 deals)
    on deals drawn in proportion to the likelihood of the calls the position implies."""
    view = view_from_item(item)
    calls = implied_calls(view)
    if calls is None:
        return HeardProof(UNHEARD, None)
    answer = parse_card(str(item["answer"][0]))
    try:
        proof = confirm_play(view, str(item["id"]), answer, hearing=Hearing(calls, model))
    except HearingError:
        return HeardProof(UNEXPLAINED, None)
    return HeardProof(_reproof_outcome(proof), proof)


def _reproof_outcome(proof: Confirmation[Card]) -> str:
    if proof.proven:
        return HELD
    means = proof.means
    if max(means.values()) - min(means.values()) <= TIE_POINTS:
        return DECIDED
    if means[proof.answer] < max(means.values()) - TIE_POINTS:
        return CHANGED
    return THIN if proof.margin < THIN_LEAD else OPEN
