"""The themes of a British or three-hand call: which principle each teaches, which positions fit
it, and the counter-example notes."""

from __future__ import annotations

from collections.abc import Sequence

from tutor.analysis.calling import (
    ALONE,
    ORDER_UP,
    PASS,
)
from tutor.engine import (
    SUITS,
    Rank,
    Suit,
)
from tutor.quiz import principles
from tutor.quiz.kinds.calls import (
    alone_code,
    naming_action,
)
from tutor.quiz.kinds.variant_calls.call import (
    WITH_PARTNER,
    VariantCall,
    _high,
    _trumps,
)
from tutor.quiz.symmetry import call_twins

# -- themes and principles -----------------------------------------------------------------

# The rule each theme teaches, as a counter-example names it when it gives way. Each rule's
# answer at a position is ``theme_rule``: an item is tagged with the themes whose rule its
# answer follows, and a counter-example's answer departs from a rule that is about its
# position (so "gives way" is always true of it).
COUNTER_RULES: dict[str, str] = {
    # Each is advice rules-spec §4 states, in its words (``principles.ADVICE``); where the
    # variant changes what it means, the note says how (``counter_note_for``).
    "caller-takes-turn-up": principles.ADVICE["S0-3"],
    "partner-must-go-alone": principles.ADVICE["S0-3"],
    "take-turned-down": principles.ADVICE["S0-3"],
    "round-two": principles.ADVICE["S0-3"],
    "benny-up": principles.ADVICE["A-9"],
    "two-high-trumps": principles.ADVICE["S0-3"],
    "dealer-pick-up": principles.ADVICE["A-11"],
    "dealer-turn-down": principles.ADVICE["A-11-three"],
}


def counter_rule(call: VariantCall, theme: str, answer: str) -> str:
    """The usual advice a counter-example's answer departs from, as it reads here."""
    return COUNTER_RULES[theme]


def _note_states_lone_rule(theme: str | None, answer: str) -> bool:
    """The counter-example's note states A-9's lone hands (``counter_note_for``: a loner
    beside the British dealer, where the call rule is more than met)."""
    return theme == "caller-takes-turn-up" and answer == ALONE


PRINCIPLE_OF: dict[str, str] = {
    "caller-takes-turn-up": "S0-3",
    "partner-must-go-alone": "A-9",
    "benny-up": "A-9",
    "go-alone": "A-9",
    "two-high-trumps": "S0-3",
    "no-third-trick": "S0-3",
    "few-high-trumps": "S0-3",
    "dealer-pick-up": "A-11",
    "dealer-turn-down": "A-11",
    "take-turned-down": "S0-3",
    "round-two": "S0-3",
    "stick-the-dealer": "S0-3",
}


BRITISH_THEMES = (
    "caller-takes-turn-up",
    "partner-must-go-alone",
    "benny-up",
    "round-two",
    "take-turned-down",
    "go-alone",
)


THREE_HAND_THEMES = (
    "two-high-trumps",
    "no-third-trick",
    "few-high-trumps",
    "dealer-pick-up",
    "dealer-turn-down",
    "stick-the-dealer",
)


def marches(call: VariantCall, trump: Suit) -> bool:
    """A-9's lone hand whose march alone is not in doubt (the course's rule): the hand
    goes alone in any seat."""
    alone = call.decision(call.lone_option(trump))
    return principles.lone_hand(alone.holding(trump), trump) and not (
        principles.lone_march_doubtful(principles.kept_cards(alone, trump), trump)
    )


def _strong_suits(call: VariantCall) -> list[str]:
    """British round two: the nameable suits with two high trumps, counting the
    turned-down card the caller takes."""
    held = call.holding()
    return [s.code for s in SUITS if s is not call.upcard.suit and len(_high(held, s)) >= 2]


