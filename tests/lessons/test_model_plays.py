"""Model plays: every card a lesson plays on a deal is held to S0-4, S0-5, S0-6 and A-8 as
its player saw it, unless the block marks it as the mistake (``N:QH?``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tutor.course.checks import check_lesson
from tutor.course.curriculum import load_lesson
from tutor.course.model_plays import (
    BID_CEILING,
    CALL_BARS,
    DEALER_TAKE_UP_BAR,
    DEFEND_ALONE_SURE,
    GAME_TABLES,
    PARTNER_ASSIST_BAR,
    ROUND_TWO_BAR,
    situation_before,
)
from tutor.course.tables import sure_tricks, tables_dir, trump_run
from tutor.engine import Deal, Play, Suit, parse_card, parse_cards
from tutor.quiz.principles import broken_principles

FRONT = (
    "---\nslug: t\ntitle: T\norder: 1\nlevel: beginner\nvariant: standard\n"
    "summary: s\nquiz_sets: trick-winner-basics\n---\n"
)
# lessons/*/a-full-hand.md's deal: West deals, South orders up the 9♥, West drops the Q♠.
# Then N: QH AS KS TD 9D, E: AD KD QC JC TS, S: JD AH KH AC 9S, W: JH TH 9H KC 9C.
WORKED = """```deal
id: d
dealer: W
turn-up: 9H
N: QH AS KS TD 9D
E: AD KD QC JC TS
S: JD AH KH AC 9S
W: JH TH QS KC 9C
calls: N pass, E pass, S order up, W discard QS
```
"""
# lessons/*/a-loner-hand.md's deal: North takes up the Q♠ alone and drops the 9♦.
LONER = """```deal
id: d
dealer: N
turn-up: QS
N: JS JC AS AH 9D
E: AD KS KD 9H QC
S: 9S 9C TC TH JH
W: TD TS QD KH AC
kitty: KC QH JD
calls: E pass, S pass, W pass, N take up alone, N discard 9D
```
"""
# Three cards each, hearts trump, West on lead: West leads the 10♥, North (the maker)
# wins it with the Q♥ for now.
ENDGAME = """```deal
id: d
trump: H
maker: N
dealer: S
leader: W
won: N:1 W:1
N: QH AS 9S
E: KC QC TS
S: AH 9H KS
W: TH JC 9C
```
"""


def problems(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "t.md"
    path.write_text(FRONT + body, encoding="utf-8")
    return [str(problem) for problem in check_lesson(load_lesson(path, "en"))]


def trick(plays: str) -> str:
    return f"\n```trick\ndeal: d\nplays: {plays}\n```\n"


def test_good_plays_pass(tmp_path: Path) -> None:
    assert problems(tmp_path, WORKED + trick("N:QH E:TS S:AH W:JH")) == []
    assert problems(tmp_path, LONER + trick("E:QC W:AC N:QS")) == []
    assert problems(tmp_path, ENDGAME + trick("W:TH N:QH E:TS S:9H")) == []


def test_a_high_card_thrown_when_nothing_wins_breaks_s0_6(tmp_path: Path) -> None:
    # East, out of hearts, cannot beat the Q♥: the 10♠ is the card to throw, not the A♦.
    found = problems(tmp_path, WORKED + trick("N:QH E:AD S:AH W:JH"))
    assert len(found) == 1
    assert "trick 1: East's A♦ is no model play (S0-6: play your lowest card" in found[0]
    assert "or mark it AD? and say why in the text" in found[0]


def test_trumping_partners_winning_ace_breaks_s0_5(tmp_path: Path) -> None:
    # North leads the 10♦, East takes it with the A♦; West, void in diamonds, trumps it.
    found = problems(tmp_path, WORKED + trick("N:TD E:AD S:9S W:9H"))
    assert len(found) == 1
    assert "West's 9♥ is no model play (S0-5" in found[0]
    assert problems(tmp_path, WORKED + trick("N:TD E:AD S:9S W:9C")) == []


def test_overtrumping_partners_sure_trick_breaks_s0_4(tmp_path: Path) -> None:
    # South plays last over partner's winning Q♥: the 9♥ keeps the A♥ for later.
    found = problems(tmp_path, ENDGAME + trick("W:TH N:QH E:TS S:AH"))
    assert len(found) == 1
    assert "South's A♥ is no model play (S0-4" in found[0]


def test_against_a_loner_the_opening_lead_is_the_sister_suit(tmp_path: Path) -> None:
    # East holds the Q♣ of trump's sister suit (spades trump) and leads the A♦ instead.
    found = problems(tmp_path, LONER + trick("E:AD W:TD N:QS"))
    assert len(found) == 1
    assert (
        "East's A♦ is no model play (A-8: against a loner, open with trump's sister suit"
        in (found[0])
    )


def test_a_marked_mistake_passes_and_a_marked_good_play_does_not(tmp_path: Path) -> None:
    assert problems(tmp_path, LONER + trick("E:AD? W:TD N:QS")) == []
    found = problems(tmp_path, LONER + trick("E:QC? W:AC N:QS"))
    assert len(found) == 1
    assert (
        "East's Q♣ is marked as a mistake (?) but breaks none of S0-4, S0-5, S0-6, A-8"
        in (found[0])
    )


def test_the_marker_works_in_deal_tricks_and_handplay_lines(tmp_path: Path) -> None:
    body = LONER.replace("N discard 9D\n", "N discard 9D\ntricks: E:AD? W:TD N:QS\n")
    assert problems(tmp_path, body) == []
    handplay = (
        "\n```handplay\ndeal: d\nintro: i\ncall: E pass | a\ncall: S pass | b\n"
        "call: W pass | c\ncall: N take up alone | d\ndiscard: N 9D | e\n"
        "trick: E:AD W:TD N:QS | f\ntrick: N:JS E:KS W:TS | g\ntrick: N:JC E:9H W:QD | h\n"
        "trick: N:AH E:QC W:KH | i\ntrick: N:AS E:KD W:AC | j\nscore: k\n```\n"
    )
    found = problems(tmp_path, LONER + handplay)
    assert len(found) == 1
    assert "handplay 'd', trick 1: East's A♦" in found[0]
    assert problems(tmp_path, LONER + handplay.replace("E:AD W", "E:AD? W")) == []


def test_a_play_is_judged_from_what_its_player_has_seen() -> None:
    deal = Deal(
        "standard",
        [
            parse_cards("JS JC AS AH 9D"),
            parse_cards("AD KS KD 9H QC"),
            parse_cards("9S 9C TC TH JH"),
            parse_cards("TD TS QD KH AC"),
        ],
        dealer=0,
        upcard=parse_card("QS"),
        kitty=parse_cards("KC QH JD"),
    )
    for action in ("pass", "pass", "pass", "take up alone", "discard 9D"):
        deal.push(action)
    seen = situation_before(deal, 1)
    assert seen.hand == parse_cards("AD KS KD 9H QC")
    assert [hand for seat, hand in enumerate(seen.position.hands) if seat != 1] == [[], [], []]
    # East does not know the dealer threw the 9♦: the A♦ lead is judged the same either way.
    assert broken_principles(seen, parse_card("AD")) == ["A-8"]
    assert broken_principles(seen, parse_card("KS")) == ["A-8"]  # a trump lead
    assert broken_principles(seen, parse_card("QC")) == []
    deal.push(Play(parse_card("QC")))
    assert broken_principles(situation_before(deal, 3), parse_card("AC")) == []


# lessons/*/strategy-reading-cards.md's deal: North names hearts in round two holding four
# trumps with a bower and a side ace, a loner by the calling lesson's rule.
ROUND_TWO = """```deal
id: d
dealer: W
turn-up: QS
N: JH AH KH QH AC
E: JD 9D 9C AS KD
S: 9H TH QC KS 9S
W: TC TD KC AD QD
kitty: TS JS JC
calls: N pass, E pass, S pass, W pass, N name H{alone}
{score}```
"""


def test_a_loner_hand_played_with_partner_needs_a_score_that_makes_the_loner_worthless(
    tmp_path: Path,
) -> None:
    found = problems(tmp_path, ROUND_TWO.format(alone="", score=""))
    assert len(found) == 1
    assert "deal 'd': the maker holds a loner by the calling lesson's rule" in found[0]
    assert "(four-with-bower-side-ace)" in found[0]
    assert problems(tmp_path, ROUND_TWO.format(alone=" alone", score="")) == []
    # At 8 a march with partner already wins the game: nothing for a loner to add.
    assert problems(tmp_path, ROUND_TWO.format(alone="", score="score: NS:8 EW:4\n")) == []
    found = problems(tmp_path, ROUND_TWO.format(alone="", score="score: NS:7 EW:4\n"))
    assert len(found) == 1
    bad = problems(tmp_path, ROUND_TWO.format(alone="", score="score: NS:10 EW:4\n"))
    assert any("a side with 10 has already won" in problem for problem in bad)


def test_the_top_three_with_a_fourth_trump_is_no_loner_by_the_measure(tmp_path: Path) -> None:
    # J♥ J♦ A♥ K♥ and the 9♣: alone and with partner came out even in the measure.
    body = ROUND_TWO.format(alone="", score="").replace(
        "N: JH AH KH QH AC\nE: JD 9D 9C AS KD", "N: JH AH KH JD 9C\nE: QH 9D AC AS KD"
    )
    assert problems(tmp_path, body) == []


# -- stand-alone tricks: no hand is known, but an ace thrown away shows ---------------------


def test_a_partners_ace_thrown_under_a_trump_is_no_model_play(tmp_path: Path) -> None:
    """Issue 30: trump-and-bowers showed South's A♣ falling under East's 9♥ on North's
    K♣, with nothing said; a strong player plays its lowest club there."""
    body = "```trick\ntrump: H\nplays: N:KC E:9H S:AC W:QC\nwinner: 9H\n```\n"
    assert [problem.split("/")[-1] for problem in problems(tmp_path, body)] == [
        "t.md:11: South throws the A♣ under a trick it cannot win: a strong player keeps an "
        "ace and plays its lowest card; if it had no other card, write 'only: S' and say so "
        "in the caption"
    ]
    # Led, it is the best club and loses only to the trump: no ace is thrown.
    led = "```trick\ntrump: H\nplays: N:AC E:9H S:TC W:9C\nwinner: 9H\n```\n"
    assert problems(tmp_path, led) == []


def test_only_names_a_seat_with_no_other_card_and_must_stay_true(tmp_path: Path) -> None:
    last = "```trick\ntrump: S\nplays: N:9D E:AC S:AH W:TD\nwinner: TD\nonly: E S\n```\n"
    assert problems(tmp_path, last) == []
    wrong = "```trick\ntrump: S\nplays: N:9D E:AC S:AH W:TD\nwinner: TD\nonly: E S W\n```\n"
    assert [problem.split("/")[-1] for problem in problems(tmp_path, wrong)] == [
        "t.md:11: 'only: W' names a seat that throws no ace away"
    ]


def test_an_ace_of_trump_or_in_no_trump_low_is_never_a_thrown_ace(tmp_path: Path) -> None:
    # The A♥ is a trump under the right bower: playing it is following trump.
    trump_ace = "```trick\ntrump: H\nplays: N:JH E:AH S:9H W:TH\nwinner: JH\n```\n"
    assert problems(tmp_path, trump_ace) == []
    # In no-trump low the ace is the weakest club: partner dumps it under the 9♣.
    low = "```trick\nvariant: bid\ntrump: NT-LOW\nplays: S:9C W:QC N:AC E:KC\nwinner: 9C\n```\n"
    assert problems(tmp_path, low) == []


# -- round-one passes held to the calling lessons (S0-3 for the dealer's partner, A-11) -----

# West deals the 9♥. East, the dealer's partner, holds the J♦ and A♥: two trumps of its own.
PARTNER_PASSES = """```deal
id: p
dealer: W
turn-up: 9H
N: AS TS AC QH JH
E: JD AH QD TD 9C
S: JS JC KS QS AD
W: KC QC KD 9S TC
calls: N pass, E pass, S pass, W pass, N name S
```
"""


def test_the_dealers_partner_passing_two_trumps_is_no_model_call(tmp_path: Path) -> None:
    assert [problem.split("/")[-1] for problem in problems(tmp_path, PARTNER_PASSES)] == [
        "t.md:11: deal 'p': the dealer's partner passes with 2 trumps; the order-up table "
        "has the dealer's partner gain by assisting with 2"
    ]
    # One trump of its own, the J♦, with the A♥ turned up: two high trumps counting the
    # card the dealer takes (S0-3).
    high = PARTNER_PASSES.replace("turn-up: 9H", "turn-up: AH").replace(
        "E: JD AH QD TD 9C", "E: JD 9D QD TD 9C"
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, high)] == [
        "t.md:11: deal 'p': the dealer's partner passes with two high trumps counting the "
        "turn-up the dealer takes; the calling lessons assist with them (S0-3)"
    ]
    # One small trump of its own and a small turn-up: the pass is the table's call.
    small = PARTNER_PASSES.replace("E: JD AH QD TD 9C", "E: TH 9D QD TD 9C")
    assert problems(tmp_path, small) == []
    # A stated score may make the pass right: the deal is not judged then.
    scored = PARTNER_PASSES.replace("dealer: W\n", "dealer: W\nscore: NS:8 EW:9\n")
    assert problems(tmp_path, scored) == []
    # Under the Canadian loner the dealer's partner may accept only alone.
    canadian = PARTNER_PASSES.replace("dealer: W\n", "dealer: W\noptions: canadian_loner\n")
    assert problems(tmp_path, canadian) == []


def test_the_dealer_turning_down_two_or_three_trumps_is_no_model_call(tmp_path: Path) -> None:
    # The J♦ and Q♥ with the 9♥ turned: three trumps for West, who turns them down.
    body = (
        PARTNER_PASSES.replace("E: JD AH QD TD 9C", "E: AH KD QD TD 9C")
        .replace("W: KC QC KD 9S TC", "W: QH QC JD 9S TC")
        .replace("N: AS TS AC QH JH", "N: AS TS AC KC JH")
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, body)] == [
        "t.md:11: deal 'p': the dealer passes with 3 trumps counting the turn-up; the "
        "order-up table has the dealer gain by taking up with 2 (A-11)"
    ]
    # The left bower beside the turn-up is two trumps: the table has the dealer take up.
    two = body.replace("W: QH QC JD 9S TC", "W: KC QC JD 9S TC").replace(
        "N: AS TS AC KC JH", "N: AS TS AC QH JH"
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, two)] == [
        "t.md:11: deal 'p': the dealer passes with 2 trumps counting the turn-up; the "
        "order-up table has the dealer gain by taking up with 2 (A-11)"
    ]
    # With the turn-up its only trump, the dealer's turn-down is the table's call.
    one = two.replace("W: KC QC JD 9S TC", "W: KC QC 9D 9S TC")
    assert problems(tmp_path, one) == []
    # A stated score may make the turn-down right: the deal is not judged then.
    scored = two.replace("dealer: W\n", "dealer: W\nscore: NS:9 EW:6\n")
    assert problems(tmp_path, scored) == []


def test_the_dealers_bar_is_where_the_order_up_table_has_taking_up_gain() -> None:
    """DEALER_TAKE_UP_BAR is the committed table's: from the bar up, the dealer's take-up
    interval lies above its pass interval; one trump below it, passing does better."""
    table = json.loads((tables_dir() / "order-up-by-trumps.json").read_text())
    dealer = {row["trumps"]: row for row in table["rows"] if row["seat"] == "dealer"}
    for trumps in (DEALER_TAKE_UP_BAR, DEALER_TAKE_UP_BAR + 1):
        assert dealer[trumps]["order"]["low"] > dealer[trumps]["pass"]["high"]
    below = dealer[DEALER_TAKE_UP_BAR - 1]
    assert below["pass"]["mean"] > below["order"]["mean"]


def test_the_other_seats_bars_are_where_the_order_up_table_puts_them() -> None:
    """The dealer's partner gains by assisting from PARTNER_ASSIST_BAR trumps (intervals
    apart) and not below; seats 1 and 3 do better passing two trumps (intervals apart)."""
    table = json.loads((tables_dir() / "order-up-by-trumps.json").read_text())
    rows = {(row["seat"].split()[0], row["trumps"]): row for row in table["rows"]}
    partner = rows[("2nd", PARTNER_ASSIST_BAR)]
    assert partner["order"]["low"] > partner["pass"]["high"]
    below = rows[("2nd", PARTNER_ASSIST_BAR - 1)]
    assert below["pass"]["mean"] > below["order"]["mean"]
    for seat in ("1st", "3rd"):
        assert rows[(seat, 2)]["pass"]["low"] > rows[(seat, 2)]["order"]["high"]


# making-trump-round-one's deal before issue 30: West, third to speak, ordered up the Q♥
# with the J♥ and K♥ only, handing the dealer (who held the J♦ and A♥) a third trump.
SEAT_THREE = """```deal
id: p
dealer: N
turn-up: QH
N: JD AH KC 9C 9S
E: AS AD KD QC TC
S: TS QS 9D TD JC
W: KS JH KH QD AC
kitty: JS 9H TH
calls: E pass, S pass, W order up, N discard 9S
```
"""


def test_seat_three_ordering_up_two_trumps_is_no_model_call(tmp_path: Path) -> None:
    assert [problem.split("/")[-1] for problem in problems(tmp_path, SEAT_THREE)] == [
        "t.md:11: deal 'p': seat 3 orders up with 2 trumps, handing the turn-up to the "
        "dealer; the calling table has two trumps pass there"
    ]
    # With a third heart (the 9♥ for the Q♦) the order-up is the table's call.
    three = SEAT_THREE.replace(
        "W: KS JH KH QD AC\nkitty: JS 9H TH", "W: KS JH KH 9H AC\nkitty: JS QD TH"
    )
    assert problems(tmp_path, three) == []
    # The dealer's partner gives the card to its own side: two trumps may assist.
    assist = SEAT_THREE.replace("calls: E pass, S pass, W order up", "calls: E pass, S order up")
    assert [p for p in problems(tmp_path, assist) if "orders up" in p] == []


# -- round-two calls held to the next-vs-reverse table ------------------------------------

ROUND_TWO_CALLS = PARTNER_PASSES.replace("E: JD AH QD TD 9C", "E: TH 9D QD TD 9C")


def test_a_round_two_call_below_the_seats_bar_is_no_model_call(tmp_path: Path) -> None:
    # East, the dealer's partner, names diamonds with the 9♦, Q♦ and 10♦: its bar of three.
    three = ROUND_TWO_CALLS.replace("N name S", "N pass, E name D")
    assert problems(tmp_path, three) == []
    # With the 10♦ swapped for West's 10♣, two diamonds lose points from that seat.
    two = three.replace("E: TH 9D QD TD 9C", "E: TH 9D QD TC 9C").replace(
        "W: KC QC KD 9S TC", "W: KC QC KD 9S TD"
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, two)] == [
        "t.md:11: deal 'p': seat 2 names diamonds with 2 trumps in round two; the "
        "next-vs-reverse table has that seat lose points naming a suit with fewer than 3"
    ]
    # The dealer stuck with one diamond must name something: not judged. Under the redeal
    # rule the same call is the dealer's choice, and judged.
    stuck = ROUND_TWO_CALLS.replace("N name S", "N pass, E pass, S pass, W name D")
    assert problems(tmp_path, stuck) == []
    redeal = stuck.replace("dealer: W\n", "dealer: W\noptions: stick_the_dealer=false\n")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, redeal)] == [
        "t.md:11: deal 'p': seat 4 names diamonds with 1 trump in round two; the "
        "next-vs-reverse table has that seat lose points naming a suit with fewer than 3"
    ]


def test_the_round_two_bars_are_where_the_next_vs_reverse_table_puts_them() -> None:
    table = json.loads((tables_dir() / "next-vs-reverse.json").read_text())
    seats = ["1st", "2nd", "3rd", "dealer"]
    rows = {(seats.index(row["seat"].split()[0]), row["trumps"]): row for row in table["rows"]}
    for position, bar in ROUND_TWO_BAR.items():
        for kind in ("next", "reverse"):
            assert rows[(position, bar)][kind]["low"] > 0
            assert rows[(position, bar - 1)][kind]["high"] < 0


# -- the mistake mark on a call, and the games the tables were not measured on ---------------


def test_a_call_marked_as_a_mistake_is_not_reported_and_the_mark_must_stay_true(
    tmp_path: Path,
) -> None:
    """A call may break the calling rules on purpose, as a play may, when the text says why
    ("E pass?"); a marked call that breaks none of them is reported."""
    marked = PARTNER_PASSES.replace("N pass, E pass,", "N pass, E pass?,")
    assert problems(tmp_path, marked) == []
    wrong = PARTNER_PASSES.replace("E pass, S pass,", "E pass?, S pass?,")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, wrong)] == [
        "t.md:11: deal 'p': call 3 (South pass) is marked as a mistake (?) but breaks none "
        "of the course's calling rules"
    ]


THREE_HAND = """```deal
id: t
variant: three-hand
dealer: W
turn-up: 7H
N: {north}
E: {east}
W: {west}
calls: {calls}
```
"""


def test_three_hand_calls_are_held_to_the_three_hand_table(tmp_path: Path) -> None:
    """three-hand-calls: the dealer's right loses points ordering up with fewer than three
    top trumps, side aces or not; the dealer gains by taking up with the right bower."""
    good = THREE_HAND.format(
        north="KH 9H AC KS QD",
        east="JH JD AH AS 8C",
        west="TH QC JC 9S 8D",
        calls="N pass, E order up, W discard 8D",
    )
    assert problems(tmp_path, good) == []
    # East orders up with the K♥, 9♥ and two side aces: no top trump.
    aces = THREE_HAND.format(
        north="JH JD AH AS 8C",
        east="KH 9H AC KS AD",
        west="TH QC JC 9S 8D",
        calls="N pass, E order up, W discard 8D",
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, aces)] == [
        f"t.md:11: deal 't': seat 2 orders up hearts with 0 top trumps; the three-hand table "
        "has that seat lose points ordering up with fewer than "
        f"{CALL_BARS['three-hand-calls'].call[2]}",
    ]
    # The dealer turns down the 7♥ holding the J♥, then is stuck in round two.
    dealer = THREE_HAND.format(
        north="KH 9H AC KS QD",
        east="AH AS 8C TD 9D",
        west="JH QC JC 9S 8D",
        calls="N pass, E pass, W pass, N pass, E pass, W name C",
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, dealer)] == [
        "t.md:11: deal 't': seat 3 passes hearts with 1 top trumps; the three-hand table has "
        f"that seat gain by ordering up with {CALL_BARS['three-hand-calls'].passing[3]} or more",
    ]


def test_three_hand_round_two_calls_are_held_to_the_round_two_table(tmp_path: Path) -> None:
    """three-hand-round-two: the dealer's left gains by naming a suit with two top trumps
    (and loses passing them), the dealer's right loses naming one with none; the dealer,
    stuck, is never judged."""
    deal = THREE_HAND.format(
        north="JC JS AC KH 7D",
        east="AH AS 8C TD 9D",
        west="QH QC TC 9S 8D",
        calls="{calls}",
    )
    assert problems(tmp_path, deal.format(calls="N pass, E pass, W pass, N name C")) == []
    marked_good = deal.format(calls="N pass, E pass, W pass, N name C?")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, marked_good)] == [
        "t.md:11: deal 't': call 4 (North name C) is marked as a mistake (?) but breaks none "
        "of the course's calling rules"
    ]
    wrong = deal.format(calls="N pass, E pass, W pass, N pass, E name D")
    bars = CALL_BARS["three-hand-round-two"]
    assert [problem.split("/")[-1] for problem in problems(tmp_path, wrong)] == [
        "t.md:11: deal 't': seat 1 passes round two with 3 top trumps in clubs; the "
        "three-hand round-two table has that seat gain by naming a suit with "
        f"{bars.passing[1]} or more",
        "t.md:11: deal 't': seat 2 names diamonds with 0 top trumps in round two; the "
        "three-hand round-two table has that seat lose points naming a suit with fewer "
        f"than {bars.call[2]}",
    ]
    marked = deal.format(calls="N pass, E pass, W pass, N pass?, E name D?")
    assert problems(tmp_path, marked) == []
    # The dealer, stuck, names the suit of its choice unjudged.
    dealer = deal.format(calls="N pass, E pass, W pass, N pass?, E pass, W name S")
    assert problems(tmp_path, dealer) == []


THREE_HAND_24 = """```deal
id: t
variant: three-hand
options: deck=24
dealer: W
turn-up: TD
N: AH KH QC 9S TS
E: JD JH AD QD 9C
W: KD 9D AC KC QH
calls: {calls}
```
"""


def test_three_hand_on_24_cards_is_held_to_its_own_table(tmp_path: Path) -> None:
    """three-hand-24-calls (three-hand-euchre's deal): East's top three order up; North's
    none does not."""
    lesson = THREE_HAND_24.format(calls="N pass, E order up, W discard QH")
    assert problems(tmp_path, lesson) == []
    north = THREE_HAND_24.format(calls="N order up, W discard QH")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, north)] == [
        "t.md:11: deal 't': seat 1 orders up diamonds with 0 top trumps; the 24-card "
        "three-hand table has that seat lose points ordering up with fewer than "
        f"{CALL_BARS['three-hand-24-calls'].call[1]}"
    ]


def test_a_three_hand_deck_no_table_measures_is_not_passed_silently(tmp_path: Path) -> None:
    """With the joker (33 cards) no table measures the calls: the checker says it cannot
    judge them rather than pass the example."""
    joker = THREE_HAND.replace("variant: three-hand\n", "variant: three-hand\noptions: joker\n")
    deal = joker.format(
        north="JC JS AC KH 7D",
        east="AH AS 8C TD 8D",
        west="QH QC TC 9S JO",
        calls="N pass, E pass, W pass, N name C",
    )
    assert [problem.split("/")[-1] for problem in problems(tmp_path, deal)] == [
        "t.md:11: deal 't': three-hand calls on 33 cards are not measured (the three-hand "
        "tables deal 32 or 24 cards): the checker cannot judge them"
    ]


def _rows(name: str) -> dict[tuple[str, int], dict[str, Any]]:
    """A calls table's rows by seat (its first word) and count held, each with its call
    column (``order`` in round one, ``name`` in round two) as ``call``."""
    table = json.loads((tables_dir() / f"{name}.json").read_text())
    return {
        (row["seat"].split()[0], row["held"]): {
            "call": row.get("order", row.get("name")),
            "pass": row["pass"],
        }
        for row in table["rows"]
    }


def _apart(low_side: dict[str, Any], high_side: dict[str, Any]) -> bool:
    """Both cells show a figure, and the first's interval lies wholly below the second's."""
    shown = low_side["mean"] is not None and high_side["mean"] is not None
    return shown and low_side["high"] < high_side["low"]


def _call_bar(rows: dict[tuple[str, int], dict[str, Any]], seat: str) -> int:
    """The fewest held at which calling is not shown to lose to a pass, from there on:
    one above the highest count whose call interval lies below its pass interval."""
    losing = [
        held for (s, held), row in rows.items() if s == seat and _apart(row["call"], row["pass"])
    ]
    return max(losing, default=-1) + 1


def _pass_bar(rows: dict[tuple[str, int], dict[str, Any]], seat: str) -> int | None:
    """The fewest held from which passing is shown to lose to calling at every count."""
    counts = sorted(held for s, held in rows if s == seat)
    gaining = [h for h in counts if _apart(rows[(seat, h)]["pass"], rows[(seat, h)]["call"])]
    if not gaining:
        return None
    bar = min(gaining)
    shown = [h for h in counts if h >= bar and rows[(seat, h)]["call"]["mean"] is not None]
    assert all(h in gaining for h in shown), f"{seat}: a pass gains again above {bar}"
    return bar


SEATS = {3: ("1st", "2nd", "dealer"), 4: ("1st", "2nd", "3rd", "dealer")}


@pytest.mark.parametrize("name", sorted(CALL_BARS))
def test_the_variant_call_bars_are_where_their_tables_put_them(name: str) -> None:
    """Three-hand on 32 and 24 cards and seven cards each, rounds one and two: every seat's
    bars derived again from the committed table; a stuck dealer (round two) has none."""
    bars = CALL_BARS[name]
    assert bars.table == name
    rows = _rows(name)
    players = 3 if name.startswith("three-hand") else 4
    seats = {s for s, _ in rows}
    for position, seat in enumerate(SEATS[players], start=1):
        if seat not in seats:
            assert position == players, seat
            assert position not in bars.call, seat
            continue
        assert bars.call[position] == _call_bar(rows, seat), seat
        assert bars.passing[position] == _pass_bar(rows, seat), seat
    assert {table for pair in GAME_TABLES.values() for table in pair} == set(CALL_BARS)


def test_three_hand_on_24_cards_has_the_32_card_bars_in_both_rounds() -> None:
    """three-hand-strategy says the 24-card deck asks the same counts in both rounds."""
    for small, large in (
        ("three-hand-24-calls", "three-hand-calls"),
        ("three-hand-24-round-two", "three-hand-round-two"),
    ):
        assert CALL_BARS[small].call == CALL_BARS[large].call
        assert CALL_BARS[small].passing == CALL_BARS[large].passing


def test_the_bid_ceilings_are_where_the_bid_table_puts_them() -> None:
    """The highest bid whose net points are not shown below zero (whole interval), by sure
    tricks; below every bid (2) where even a bid of 3 loses."""
    table = json.loads((tables_dir() / "bid-sure-tricks.json").read_text())
    for row in table["rows"]:
        kept = [bid for bid in (3, 4, 5, 6) if row[f"bid{bid}"]["high"] >= 0]
        assert BID_CEILING[row["sure"]] == max(kept, default=2), row["sure"]
        # Higher bids only add risk: each one nets less than the one below it or the same.
        means = [row[f"bid{bid}"]["mean"] for bid in (3, 4, 5, 6)]
        assert means == sorted(means, reverse=True)


def test_the_sure_tricks_count_the_trump_run_and_the_side_aces() -> None:
    hand = [parse_card(c) for c in ["JS", "JC", "AS", "KS", "9D", "AH"]]
    assert trump_run(hand, Suit.SPADES) == 4
    assert trump_run(hand, Suit.CLUBS) == 2  # both black bowers, then no A♣
    assert trump_run(hand, Suit.HEARTS) == 0
    assert sure_tricks(hand, Suit.SPADES) == 5  # four top spades and the A♥
    assert sure_tricks(hand, Suit.CLUBS) == 4  # both black bowers; the A♠ and A♥ on the side
    assert sure_tricks(hand, Suit.HEARTS) == 1  # no J♥, no trump run; the A♠ on the side
    assert sure_tricks(hand, None) == 3  # A♠ K♠, A♥
    assert sure_tricks(hand, None, low=True) == 1  # the 9♦


SEVEN_CARD = """```deal
id: s
options: seven_card_32
dealer: W
turn-up: 9H
N: JH 7H AD QD TC 8C 7S
E: QH TH AS TS 9S KC 7C
S: KH AC QC JC KD 9D 8S
W: JD AH 8H KS QS 9C 7D
kitty: TD 8D JS
calls: {calls}
```
"""


def test_seven_card_calls_are_held_to_the_seven_card_table(tmp_path: Path) -> None:
    """seven-card-calls: the dealer takes up with any hand; the dealer's left, with the J♥
    alone of the high trumps, loses points ordering up."""
    taken = SEVEN_CARD.format(calls="N pass, E pass, S pass, W take up, W discard 7D")
    assert problems(tmp_path, taken) == []
    north = SEVEN_CARD.format(calls="N order up, W discard 7D")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, north)] == [
        "t.md:11: deal 's': seat 1 orders up hearts with 1 high trumps; the seven-card table "
        "has that seat lose points ordering up with fewer than "
        f"{CALL_BARS['seven-card-calls'].call[1]}"
    ]


def test_seven_card_round_two_is_held_to_the_round_two_table(tmp_path: Path) -> None:
    """seven-card-round-two: the dealer's partner loses points passing three high trumps in
    round two; naming a suit is never shown to lose there. (West, the dealer, passing the J♦
    and A♥ with the 9♥ turned up breaks the round-one table: marked.)"""
    deal = (
        SEVEN_CARD.replace("E: QH TH AS TS 9S KC 7C", "E: QH TH AS JS 9S JC 7C")
        .replace("S: KH AC QC JC KD 9D 8S", "S: KH AC QC KC KD 9D 8S")
        .replace("kitty: TD 8D JS", "kitty: TD 8D TS")
    )
    named = deal.format(calls="N pass, E pass, S pass, W pass?, N pass, E name S")
    assert problems(tmp_path, named) == []
    passed = deal.format(calls="N pass, E pass, S pass, W pass?, N pass, E pass, S name C")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, passed)] == [
        "t.md:11: deal 's': seat 2 passes round two with 3 high trumps in spades; the "
        "seven-card round-two table has that seat gain by naming a suit with "
        f"{CALL_BARS['seven-card-round-two'].passing[2]} or more"
    ]
    unmarked = deal.format(calls="N pass, E pass, S pass, W pass, N pass, E name S")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, unmarked)] == [
        "t.md:11: deal 's': seat 4 passes hearts with 2 high trumps; the seven-card table "
        "has that seat gain by ordering up with 1 or more"
    ]


def test_a_lone_defence_below_the_measured_bar_is_no_model_call(tmp_path: Path) -> None:
    """defending-alone (cardgames rules): South orders up the 9♥ with partner. West, on the
    maker's left, holds one sure trick (the J♥) where two come out even; East, on the
    maker's right, holds none: its A♦ is a side ace, no sure trick on defence."""
    cardgames = WORKED.replace("dealer: W\n", "variant: cardgames\ndealer: W\n")
    west = cardgames.replace("W discard QS", "W discard QS, W defend alone")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, west)] == [
        "t.md:11: deal 'd': West defends alone on the maker's left with 1 sure trick against "
        "makers with partner; the defending-alone table has a lone defence there lose points "
        "against defending with partner with fewer than 2"
    ]
    east = cardgames.replace("W discard QS", "W discard QS, W pass, E defend alone")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, east)] == [
        "t.md:11: deal 'd': East defends alone on the maker's right with 0 sure tricks against "
        "makers with partner; the defending-alone table has a lone defence there lose points "
        "against defending with partner with fewer than 2"
    ]
    marked = cardgames.replace("W discard QS", "W discard QS, W pass, E defend alone?")
    assert problems(tmp_path, marked) == []
    passed = cardgames.replace("W discard QS", "W discard QS, W pass, E pass")
    assert problems(tmp_path, passed) == []
    # On 32 cards no table measures a lone defence: said, not passed silently.
    large = west.replace("variant: cardgames\n", "variant: cardgames\noptions: deck=32\n")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, large)] == [
        "t.md:11: deal 'd': a lone defence on 32 cards is not measured (the defending-alone "
        "table deals 24): the checker cannot judge it"
    ]


