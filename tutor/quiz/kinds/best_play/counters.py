"""best-play counter rules: the rules an answer breaks or gives way to (the stronger
winner, another principle) and the notes that name them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.engine import (
    Card,
    parse_card,
)
from tutor.quiz import principles
from tutor.quiz.kinds.base import (
    text,
)
from tutor.quiz.kinds.best_play.describe import _name, _names
from tutor.quiz.kinds.best_play.themes import _trumps, is_exception, principle_of
from tutor.quiz.principles import Situation
from tutor.quiz.words import (
    capital,
    card_josa,
    card_ko,
    cards_ko,
    cards_list,
    josa,
)

# "Win cheaply" gives way where a player still to act could beat the cheapest winner and
# not a stronger one (``principles.cheap_winner_threats``). §4 states no principle for it
# either way, so the item quotes none and its note says the position's fact. Its slots and
# those of trumping cheaply when void (the same rule with trumps) may find one.
SAFER_WINNER_THEME = "win-cheaply"
SAFER_WINNER_SLOTS = ("win-cheaply", "trump-or-discard")


def _may_give_way(s: Situation, theme: str | None) -> bool:
    """Cheap test before solving a counter slot: in one of winning cheaply, or of trumping
    when void with an opponent winning, no §4 principle can be why a card breaks the rule
    (S0-4 and S0-5 need partner winning, the rest a lead), so only a safer winner can."""
    if theme == "win-cheaply" or (theme == "trump-or-discard" and not s.partner_winning):
        return any(principles.cheap_winner_threats(s, c) for c in s.legal)
    return True


def _safer_winner(s: Situation, answer: Card, theme: str | None) -> bool:
    return (
        theme in SAFER_WINNER_SLOTS
        and is_exception(s, SAFER_WINNER_THEME)
        and bool(principles.cheap_winner_threats(s, answer))
    )


def safer_winner_item(s: Situation, item: Mapping[str, Any]) -> bool:
    """A stored counter-example of "win cheaply" whose answer is the safer winner (it
    quotes no principle and carries no theme that names one)."""
    answer = parse_card(str(item["answer"][0]))
    return (
        bool(item.get("counter_example"))
        and item.get("counter_theme") == SAFER_WINNER_THEME
        and item.get("principle") is None
        and principle_of(list(item["themes"]), None) is None
        and bool(principles.cheap_winner_threats(s, answer))
    )


# The rule each theme teaches, as a counter-example names it when it gives way: the §4
# advice in the spec's own words (``principles.ADVICE``). Themes §4 states no advice for
# (winning a trick cheaply, trumping or discarding, cashing a winner) are in ``NON_SPEC_RULES``
# and are never called advice.
COUNTER_RULES: dict[str, tuple[str, str]] = {
    "lead-trump-as-maker": principles.ADVICE["S0-1"],
    "lead-off-ace-on-defence": principles.ADVICE["S0-2"],
    "dont-overtrump-partner": principles.ADVICE["S0-4"],
    "dont-trump-partner-ace": principles.ADVICE["S0-5"],
    "play-low-when-cannot-win": principles.ADVICE["S0-6"],
    "count-trumps": principles.ADVICE["A-1"],
    "no-trump-lead-on-defence": principles.ADVICE["A-5"],
    "avoid-short-suit-lead": principles.ADVICE["A-6"],
    "lead-through-maker": principles.ADVICE["A-7"],
    "lead-against-loner": principles.ADVICE["A-8"],
}
# What the answer of these themes does, said as a play and not as advice (§4 has none).
NON_SPEC_RULES: dict[str, tuple[str, str]] = {
    "win-cheaply": (
        "taking the trick with the lowest card that wins it",
        "이기는 카드 중 가장 낮은 카드로 트릭을 가져오기",
    ),
    "trump-or-discard": (
        "trumping or discarding when you cannot follow suit",
        "무늬를 따라 낼 수 없을 때 으뜸패로 자르거나 카드를 버리기",
    ),
    "read-the-cards": (
        "leading the winner that the shown voids leave safe",
        "드러난 보이드로 안전해진 이기는 카드를 리드하기",
    ),
    "cash-winners": (
        "leading a card nobody can beat",
        "아무도 이길 수 없는 카드를 리드하기",
    ),
}
# The lead into the quote of the principle a counter-example's answer follows (test
# tests/quiz/test_banner_advice.py reads what follows it as the spec's words).
ANOTHER = "another: "
# S0-6 speaks only where no card of yours can win (rules-spec §4.1): an answer that takes
# the trick follows no §4 advice, and the note says what it does.
WIN_CHEAPLY_NAME = NON_SPEC_RULES["win-cheaply"]
# S0-4 names its own exception: the note says so instead of naming another principle.
OWN_EXCEPTION = "names this exception itself"


def soft_reads(s: Situation) -> dict[int, Card]:
    """S0-7's second half: an opponent not yet shown out of trump who spent a high trump
    that could not win "probably holds no lower trump". Only where every trump still
    unseen ranks below that card does the read say they hold none (British 608/37: the
    A♠ spent says nothing of the Benny above it). By seat, the card spent."""
    if s.trump is None:
        return {}
    voids = s.position.voids()
    spent = principles.spent_high_trumps(s.position)
    unseen = s.unseen_trumps()
    return {
        x: card
        for x, card in spent.items()
        if x in s.opponents()
        and s.trump not in voids[x]
        and all(s._power(c) < s._power(card) for c in unseen)
    }


def advice(s: Situation, principle: str) -> tuple[str, str]:
    """The spec's words an item quotes for ``principle``: S0-7's first half only, where no
    opponent's spent high trump is read (``soft_reads``, the second half)."""
    if principle == "S0-7" and not soft_reads(s):
        return principles.ADVICE["S0-7-void"]
    return principles.ADVICE[principle]


