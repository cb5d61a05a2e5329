"""Words for the rules kinds' explanation facts (``tutor.quiz.kinds``: trick-winner,
legal-plays, bower-rank, effective-suit, renege, table-facts, read-the-play and the facts they
share), one catalogue lookup a sentence; Korean particles through ``tutor.web.words``."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.engine import Suit, parse_card
from tutor.grammar import grammar
from tutor.quiz.kinds.card_order import (
    EFFECTIVE_SUIT,
    AskSuitOfCard,
    RankedOrder,
    RankTheseTrumps,
    ShortPackLowRanks,
    SuitOfCard,
    TrumpOrder,
)
from tutor.quiz.kinds.cardtext import reason_lines
from tutor.quiz.kinds.legal_plays import (
    CardLed,
    LeftBowerJustTrump,
    LeftBowerNotHeld,
    LegalReasons,
    RenegeCards,
    WhichCardsMayYouPlay,
)
from tutor.quiz.kinds.reading import (
    UNSEEN,
    AskTrumpsStillOut,
    AskWhoIsVoid,
    AskWhoPlayedCard,
    CardPlayedBy,
    CardStillOut,
    EverybodyFollowed,
    LeftBowerAmongTrumps,
    LeftBowerNoFollow,
    ShownOut,
    TrumpsCounted,
)
from tutor.quiz.kinds.renege import (
    KIND as RENEGE,
)
from tutor.quiz.kinds.renege import (
    NOBODY,
    SEAT_CODES,
    MakerOfTheHand,
    NoRenege,
    RenegeLeftBower,
    RenegePenalty,
    RenegePlayed,
    RenegePoints,
    RenegeProof,
    WhoReneged,
)
from tutor.quiz.kinds.rules_facts import AnswerIs, CardRole, Contract, TricksPlayed
from tutor.quiz.kinds.suit_member import MemberAnswer, MemberWhy, WhichCardIsOfSuit
from tutor.quiz.kinds.table_facts import TableRule
from tutor.quiz.kinds.trick_winner import (
    BennyAboveRight,
    NoBowerHere,
    PartnerSitsOut,
    SeatLeads,
    TrickLed,
    TrickReasons,
    TrickTaken,
    WhichCardWins,
)
from tutor.web.explanation.registry import renders
from tutor.web.labels import option_label, writes_labels
from tutor.web.text import _, p_
from tutor.web.words import Words


def _plain_suit(suit: str) -> str:
    """A card's suit after "a plain …" (singular in English)."""
    names = {
        Suit.SPADES: _("spade"),
        Suit.HEARTS: _("heart"),
        Suit.DIAMONDS: _("diamond"),
        Suit.CLUBS: _("club"),
    }
    return names[Suit.parse(suit)]


def _a_suit(suit: str) -> str:
    """One card of the suit: "a spade" (Korean: the suit's name)."""
    names = {
        Suit.SPADES: _("a spade"),
        Suit.HEARTS: _("a heart"),
        Suit.DIAMONDS: _("a diamond"),
        Suit.CLUBS: _("a club"),
    }
    return names[Suit.parse(suit)]


