"""Words for a rule question (``tutor.quiz.kinds.rule_questions``): the rules in play, the
question asked of its stored table (seats, cards, scores) and its choices' labels. One
catalogue lookup a sentence; Korean particles marked in the msgstr."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tutor.analysis.position import item_variant
from tutor.engine import Suit, parse_card
from tutor.grammar import grammar
from tutor.quiz.kinds.rule_answers import trumps_in
from tutor.quiz.kinds.rule_question_facts import HouseRulesLine, RuleQuestionAsked
from tutor.web.explanation.registry import renders
from tutor.web.explanation.table_questions import preset_name
from tutor.web.labels import writes_labels
from tutor.web.text import _, clauses, p_
from tutor.web.words import Words


def _counted(tricks: int, message: str, none: str, **values: Any) -> str:
    """``message`` about ``tricks`` taken, or ``none`` when no trick was taken: Korean says
    한 트릭도 못 가져왔습니다, never 0트릭을 가져왔습니다 (lessons/ko-style.toml)."""
    if tricks == 0:
        return _(none, **values)
    return _(message, tricks=tricks, **values)


def _house_rule(name: str, points: int | None) -> str:
    if name == "lone-euchre":
        return p_(
            "rules in play",
            "a lone maker who is euchred gives the defenders %(points)d",
            points=points or 0,
        )
    return {
        "24-card-pack": p_("rules in play", "24-card pack"),
        "seven-card-32": p_("rules in play", "32 cards, seven each"),
        "canadian-loner": p_(
            "rules in play",
            "Canadian loner: the dealer's partner may accept the turn-up only by going alone",
        ),
        "stick-the-dealer": p_("rules in play", "stick the dealer"),
        "all-pass-redeal": p_("rules in play", "a hand everybody passes is dealt again"),
        "partner-may-take-alone": p_(
            "rules in play", "the maker's partner may take the hand alone"
        ),
    }[name]


@renders(HouseRulesLine)
def render_house_rules(fact: HouseRulesLine, item: Mapping[str, Any], lang: str) -> str:
    rules = preset_name(fact.preset)
    if fact.house:
        told = clauses(_house_rule(name, fact.lone_euchre) for name in fact.house)
        rules = _("%(preset)s (%(house_rules)s)", preset=rules, house_rules=told)
    return _("Rules: %(rules)s.", rules=rules)


class _Table:
    """The stored question's table as one language names it."""

    def __init__(self, item: Mapping[str, Any], lang: str) -> None:
        self.words = Words(item, lang)
        self.q: Mapping[str, Any] = item["question"]

    def seat(self, key: str) -> str:
        return self.words.seat(int(self.q[key]), self.words.players)

    def card(self, key: str) -> str:
        return self.words.card(str(self.q[key]))

    def hand(self) -> str:
        return self.words.cards_listed(str(c) for c in self.q["hand"])

    def side(self, seat: int) -> str:
        return p_("score", "North–South") if seat % 2 == 0 else p_("score", "East–West")


def _before(table: _Table, round_two: bool) -> list[str]:
    """Who passed before the seat asked about in this round (nothing when it speaks first)."""
    players = table.words.players
    if int(table.q["seat"]) == (int(table.q["dealer"]) + 1) % players:
        return []
    seat = table.seat("seat")
    if round_two:
        return [_("In round two, everybody before %(seat)s passes.", seat=seat)]
    return [_("Everybody before %(seat)s passes.", seat=seat)]


def _turned_down(table: _Table) -> str:
    return _(
        "%(dealer)s deals; everybody passes in round one and the %(card)s is turned down.",
        dealer=table.seat("dealer"),
        card=table.card("upcard"),
    )


def _stuck(table: _Table) -> list[str]:
    dealer = table.seat("dealer")
    said = [
        _turned_down(table),
        _("In round two the other three pass, so %(dealer)s must name trump.", dealer=dealer),
    ]
    kind = str(table.q["type"])
    if kind == "stuck-barred-suit":
        return [*said, _("Which suit may %(dealer)s not name?", dealer=dealer)]
    if kind == "most-trumps-suit":
        return [
            *said,
            _(
                "%(dealer)s holds %(hand)s. Which suit would give %(dealer)s the most trumps?",
                dealer=dealer,
                hand=table.hand(),
            ),
        ]
    first, second = (Suit.parse(str(s)) for s in table.q["suits"])
    count = len(trumps_in([parse_card(str(c)) for c in table.q["hand"]], first))
    first_name = table.words.suit(first.code)
    return [
        *said,
        _(
            "%(dealer)s holds %(hand)s. %(first)s or %(second)s would give %(dealer)s "
            "%(count)d trumps either way. With which of the two is %(dealer)s's best trump "
            "the stronger card?",
            dealer=dealer,
            hand=table.hand(),
            first=table.words.grammar.capital(first_name),
            second=table.words.suit(second.code),
            count=count,
        ),
    ]


