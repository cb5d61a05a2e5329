"""Issue 30: the other seats' plays before a best-play position were held only to A-8, since
their hands were not recorded. A generated item records them (``hidden_hands``), and
``quizzes check`` holds every seat's shown plays to S0-4, S0-5, S0-6 and A-8."""

from __future__ import annotations

import json
import random
import shutil
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from tests.quiz.bank_items import bank_items, item_before_rebuild
from tutor.analysis.plausible import known_hands
from tutor.analysis.position import Position, view_from_item
from tutor.cli import quizzes as quizzes_cli
from tutor.engine import Suit, Variant, parse_card, parse_cards
from tutor.quiz import principles
from tutor.quiz.bank import default_quiz_dir, load_catalogue
from tutor.quiz.build import check_item, recorded_plays_problem, spec_for
from tutor.quiz.kinds import ItemCheckError
from tutor.quiz.kinds.best_play import generation

# best-play/bid/611/5 as the generator dealt it (clubs trump, bid 3): what the other seats
# hold at the position. In trick 1 seat 2 played the A♣ under its partner's J♣, which nothing
# could beat, holding the K♣ too: against S0-6, seen only with seat 2's hand known.
DEALT = [["KH", "KD"], ["QH", "QD"], ["9H"], []]


# The item as it was committed before best-play-bid was rebuilt with its auctions (and its
# hands recorded): kept here, since no bank item is left without its hands.
UNRECORDED = Path(__file__).parent / "data" / "bid_611_5_unrecorded.json"


def _item() -> dict[str, Any]:
    item: dict[str, Any] = json.loads(UNRECORDED.read_text(encoding="utf-8"))
    assert principles.HIDDEN_HANDS not in item
    return item


def test_a_recorded_deal_holds_the_other_seats_plays_to_every_principle() -> None:
    item = _item()
    assert recorded_plays_problem(item) is None  # no hands recorded: A-8 alone, kept
    recorded = {**item, principles.HIDDEN_HANDS: DEALT}
    view = view_from_item(recorded)
    broken = principles.recorded_history_breaks(view.position, view.seat, DEALT)
    assert broken == [principles.BrokenPlay(1, 2, parse_card("AC"), ("S0-6",))]
    assert recorded_plays_problem(recorded) == "trick 1: seat 2 plays A♣, against S0-6"
    with pytest.raises(ItemCheckError, match="seat 2 plays A♣, against S0-6"):
        check_item(recorded, prove=False)


def test_recorded_hands_must_fit_the_position() -> None:
    view = view_from_item(_item())
    hands = principles.recorded_hands(view.position, view.seat, DEALT)
    assert [len(hand) for hand in hands] == [2, 2, 1, 2]  # seat 2 has played in the trick
    field = principles.hidden_hands_field(replace(view.position, hands=hands), 3)
    assert [sorted(codes) for codes in field] == [sorted(codes) for codes in DEALT]
    with pytest.raises(ValueError, match="repeats a card"):
        principles.recorded_hands(view.position, view.seat, [["KH", "AS"], *DEALT[1:]])
    with pytest.raises(ValueError, match="seat 1 holds 1 cards, not 2"):
        principles.recorded_hands(view.position, view.seat, [DEALT[0], ["QH"], *DEALT[2:]])
    with pytest.raises(ValueError, match="3 hands for 4 seats"):
        principles.recorded_hands(view.position, view.seat, DEALT[:3])


def test_a_partner_sitting_out_a_loner_records_no_hand() -> None:
    view = view_from_item(_item())
    hands = principles.recorded_hands(view.position, view.seat, DEALT)
    lone = replace(view.position, hands=hands, alone=True)  # seat 3 makes: seat 1 sits out
    assert lone.sitting_out == {1}
    assert principles.hidden_hands_field(lone, 3)[1] == []


THREE_HAND = "best-play-three-hand"


def test_record_hands_finds_each_deal_again_and_lists_what_breaks(tmp_path: Path) -> None:
    """`quizzes record-hands`: a committed item's attempts are replayed until one deals its
    position; an item whose shown plays keep every principle gets its hands (--write), one
    that breaks is listed (609/48: seat 2 played the Q♣ in trick 2 holding a lower card
    under a trick it could not win) and left as it is."""
    shutil.copy(default_quiz_dir() / f"{THREE_HAND}.toml", tmp_path / f"{THREE_HAND}.toml")
    bank = json.loads((default_quiz_dir() / f"{THREE_HAND}.json").read_text(encoding="utf-8"))
    # Item 3 as a bank made before items recorded hands; 48 as it was before its rebuild.
    unrecorded = next(i for i in bank["items"] if i["id"].rsplit("/", 1)[1] == "3")
    unrecorded.pop(principles.HIDDEN_HANDS, None)
    bank["items"] = [unrecorded, item_before_rebuild("best-play/three-hand/609/48")]
    (tmp_path / f"{THREE_HAND}.json").write_text(json.dumps(bank), encoding="utf-8")
    args = ["record-hands", "--quiz-dir", str(tmp_path), "--set", THREE_HAND]
    dry = CliRunner().invoke(quizzes_cli.quizzes, args)
    assert dry.exit_code == 0, dry.output
    assert "BREAKS best-play/three-hand/609/48: trick 2: seat 2 plays Q♣, against S0-6" in (
        dry.output
    )
    assert "1 items would record their hands, 1 break a play principle, 0 not found" in (dry.output)
    written = CliRunner().invoke(quizzes_cli.quizzes, [*args, "--write"])
    assert written.exit_code == 0, written.output
    items = json.loads((tmp_path / f"{THREE_HAND}.json").read_text(encoding="utf-8"))["items"]
    recorded = {i["id"]: i.get(principles.HIDDEN_HANDS) for i in items}
    assert recorded["best-play/three-hand/609/48"] is None
    for item in items:
        if item["id"].endswith("/3"):
            hidden = recorded[item["id"]]
            assert hidden is not None
            assert hidden[item["seat"]] == []
            assert recorded_plays_problem(item) is None
    again = CliRunner().invoke(quizzes_cli.quizzes, args)
    assert "0 items would record their hands, 1 break a play principle" in again.output


