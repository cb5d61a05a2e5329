"""best-play traps: positions where a theme's rule looks right and does not apply, and the
counter-example notes that say why."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tutor.engine import (
    Card,
    effective_suit,
    is_left_bower,
    parse_card,
    suit_name,
)
from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.best_play.counters import best_counter_note, counter_rule
from tutor.quiz.kinds.best_play.describe import _name, _names, _winner_text
from tutor.quiz.kinds.best_play.themes import (
    THEMES,
    Theme,
    _cash_fits,
    _defence_lead_fits,
    _loner_void,
    _next_suit,
    _promoted,
    _trumps,
    is_exception,
    situation_from_item,
)
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    josa,
    suit_en,
    suit_ko,
)

# -- traps: counter-examples where the rule does not apply ---------------------------------
# Issue 10 asks a theme set for counter-examples "where its rule does not apply or gives
# way to a stronger one". ``is_exception`` is the second sort. The first is a trap: the
# position shows what a learner applying the rule keys on and offers the very card the
# rule would play, but a condition the rule itself names fails here, so that card is wrong
# and only checking the condition shows it (the trumps are not all out yet, A-1; a trump
# of yours beats the trick, S0-6). A near miss where the rule's question does not come up
# at all (you are not on lead, you hold no ace) is neither, and is served plain (N7).


@dataclass(frozen=True)
class Trap:
    """``cue``: the position looks like the rule's own to a learner who does not check its
    condition, given the proven answer; ``fact``: why the condition fails, as the note
    says it (en, ko), a clause that ends the note's sentence."""

    cue: Callable[[Situation, Card], bool]
    fact: Callable[[Situation, Card], tuple[str, str]]
    # The answer may follow no §4 advice: the note's fact and the lead's own sentences
    # (``_unquoted_lead_sentences``) say why it is played.
    unquoted: bool = False
    # The cards the rule's own words would play, where they are narrower than its theme's
    # (A-8 says "the next suit"; its theme keeps any side card): None for the theme's.
    literal: Callable[[Situation, Card], bool] | None = None

    def plays(self, s: Situation, rule: Theme, card: Card) -> bool:
        """Would the rule, read literally, play ``card`` here?"""
        return (self.literal or rule.follows)(s, card)


def _ruff_cue(s: Situation, answer: Card) -> bool:
    """An opponent wins with a plain card and the answer takes the trick with a trump (a
    ruff, or the left bower on a lead of another suit): "I cannot win" is wrong."""
    winner = s.winner_card
    return (
        s.trump is not None
        and winner is not None
        and not s.partner_winning
        and not s.is_trump(winner)
        and s.is_trump(answer)
        and s.beats_winner(answer)
    )


def _ruff_fact(s: Situation, answer: Card) -> tuple[str, str]:
    held_en, held_ko = _winner_text(s)
    if answer.is_joker:
        # The card is named as the cards are (조커); the note glosses it as the Benny.
        return (
            f"your {answer} is the Benny, the highest trump, and it beats {held_en}",
            f"{card_ko(answer)}(베니)는 가장 높은 으뜸패라서 {josa(held_ko, '을')} 이깁니다.",
        )
    if is_left_bower(answer, s.trump):
        return (
            f"your {answer} is the left bower, a trump, and it beats {held_en}",
            f"{card_josa(answer, '은')} 레프트 바우어, 곧 으뜸패라서 "
            f"{josa(held_ko, '을')} 이깁니다.",
        )
    return (
        f"your {answer} is a trump, and it beats {held_en}",
        f"{card_josa(answer, '은')} 으뜸패라서 {josa(held_ko, '을')} 이깁니다.",
    )


def _count_cue(s: Situation, answer: Card) -> bool:
    """On lead with a winner nobody can beat in its own suit while an opponent may still
    hold a trump to ruff it, and the count looks nearly done: an opponent has shown out of
    trump, or one trump alone is still out (with three or four out and nobody void, the
    rule is nowhere near, and the position is no trap of it)."""
    if s.trump is None or not _cash_fits(s) or not s.trumps_against():
        return False
    p = s.position
    shown_out = any(p.trump in p.voids()[x] for x in s.opponents())
    return shown_out or len(s.unseen_trumps()) == 1


def _count_fact(s: Situation, answer: Card) -> tuple[str, str]:
    """Who may still hold a trump (the shown voids read, S0-7). The explanation's count of
    the trumps (``_trump_count``, ``_trumps_out_sentence``) names them and the winners
    they could ruff, so the note does not."""
    p = s.position
    out = [x for x in s.opponents() if p.trump in p.voids()[x]]
    may = [x for x in s.opponents() if x not in out]
    if out and may:
        one = len(out) == 1
        return (
            f"{_names(out, s, 'en')} {'has' if one else 'have'} shown out of trump, but "
            f"{_names(may, s, 'en')} may still hold a trump",
            f"{josa(_names(out, s, 'ko'), '은')} 으뜸패를 따라 내지 못했지만 "
            f"{_names(may, s, 'ko')}에게는 아직 으뜸패가 있을 수 있습니다.",
        )
    if len(s.unseen_trumps()) == 1:
        return (
            "only one trump is still out, but an opponent may hold it",
            "남은 으뜸패는 한 장뿐이지만 상대에게 있을 수 있습니다.",
        )
    return (
        "an opponent may still hold a trump",
        "상대에게 아직 으뜸패가 있을 수 있습니다.",
    )