def principle_name(s: Situation, principle: str | None, answer: Card) -> tuple[str, str]:
    """The principle a counter-example's answer follows, as its note names it: the spec's
    words after "another: ", or, where §4 states nothing, what the answer does."""
    if principle is None or (principle == "S0-6" and s.beats_winner(answer)):
        return WIN_CHEAPLY_NAME
    en, ko = advice(s, principle)
    return ANOTHER + en, ko


def _gives_way(s: Situation, theme: str, principle: str | None, answer: Card) -> tuple[str, str]:
    """The note's opening: the theme's rule gives way here to the principle the answer
    follows, both in the spec's words where §4 states them."""
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    name_en, name_ko = principle_name(s, principle, answer)
    spec_rule = theme in COUNTER_RULES
    spec_name = name_en.startswith(ANOTHER)
    if spec_rule:
        en = f"The usual advice — {rule_en} — gives way here to {name_en}"
        # 평소라면: S0-1's own words say 보통은 ("normally your highest"); a supposition,
        # so 따르겠지만. One rule over another 우선합니다 (앞서다 is the verb of a lead).
        ko = f"평소라면 '{rule_ko}'는 원칙을 따르겠지만, 여기서는 "
    else:
        # No §4 advice to quote: what the theme's answer does, said as a play.
        en = f"{capital(rule_en)} gives way here to {name_en}"
        ko = f"여기서는 {rule_ko}보다 "
    ko += f"'{name_ko}'는 원칙이 우선합니다." if spec_name else f"{name_ko}가 우선합니다."
    return en, ko


def _draw_clause(s: Situation) -> tuple[str, str]:
    """Why a maker who reads a void cashes first instead of drawing the trump still out
    (where one opponent is out of trump, a count-the-trumps trap draws it instead): the
    maker's trumps cannot draw a higher one, or the maker's top trump is a trick whenever
    it is led. Empty when neither is so."""
    mine = sorted(_trumps(s), key=s._power, reverse=True)
    out = sorted(s.unseen_trumps(), key=s._power, reverse=True)
    if not mine or not out:
        return "", ""
    if s._power(mine[0]) < s._power(out[0]):
        one = len(mine) == 1
        return (
            f" Your {cards_list(mine)} {'ranks' if one else 'rank'} below the {out[0]} still "
            f"out, so a trump lead would only lose to it.",
            f" {josa(cards_ko(mine), '은')} 아직 나오지 않은 {card_ko(out[0])}보다 낮아 "
            "으뜸패를 리드하면 그 카드에 질 뿐입니다.",
        )
    return (
        f" Your {mine[0]} is the highest trump left and takes a trick whenever you lead it.",
        f" {card_josa(mine[0], '은')} 남은 으뜸패 가운데 가장 높아 언제 리드해도 트릭을 "
        "가져옵니다.",
    )