def _another_seats_follow(follow: str, kept: str) -> Position:
    """Clubs trump (seat 1 named them, the J♦ turned down); in trick 1 seat 1 led the J♣,
    which nothing beats, its partner (seat 3) followed ``follow`` holding ``kept`` and the
    dealer, out of clubs, threw the 9♥; seat 1 leads the A♥ to trick 2 and you (seat 2) are
    to play."""
    hands = {
        0: "TH QH KD QD",
        1: "KS QS 9S",
        2: "TC AS TS 9D",
        3: f"{kept} JH KH AD",
    }
    return Position(
        variant=Variant.preset("standard"),
        trump=Suit.CLUBS,
        low=False,
        dealer=0,
        maker=1,
        alone=False,
        hands=[parse_cards(hands[seat]) for seat in range(4)],
        history=[
            [
                (1, parse_card("JC")),
                (2, parse_card("9C")),
                (3, parse_card(follow)),
                (0, parse_card("9H")),
            ]
        ],
        trick=[(1, parse_card("AH"))],
        upcard=parse_card("JD"),
        upcard_taken=False,
    )


class _Judged(Exception):
    """Generation went on past the shown plays to judge the position."""


def _generate(monkeypatch: pytest.MonkeyPatch, position: Position) -> Any:
    quiz_set = next(s for s in load_catalogue() if s.id == "best-play-play-low")
    monkeypatch.setattr(generation, "random_position", lambda *args, **kwargs: position)
    monkeypatch.setattr(generation, "history_problems", lambda *args, **kwargs: [])

    def judged(*args: Any) -> None:
        raise _Judged

    monkeypatch.setattr(generation, "Situation", judged)
    return generation.generate(spec_for(quiz_set), 2, None, random.Random(1))


def test_generation_holds_another_seats_plays_to_every_principle(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seat 3 threw the A♣ under its partner's J♣ holding the K♣: against S0-6, which only
    its hand shows (the learner, seat 2, cannot see it). Generation deals every hand and
    rejects the deal by the same rule `quizzes check` holds the recorded hands to."""
    breaking = _another_seats_follow("AC", "KC")
    hidden = principles.hidden_hands_field(breaking, 2)
    assert sorted(hidden[3]) == sorted(["KC", "JH", "KH", "AD"])
    assert hidden[2] == []
    assert principles.recorded_history_breaks(breaking, 2, hidden) == [
        principles.BrokenPlay(1, 3, parse_card("AC"), ("S0-6",))
    ]
    assert principles.history_breaks(breaking, known_hands(breaking, 2)) == []  # seat 2's view
    assert _generate(monkeypatch, breaking) is None
    # The K♣, the lower of the two, is the follow the lessons teach: generation goes on.
    sound = _another_seats_follow("KC", "AC")
    assert (
        principles.recorded_history_breaks(sound, 2, principles.hidden_hands_field(sound, 2)) == []
    )
    with pytest.raises(_Judged):
        _generate(monkeypatch, sound)


def test_every_generated_best_play_item_records_the_hands_it_was_dealt() -> None:
    """Issue 30: an item without ``hidden_hands`` has the other seats' shown plays held to
    A-8 alone (count-trumps 606/20 and 606/38 were, and broke S0-6 with every hand known).
    Every generated item records the deal, so `quizzes check` holds every shown play to
    S0-4, S0-5, S0-6 and A-8 (tested with the banks, test_quiz_banks); the curated set's
    hand-written positions deal no other hands."""
    generated = [
        item
        for definition in sorted(default_quiz_dir().glob("*.toml"))
        if _generated_best_play(tomllib.loads(definition.read_text(encoding="utf-8")))
        for item in bank_items(definition.stem)
    ]
    assert len(generated) >= 500  # every standard and variant best-play bank
    assert [i["id"] for i in generated if principles.HIDDEN_HANDS not in i] == []


def _generated_best_play(definition: dict[str, Any]) -> bool:
    options = definition.get("options") or {}
    return definition.get("kind") == generation.KIND and not options.get("curated")