def _drawn_cue(s: Situation, answer: Card) -> bool:
    """The makers on lead with a trump to lead, but no opponent can hold one any more."""
    return (
        s.on_lead
        and s.makers
        and bool(_trumps(s))
        and not s.is_trump(answer)
        and s.trump is not None
        and not s.trumps_against()
    )


def _drawn_fact(s: Situation, answer: Card) -> tuple[str, str]:
    # Why the side card first (the expert review's finding 12: two sure winners, and no word
    # on the order): the trump stays a trick for later, even by trumping a suit you cannot
    # follow, while a side winner takes one only on a lead of its suit.
    trumps = sorted(_trumps(s), key=s._power, reverse=True)
    suit = effective_suit(answer, s.trump)
    if not trumps or suit is None or not s.is_boss(answer):
        return (
            "no opponent can hold a trump any more, so a trump lead has nothing to draw",
            "상대에게는 이제 으뜸패가 있을 수 없으니 으뜸패를 리드해도 뽑아낼 것이 없습니다.",
        )
    one = len(trumps) == 1
    held_en, held_ko = cards_list(trumps), cards_ko(trumps)
    return (
        f"no opponent can hold a trump any more, so a trump lead has nothing to draw; your "
        f"{held_en} can still take {'a trick' if one else 'tricks'} later, even by trumping "
        f"a suit you cannot follow, while the {answer} wins only on a "
        f"{suit_name(suit, 'en')} lead",
        "상대에게는 이제 으뜸패가 있을 수 없으니 으뜸패를 리드해도 뽑아낼 것이 없습니다. "
        f"{josa(held_ko, '은')} 나중에도, 따라 낼 수 없는 무늬가 리드되면 잘라서라도 "
        f"트릭을 가져올 수 있지만, {card_josa(answer, '은')} {josa(suit_ko(suit), '이')} "
        "리드될 때만 트릭을 가져옵니다.",
    )


def _loner_later_cue(s: Situation, answer: Card) -> bool:
    """A lead against a loner a trick or more in, where the answer is a side card the
    tricks played speak for: the lone hand has shown out of its suit, or it is the highest
    card of its suit left. A-8 ("prefer the next suit") is advice for the opening lead
    (rules-spec §4.2, "I (or partner) lead first"); by now the cards played tell more."""
    p = s.position
    return (
        s.on_lead
        and bool(p.history)
        and not s.makers
        and p.alone
        and p.players == 4
        and p.maker is not None
        and p.trump is not None
        and s.trumps_against()
        and not s.is_trump(answer)
        and not _next_suit(s, answer)
        and (_loner_void(s, answer) or _promoted(s, answer))
    )


def _loner_later_fact(s: Situation, answer: Card) -> tuple[str, str]:
    p = s.position
    assert p.maker is not None  # noqa: S101 - the cue holds
    assert p.trump is not None  # noqa: S101
    suit = effective_suit(answer, p.trump)
    assert suit is not None  # noqa: S101 - a side card
    a = str(answer)
    if _loner_void(s, answer):
        who_en, who_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        detail_en = (
            f"the lone hand, {who_en}, has shown out of {suit_en(suit)}, so to take your {a} "
            "it must spend a trump"
        )
        detail_ko = (
            f"혼자 하는 {josa(who_ko, '은')} {josa(suit_ko(suit), '를')} 따라 내지 못했으니 "
            f"{card_josa(answer, '을')} 이기려면 으뜸패를 써야 합니다."
        )
    else:
        detail_en = (
            f"your {a} is the highest {suit_name(suit, 'en')} left, so only a trump can take it"
        )
        detail_ko = (
            f"{card_josa(answer, '은')} 남은 {suit_ko(suit)} 가운데 가장 높으니 이 카드를 "
            "이기려면 으뜸패로 잘라야 합니다."
        )
    return (
        f"it is for the opening lead, and by now the cards played tell you more: {detail_en}",
        f"이는 첫 리드 때의 이야기이고, 지금은 이미 나온 카드가 더 많은 것을 알려 줍니다. "
        f"{detail_ko}",
    )


