"""The game model: a table rebuilt from its action log is the same table, and refused
actions change nothing."""

from __future__ import annotations

import random

import pytest

from tutor.engine import Action
from tutor.play.table import YOU, Setup, TableError, TableGame


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        ("standard", {}),
        ("cardgames", {}),
        ("american", {}),
        ("british", {}),
        ("three-hand", {}),
        ("bid", {}),
        ("standard", {"canadian_loner": True, "stick_the_dealer": False}),
    ],
)
def test_a_replayed_log_rebuilds_the_same_table(preset: str, options: dict[str, bool]) -> None:
    table = TableGame(Setup(preset, options, 17, "beginner"))
    rng = random.Random(17)
    for _ in range(2):
        if table.over:
            break
        table.start_hand()
        while not table.hand_over:
            list(table.run_bots())
            if table.your_turn and table.deal is not None:
                table.push(rng.choice(table.deal.legal_actions()), seat=YOU)
        again = TableGame(table.setup, [list(actions) for actions in table.log])
        assert again.deal == table.deal
        assert again.scores == table.scores
        assert again.moves == table.moves


def test_refused_actions_change_nothing() -> None:
    table = TableGame(Setup("standard", {}, 5, "beginner"))
    table.start_hand()
    list(table.run_bots())
    deal = table.deal
    assert deal is not None
    assert table.your_turn
    before = (table.moves, [list(a) for a in table.log], deal.copy())
    other_seat = (YOU + 1) % 4
    with pytest.raises(TableError):
        table.push(deal.legal_actions()[0], seat=other_seat)
    with pytest.raises(TableError):
        table.push(Action.parse("bid 4"), seat=YOU)
    with pytest.raises(TableError):
        table.start_hand()  # the hand is still being played
    assert (table.moves, table.log, table.deal) == before
    table.push(deal.legal_actions()[0], seat=YOU)
    assert table.moves == before[0] + 1


def test_unknown_strength_and_rules_are_refused() -> None:
    with pytest.raises(TableError):
        TableGame(Setup("standard", {}, 1, "grandmaster"))
    with pytest.raises(ValueError, match="preset"):
        TableGame(Setup("poker", {}, 1, "club"))