@renders(Contract)
def contract(fact: Contract, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.trump is not None:
        suit = w.suit(fact.trump)
        return _("%(suit)s are trump.", suit=w.grammar.capital(suit))
    if fact.low:
        return _("No-trump low: 9 is best, ace is worst.")
    return _("No-trump high: ace is best.")


@renders(TrickLed)
def trick_led(fact: TrickLed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if item.get("trump") == fact.suit:
        return _("%(card)s was led: a trump lead.", card=w.card(fact.card, "이"))
    return _(
        "%(card)s was led, so %(suit)s is the led suit.",
        card=w.card(fact.card, "이"),
        suit=w.suit(fact.suit),
    )


@renders(TrickReasons)
def trick_reasons(fact: TrickReasons, item: Mapping[str, Any], lang: str) -> str:
    """The engine's own sentences (``tutor.engine.describe``), one a reason; the engine
    calls the right bower "the highest trump", and with the Benny in the pack it is the
    second."""
    reasons = fact.reasons()
    said = reason_lines(reasons, lang)
    if fact.benny:
        w = Words(item, lang)
        said = [
            _("%(card)s is the right bower, the second trump.", card=w.card(reason.cards[0].code))
            if reason.key == "right-bower"
            else line
            for reason, line in zip(reasons, said, strict=True)
        ]
    return "\n".join(said)


@renders(BennyAboveRight)
def benny_above_right(fact: BennyAboveRight, item: Mapping[str, Any], lang: str) -> str:
    return _("With the Benny in the pack, the right bower is only the second trump.")


@renders(TricksPlayed)
def tricks_played(fact: TricksPlayed, item: Mapping[str, Any], lang: str) -> str:
    if fact.count == 1:
        return _("One trick has been played.")
    return _("%(count)d tricks have been played.", count=fact.count)


@renders(CardLed)
def card_led(fact: CardLed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if parse_card(fact.card).is_joker and w.grammar.articles:
        return _("The Benny was led.")  # the course's name for the joker, with its article
    return _("%(card)s was led.", card=w.card(fact.card, "이"))


@renders(WhichCardsMayYouPlay)
def which_cards_may_you_play(fact: WhichCardsMayYouPlay, item: Mapping[str, Any], lang: str) -> str:
    return _("Which cards may you play? Pick every one.")


@renders(AskTrumpsStillOut)
def ask_trumps_still_out(fact: AskTrumpsStillOut, item: Mapping[str, Any], lang: str) -> str:
    return _("How many trumps are still out: not played and not in your hand?")


@renders(AskWhoIsVoid)
def ask_who_is_void(fact: AskWhoIsVoid, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Who has shown they have no %(suit)s left?", suit=w.suit(fact.suit, "이"))


@renders(AskWhoPlayedCard)
def ask_who_played_card(fact: AskWhoPlayedCard, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Where is %(card)s: who played it?", card=w.card(fact.card, "은"))


@writes_labels("read-the-play")
def read_the_play_labels(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """Seats counted from the learner, and the two answers that name no seat."""
    words = {
        "you": _("You"),
        "left": _("Left opponent"),
        "partner": _("Partner"),
        "right": _("Right opponent"),
        "nobody": _("Nobody has shown out"),
        UNSEEN: _("Not seen yet"),
    }
    return words.get(code)


@renders(PartnerSitsOut)
def partner_sits_out(fact: PartnerSitsOut, item: Mapping[str, Any], lang: str) -> str:
    return _("One player sits out while partner plays alone.")


@renders(SeatLeads)
def seat_leads(fact: SeatLeads, item: Mapping[str, Any], lang: str) -> str:
    return _("%(seat)s leads.", seat=Words(item, lang).seat(fact.seat, fact.players, "이"))


@renders(WhichCardWins)
def which_card_wins(fact: WhichCardWins, item: Mapping[str, Any], lang: str) -> str:
    return _("Which card wins the trick?")


@renders(TrickTaken)
def trick_taken(fact: TrickTaken, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "%(card)s wins the trick for %(seat)s.",
        card=w.card(fact.card, "이"),
        seat=w.seat(fact.seat, fact.players, "이"),
    )


@renders(NoBowerHere)
def no_bower_here(fact: NoBowerHere, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    trump = Suit.parse(fact.trump)
    jack = fact.jack
    return _(
        "No bower here: with %(trump)s trump only %(right)s and %(left)s are bowers, so "
        "%(jack)s is a plain %(suit)s.",
        trump=w.suit(fact.trump, "이"),
        right=w.card(f"J{trump.code}"),
        left=w.card(f"J{trump.sister.code}"),
        jack=w.card(jack, "은"),
        suit=_plain_suit(jack[-1]),
    )


# -- legal-plays --------------------------------------------------------------------------


@renders(LegalReasons)
def legal_reasons(fact: LegalReasons, item: Mapping[str, Any], lang: str) -> str:
    """The engine's own sentences (``tutor.engine.describe``), one a reason."""
    return "\n".join(reason_lines(fact.reasons(), lang))


@renders(RenegeCards)
def renege_cards(fact: RenegeCards, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Playing %(cards)s would be a renege.", cards=w.cards(fact.cards, "을"))


@renders(LeftBowerNotHeld)
def left_bower_not_held(fact: LeftBowerNotHeld, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "No bower trap here: you do not hold the left bower %(left)s, so follow suit as usual.",
        left=w.card(fact.left, "을"),
    )


@renders(LeftBowerJustTrump)
def left_bower_just_trump(fact: LeftBowerJustTrump, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "You hold the left bower %(left)s, but %(suit)s were led: it is simply one of your "
        "trumps here.",
        left=w.card(fact.left, "을"),
        suit=w.suit(fact.led),
    )


@renders(CardRole)
def card_role(fact: CardRole, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    role = fact.role
    if role == "benny":  # named once, with the joker as its gloss
        return _("The Benny (the joker) is the highest trump.")
    if role == "right-bower" and fact.benny:
        return _(
            "%(card)s is the right bower, the highest trump after the Benny.",
            card=w.card(fact.card, "은"),
        )
    if role == "right-bower":
        return _("%(card)s is the right bower, the highest trump.", card=w.card(fact.card, "은"))
    sister = Suit.parse(fact.trump).sister.code
    return _(
        "%(card)s is the left bower: a %(trump)s, not a %(sister)s.",
        card=w.card(fact.card, "은"),
        trump=_plain_suit(fact.trump),
        # Korean: "… 아니라" takes the subject particle.
        sister=w.grammar.particle(_plain_suit(sister), "이"),
    )


# -- bower-rank and effective-suit -------------------------------------------------------


@renders(ShortPackLowRanks)
def short_pack_low_ranks(fact: ShortPackLowRanks, item: Mapping[str, Any], lang: str) -> str:
    return _("On 32 cards the 8 and 7 rank below the 9, in trump too.")


def _order(codes: Sequence[str], w: Words) -> str:
    return " > ".join(w.card(code) for code in codes)


@renders(TrumpOrder)
def trump_order(fact: TrumpOrder, item: Mapping[str, Any], lang: str) -> str:
    return _("The full trump order is %(order)s.", order=_order(fact.cards, Words(item, lang)))


@renders(RankTheseTrumps)
def rank_these_trumps(fact: RankTheseTrumps, item: Mapping[str, Any], lang: str) -> str:
    return _("Put these trumps in order, highest first.")


@renders(AskSuitOfCard)
def ask_suit_of_card(fact: AskSuitOfCard, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if parse_card(fact.card).is_joker and w.grammar.articles:
        return _("Which suit does the Benny belong to?")
    return _("Which suit does %(card)s belong to?", card=w.card(fact.card, "은"))


@renders(WhichCardIsOfSuit)
def which_card_is_of_suit(fact: WhichCardIsOfSuit, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Which of these cards is a %(suit)s?", suit=w.suit_one(fact.suit))


@writes_labels(EFFECTIVE_SUIT)
def suit_labels(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """A suit's button: its symbol and its name ("♠ spades")."""
    try:
        suit = Suit.parse(code)
    except ValueError:
        return None  # a card (which-card questions): the page names it
    return f"{suit.symbol} {Words(item, lang).suit(code)}"


@renders(RankedOrder)
def ranked_order(fact: RankedOrder, item: Mapping[str, Any], lang: str) -> str:
    return _("So: %(order)s.", order=_order(fact.cards, Words(item, lang)))


@renders(SuitOfCard)
def suit_of_card(fact: SuitOfCard, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    if fact.how == "left-bower":
        said = _(
            "It follows %(trump)s leads and does not follow %(sister)s.",
            trump=w.suit(fact.suit),
            sister=w.suit(Suit.parse(fact.suit).sister.code),
        )
    elif fact.how == "benny":
        said = _("The Benny has no suit of its own: it belongs to whatever suit is trump.")
    else:
        said = _("%(card)s keeps its printed suit.", card=w.card(fact.card, "은"))
    answer = _(
        "Answer: %(suit)s (%(symbol)s).",
        suit=w.suit(fact.suit),
        symbol=Suit.parse(fact.suit).symbol,
    )
    return f"{said}\n{answer}"


@renders(MemberWhy)
def member_why(fact: MemberWhy, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    card = w.card(fact.card, "은")
    if fact.role == "benny":
        return _(
            "The Benny has no suit of its own: it is %(suit)s, a trump.", suit=_a_suit(fact.suit)
        )
    if fact.role == "left-bower":
        sister = Suit.parse(fact.suit).sister.code
        return _(
            "%(card)s is the left bower: it belongs to %(suit)s, not to %(sister)s.",
            card=card,
            suit=w.suit(fact.suit),
            sister=w.suit(sister, "이"),
        )
    if fact.role == "right-bower":
        return _(
            "%(card)s is the right bower: %(suit)s, and a trump.",
            card=card,
            suit=_a_suit(fact.suit),
        )
    if fact.role == "plain-jack":
        return _(
            "%(card)s is a jack of the other colour, not a bower: it stays %(suit)s.",
            card=card,
            suit=_a_suit(fact.suit),
        )
    if fact.role == "printed":
        return _("%(card)s keeps its printed suit: %(suit)s.", card=card, suit=_a_suit(fact.suit))
    return _("%(card)s is %(suit)s.", card=card, suit=_a_suit(fact.suit))


@renders(MemberAnswer)
def member_answer(fact: MemberAnswer, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "Answer: %(card)s, the only %(suit)s offered.",
        card=w.card(fact.card),
        suit=w.grammar.particle(_plain_suit(fact.suit), "은"),
    )


@renders(AnswerIs)
def answer_is(fact: AnswerIs, item: Mapping[str, Any], lang: str) -> str:
    label = option_label(item, fact.choice, lang) or fact.choice
    unit = _ANSWER_UNITS.get(str((item.get("question") or {}).get("type", "")))
    if unit and label.lstrip("-").isdigit():
        # A bare number answers a question counted in points, cards or tricks: the
        # Korean carries the counter (정답: 4점, never 정답: 4.).
        return p_(unit, "Answer: %(count)d.", count=int(label))
    return _("Answer: %(answer)s.", answer=label)


# The counter of a numeric answer, by the question it answers (a msgctxt of "Answer: …").
_ANSWER_UNITS = {
    "hand-points": "points",
    "renege-penalty": "points",
    "target": "points",
    "kitty": "cards",
    "trump-count": "cards",
    "tricks-to-make": "tricks",
}


# -- renege --------------------------------------------------------------------------------


@renders(MakerOfTheHand)
def maker_of_the_hand(fact: MakerOfTheHand, item: Mapping[str, Any], lang: str) -> str:
    seat = Words(item, lang).seat(fact.seat, 4, "이")
    if fact.alone:
        return _("%(seat)s made trump and went alone.", seat=seat)
    return _("%(seat)s made trump.", seat=seat)


@renders(WhoReneged)
def who_reneged(fact: WhoReneged, item: Mapping[str, Any], lang: str) -> str:
    return _("Here is the whole hand. Did anyone fail to follow suit while able? Who?")


@renders(RenegePoints)
def renege_points(fact: RenegePoints, item: Mapping[str, Any], lang: str) -> str:
    team = {"north-south": p_("score", "North–South"), "east-west": p_("score", "East–West")}
    return _(
        "Here is the whole hand; somebody reneged and it was caught. How many points do "
        "%(team)s score for this hand?",
        team=grammar(lang).particle(team[fact.side], "은"),
    )


@writes_labels(RENEGE)
def renege_labels(code: str, item: Mapping[str, Any], lang: str) -> str | None:
    """Who reneged: a seat by compass, or nobody."""
    if code == NOBODY:
        return _("Nobody: every play was fair")
    if code in SEAT_CODES:
        return Words(item, lang).seat(SEAT_CODES.index(code), 4)
    return None


@renders(NoRenege)
def no_renege(fact: NoRenege, item: Mapping[str, Any], lang: str) -> str:
    return "\n".join(
        (
            _("Every player followed suit whenever they could: no renege."),
            _("Playing another suit when you have none of the led suit is allowed."),
        )
    )


def nth_trick(number: int) -> str:
    """A trick by its place in the hand, as a learner reads it: Korean counts with native
    ordinals (첫 번째 트릭, never 1번째 트릭; lessons/ko-style.toml)."""
    return (
        _("the first trick"),
        _("the second trick"),
        _("the third trick"),
        _("the fourth trick"),
        _("the fifth trick"),
        _("the sixth trick"),
        _("the seventh trick"),
    )[number - 1]


@renders(RenegePlayed)
def renege_played(fact: RenegePlayed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "In %(trick)s %(suit)s were led and %(seat)s played %(card)s.",
        trick=nth_trick(fact.trick),
        suit=w.suit(fact.led, "이"),
        seat=w.seat(fact.seat, 4, "이"),
        card=w.card(fact.card, "을"),
    )


@renders(RenegeProof)
def renege_proof(fact: RenegeProof, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "But %(seat)s still held %(card)s and played it in %(trick)s: a renege.",
        seat=w.seat(fact.seat, 4, "은"),
        card=w.card(fact.card, "을"),
        trick=nth_trick(fact.trick),
    )


@renders(RenegeLeftBower)
def renege_left_bower(fact: RenegeLeftBower, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "%(card)s is the left bower: it belongs to %(trump)s, so it had to be played to the "
        "%(led)s lead.",
        card=w.card(fact.card, "은"),
        trump=w.suit(fact.trump),
        led=w.suit(fact.led),
    )


def _reneging_side(seat: int) -> str:
    """The side of the player who reneged: English names it by the seat ("North's side");
    Korean says 리니그한 쪽, the seat being plain from the sentence before."""
    return (
        p_("renege", "North's side"),
        p_("renege", "East's side"),
        p_("renege", "South's side"),
        p_("renege", "West's side"),
    )[seat]


@renders(RenegePenalty)
def renege_penalty(fact: RenegePenalty, item: Mapping[str, Any], lang: str) -> str:
    side = _reneging_side(fact.seat)
    side = grammar(lang).particle(side, "은")
    if fact.lone and fact.seat == item.get("maker"):
        # Our ruling (rules-spec E14, scheme (a): 4 "when a lone hand is involved") gives the
        # 4 for the lone maker's own renege too; many tables keep it for a renege against the
        # loner and give the defenders 2. The text says exactly which rule is played here.
        return _(
            "The renege costs %(side)s the hand: the other side scores %(points)d instead of "
            "the hand's own score. Our ruling gives %(points)d for any renege while a lone "
            "hand is in play, the loner's own included; under the common rule the %(points)d "
            "is only for a renege against the loner, and the defenders score 2 when the loner "
            "reneges.",
            side=side,
            points=fact.points,
        )
    if fact.lone:
        # Doubling the renege penalty when a lone hand is in play is a regional rule, not
        # every table's (rules-spec E14, scheme (a)): the text says it is our ruling.
        return _(
            "The renege costs %(side)s the hand: the other side scores %(points)d instead of "
            "the hand's own score. A renege against a lone hand scores %(points)d under our "
            "ruling, as at many tables; others give 2 for any renege.",
            side=side,
            points=fact.points,
        )
    return _(
        "The renege costs %(side)s the hand: the other side scores %(points)d instead of the "
        "hand's own score.",
        side=side,
        points=fact.points,
    )


# -- table-facts ---------------------------------------------------------------------------


def _trump_count(fact: TableRule, w: Words) -> str:
    plain, count = fact.numbers
    suit = w.suit(fact.suit or "S")
    if fact.rule == "trump-count-benny":
        return _(
            "Trumps are the %(plain)d other %(suit)s, the right bower and the left bower and "
            "the Benny: %(count)d cards.",
            plain=plain,
            suit=suit,
            count=count,
        )
    return _(
        "Trumps are the %(plain)d other %(suit)s, the right bower and the left bower: "
        "%(count)d cards.",
        plain=plain,
        suit=suit,
        count=count,
    )


def _kitty(fact: TableRule) -> str:
    size, players, hand, dealt, left = fact.numbers
    return "\n".join(
        (
            _(
                "The pack has %(size)d cards and %(players)d players get %(hand)d each.",
                size=size,
                players=players,
                hand=hand,
            ),
            _(
                "%(size)d - %(dealt)d = %(left)d cards stay out of the hands.",
                size=size,
                dealt=dealt,
                left=left,
            ),
        )
    )


def _table_rules() -> dict[str, str]:
    """The rules said in one sentence with no numbers, by name (``rules_said``)."""
    return {
        "short-pack-low-trumps": _("The 32-card pack adds the 8 and 7 of trump."),
        "bid-win-condition": _("And only in a hand where it made its bid or set the bidders."),
        "all-pass-redeal": _(
            "With these rules the hand is thrown in: nobody scores and the deal passes left."
        ),
        "stick-the-dealer": _(
            "Stick the dealer: the dealer may not pass in round two and must name a suit."
        ),
        "turned-down-suit": _("The turned-down suit can never be named in round two."),
        "first-lead-bid": _("In Bid Euchre the player who won the bidding leads the first trick."),
        "first-lead-left-of-loner": _(
            "With the left-of-loner rule the player on the lone maker's left leads."
        ),
        "first-lead-dealer-left": _(
            "The player on the dealer's left leads; if that player sits out, the next player in "
            "turn."
        ),
        "lone-partner-never-plays": _("A lone player's partner sits out and never plays."),
        "canadian-dealer-sits-out": _(
            "With these rules the dealer's partner may accept the turn-up only by going alone, "
            "so the dealer sits out."
        ),
        "three-hand-nobody-sits-out": _(
            "In three-hand Euchre the maker plays alone against the other two; nobody sits out."
        ),
        "lone-partner-sits-out": _("A player who goes alone plays without partner, who sits out."),
        "all-four-play": _("Ordering up without going alone: all four play."),
        "canadian-order-up-is-alone": _(
            "The dealer's partner ordered up, which under these rules means going alone: the "
            "dealer sits out."
        ),
        "turnup-out-of-play": _("The turn-up is then out of play: nobody takes it."),
        "caller-takes-turnup": _(
            "Under these rules the player who orders up takes the turn-up and discards one card."
        ),
        "dealer-takes-turnup": _(
            "Whoever orders it up, the dealer takes the turn-up and discards one card."
        ),
        "turnup-no-discard": _(
            "The turn-up was seen by everybody: it is an exchange, so another card must be "
            "thrown away."
        ),
        "turnup-discard": _(
            "Under these rules the taker may throw away any card, the turn-up too."
        ),
        "no-defend-alone": _("These rules have no defending alone."),
        "defend-alone-any": _(
            "Under these rules a defender may go alone whether or not the maker does."
        ),
        "defend-alone-against-loner": _(
            "Under these rules a defender may go alone only against a lone maker."
        ),
        "bid-dealer-equal": _(
            "The dealer bids last and may take the contract by equalling the high bid."
        ),
        "bid-forced": _(
            "When the other three pass, the dealer may not pass: the dealer must bid at least 3."
        ),
    }


@renders(TableRule)
def table_rule(fact: TableRule, item: Mapping[str, Any], lang: str) -> str:
    if fact.rule in ("trump-count", "trump-count-benny"):
        return _trump_count(fact, Words(item, lang))
    if fact.rule == "kitty":
        return _kitty(fact)
    if fact.rule == "target":
        return _("In this game the first side to %(points)d points wins.", points=fact.numbers[0])
    return _table_rules()[fact.rule]


# -- read-the-play -------------------------------------------------------------------------


def _who(code: str, particle: str, w: Words) -> str:
    """A seat seen from the learner, inside a sentence (``reading.relative``)."""
    names = {
        "you": p_("seat", "you"),
        "left": p_("seat", "the left opponent"),
        "partner": p_("seat", "your partner"),
        "right": p_("seat", "the right opponent"),
    }
    name = names[code]
    return w.grammar.particle(name, particle)


def _listed(codes: Sequence[str], w: Words) -> str:
    return w.cards(codes) if codes else p_("cards", "none")


@renders(TrumpsCounted)
def trumps_counted(fact: TrumpsCounted, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return "\n".join(
        (
            _("There are %(total)d trumps in the pack, the bowers included.", total=fact.total),
            _(
                "Trumps played so far: %(cards)s (%(count)d).",
                cards=_listed(fact.played, w),
                count=len(fact.played),
            ),
            _(
                "Trumps in your hand: %(cards)s (%(count)d).",
                cards=_listed(fact.mine, w),
                count=len(fact.mine),
            ),
            _(
                "%(total)d - %(played)d - %(mine)d = %(out)d still out.",
                total=fact.total,
                played=len(fact.played),
                mine=len(fact.mine),
                out=fact.out,
            ),
        )
    )


@renders(EverybodyFollowed)
def everybody_followed(fact: EverybodyFollowed, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _("Every time %(suit)s were led, everybody followed.", suit=w.suit(fact.suit, "이"))


def _none_left(suit: str) -> str:
    """The second half of ``shown_out``: English names the suit the card is not of."""
    return {
        Suit.SPADES: p_("shown out", "not a spade: no %(suit)s are left in that hand."),
        Suit.HEARTS: p_("shown out", "not a heart: no %(suit)s are left in that hand."),
        Suit.DIAMONDS: p_("shown out", "not a diamond: no %(suit)s are left in that hand."),
        Suit.CLUBS: p_("shown out", "not a club: no %(suit)s are left in that hand."),
    }[Suit.parse(suit)]


@renders(ShownOut)
def shown_out(fact: ShownOut, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    suit = w.suit(fact.suit, "이")
    played = _(
        "In %(trick)s %(suit)s were led and %(who)s played %(card)s,",
        trick=nth_trick(fact.trick),
        suit=suit,
        who=_who(fact.who, "이", w),
        card=w.card(fact.card, "을"),
    )
    return f"{played} {_none_left(fact.suit) % {'suit': suit}}"


@renders(LeftBowerNoFollow)
def left_bower_no_follow(fact: LeftBowerNoFollow, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "%(card)s is the left bower: a trump, so it does not follow %(suit)s.",
        card=w.card(fact.card, "은"),
        suit=w.suit(fact.suit, "을"),
    )


@renders(CardStillOut)
def card_still_out(fact: CardStillOut, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "%(card)s has not been played and is not in your hand: it is still out.",
        card=w.card(fact.card, "은"),
    )


@renders(CardPlayedBy)
def card_played_by(fact: CardPlayedBy, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    who = _who(fact.who, "이", w)
    return _(
        "%(who)s played %(card)s in %(trick)s.",
        who=w.grammar.capital(who),
        card=w.card(fact.card, "을"),
        trick=nth_trick(fact.trick),
    )


@renders(LeftBowerAmongTrumps)
def left_bower_among_trumps(fact: LeftBowerAmongTrumps, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    return _(
        "Look for it among the trumps: %(card)s is the left bower.", card=w.card(fact.card, "은")
    )
