"""`engine deal`: a random hand played out by legal moves, the same for the same seed."""

import pytest
from click.testing import CliRunner

from tutor.cli.engine import engine


@pytest.mark.parametrize("preset", ["standard", "british", "three-hand", "bid", "cardgames"])
def test_deal_prints_hands_calls_tricks_and_score(preset: str) -> None:
    runner = CliRunner()
    result = runner.invoke(engine, ["deal", "--variant", preset, "--seed", "3"])
    assert result.exit_code == 0, result.output
    out = result.output
    assert "Hands:" in out
    assert "Calling:" in out
    if "Everybody passed" not in out:
        assert "wins with" in out
        assert "Score:" in out
        assert "Points" in out
    again = runner.invoke(engine, ["deal", "--variant", preset, "--seed", "3"])
    assert again.output == out


def test_british_seed_three_shows_the_caller_taking_the_turn_up() -> None:
    out = CliRunner().invoke(engine, ["deal", "--variant", "british", "--seed", "3"]).output
    assert "seat 1 (eldest): order up alone" in out
    assert "seat 1 (eldest): discards a card face down" in out
    # The defenders' passes after a loner answer the defend-alone offer, not the trump.
    assert "seat 2: declines to defend alone" in out
    assert "seat 0 (dealer): declines to defend alone" in out
    assert out.count("Trick ") == 5
    assert "Points (seats 0+2, seats 1+3): +0, +1" in out


def test_korean_reasons() -> None:
    out = CliRunner().invoke(engine, ["deal", "--seed", "3", "--lang", "ko"]).output
    assert "라이트 바우어" in out
    assert "유커" in out


def test_bad_dealer_is_refused() -> None:
    result = CliRunner().invoke(engine, ["deal", "--variant", "three-hand", "--dealer", "3"])
    assert result.exit_code != 0
    assert "seat from 0 to 2" in result.output