def _taken(table: _Table, alone: bool) -> str:
    """Round one: the caller picks up (the dealer) or orders up the turn-up."""
    caller, card = table.seat("caller"), table.card("upcard")
    if int(table.q["caller"]) == int(table.q["dealer"]):
        if alone:
            return _(
                "In round one %(caller)s picks up the %(card)s and goes alone.",
                caller=caller,
                card=card,
            )
        return _("In round one %(caller)s picks up the %(card)s.", caller=caller, card=card)
    if alone:
        return _(
            "In round one %(caller)s orders up the %(card)s and goes alone.",
            caller=caller,
            card=card,
        )
    return _("In round one %(caller)s orders up the %(card)s.", caller=caller, card=card)


def _partner(table: _Table) -> list[str]:
    said = [_("%(dealer)s deals.", dealer=table.seat("dealer"))]
    if table.q["type"] == "partner-may-take":
        return [
            *said,
            _taken(table, bool(table.q.get("alone"))),
            _(
                "Before the first lead, may %(seat)s take the hand and play it alone?",
                seat=table.seat("seat"),
            ),
        ]
    caller, card = table.seat("caller"), table.card("upcard")
    partner = table.words.seat((int(table.q["caller"]) + 2) % 4, 4)
    if int(table.q["caller"]) == int(table.q["dealer"]):
        took = _(
            "In round one %(caller)s picks up the %(card)s; then %(partner)s, %(caller)s's "
            "partner, takes the hand to play it alone. Who sits out?",
            caller=caller,
            card=card,
            partner=partner,
        )
    else:
        took = _(
            "In round one %(caller)s orders up the %(card)s; then %(partner)s, %(caller)s's "
            "partner, takes the hand to play it alone. Who sits out?",
            caller=caller,
            card=card,
            partner=partner,
        )
    return [*said, took]


def _after_deal(table: _Table) -> str:
    dealer = table.seat("dealer")
    fault = str(table.q["fault"])
    if fault == "all-pass":
        return _(
            "%(dealer)s deals and turns up the %(card)s; everybody passes in both rounds. "
            "What happens?",
            dealer=dealer,
            card=table.card("upcard"),
        )
    if fault == "packets":
        first, second = (int(n) for n in table.q["packets"])
        return _(
            "%(dealer)s deals each player %(first)d cards, then %(second)d more, and turns "
            "up the next card. What happens?",
            dealer=dealer,
            first=first,
            second=second,
        )
    seat = table.seat("seat")
    if fault == "exposed":
        return _(
            "%(dealer)s deals, and a card on its way to %(seat)s is turned face up. What happens?",
            dealer=dealer,
            seat=seat,
        )
    variant = item_variant(table.words.item)
    held = variant.hand_size + (1 if fault == "too-many" else -1)
    return _(
        "%(dealer)s deals. Before anyone calls, %(seat)s finds %(held)d cards in hand. "
        "What happens?",
        dealer=dealer,
        seat=seat,
        held=held,
    )


def _score(table: _Table) -> list[str]:
    """A four-handed game near its end: the score, the hand, what is asked."""
    a, b = (int(s) for s in table.q["scores"])
    scores = ", ".join(
        _("%(side)s %(points)d", side=table.side(side), points=points)
        for side, points in ((0, a), (1, b))
    )
    target = item_variant(table.words.item).target
    head = _("Game to %(target)d. The score: %(scores)s.", target=target, scores=scores)
    maker = table.seat("maker")
    if table.q["type"] == "loner-adds":
        asked = _(
            "%(maker)s makes trump with a hand sure to take all five tricks. What does going "
            "alone add to a march with partner?",
            maker=maker,
        )
        return [head, asked]
    asked = _counted(
        int(table.q["tricks"]),
        "%(maker)s makes trump and plays with partner; %(side)s take %(tricks)d of %(size)d "
        "tricks. Does %(asked)s win the game with this hand?",
        "%(maker)s makes trump and plays with partner; %(side)s take none of the %(size)d "
        "tricks. Does %(asked)s win the game with this hand?",
        maker=maker,
        side=table.side(int(table.q["maker"])),
        size=item_variant(table.words.item).hand_size,
        asked=table.side(int(table.q["ask_side"])),
    )
    return [head, asked]


