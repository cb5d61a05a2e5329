"""Examples read as a whole: deals replayed by the engine, claims checked, stand-alone
blocks that contradict each other caught, and each mistake named clearly."""

from __future__ import annotations

import random
import re
import tempfile
from pathlib import Path

import pytest
from flask import Flask
from hypothesis import given, settings
from hypothesis import strategies as st

from tutor.course.blocks import DealBlock, HandplayBlock
from tutor.course.checks import check_lesson
from tutor.course.curriculum import LessonBlockError, default_lessons_dir, load_lesson
from tutor.course.examples import LessonReader, read_lesson_blocks
from tutor.course.model_plays import situation_before
from tutor.engine import Card, Deal, Phase, parse_card
from tutor.engine import Play as PlayAction
from tutor.quiz.principles import broken_principles

FRONT = (
    "---\nslug: t\ntitle: T\norder: 1\nlevel: beginner\nvariant: standard\n"
    "summary: s\nquiz_sets: trick-winner-basics\n---\n"
)
# The worked hand of lessons/*/a-full-hand.md: West deals, South orders up the 9♥.
DEAL = """```deal
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


def problems(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "t.md"
    path.write_text(FRONT + body, encoding="utf-8")
    return [str(problem) for problem in check_lesson(load_lesson(path, "en"))]


def block_line(body: str, marker: str) -> int:
    """A block's line in messages: the first line inside the fence that opens the block
    containing ``marker``."""
    lines = (FRONT + body).splitlines()
    index = next(i for i, line in enumerate(lines) if marker in line)
    while not lines[index].startswith("```"):
        index -= 1
    return index + 2


def trick(lines: str) -> str:
    return f"\n```trick\ndeal: d\n{lines}\n```\n"


def test_a_consistent_deal_and_its_blocks_pass(tmp_path: Path) -> None:
    body = (
        DEAL
        + trick("plays: N:QH E:TS S:AH W:JH\nwinner: W\nvoid: E:H\nleads: W\ntaken: NS:0 EW:1")
        + "\n```hand\ndeal: d\nseat: S\ncards: 9S KH JD AC\nout: TH 9H\ngone: QS AH\n"
        "holds: W:KC\n```\n"
    )
    assert problems(tmp_path, body) == []


def test_a_renege_names_the_seat_the_card_and_what_it_had_to_follow(tmp_path: Path) -> None:
    # North leads the A♠; West (void after discarding the Q♠) may trump, but East holds
    # the 10♠ and throws a diamond.
    body = DEAL + trick("plays: N:AS E:KD S:9S W:9H\nwinner: 9H")
    line = block_line(body, "N:AS")
    assert problems(tmp_path, body) == [
        f"{tmp_path / 't.md'}:{line}: deal 'd', trick 1: East plays K♦ on the A♠ lead but "
        "holds 10♠ and must follow suit (a renege)"
    ]


def test_a_card_in_two_places_says_where_it_really_is(tmp_path: Path) -> None:
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH") + trick("plays: W:KC N:AC E:JC S:9S")
    [message] = problems(tmp_path, body)
    assert message.endswith("deal 'd', trick 2: North plays A♣ but holds no A♣: South holds it")


def test_a_card_played_earlier_cannot_be_played_again(tmp_path: Path) -> None:
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH") + trick("plays: W:JH N:AS E:AD S:JD")
    [message] = problems(tmp_path, body)
    assert "West plays J♥ but holds no J♥: it was played in trick 1" in message


def test_the_discarded_card_is_gone(tmp_path: Path) -> None:
    body = DEAL + "\n```hand\ndeal: d\nseat: W\ncards: JH TH QS KC 9C\n```\n"
    [message] = problems(tmp_path, body)
    assert "West before the first trick holds J♥ 10♥ K♣ 9♣ 9♥" in message
    assert "Q♠ is shown but it was discarded" in message


def test_a_wrong_winner_is_caught(tmp_path: Path) -> None:
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nwinner: AH")
    [message] = problems(tmp_path, body)
    assert message.endswith("the block says A♥ wins, but the engine says J♥ wins")


def test_a_false_void_claim_is_caught(tmp_path: Path) -> None:
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nvoid: N:S")
    [message] = problems(tmp_path, body)
    assert message.endswith(
        "deal 'd': the block says North is void in spades, but North holds A♠ K♠"
    )


def test_the_left_bower_counts_as_trump_in_a_void_claim(tmp_path: Path) -> None:
    # South holds the J♦, a heart while hearts are trump: South is not void in hearts, and
    # is void in diamonds.
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nvoid: S:D")
    assert problems(tmp_path, body) == []
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nvoid: S:H")
    [message] = problems(tmp_path, body)
    assert "South holds J♦ K♥" in message


def test_false_still_out_and_next_leader_claims_are_caught(tmp_path: Path) -> None:
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nout: JH")
    [message] = problems(tmp_path, body)
    assert message.endswith("the block says J♥ is still out, but it was played in trick 1")
    body = DEAL + trick("plays: N:QH E:TS S:AH W:JH\nleads: N")
    [message] = problems(tmp_path, body)
    assert message.endswith("the block says North leads next, but West does")


def test_playing_out_of_turn_and_unknown_deals_are_caught(tmp_path: Path) -> None:
    body = DEAL + trick("plays: E:TS S:AH W:JH N:QH")
    [message] = problems(tmp_path, body)
    assert "East plays 10♠ out of turn, it is North's turn" in message
    [message] = problems(tmp_path, trick("plays: N:QH E:TS S:AH W:JH"))
    assert "no deal 'd' is declared above this block" in message


def test_a_wrong_call_is_caught_with_whose_turn_it_is(tmp_path: Path) -> None:
    body = DEAL.replace("calls: N pass, E pass", "calls: E pass, N pass")
    [message] = problems(tmp_path, body)
    assert "deal 'd', call 1: East cannot call now, it is North's turn" in message
    body = DEAL.replace("W discard QS", "W discard 9H")
    [message] = problems(tmp_path, body)
    assert "West cannot discard 9H: the turn-up stays in the hand" in message


def test_a_card_dealt_twice_is_caught(tmp_path: Path) -> None:
    body = DEAL.replace("E: AD KD QC JC TS", "E: AD KD QC JC AS")
    [message] = problems(tmp_path, body)
    assert "deal 'd'" in message
    assert "A♠" in message


def test_one_mistake_gives_one_message(tmp_path: Path) -> None:
    # After a wrong trick the deal is unreliable: later blocks on it are not reported.
    body = (
        DEAL
        + trick("plays: N:AS E:KD S:9S W:9H")
        + trick("plays: W:JH N:QH E:AD S:AH")
        + "\n```hand\ndeal: d\nseat: N\ncards: QH\n```\n"
    )
    assert len(problems(tmp_path, body)) == 1


# -- stand-alone blocks read as one story --------------------------------------------------

ROUND_ONE_BUG = """```hand
trump: H
cards: QH JD AH KS 9C QS
seat: N
caption: North, the dealer, has just taken up the Q♥ and holds six cards.
```

