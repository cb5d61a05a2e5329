"""Each strategy principle of rules-spec §4: where it holds, and which action it backs.

Positions are spelled in card codes; seat 2 is "you" unless a test says otherwise.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from tutor.analysis.calling import ALONE, ORDER_UP, PASS
from tutor.analysis.position import view_from_item
from tutor.engine import parse_card
from tutor.quiz import principles
from tutor.quiz.principles import Call, DealerDiscard, Play, fits, holds


def play(
    card: str,
    hand: list[str],
    *,
    trump: str | None = "S",
    trick: list[tuple[int, str]] = (),  # type: ignore[assignment]
    history: list[list[tuple[int, str]]] = (),  # type: ignore[assignment]
    dealer: int = 3,
    maker: int = 0,
    alone: bool = False,
    upcard: str = "9D",
    upcard_taken: bool = False,
    variant: str = "standard",
    no_trump: str | None = None,
    seat: int = 2,
) -> Play:
    item: dict[str, Any] = {
        "kind": "best-play",
        "variant": variant,
        "trump": trump,
        "no_trump": no_trump,
        "dealer": dealer,
        "maker": maker,
        "alone": alone,
        "seat": seat,
        "upcard": upcard,
        "upcard_taken": upcard_taken,
        "history": [[{"seat": s, "card": c} for s, c in t] for t in history],
        "trick": [{"seat": s, "card": c} for s, c in trick],
        "hand": hand,
    }
    if variant == "bid":
        item["bid"] = 3
        item["upcard"] = None
    view = view_from_item(item)
    return Play(principles.Situation(view.position, view.seat), parse_card(card))


def call(
    action: str,
    hand: list[str],
    upcard: str,
    *,
    seat: int = 1,
    dealer: int = 0,
    round_number: int = 1,
    stuck: bool = False,
    scores: tuple[int, int] | None = None,
) -> Call:
    cards = tuple(parse_card(c) for c in hand)
    return Call(dealer, seat, cards, parse_card(upcard), round_number, action, stuck, scores=scores)


# -- S0-1 lead trump when your side made it ----------------------------------------------


def test_s0_1_a_maker_on_lead_leads_trump() -> None:
    # Partner (seat 0) made spades; you lead, holding the J♣ (left bower) and plain cards.
    assert fits("S0-1", play("JC", ["JC", "AH", "KD", "9C", "TH"], dealer=1))
    assert not fits("S0-1", play("AH", ["JC", "AH", "KD", "9C", "TH"], dealer=1))


def test_s0_1_partner_called_so_lead_the_highest_trump() -> None:
    hand = ["JC", "TS", "AH", "KD", "9C"]
    assert fits("S0-1", play("JC", hand, dealer=1))
    assert not fits("S0-1", play("TS", hand, dealer=1))


def test_s0_1_is_not_quoted_to_a_player_without_trump() -> None:
    assert not holds("S0-1", play("AH", ["AH", "KD", "9C", "TH", "QD"], dealer=1))


# -- S0-2 defenders lead a strong off-suit ------------------------------------------------


def test_s0_2_defender_leads_the_off_ace() -> None:
    # East (seat 1) made spades; you lead first (the dealer is seat 1).
    hand = ["AH", "9H", "KD", "9C", "TS"]
    assert fits("S0-2", play("AH", hand, dealer=1, maker=1))
    assert not fits("S0-2", play("9C", hand, dealer=1, maker=1))
    assert not holds("S0-2", play("AH", hand, dealer=1, maker=0))  # your side made it


# -- S0-4 don't overtrump partner ---------------------------------------------------------


def test_s0_4_holds_when_partner_wins_with_a_trump_you_could_beat() -> None:
    # Spades trump; partner (seat 0) led the A♠, East followed 9♠; you hold the J♣.
    hand = ["JC", "TS", "AH", "KH", "9D"]
    assert fits("S0-4", play("TS", hand, trick=[(0, "AS"), (1, "9S")], dealer=3))
    assert not fits("S0-4", play("JC", hand, trick=[(0, "AS"), (1, "9S")], dealer=3))


def test_s0_4_is_not_quoted_when_partner_holds_the_unbeatable_right_bower() -> None:
    hand = ["JC", "TS", "AH", "KH", "9D"]
    situation = play("TS", hand, trick=[(0, "JS"), (1, "9S")], dealer=3)
    assert not holds("S0-4", situation)
    assert fits("S0-6", situation)  # you cannot win: play low is what fits


# -- S0-5 don't trump partner's ace -------------------------------------------------------


def test_s0_5_let_partners_ace_ride() -> None:
    # Diamonds trump; partner leads the A♥, East throws A♣; you have no heart.
    hand = ["QC", "TD", "JD", "AD"]
    history = [[(0, "JH"), (1, "QD"), (2, "9D"), (3, "KD")]]
    trick = [(0, "AH"), (1, "AC")]
    kwargs: dict[str, Any] = {"trump": "D", "history": history, "maker": 2}
    kwargs |= {"upcard": "KD", "upcard_taken": True}
    ace = play("QC", hand, trick=trick, **kwargs)
    ruff = play("TD", hand, trick=trick, **kwargs)
    assert fits("S0-5", ace)
    assert not fits("S0-5", ruff)


# -- S0-6 play low when you can't win -----------------------------------------------------


def test_s0_6_play_the_weakest_card_under_an_ace() -> None:
    # Hearts trump; West leads the A♠, you hold K♠ and 9♠.
    hand = ["9S", "KS", "JD", "AC", "TH"]
    trick = [(0, "QS"), (1, "TS")]
    assert fits("S0-6", play("9S", hand, trump="H", trick=[(3, "AS"), *trick], dealer=2))
    assert not fits("S0-6", play("KS", hand, trump="H", trick=[(3, "AS"), *trick], dealer=2))


def test_s0_6_in_no_trump_low_the_ace_is_the_weakest() -> None:
    # Bid Euchre, no-trump low: the 9♠ led wins against your A♠ and K♠... the ace is weakest.
    hand = ["AS", "KS", "QD", "TC", "JH", "AH"]
    kwargs: dict[str, Any] = {"trump": None, "no_trump": "low", "variant": "bid", "maker": 0}
    assert fits("S0-6", play("AS", hand, trick=[(0, "9S"), (1, "TS")], dealer=3, **kwargs))
    assert not fits("S0-6", play("KS", hand, trick=[(0, "9S"), (1, "TS")], dealer=3, **kwargs))


def test_s0_6_win_as_cheaply_as_you_can() -> None:
    # Spades trump; East leads the K♥, you hold A♥ and Q♥... the A♥ is the only winner.
    hand = ["AH", "QH", "9C", "TD", "KS"]
    assert fits("S0-6", play("AH", hand, trick=[(1, "KH")], dealer=0, maker=1))
    assert not fits("S0-6", play("QH", hand, trick=[(1, "KH")], dealer=0, maker=1))


# -- S0-7 read the cards / A-1 count trump ------------------------------------------------


_OUT_OF_TRUMP = [
    [(0, "JH"), (1, "JD"), (2, "KH"), (3, "9S")],
    [(0, "QH"), (1, "TD"), (2, "9C"), (3, "9D")],
]
# The same, but East follows the second trump with the 10♥: only West has shown out.
_WEST_OUT_OF_TRUMP = [
    [(0, "JH"), (1, "JD"), (2, "KH"), (3, "9S")],
    [(0, "QH"), (1, "TH"), (2, "9C"), (3, "9D")],
]


def _north_leads(history: list[list[tuple[int, str]]], card: str) -> Play:
    """North (seat 0) made hearts, won both trump leads and leads again."""
    return play(card, ["AS", "QS", "AD"], trump="H", history=history, seat=0, upcard="TS")


def test_s0_7_an_opponent_showed_out_of_trump_so_cash_the_winner() -> None:
    assert fits("S0-7", _north_leads(_WEST_OUT_OF_TRUMP, "AS"))
    assert not fits("S0-7", _north_leads(_WEST_OUT_OF_TRUMP, "QS"))  # not the boss spade
    # East still follows trump: only West is known out, so the count does not hold.
    assert not holds("A-1", _north_leads(_WEST_OUT_OF_TRUMP, "AS"))


def test_a_1_no_trump_left_against_you_so_cash_the_winner() -> None:
    # Both opponents have shown out of trump: the A♥, 10♥ and 9♥ can only be partner's.
    assert fits("A-1", _north_leads(_OUT_OF_TRUMP, "AS"))
    assert fits("A-1", _north_leads(_OUT_OF_TRUMP, "AD"))
    assert not fits("A-1", _north_leads(_OUT_OF_TRUMP, "QS"))


# -- leads on defence ---------------------------------------------


def test_a_5_dont_lead_trump_on_defence_only_quoted_to_a_trump_holder() -> None:
    hand = ["AH", "9S", "KD", "9C", "TH"]
    assert fits("A-5", play("AH", hand, dealer=1, maker=1))
    assert not fits("A-5", play("9S", hand, dealer=1, maker=1))
    assert not holds("A-5", play("AH", ["AH", "9H", "KD", "9C", "TH"], dealer=1, maker=1))


def test_a_7_lead_trump_through_the_maker_on_your_left() -> None:
    # West (seat 3) made spades and sits on your left; you lead.
    hand = ["JS", "QS", "9H", "JD", "AC"]
    assert fits("A-7", play("QS", hand, dealer=1, maker=3))
    assert not fits("A-7", play("AC", hand, dealer=1, maker=3))
    assert not holds("A-7", play("QS", hand, dealer=1, maker=1))  # maker on your right
    # The right bower: nothing the maker holds can take it, so partner has nothing to beat.
    assert not fits("A-7", play("JS", hand, dealer=1, maker=3))


def test_a_8_lead_a_side_suit_against_a_loner() -> None:
    hand = ["AH", "9S", "KD", "9C", "TH"]
    assert fits("A-8", play("AH", hand, dealer=1, maker=1, alone=True))
    assert not fits("A-8", play("9S", hand, dealer=1, maker=1, alone=True))


def test_a_6_green_ace_over_the_short_next_suit() -> None:
    # Clubs trump: spades are next. You hold A♠ and A♥ and lead on defence.
    hand = ["AS", "AH", "TS", "9D", "QD"]
    assert fits("A-6", play("AH", hand, trump="C", dealer=1, maker=1, upcard="KC"))
    assert not fits("A-6", play("AS", hand, trump="C", dealer=1, maker=1, upcard="KC"))


# -- calls --------------------------------------------------------------------------------


def test_s0_3_call_with_two_high_trumps_pass_without() -> None:
    assert fits("S0-3", call(ORDER_UP, ["JH", "AH", "9C", "TS", "QD"], "9H"))
    assert not fits("S0-3", call(ORDER_UP, ["JH", "KH", "9C", "TS", "QD"], "9H"))
    assert fits("S0-3", call(PASS, ["JH", "9C", "TS", "QD", "KC"], "9H"))
    assert not fits("S0-3", call(PASS, ["JH", "AH", "9C", "TS", "QD"], "9H"))


def test_s0_3_a_stuck_dealer_names_the_suit_with_more_trumps() -> None:
    # Hearts turned down; the dealer holds two spades (Q♠ 10♠) and one club (A♣).
    hand = ["QS", "TS", "AC", "9D", "KH"]
    assert fits("S0-3", call("S", hand, "9H", seat=0, round_number=2, stuck=True))
    assert not fits("S0-3", call("C", hand, "9H", seat=0, round_number=2, stuck=True))


def test_a_2_next_only_above_its_threshold() -> None:
    # Hearts turned down; eldest (seat 1) calls diamonds.
    strong = ["JD", "AD", "AC", "9S", "TS"]  # two trumps with a bower, an off ace
    weak = ["QD", "9D", "KC", "9S", "TS"]  # two small trumps, no ace
    assert fits("A-2", call("D", strong, "9H", round_number=2))
    assert not fits("A-2", call("D", weak, "9H", round_number=2))
    assert not holds("A-2", call("D", strong, "9H", seat=2, round_number=2))  # not eldest


def test_a_3_reverse_next_from_the_dealers_side() -> None:
    hand = ["KS", "9S", "AH", "TD", "QC"]  # K-9 of spades and an off ace
    assert fits("A-3", call("S", hand, "9D", seat=2, round_number=2))
    assert not fits("A-3", call("H", hand, "9D", seat=2, round_number=2))  # same colour


def test_a_9_alone_only_with_the_top_three_or_four_trumps() -> None:
    # The hand of order-up-dealer/8: J♠ Q♠ 9♠ A♣ Q♣ with the 9♠... not a loner.
    assert not fits("A-9", call(ALONE, ["JS", "QS", "AC", "QC", "QH"], "9S", seat=0))
    # The course's lone hands (strategy-calling, "When to go alone"): the top three trumps
    # with a side ace beside them; four trumps with a bower and an ace.
    assert fits("A-9", call(ALONE, ["JS", "JC", "AS", "AH", "9D"], "9S", seat=1))
    assert fits("A-9", call(ALONE, ["JS", "QS", "KS", "TS", "AD"], "9S", seat=1))
    # The top three trumps with nothing to lose: alone, not with the partner.
    assert not fits("A-9", call(ORDER_UP, ["JS", "JC", "AS", "KS", "AD"], "9S", seat=1))
    assert fits("A-9", call(ALONE, ["JC", "AS", "KS", "QS", "AD"], "9S", seat=1))
    # Top three with two small side cards, four trumps without a bower: partner.
    assert not fits("A-9", call(ALONE, ["JS", "JC", "AS", "KH", "9D"], "9S", seat=1))
    assert fits("A-9", call(ORDER_UP, ["JS", "JC", "AS", "KH", "9D"], "9S", seat=1))
    assert not fits("A-9", call(ALONE, ["AS", "KS", "QS", "TS", "AD"], "9S", seat=1))


def test_a_9_with_the_partner_when_a_march_alone_is_doubtful() -> None:
    # rules-spec A-9: "stay with partner when ... a march alone is doubtful". The 9♦ is a
    # plain loser a lone hand cannot protect, so A-9 says partner; exactly one of the two
    # calls follows it for any hand, so an item quoting A-9 is never a coin flip.
    assert fits("A-9", call(ORDER_UP, ["JS", "QS", "KS", "TS", "9D"], "9S", seat=1))
    assert not fits("A-9", call(ALONE, ["JS", "QS", "KS", "TS", "9D"], "9S", seat=1))
    # The top three trumps with a fourth trump and a small card: with partner (the
    # lesson's measured table: alone +1.43, with partner +1.47); a side ace makes it alone.
    assert fits("A-9", call(ORDER_UP, ["JS", "JC", "AS", "KS", "9D"], "9S", seat=1))
    assert not fits("A-9", call(ALONE, ["JS", "JC", "AS", "KS", "9D"], "9S", seat=1))
    # Four trumps without a bower: both bowers may stand against a loner.
    assert fits("A-9", call(ORDER_UP, ["AS", "KS", "QS", "TS", "AD"], "9S", seat=1))
    # The dealer discards the plain loser first (the K♥ goes): nothing left in doubt.
    assert not fits("A-9", call(ORDER_UP, ["JS", "JC", "AS", "KH", "AD"], "9S", seat=0))
    # Named in round two, alone: the flag says so.
    loner = Call(
        1,
        2,
        tuple(parse_card(c) for c in ["JH", "JD", "AH", "AS", "AC"]),
        parse_card("9S"),
        2,
        "H",
        alone=True,
    )
    assert fits("A-9", loner)
    assert not fits("A-10", dataclasses.replace(loner, scores=(8, 3)))


def test_a_loner_is_never_taught_under_another_principle() -> None:
    weak_loner = call(ALONE, ["JS", "QS", "AC", "QC", "QH"], "9S", seat=0)
    assert principles.holds("A-11", weak_loner)
    assert not fits("A-11", weak_loner)


def test_a_10_no_loner_when_two_points_win() -> None:
    hand = ["JS", "JC", "AS", "KH", "9D"]
    assert not fits("A-10", call(ALONE, hand, "9S", scores=(8, 4)))
    assert fits("A-10", call(ORDER_UP, hand, "9S", scores=(8, 4)))
    assert not holds("A-10", call(ORDER_UP, hand, "9S", scores=(2, 3)))


def test_a_11_dealer_counts_the_turn_up() -> None:
    hand = ["JS", "KS", "AH", "9D", "TC"]
    assert fits("A-11", call(ORDER_UP, hand, "9S", seat=0))  # J♠ K♠ and the 9♠
    assert not fits("A-11", call(PASS, hand, "9S", seat=0))
    assert not holds("A-11", call(ORDER_UP, hand, "9S", seat=1))


def test_a_4_dealers_discard() -> None:
    hand = tuple(parse_card(c) for c in ["JS", "AS", "KD", "9C", "TC"])
    up = parse_card("QS")
    assert fits("A-4", DealerDiscard(hand, up, parse_card("KD")))  # the lone diamond: a void
    assert not fits("A-4", DealerDiscard(hand, up, parse_card("9C")))  # a void was possible
    assert not fits("A-4", DealerDiscard(hand, up, parse_card("AS")))  # never a trump


@pytest.mark.parametrize("principle", sorted(principles.PRINCIPLES))
def test_every_principle_has_a_lesson_section(principle: str) -> None:
    assert principle in principles.LESSON_SECTIONS


def _sections(lang: str, slug: str) -> list[str]:
    from tutor.course.curriculum import default_lessons_dir

    path = default_lessons_dir() / lang / f"{slug}.md"
    return [line[3:].strip() for line in path.read_text("utf-8").splitlines() if line[:3] == "## "]


_ALL_SECTIONS = {**principles.LESSON_SECTIONS, **principles.THEME_SECTIONS}


@pytest.mark.parametrize("principle", sorted(_ALL_SECTIONS))
def test_the_lesson_section_of_each_principle_exists_in_english_and_korean(
    principle: str,
) -> None:
    section = _ALL_SECTIONS[principle]
    assert _sections("en", section.slug)[section.number - 1] == section.heading
    assert len(_sections("ko", section.slug)) == len(_sections("en", section.slug))


# -- S0-4's exception: cover partner ----------------------------------------------------


def test_s0_4_lets_you_overtrump_to_stop_an_overruff_with_a_boss_trump() -> None:
    # Spades trump; partner (seat 0) led the Q♠ and East played under it with the 9♠. West
    # (seat 3) is still to play and may hold the J♣, A♠ or K♠: the right bower (J♠) covers
    # partner's trick and nothing can beat it.
    hand = ["JS", "TS", "AH", "KH", "9D"]
    trick = [(0, "QS"), (1, "9S")]
    cover = play("JS", hand, trick=trick, dealer=3)
    threats = principles.partner_threats(cover.situation)
    assert [c.code for c in threats] == ["JC", "AS", "KS"]
    assert principles.covers_partner(cover.situation, parse_card("JS"))
    assert fits("S0-4", cover)
    assert fits("S0-4", play("TS", hand, trick=trick, dealer=3))  # playing under is allowed


def test_s0_4_no_cover_when_the_last_player_has_shown_out_of_trump() -> None:
    # West discarded the 9♣ on the first spade lead, and East shows out now: no overruff
    # can come, so the J♠ would be wasted on partner's A♠.
    hand = ["JS", "TS", "AH", "KH"]
    history = [[(0, "KS"), (1, "QS"), (2, "9S"), (3, "9C")]]
    trick = [(0, "AS"), (1, "9H")]
    overtrump = play("JS", hand, trick=trick, history=history, dealer=3)
    assert principles.partner_threats(overtrump.situation) == []
    assert not fits("S0-4", overtrump)
    assert fits("S0-4", play("TS", hand, trick=trick, history=history, dealer=3))


def test_s0_4_no_cover_with_a_trump_that_can_itself_be_beaten() -> None:
    # The A♠ beats partner's Q♠ but the J♠ and J♣ are still out: it does not stop West.
    hand = ["AS", "TS", "AH", "KH", "9D"]
    overtrump = play("AS", hand, trick=[(0, "QS"), (1, "9S")], dealer=3)
    assert principles.partner_threats(overtrump.situation)
    assert not principles.covers_partner(overtrump.situation, parse_card("AS"))
    assert not fits("S0-4", overtrump)


def test_the_cover_is_linked_to_its_own_lesson_section() -> None:
    section = principles.lesson_section("S0-4", ["cover-partner"])
    assert section is not None
    assert section.heading == "When overtrumping is right"
    plain = principles.lesson_section("S0-4", ["dont-overtrump-partner"])
    assert plain is not None
    assert plain.heading == "Don't overtrump your partner"
    assert (
        principles.lesson_section("S0-6", ["win-cheaply"])
        == principles.THEME_SECTIONS["win-cheaply"]
    )
    assert principles.lesson_section(None) is None


def test_a_cheap_win_with_no_principle_links_the_lessons_win_cheaply_section() -> None:
    # The spec states no principle for winning a trick cheaply (S0-6 is playing low when
    # you cannot win), so such items quote none; the course still teaches it, and every
    # committed one of them links that section.
    import json
    from pathlib import Path

    from tutor.engine import parse_card
    from tutor.quiz.kinds.best_play import (
        is_trap,
        lesson_principle,
        safer_winner_item,
        situation_from_item,
    )
    from tutor.quiz.principles import LESSON_SECTIONS, THEME_SECTIONS, lesson_section

    win_cheaply = THEME_SECTIONS["win-cheaply"]
    assert lesson_section(None, ["trump-or-discard"]) == win_cheaply
    assert lesson_section(None, ["win-cheaply"]) == win_cheaply
    assert lesson_section(None, ["trump-or-discard", "play-low-when-cannot-win"]) is None
    assert lesson_section(None, []) is None
    seen = traps = 0
    for path in sorted((Path(__file__).resolve().parents[2] / "quizzes").glob("best-play-*.json")):
        for item in json.loads(path.read_text())["items"]:
            if item.get("principle") is not None:
                continue
            situation = situation_from_item(item)
            if safer_winner_item(situation, item):
                # Winning with a safer card than the cheapest (tests/quiz/test_cheap_winner.py)
                # is a counter-example of that section's rule, tagged with no theme.
                continue
            if is_trap(situation, item) and lesson_principle(item) is not None:
                # A defender's trump lead once the partner is out of trump follows no §4
                # advice: it links the section of A-5, the rule that does not apply there;
                # a side-card lead against a loner a trick in, that of A-8 (the next suit,
                # advice for the opening lead).
                traps += 1
                rule = "A-8" if item["counter_theme"] == "lead-against-loner" else "A-5"
                assert lesson_principle(item) == rule, item["id"]
                assert lesson_section(lesson_principle(item)) == LESSON_SECTIONS[rule]
                continue
            seen += 1
            assert not situation.on_lead, item["id"]
            assert situation.beats_winner(parse_card(item["answer"][0])), item["id"]
            assert lesson_section(None, item["themes"]) == win_cheaply, item["id"]
    assert seen >= 20
    assert traps >= 10