def best_counter_note(
    s: Situation, theme: str, principle: str | None, answer: Card
) -> dict[str, str]:
    """The note a counter-example of ``theme`` opens with: the rule gives way here, to
    which principle and why in this position (S0-4's own exception; the shown voids that
    make a winner safe from a trump, S0-7; the maker who plays right after you, A-7; the
    cheapest winner a player still to act could beat, where no principle is quoted). Only
    a position where the rule applies is a counter-example (``is_exception``)."""
    rule_en, rule_ko = counter_rule(theme, s.position.players, bid=s.position.variant.is_bid)
    if theme == SAFER_WINNER_THEME and principle is None:
        threats = principles.cheap_winner_threats(s, answer)
        if threats:
            return _safer_winner_note(s, answer, threats, rule_en)
    if theme == "dont-overtrump-partner" and principles.partner_threats(s):
        except_en, except_ko = principles.ADVICE["S0-4-except"]
        return text(
            f"The usual advice — {rule_en} — {OWN_EXCEPTION}: {except_en}. Here a player "
            "still to act could beat your partner's trump and your card stops it.",
            f"'{rule_ko}'는 원칙에는 스스로 정한 예외가 있습니다. '{except_ko}'고도 합니다. "
            "여기서는 아직 낼 사람이 파트너의 으뜸패를 이길 수 있고 당신의 카드로 그것을 "
            "막을 수 있습니다.",
        )
    start_en, start_ko = _gives_way(s, theme, principle, answer)
    p = s.position
    if principle == "S0-7" and p.trump is not None:
        out = [x for x in s.opponents() if p.trump in p.voids()[x]]
        if out:
            one = len(out) == 1
            who_en, who_ko = _names(out, s, "en"), _names(out, s, "ko")
            draw_en, draw_ko = _draw_clause(s) if theme == "lead-trump-as-maker" else ("", "")
            return text(
                f"{start_en}. {capital(who_en)} {'has' if one else 'have'} shown out of trump, "
                f"so {'that player cannot' if one else 'neither can'} trump your {answer}."
                + draw_en,
                f"{start_ko} {josa(who_ko, '은')} 으뜸패를 따라 내지 못했으니 "
                + ("" if one else "두 사람 모두 ")
                + f"{card_josa(answer, '을')} 자를 수 없습니다."
                + draw_ko,
            )
    if principle == "A-7" and p.maker is not None:
        maker_en, maker_ko = _name(p.maker, s, "en"), _name(p.maker, s, "ko")
        return text(
            f"{start_en}. {capital(maker_en)}, the maker, plays right after you, and your "
            "partner plays after the maker.",
            # Two subjects side by side take the same 은/는; 그다음 is one word.
            f"{start_ko} 메이커인 {josa(maker_ko, '은')} 당신 바로 다음에, 파트너는 그다음에 "
            "냅니다.",
        )
    return text(f"{start_en}.", start_ko)


# What the note says in place of a principle: the position's fact (``_safer_winner_note``).
SAFER_WINNER_LEAD = "gives way here: "


def _safer_winner_note(
    s: Situation, answer: Card, threats: list[Card], rule_en: str
) -> dict[str, str]:
    """The cheapest winner a player still to act could beat, and the answer none can: said
    as the position's fact, since §4 has no principle for it to give way to."""
    cheap = principles.cheapest_winner(s)
    if cheap is None:
        raise ValueError("no card of yours wins the trick")
    p = s.position
    later = principles.still_to_play(s)
    who = [x for x in later if any(principles.may_play(s, x, c) for c in threats)]
    who_en, who_ko = _names(who, s, "en"), _names(who, s, "ko")
    # A turn-up an opponent took is known to be in that hand, not merely still out.
    up = p.upcard if p.upcard_taken and p.upcard in threats else None
    rest = [c for c in threats if c != up]
    with_en: list[str] = []
    with_ko: list[str] = []
    if up is not None:
        mine = who == [p.upcard_holder]
        with_en.append(
            f"the {up} turn-up "
            + ("that player took" if mine else f"{_name(p.upcard_holder, s, 'en')} took")
        )
        took_ko = "자기가" if mine else josa(_name(p.upcard_holder, s, "ko"), "이")
        with_ko.append(f"{took_ko} 가져간 턴업 {card_ko(up)}")
    if rest:
        with_en.append(
            f"the {cards_list(rest, joint='or')}, which {'is' if len(rest) == 1 else 'are'} "
            "still out"
        )
        with_ko.append(f"아직 나오지 않은 {cards_ko(rest)}")
    means_ko = " ".join([josa(w, "이나") for w in with_ko[:-1]] + with_ko[-1:])
    means_ko += " 중 하나" if len(threats) > 1 else ""
    return text(
        f"The usual play — {rule_en} — {SAFER_WINNER_LEAD}{who_en}, still to play, could beat "
        f"your {cheap} with {', or with '.join(with_en)}, but not your {answer}.",
        "보통은 이기는 카드 중 가장 낮은 카드로 트릭을 가져오지만, 여기서는 다릅니다. "
        f"아직 낼 {josa(who_ko, '은')} {josa(means_ko, '으로')} {card_josa(cheap, '을')} 이길 수 "
        f"있지만 {card_josa(answer, '은')} 이길 수 없습니다.",
    )


def counter_rule(theme: str, players: int, *, bid: bool = False) -> tuple[str, str]:
    """The rule a counter-example of ``theme`` names: the spec's words (S0-1 by its
    recommendation alone where the text has no side or no maker: three-hand, rules-spec
    2.4, and Bid Euchre), else what the theme's answer does."""
    # Bid Euchre's text says the bidders, never the maker (S0-1 names "the maker").
    if theme == "lead-trump-as-maker" and (players == 3 or bid):
        return principles.ADVICE["S0-1-lead"]
    if theme in COUNTER_RULES:
        return COUNTER_RULES[theme]
    return NON_SPEC_RULES[theme]