def test_the_defend_alone_bars_are_where_the_defending_table_puts_them() -> None:
    """By the maker's company and the defender's seat: one above the most sure tricks at
    which defending alone lies wholly below defending with partner (None: at every count,
    three or more included)."""
    table = json.loads((tables_dir() / "defending-alone.json").read_text())
    losing: dict[tuple[bool, bool], list[int]] = {key: [] for key in DEFEND_ALONE_SURE}
    for row in table["rows"]:
        sure = row["hand"].split()[0]
        if not sure.isdigit() and sure != "No":
            continue  # the lesson's example hand, counted in its sure-trick row too
        key = (row["maker"] == "Lone maker", row["seat"] == "Maker's left")
        if _apart(row["alone"], row["partner"]):
            losing[key].append(0 if sure == "No" else int(sure))
    for key, counts in losing.items():
        bar = max(counts, default=-1) + 1
        assert DEFEND_ALONE_SURE[key] == (None if bar > 3 else bar), key


BID = """```deal
id: b
variant: bid
dealer: W
N: AC KC QS 9H TD 9D
E: JH JD QH TH 9S 9C
S: AS KS AH KH AD QD
W: TS JS TC JC QC KD
calls: {calls}
```
"""


def test_a_bid_above_the_measured_ceiling_is_no_model_call(tmp_path: Path) -> None:
    """bid-sure-tricks: with two sure tricks a bid of 4 still nets points, 5 loses."""
    good = BID.format(calls="N pass, E bid 4, S pass, W pass, E declare H")
    assert problems(tmp_path, good) == []
    # East's two red bowers are two sure tricks: 4 at most.
    high = BID.format(calls="N pass, E bid 5, S pass, W pass, E declare H")
    assert [problem.split("/")[-1] for problem in problems(tmp_path, high)] == [
        "t.md:11: deal 'b': seat 2 bids 5 with 2 sure tricks; the bid-sure-tricks table has "
        "every bid above 4 lose points there"
    ]
    marked = BID.format(calls="N pass, E bid 5?, S pass, W pass, E declare H")
    assert problems(tmp_path, marked) == []


def test_a_card_played_twice_in_one_story_of_tricks_is_reported(tmp_path: Path) -> None:
    """Issue 30: strategy-against-loner's second figure led the 10♦ the figure above had
    already played, as if in the same hand; a different hand says `new: yes`."""
    first = "```trick\ntrump: H\nplays: E:AD S:9D W:TD\nalone: S\nwinner: AD\n```\n\n"
    again = "```trick\ntrump: H\nplays: W:TD E:9C S:QH\nalone: S\nwinner: QH\n{new}```\n"
    found = problems(tmp_path, first + again.format(new=""))
    assert [problem.split("/")[-1] for problem in found] == [
        "t.md:18: West plays 10♦, already played in the trick at line 11: a different hand "
        "needs 'new: yes' (and a caption that says so) or its own deal"
    ]
    assert problems(tmp_path, first + again.format(new="new: yes\n")) == []