def _partner_out_cue(s: Situation, answer: Card) -> bool:
    """A defender's lead of the highest trump left where every partner has shown out of
    trump: A-5's reason, that a trump lead draws the partner's trumps for the makers, is
    gone."""
    p = s.position
    partners = [x for x in s.side if x != s.seat and x in p.active]
    return (
        _defence_lead_fits(s)
        and s.trump is not None
        and s.is_trump(answer)
        # The highest trump left: a sure trick that draws a trump from each opponent
        # holding one, which is what makes the lead right once A-5's reason is gone.
        and s.is_boss(answer)
        and s.trumps_against()
        and bool(partners)
        and all(p.trump in p.voids()[x] for x in partners)
    )


def _partner_out_fact(s: Situation, answer: Card) -> tuple[str, str]:
    return (
        "your partner has shown out of trump, so a trump lead draws none of your partner's trumps",
        "파트너는 으뜸패를 따라 내지 못했으니, 으뜸패를 리드해도 뽑혀 나갈 파트너의 으뜸패가 "
        "없습니다.",
    )


TRAPS: dict[str, Trap] = {
    "play-low-when-cannot-win": Trap(_ruff_cue, _ruff_fact),
    "count-trumps": Trap(_count_cue, _count_fact),
    "lead-trump-as-maker": Trap(_drawn_cue, _drawn_fact),
    "lead-against-loner": Trap(
        _loner_later_cue, _loner_later_fact, unquoted=True, literal=_next_suit
    ),
    "no-trump-lead-on-defence": Trap(_partner_out_cue, _partner_out_fact, unquoted=True),
}
# A counter slot of these themes looks for a trap of the rule they serve: cashing a winner
# (and cashing the one the shown voids leave safe) waits on A-1's count of the trumps.
TRAP_RULE = {"cash-winners": "count-trumps", "read-the-cards": "count-trumps"}


def trap_rule(theme: str) -> str:
    """The rule a trap found in a counter slot of ``theme`` is a trap of."""
    return TRAP_RULE.get(theme, theme)


def trap_fact(s: Situation, theme: str, answer: Card) -> tuple[str, str] | None:
    """Why ``theme``'s rule does not apply to a position that looks like its own (en, ko),
    when ``answer`` makes the position a trap of it: the rule does not apply here
    (``is_exception`` is False), the cards it would play are on offer, none of them is the
    answer, and (for "play low") none of them takes the trick the answer takes."""
    trap = TRAPS.get(theme)
    if trap is None or is_exception(s, theme):
        return None
    rule = THEMES[theme]
    literal = [c for c in s.legal if trap.plays(s, rule, c)]
    if not literal or answer in literal or not trap.cue(s, answer):
        return None
    if theme == "play-low-when-cannot-win" and any(s.beats_winner(c) for c in literal):
        return None
    return trap.fact(s, answer)


# The words every trap's note says: its rule does not apply here (tests and ``check`` read
# them; a note that gives way never says them).
DOES_NOT_APPLY = ("does not apply here: ", "여기에는 해당하지 않습니다")


def trap_note(s: Situation, theme: str, answer: Card) -> dict[str, str]:
    """The note a trap opens with: the rule in the spec's words, and the fact of the
    position that keeps it from applying."""
    fact = trap_fact(s, theme, answer)
    if fact is None:
        raise ValueError(f"the position is no trap of {theme}")
    fact_en, fact_ko = fact
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    return text(
        f"The usual advice — {rule_en} — {DOES_NOT_APPLY[0]}{fact_en}.",
        f"'{rule_ko}'는 원칙은 {DOES_NOT_APPLY[1]}. {fact_ko}",
    )


def is_trap(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of the trap sort: its rule does not apply to a position
    that looks like its own (``trap_fact``)."""
    if not item.get("counter_example"):
        return False
    answer = parse_card(str(item["answer"][0]))
    return trap_fact(s, str(item["counter_theme"]), answer) is not None


def lesson_principle(item: Mapping[str, Any]) -> str | None:
    """The principle whose lesson section an item links to: the one it quotes, or for a
    trap whose answer follows no advice (``Trap.unquoted``), that of the rule which does
    not apply there. None otherwise (a cheap win links its theme's section)."""
    principle = item.get("principle")
    if principle is not None:
        return str(principle)
    # Only a trap's note says its rule does not apply (every other counter-example's note
    # names what it gives way to).
    countered = str(item.get("counter_theme"))
    trap = TRAPS.get(countered)
    if not item.get("counter_example") or trap is None or not trap.unquoted:
        return None
    return THEMES[countered].principle if is_trap(situation_from_item(item), item) else None


def counter_note_of(
    s: Situation, theme: str, principle: str | None, answer: Card
) -> dict[str, str]:
    """The note of a counter-example of ``theme``: a trap's (the rule does not apply here)
    or, where the rule applies, why it gives way (``best_counter_note``)."""
    if trap_fact(s, theme, answer) is not None:
        return trap_note(s, theme, answer)
    return best_counter_note(s, theme, principle, answer)