```trick
trump: H
plays: E:AS S:9S W:KS N:QH
winner: QH
caption: North has no spades left after the discard and trumps.
```
"""


def test_the_round_one_renege_across_blocks_is_caught(tmp_path: Path) -> None:
    [message] = problems(tmp_path, ROUND_ONE_BUG)
    assert message.endswith(
        "North does not follow spades with Q♥, but North's hand (line 11) holds Q♠: a renege"
    )


def test_a_card_shown_in_one_hand_and_played_by_another_seat_is_caught(
    tmp_path: Path,
) -> None:
    body = """```hand
trump: S
cards: JS AS KH QC 9D
seat: S
```

```trick
trump: S
plays: E:KS S:JS W:9S N:AS
winner: JS
```
"""
    [message] = problems(tmp_path, body)
    assert "North plays A♠, but South's hand (line 11) holds it" in message


def test_a_hand_without_seat_played_by_two_seats_is_caught(tmp_path: Path) -> None:
    body = """```hand
trump: H
cards: AH KC QC
```

```trick
trump: H
plays: N:KC E:9C S:TC W:QC
winner: KC
```
"""
    [message] = problems(tmp_path, body)
    assert "North and West play cards of the one hand shown at line 11" in message


def test_different_hands_may_say_so(tmp_path: Path) -> None:
    body = ROUND_ONE_BUG.replace("```trick\n", "```hand\nnew: yes\ncards: AS\n```\n\n```trick\n")
    assert problems(tmp_path, body) == []
    # A change of trump starts a new story too.
    other_trump = ROUND_ONE_BUG.replace("trump: H\nplays", "trump: D\nplays").replace(
        "winner: QH", "winner: AS"
    )
    assert problems(tmp_path, other_trump) == []


def test_story_problems_do_not_stop_the_page() -> None:
    blocks, errors, story = read_lesson_blocks(
        [
            ("hand", "trump: H\ncards: QH JD AH KS 9C QS\nseat: N", 3),
            ("trick", "trump: H\nplays: E:AS S:9S W:KS N:QH\nwinner: QH", 10),
        ],
        "standard",
        None,
    )
    assert len(blocks) == 2
    assert errors == []
    assert len(story) == 1


# -- the whole-hand block -------------------------------------------------------------------

HANDPLAY = """```handplay
deal: d
intro: The deal.
call: N pass | one trump
call: E pass | none
call: S order up | three trumps and an ace
discard: W QS | a void in spades
trick: N:QH E:TS S:AH W:JH | trump to the maker
trick: W:KC N:9D E:JC S:AC | ace of clubs
trick: S:JD W:9H N:TD E:QC | the left bower
trick: S:KH W:TH N:KS E:KD | the last trump
trick: S:9S W:9C N:AS E:AD | the ace of spades
score: four tricks, one point
```
"""


def test_a_handplay_replays_the_whole_hand_and_scores_it() -> None:
    blocks, errors, _ = read_lesson_blocks(
        [
            ("deal", DEAL.split("\n", 1)[1].rsplit("```", 1)[0], 1),
            ("handplay", HANDPLAY.split("\n", 1)[1].rsplit("```", 1)[0], 20),
        ],
        "standard",
        None,
    )
    assert errors == []
    deal, play = blocks
    assert isinstance(deal, DealBlock)
    assert isinstance(play, HandplayBlock)
    assert [step.kind for step in play.steps] == (
        ["deal"] + ["call"] * 3 + ["discard"] + ["trick"] * 5 + ["score"]
    )
    assert play.points == (1, 0)  # North-South: four tricks, one point
    assert play.steps[-2].side_tricks == (4, 1)
    assert play.next_dealer == 0  # North deals next
    assert play.discard == parse_card("QS")
    assert play.steps[5].winner == 3
    assert play.steps[5].hands[3] == tuple(parse_card(code) for code in ("TH", "KC", "9C", "9H"))
    assert play.call_kind(play.steps[3]) == "order-up"


def test_a_handplay_must_follow_the_deals_calls(tmp_path: Path) -> None:
    body = DEAL + HANDPLAY.replace("call: S order up", "call: S pass")
    [message] = problems(tmp_path, body)
    assert "step 'S pass' does not match the deal's calls (next there: S order up)" in message


def test_a_handplay_must_play_all_five_tricks(tmp_path: Path) -> None:
    body = DEAL + HANDPLAY.replace("trick: S:9S W:9C N:AS E:AD | the ace of spades\n", "")
    [message] = problems(tmp_path, body)
    assert "the hand is not over after 4 tricks: show all 5" in message


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("id: x\ndealer: W\nturn-up: 9H\nN: QH\n", "needs every seat's cards: E, S, W missing"),
        ("dealer: W\n", "a deal block needs 'id:'"),
        ("id: x\ntrump: H\nN: AH\nE: KH\nS: QH\nW: JH\n", "needs both 'trump:' and 'maker:'"),
    ],
)
def test_malformed_deals_are_explained(text: str, expected: str) -> None:
    reader = LessonReader()
    with pytest.raises(LessonBlockError, match=expected):
        reader.read("deal", text, 1)


def test_a_deal_can_start_in_the_middle_of_play(tmp_path: Path) -> None:
    body = """```deal
id: end
trump: H
maker: N
leader: N
won: N:1 E:1
N: JH AC 9S
E: KC QC TS
S: 9H TC AS
W: QH JC KS
```