def theme_rule(call: VariantCall, theme: str) -> frozenset[str] | None:
    """The answers the theme's rule (``COUNTER_RULES``) gives at this position, or None
    where the rule is not about the position."""
    if theme == "benny-up":
        # A-9 as after any call: alone with a hand whose march alone is not in doubt.
        if not call.benny or call.named is None:
            return None
        return frozenset({ALONE if marches(call, call.named) else WITH_PARTNER})
    if call.benny or theme in ("stick-the-dealer", "go-alone"):
        return None
    if theme == "take-turned-down":
        bower = _turned_down_bower(call)
        return None if bower is None else frozenset({bower.code})
    if theme == "round-two":
        if not call.takes_turned_down or _turned_down_bower(call) is not None:
            return None
        return frozenset(_strong_suits(call) or [PASS])
    if call.round != 1:
        return None
    trump = call.offered
    held = call.holding()
    trumps, high = len(_trumps(held, trump)), len(_high(held, trump))
    if theme == "caller-takes-turn-up":
        # Beside the dealer, counting the turn-up you would take: two high trumps call
        # (S0-3); a hand the turn-up gives trumps but not a second high one passes.
        british = call.players == 4 and call.variant.caller_takes_upcard
        if not (british and call.role in (1, 3) and trumps >= 2):
            return None
        return frozenset({ORDER_UP if high >= 2 else PASS})
    if theme == "partner-must-go-alone":
        # A hand you would assist with elsewhere passes; one that marches alone anywhere
        # goes alone here too.
        if not (call.must_go_alone and high >= 2):
            return None
        return frozenset({ALONE if marches(call, trump) else PASS})
    if call.players != 3:
        return None
    if theme == "two-high-trumps":
        if call.role == 0 or trumps < 2:
            return None
        return frozenset({ORDER_UP if high >= 2 else PASS})
    if theme in ("dealer-pick-up", "dealer-turn-down"):
        if call.role != 0 or trumps < 2:
            return None
        if theme == "dealer-pick-up":
            return frozenset({ORDER_UP})
        return frozenset({ORDER_UP if trumps >= 3 else PASS})
    return None


def fits(call: VariantCall, theme: str) -> bool:
    """The position is one the theme's rule is about (whatever the answer)."""
    if theme == "stick-the-dealer":
        return call.stuck
    if theme == "go-alone":
        return ALONE in call.options() or call.offers_loners
    return theme_rule(call, theme) is not None


# Every three-hand item: the lesson that teaches its principle as the game without a partner
# changes it (principles.VARIANT_SECTIONS).
ALONE_AGAINST_TWO = ("alone-against-two",)


def themes_of(call: VariantCall, answer: str) -> list[str]:
    """The themes whose rule the answer follows here (in round two a suit named alone
    follows the rule of the suit named, and A-9's go-alone besides)."""
    code, alone = naming_action(answer) if call.round == 2 else (answer, False)
    if call.stuck:
        return ["stick-the-dealer", *ALONE_AGAINST_TWO[: call.players == 3]]
    themes = [
        t
        for t in (
            "benny-up",
            "take-turned-down",
            "round-two",
            "caller-takes-turn-up",
            "partner-must-go-alone",
            "two-high-trumps",
            "dealer-pick-up",
            "dealer-turn-down",
        )
        if code in (theme_rule(call, t) or ())
    ]
    if answer == ALONE or alone:
        themes.insert(0, "go-alone")
    if call.players == 3 and call.round == 1 and answer == PASS:
        held = call.holding()
        high = len(_high(held, call.offered))
        if high >= 2:
            themes.append("no-third-trick")
        elif len(_trumps(held, call.offered)) >= 3:
            themes.append("few-high-trumps")
    if call.players == 3:
        themes.extend(ALONE_AGAINST_TWO)
    return themes


def _turned_down_bower(call: VariantCall) -> Suit | None:
    """British round two: a turned-down jack comes to the caller as the left bower of its
    sister suit; the suit where it makes two high trumps with the hand (None: no such)."""
    up = call.upcard
    if not call.takes_turned_down or up.rank is not Rank.JACK or up.suit is None:
        return None
    sister = up.suit.sister
    return sister if len(_high([*call.hand, up], sister)) >= 2 else None


def _principle(themes: Sequence[str], wanted: str | None) -> str | None:
    """The principle an item quotes: a loner's is A-9, the loner principle, whatever call
    rule its suit follows (issue 10: a British round-two loner built for "round-two" kept
    that theme's S0-3, where round one's loners quote A-9); else the wanted theme's, else
    the first theme's that has one."""
    if "go-alone" in themes:
        return PRINCIPLE_OF["go-alone"]
    if wanted is not None and wanted in themes:
        return PRINCIPLE_OF[wanted]
    for theme in themes:
        if theme in PRINCIPLE_OF:
            return PRINCIPLE_OF[theme]
    return None


def _has_twin(call: VariantCall, answer: str) -> bool:
    """Round two: naming one suit or another that nothing tells apart, alone or not."""
    if call.round != 2:
        return False
    code, _alone = naming_action(answer)
    options = sorted({naming_action(o)[0] for o in call.options()})
    twins = call_twins(list(call.hand), [call.upcard], options)
    return any(code in pair for pair in twins)


def _alone_unexplained(call: VariantCall, answer: str) -> bool:
    """Round two: a suit named with the partner on a lone hand (the top three trumps or
    four, counting the turned-down card he takes) where going alone was a choice: nothing
    in the item says why not alone, so it is not built (as name-trump's
    ``_naming_alone_unexplained``)."""
    if call.round != 2 or answer == PASS:
        return False
    code, alone = naming_action(answer)
    if alone or alone_code(code) not in call.options():
        return False
    trump = Suit.parse(code)
    return principles.lone_hand(call.decision(answer).holding(trump), trump)
