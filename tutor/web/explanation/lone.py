"""Words for the go-alone kind's explanation facts (``tutor.quiz.kinds.lone.facts``): the
trumps the caller holds, what a loner scores, the principle's reason for the hand, a loner
strong players would dispute, how each choice ended, the expected points and a
counter-example's note. Every message carries the context "go-alone", so the family's
catalogue entries stay its own; no message holds a bare "%" (a share is a placeholder's
value)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tutor.grammar import grammar
from tutor.quiz import principles
from tutor.quiz.kinds.lone.call import COUNTER_RULES
from tutor.quiz.kinds.lone.facts import (
    DisputedLoner,
    LoneCounterNote,
    LoneMarchDoubtful,
    LoneMarchLikely,
    LoneOutcomesSaid,
    LonerScoring,
    LoneTrumpsHeld,
    LoneValues,
    NoLoneHand,
    TwoPointsWin,
)
from tutor.quiz.principles import advice_in
from tutor.quiz.words import percents
from tutor.web.explanation.heard import proof_heard
from tutor.web.explanation.registry import renders
from tutor.web.labels import label_of
from tutor.web.text import p_
from tutor.web.words import Words

_CONTEXT = "go-alone"
# The disputed loner's words: its fragments read otherwise than the outcome line's.
_DISPUTED = "go-alone disputed loner"


def _advice(code: str, lang: str) -> str:
    """A principle in the spec's words (``principles.ADVICE``), in ``lang``."""
    return advice_in(principles.ADVICE[code], lang)


def capital(text: str, lang: str) -> str:
    return grammar(lang).capital(text)


def particle(text: str, particle: str, lang: str) -> str:
    return grammar(lang).particle(text, particle)


def points_words(number: int) -> str:
    if abs(number) == 1:
        return p_(_CONTEXT, "%(num)d point", num=number)
    return p_(_CONTEXT, "%(num)d points", num=number)


def trumps_words(number: int) -> str:
    if number == 1:
        return p_(_CONTEXT, "1 trump")
    return p_(_CONTEXT, "%(num)d trumps", num=number)


_NUMBERS = {
    1: lambda: p_(_CONTEXT, "one"),
    2: lambda: p_(_CONTEXT, "two"),
    3: lambda: p_(_CONTEXT, "three"),
    4: lambda: p_(_CONTEXT, "four"),
    5: lambda: p_(_CONTEXT, "five"),
    6: lambda: p_(_CONTEXT, "six"),
    7: lambda: p_(_CONTEXT, "seven"),
}


def number_words(number: int) -> str:
    """A count of tricks in words ("three"; Korean "세")."""
    return _NUMBERS[number]()


def made_tricks_words(low: int, high: int) -> str:
    """The tricks that make a contract short of a march: "three or four tricks"."""
    said = {"low": _NUMBERS[low](), "high": _NUMBERS[high]()}
    if high == low + 1:
        return p_(_CONTEXT, "%(low)s or %(high)s tricks", **said)
    return p_(_CONTEXT, "%(low)s to %(high)s tricks", **said)


def share_words(count: int, total: int) -> str:
    """A share of the deals as a whole percent: rounding never says 0% of a share that is
    not nothing, nor 100% of one that is not all (issue 10)."""
    whole = round(100 * count / max(1, total))
    if count > 0 and whole == 0:
        return p_(_CONTEXT, "under %(share)s", share="1%")
    if count < total and whole == 100:
        return p_(_CONTEXT, "over %(share)s", share="99%")
    return f"{whole}%"


def listed(codes: Sequence[str], w: Words) -> str:
    """Cards joined as a sentence lists them: "A♥ and K♠" (Korean: with commas)."""
    return w.grammar.joined([w.card(code) for code in codes])


def lone_hand_words(
    trumps: tuple[str, ...],
    top_three: bool,
    aces: tuple[str, ...],
    discard: str | None,
    w: Words,
) -> str:
    """A lone hand as the lessons name it: the top three trumps or the trump count, what
    stands beside them, and the dealer's discard left out."""
    if top_three:
        hand = p_(_CONTEXT, "the top three trumps (%(cards)s)", cards=w.cards(trumps[:3]))
    else:
        hand = p_(
            _CONTEXT,
            "%(count)s (%(cards)s)",
            count=trumps_words(len(trumps)),
            cards=w.cards(trumps),
        )
    rest = trumps[3:] if top_three else ()
    if rest and aces:
        hand = p_(
            _CONTEXT,
            "%(hand)s and the %(trumps)s too, with the %(aces)s on the side",
            hand=hand,
            trumps=particle(listed(rest, w), "과", w.lang),
            aces=listed(aces, w),
        )
    elif rest:
        hand = p_(_CONTEXT, "%(hand)s and the %(trumps)s too", hand=hand, trumps=listed(rest, w))
    elif aces:
        hand = p_(
            _CONTEXT, "%(hand)s with the %(aces)s on the side", hand=hand, aces=listed(aces, w)
        )
    if discard is not None:
        hand = p_(
            _CONTEXT,
            "%(hand)s, after discarding the %(card)s",
            hand=hand,
            card=w.card(discard, "을"),
        )
    return hand