```trick
deal: end
plays: N:JH E:TS S:9H W:QH
winner: JH
void: E:H
taken: NS:2 EW:1
```
"""
    assert problems(tmp_path, body) == []


def test_the_check_command_names_every_problem_and_sums_up(app: Flask, tmp_path: Path) -> None:
    for lang in ("en", "ko"):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "t.md").write_text(
            FRONT + DEAL + trick("plays: N:AS E:KD S:9S W:9H"), encoding="utf-8"
        )
    result = app.test_cli_runner().invoke(args=["lessons", "check", "--dir", str(tmp_path)])
    assert result.exit_code == 1
    lines = result.output.strip().splitlines()
    assert lines[-1] == "2 lessons, 2 problems"
    reported = [line for line in lines if "t.md" in line]
    assert len(reported) == 2
    assert all("East plays K♦ on the A♠ lead" in line for line in reported)


def test_every_example_in_the_authoring_guide_passes_the_checks(tmp_path: Path) -> None:
    guide = (default_lessons_dir() / "AUTHORING.md").read_text(encoding="utf-8")
    examples = [
        f"```{kind}\n{text}```\n"
        for kind, text in re.findall(
            r"^```(trick|handplay|hand|deal|table)\n(.*?)^```$", guide, re.MULTILINE | re.DOTALL
        )
    ]
    assert len(examples) >= 6
    assert problems(tmp_path, "\n".join(examples)) == []


# -- property: any legal hand written out passes; one card moved to the wrong seat fails ----

SEATS = "NESW"


def _model_cards(deal: Deal) -> list[Card]:
    """The legal cards a lesson may show the player to act playing (``model_plays``)."""
    seat = deal.to_act
    assert seat is not None
    seen = situation_before(deal, seat)
    return [card for card in deal.legal_cards() if not broken_principles(seen, card)]


def _written_hand(seed: int) -> tuple[str, list[list[tuple[str, str]]]]:
    """A random legal hand (random calls, random model plays) as a deal block and its
    tricks."""
    rng = random.Random(seed)
    deal = Deal.new("standard", dealer=seed % 4, seed=seed)
    while not deal.is_over and deal.phase is not Phase.PLAY:
        actions = [a for a in deal.legal_actions() if "alone" not in str(a)]
        deal.push(rng.choice(actions))
    if deal.passed_out:
        return "", []
    calls = ", ".join(f"{SEATS[call.seat]} {call.action}" for call in deal.calls)
    while not deal.is_over:
        deal.push(PlayAction(rng.choice(_model_cards(deal))))
    hands = "\n".join(
        f"{SEATS[seat]}: {' '.join(card.code for card in deal.initial_hands[seat])}"
        for seat in range(4)
    )
    assert deal.upcard is not None
    block = (
        f"```deal\nid: d\ndealer: {SEATS[deal.dealer]}\nturn-up: {deal.upcard.code}\n"
        # At 8-8 a march with partner wins either side the game: no call is a loner kept
        # with partner, so random calls are model calls.
        f"{hands}\ncalls: {calls}\nscore: NS:8 EW:8\n```\n"
    )
    tricks = [[(SEATS[p.seat], p.card.code) for p in trick.plays] for trick in deal.tricks]
    return block, tricks


def _tricks_text(tricks: list[list[tuple[str, str]]]) -> str:
    return "".join(trick(" plays: " + " ".join(f"{s}:{c}" for s, c in t)) for t in tricks)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), pick=st.integers(0, 19))
def test_a_legal_hand_passes_and_a_moved_card_is_caught(seed: int, pick: int) -> None:
    block, tricks = _written_hand(seed)
    if not tricks:
        return
    with tempfile.TemporaryDirectory() as folder:
        tmp_path = Path(folder)
        assert problems(tmp_path, block + _tricks_text(tricks)) == []
        # Give one play's card to the next seat of the same trick instead: that seat does
        # not hold it (or plays out of turn), so the block must be reported.
        number, position = divmod(pick, 4)
        broken = [list(t) for t in tricks]
        seat, card = broken[number][position]
        other = (position + 1) % 4
        broken[number][position] = (seat, broken[number][other][1])
        broken[number][other] = (broken[number][other][0], card)
        reported = problems(tmp_path, block + _tricks_text(broken))
        assert len(reported) == 1
        assert f"trick {number + 1}" in reported[0]


def test_a_stand_alone_trick_may_name_the_winning_seat(tmp_path: Path) -> None:
    body = "```trick\ntrump: H\nplays: N:QC E:TC S:KC W:9H\nwinner: W\n```\n"
    assert problems(tmp_path, body) == []
    [message] = problems(tmp_path, body.replace("winner: W", "winner: S"))
    assert message.endswith("the block says K♣ wins, but the engine says 9♥ wins")


def test_a_hand_as_dealt_and_the_dealers_six_cards_before_the_discard(tmp_path: Path) -> None:
    body = (
        DEAL
        + "\n```hand\ndeal: d\nseat: W\nat: pickup\ncards: JH TH QS KC 9C 9H\n```\n"
        + "\n```hand\ndeal: d\nseat: S\nat: deal\ncards: JD AH KH AC 9S\n```\n"
    )
    assert problems(tmp_path, body) == []
    [message] = problems(tmp_path, body.replace("seat: W\nat: pickup", "seat: N\nat: pickup"))
    assert "'at: pickup': North did not take up the turn-up in deal 'd'" in message