def _hand_points(table: _Table) -> list[str]:
    variant = item_variant(table.words.item)
    maker_seat = int(table.q["maker"])
    maker = table.seat("maker")
    tricks, size = int(table.q["tricks"]), variant.hand_size
    if variant.canadian_loner:
        story = _counted(
            tricks,
            "%(dealer)s deals. %(maker)s, the dealer's partner, orders up the turn-up: under "
            "these rules that is a lone hand. %(maker)s takes %(tricks)d of %(size)d tricks.",
            "%(dealer)s deals. %(maker)s, the dealer's partner, orders up the turn-up: under "
            "these rules that is a lone hand. %(maker)s takes none of the %(size)d tricks.",
            dealer=table.seat("dealer"),
            maker=maker,
            size=size,
        )
    elif variant.is_three_hand:
        story = _counted(
            tricks,
            "%(maker)s makes trump and plays against the other two; %(maker)s takes "
            "%(tricks)d of %(size)d tricks.",
            "%(maker)s makes trump and plays against the other two; %(maker)s takes none of the "
            "%(size)d tricks.",
            maker=maker,
            size=size,
        )
    elif table.q.get("alone"):
        story = _counted(
            tricks,
            "%(maker)s makes trump and goes alone; %(maker)s takes %(tricks)d of %(size)d tricks.",
            "%(maker)s makes trump and goes alone; %(maker)s takes none of the %(size)d tricks.",
            maker=maker,
            size=size,
        )
    else:
        story = _counted(
            tricks,
            "%(maker)s makes trump; %(side)s take %(tricks)d of %(size)d tricks.",
            "%(maker)s makes trump; %(side)s take none of the %(size)d tricks.",
            maker=maker,
            side=table.side(maker_seat),
            size=size,
        )
    makers = table.q["ask"] == "makers"
    if variant.is_three_hand:
        if makers:
            return [story, _("How many points does the maker score?")]
        return [story, _("How many points does each defender score?")]
    side = maker_seat % 2 if makers else 1 - maker_seat % 2
    return [story, _("How many points does %(side)s score?", side=table.side(side))]


def _turn_up_calls(table: _Table) -> list[str]:
    kind = str(table.q["type"])
    dealer = table.seat("dealer")
    if kind == "round-one-calls":
        return [
            _(
                "%(dealer)s deals and turns up the %(card)s.",
                dealer=dealer,
                card=table.card("upcard"),
            ),
            *_before(table, False),
            _("In round one, what may %(seat)s do?", seat=table.seat("seat")),
        ]
    said = [_turned_down(table), *_before(table, True)]
    seat = table.seat("seat")
    if kind == "stuck-may-pass":
        return [*said, _("May %(seat)s pass in round two?", seat=seat)]
    return [
        *said,
        _(
            "May %(seat)s name %(suit)s and play with partner?",
            seat=seat,
            suit=table.words.suit(str(table.q["suit"])),
        ),
    ]


@renders(RuleQuestionAsked)
def rule_question_asked(fact: RuleQuestionAsked, item: Mapping[str, Any], lang: str) -> str:
    table = _Table(item, lang)
    kind = fact.question
    if kind == "kitty":
        return _("After the deal, how many cards are not in anyone's hand (the turn-up included)?")
    if kind == "trump-count":
        suit = table.words.suit(str(table.q["trump"]))
        return _(
            "%(suit)s are trump. How many cards in the pack are trumps?",
            suit=table.words.grammar.capital(suit),
        )
    if kind == "tricks-to-make":
        return _("How many tricks must the makers take so that they are not euchred?")
    if kind == "in-the-pack":
        return _("Is the %(card)s in the pack?", card=table.card("card"))
    if kind in ("make-wins-game", "loner-adds"):
        said = _score(table)
    elif kind == "after-deal":
        said = [_after_deal(table)]
    elif kind == "hand-points":
        said = _hand_points(table)
    elif kind in ("stuck-barred-suit", "most-trumps-suit", "higher-trumps-suit"):
        said = _stuck(table)
    elif kind in ("partner-may-take", "partner-alone-sits-out"):
        said = _partner(table)
    else:
        said = _turn_up_calls(table)
    return " ".join(said)


@writes_labels("rule-questions")
def rule_question_label(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A call, what a loner adds, what a deal's fault makes of it, a suit (with its
    symbol), a seat, yes or no; numbers are not labelled."""
    if code in ("S", "H", "D", "C"):
        suit = Suit.parse(code)
        name = Words(item, lang).suit(code)
        return f"{suit.symbol} {grammar(lang).capital(name)}"
    labels = {
        "pass-or-lone-hand": _("Pass, or accept the turn-up only by going alone"),
        "pass-or-accept": _("Pass, or accept the turn-up with partner or alone"),
        "pass-only": _("Only pass"),
        "nothing": _("Nothing: a march with partner already wins the game"),
        "the-game": _("The game: only the lone march reaches the target"),
        "two-points": _("Two more points, and the game is not over yet"),
        "same-dealer": _("A misdeal: the same dealer deals again, and nobody scores"),
        "next-dealer": _("No misdeal: the hand is thrown in and the next player deals"),
        "dealer-names": _("No misdeal: the dealer must name trump"),
        "play-on": _("No misdeal: play goes on"),
        "north": _("North"),
        "east": _("East"),
        "south": _("South"),
        "west": _("West"),
        "yes": _("Yes"),
        "no": _("No"),
    }
    return labels.get(code)