@renders(LoneTrumpsHeld)
def lone_trumps_held(fact: LoneTrumpsHeld, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    said = {"suit": capital(w.suit(fact.trump), lang), "cards": w.cards(fact.trumps)}
    if fact.with_turn_up:
        if len(fact.trumps) == 1:
            return p_(
                _CONTEXT,
                "%(suit)s are trump; you hold 1 trump (with the turn-up): %(cards)s.",
                **said,
            )
        return p_(
            _CONTEXT,
            "%(suit)s are trump; you hold %(num)d trumps (with the turn-up): %(cards)s.",
            num=len(fact.trumps),
            **said,
        )
    if len(fact.trumps) == 1:
        return p_(_CONTEXT, "%(suit)s are trump; you hold 1 trump: %(cards)s.", **said)
    return p_(
        _CONTEXT,
        "%(suit)s are trump; you hold %(num)d trumps: %(cards)s.",
        num=len(fact.trumps),
        **said,
    )


@renders(LonerScoring)
def loner_scoring(fact: LonerScoring, item: Mapping[str, Any], lang: str) -> str:
    said = {
        "march": points_words(fact.march_alone),
        "pair_march": fact.march_pair,
        "tricks": particle(made_tricks_words(fact.made_from, fact.made_to), "은", lang),
        "made": fact.made_alone,
        "euchre": fact.euchre,
    }
    if fact.made_alone == fact.made_pair:
        return p_(
            _CONTEXT,
            "Alone, a march scores %(march)s instead of %(pair_march)d; %(tricks)s score "
            "%(made)d either way, and a euchre gives the opponents %(euchre)d. Your partner's "
            "cards leave the game.",
            **said,
        )
    return p_(
        _CONTEXT,
        "Alone, a march scores %(march)s instead of %(pair_march)d; %(tricks)s score %(made)d "
        "alone and %(pair_made)d with your partner, and a euchre gives the opponents "
        "%(euchre)d. Your partner's cards leave the game.",
        pair_made=fact.made_pair,
        **said,
    )


@renders(TwoPointsWin)
def two_points_win(fact: TwoPointsWin, item: Mapping[str, Any], lang: str) -> str:
    if fact.need <= 1:
        return p_(
            _CONTEXT,
            "Play to the score: your side needs only 1 point, which three tricks with your "
            "partner already scores, so a loner's extra points are worth nothing while your "
            "partner's help still counts.",
        )
    return p_(
        _CONTEXT,
        "Play to the score: your side needs only %(need)d points, which a march with your "
        "partner already scores, so a loner's extra points are worth nothing while your "
        "partner's help still counts.",
        need=fact.need,
    )


@renders(LoneMarchLikely)
def lone_march_likely(fact: LoneMarchLikely, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    hand = lone_hand_words(fact.trumps, fact.top_three, fact.aces, fact.discard, w)
    return p_(
        _CONTEXT,
        "The advice is to %(advice)s, and you hold %(hand)s. Here the lone march is likely "
        "enough that its %(march)d points are worth more than your partner's help.",
        advice=_advice("A-9", lang),
        hand=particle(hand, "이", lang),
        march=fact.march,
    )


def _stay(fact: LoneMarchDoubtful, lang: str) -> str:
    """Why a doubtful lone hand stays with the partner, from the variant's scoring."""
    tricks = made_tricks_words(fact.made_from, fact.made_to)
    if fact.made_alone == fact.made_pair:
        return p_(
            _CONTEXT,
            "%(tricks)s score %(made)d alone or not, so stay with your partner.",
            tricks=capital(particle(tricks, "은", lang), lang),
            made=fact.made_alone,
        )
    return p_(
        _CONTEXT,
        "%(tricks)s score %(alone)d alone and %(pair)d with your partner, so stay with your "
        "partner.",
        tricks=capital(particle(tricks, "은", lang), lang),
        alone=fact.made_alone,
        pair=fact.made_pair,
    )


def _doubt(fact: LoneMarchDoubtful, w: Words) -> list[str]:
    """Why a lone march is doubtful (A-9's second clause): plain losers, missing bowers."""
    said = [p_(_CONTEXT, "A lone hand must win every trick with its own cards.")]
    if fact.losers:
        said.append(
            p_(
                _CONTEXT,
                "Your %(cards)s can lose a trick to a higher card.",
                cards=w.cards(fact.losers, "은"),
            )
        )
    if fact.no_bower:
        said.append(p_(_CONTEXT, "You hold neither bower, and both can stand against you."))
    said.append(p_(_CONTEXT, "With your partner, your partner could win that trick for you."))
    return said


@renders(LoneMarchDoubtful)
def lone_march_doubtful(fact: LoneMarchDoubtful, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    hand = particle(
        lone_hand_words(fact.trumps, fact.top_three, fact.aces, fact.discard, w), "이", lang
    )
    if fact.after_note:  # the note has just quoted both clauses of A-9
        opening = p_(_CONTEXT, "You hold %(hand)s, but the lone march is doubtful.", hand=hand)
    else:
        opening = p_(
            _CONTEXT,
            "The advice is to %(advice)s, and you hold %(hand)s; the same advice says to %(stay)s.",
            advice=_advice("A-9", lang),
            hand=hand,
            stay=_advice("A-9-stay", lang),
        )
    return " ".join([opening, *_doubt(fact, w), _stay(fact, lang)])


@renders(NoLoneHand)
def no_lone_hand(fact: NoLoneHand, item: Mapping[str, Any], lang: str) -> str:
    w = Words(item, lang)
    reason = p_(
        _CONTEXT,
        "The advice is to %(advice)s, and this hand has neither: you hold %(count)s (%(cards)s).",
        advice=_advice("A-9", lang),
        count=trumps_words(len(fact.trumps)),
        cards=w.cards(fact.trumps),
    )
    tricks = made_tricks_words(fact.made_from, fact.made_to)
    if fact.made_alone <= fact.made_pair:
        score = p_(
            _CONTEXT,
            "Alone, %(tricks)s score %(made)d, no more than with your partner, so play with "
            "your partner.",
            tricks=particle(tricks, "을", lang),
            made=fact.made_alone,
        )
    else:
        score = p_(
            _CONTEXT,
            "%(tricks)s alone score %(alone)s, with your partner %(pair)s, so play with your "
            "partner.",
            tricks=capital(particle(tricks, "은", lang), lang),
            alone=points_words(fact.made_alone),
            pair=points_words(fact.made_pair),
        )
    return f"{reason} {score}"


def _beat(fact: DisputedLoner, lang: str) -> str:
    """What the loner beat on the proof's deals, each figure said of what it measures."""
    lead = p_(_DISPUTED, "%(margin)s points a deal on average", margin=f"{fact.margin:+.2f}")
    bound = p_(
        _DISPUTED,
        "at least %(bound)s at %(confidence)s confidence",
        bound=f"{fact.lower_bound:+.2f}",
        confidence=f"{fact.confidence}%",
    )
    if fact.other_choices == 1:
        if fact.partner_call:
            rival = p_(_DISPUTED, "playing with your partner")
        else:
            rival = p_(_DISPUTED, "the pass")
        return p_(
            _DISPUTED,
            "beat %(rival)s by %(lead)s, and by %(bound)s",
            rival=rival,
            lead=lead,
            bound=bound,
        )
    if fact.partner_call:
        others = p_(_DISPUTED, "every other choice, the best call with your partner included")
    else:
        others = p_(_DISPUTED, "every other choice")
    return p_(
        _DISPUTED,
        "beat %(others)s: the nearest of them by %(lead)s, and each by %(bound)s",
        others=others,
        lead=lead,
        bound=bound,
    )


@renders(DisputedLoner)
def disputed_loner(fact: DisputedLoner, item: Mapping[str, Any], lang: str) -> str:
    if fact.benny_in_pack:
        tops = p_(_DISPUTED, "the right bower, the ace of trump or the Benny")
        none = p_(_DISPUTED, "none of them")
    else:
        tops = p_(_DISPUTED, "the right bower or the ace of trump")
        none = p_(_DISPUTED, "neither")
    players = p_(
        _DISPUTED,
        "Many strong players would not go alone without %(tops)s, and this hand holds %(none)s.",
        tops=particle(tops, "이", lang),
        none=none,
    )
    said = {"samples": fact.samples, "beat": _beat(fact, lang)}
    if fact.march is None or fact.euchred is None:
        numbers = p_(
            _DISPUTED,
            "The numbers favour it here: on %(samples)d fresh deals of the unseen cards, "
            "going alone %(beat)s.",
            **said,
        )
        return f"{players} {numbers}"
    if fact.march:
        march = p_(
            _DISPUTED,
            "march in %(share)s of those deals",
            share=share_words(fact.march, fact.samples),
        )
    else:
        march = p_(_DISPUTED, "never march")
    if fact.euchred:
        euchre = p_(
            _DISPUTED, "are euchred in %(share)s", share=share_words(fact.euchred, fact.samples)
        )
    else:
        euchre = p_(_DISPUTED, "are never euchred")
    numbers = p_(
        _DISPUTED,
        "The numbers favour it here: on %(samples)d fresh deals of the unseen cards, going "
        "alone %(beat)s; alone you %(march)s and %(euchre)s.",
        march=march,
        euchre=euchre,
        **said,
    )
    return f"{players} {numbers}"


def _ended(march: int, made: int, euchred: int, lang: str) -> str:
    """How one choice ended: "march in 4% of them, take three or four tricks in 72% and are
    euchred in 24%"; a share of none reads "never" (review 6). The three split the deals,
    so their shares add up to 100 (``percents``)."""
    march_share, made_share, euchred_share = percents([march, made, euchred], lang)
    parts: list[str] = []
    of_them = True  # said after the first share only
    if march:
        share = march_share
        if of_them:
            parts.append(p_(_CONTEXT, "march in %(share)s of them", share=share))
        of_them = False
    else:
        parts.append(p_(_CONTEXT, "never march"))
    if made:
        share = made_share
        if of_them:
            parts.append(
                p_(_CONTEXT, "take three or four tricks in %(share)s of them", share=share)
            )
        else:
            parts.append(p_(_CONTEXT, "take three or four tricks in %(share)s", share=share))
        of_them = False
    else:
        parts.append(p_(_CONTEXT, "never take three or four tricks"))
    if euchred:
        share = euchred_share
        if of_them:
            parts.append(p_(_CONTEXT, "are euchred in %(share)s of them", share=share))
        else:
            parts.append(p_(_CONTEXT, "are euchred in %(share)s", share=share))
    else:
        parts.append(p_(_CONTEXT, "are never euchred"))
    return p_(
        _CONTEXT,
        "%(first)s, %(second)s and %(third)s",
        first=parts[0],
        second=parts[1],
        third=parts[2],
    )


@renders(LoneOutcomesSaid)
def lone_outcomes(fact: LoneOutcomesSaid, item: Mapping[str, Any], lang: str) -> str:
    total = fact.samples
    if proof_heard(item):
        return p_(
            _CONTEXT,
            "Played out on %(samples)d deals of the unseen cards, each drawn as often as it "
            "would lead to the calls made: alone you %(alone)s; with your partner you %(pair)s.",
            samples=total,
            alone=_ended(fact.alone_march, fact.alone_made, fact.alone_euchred, lang),
            pair=_ended(fact.pair_march, fact.pair_made, fact.pair_euchred, lang),
        )
    return p_(
        _CONTEXT,
        "Played out on %(samples)d deals of the unseen cards: alone you %(alone)s; with your "
        "partner you %(pair)s.",
        samples=total,
        alone=_ended(fact.alone_march, fact.alone_made, fact.alone_euchred, lang),
        pair=_ended(fact.pair_march, fact.pair_made, fact.pair_euchred, lang),
    )


@renders(LoneValues)
def lone_values(fact: LoneValues, item: Mapping[str, Any], lang: str) -> str:
    def label(option: str) -> str:
        return label_of(item, option, lang)

    values = ", ".join(
        f"{grammar(lang).in_sentence(label(option))} {value:+.2f}" for option, value in fact.values
    )
    if fact.at_score:
        expected = p_(
            _CONTEXT, "Expected points for your side at this score: %(values)s.", values=values
        )
    else:
        expected = p_(_CONTEXT, "Expected points for your side: %(values)s.", values=values)
    return f"{expected}\n{p_(_CONTEXT, 'Best: %(option)s.', option=label(fact.best))}"


@renders(LoneCounterNote)
def lone_counter_note(fact: LoneCounterNote, item: Mapping[str, Any], lang: str) -> str:
    rule = advice_in(COUNTER_RULES[fact.theme], lang)
    if fact.over == "A-9-stay":
        return p_(
            _CONTEXT,
            "The usual advice — %(rule)s — gives way here to the rest of it: %(over)s.",
            rule=rule,
            over=_advice(fact.over, lang),
        )
    return p_(
        _CONTEXT,
        "The usual advice — %(rule)s — gives way here to another: %(over)s.",
        rule=rule,
        over=_advice(fact.over, lang),
    )
