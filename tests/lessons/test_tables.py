"""The measured strategy tables: the committed files still come from this code."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import pytest
from flask import Flask, render_template

from tutor.analysis.calling import Outcome, team_value
from tutor.course.curriculum import default_lessons_dir
from tutor.course.table_words import TEXTS
from tutor.course.tables import (
    CHECK_DEALS,
    DEALS,
    MIN_CELL,
    TABLE_NAMES,
    Tally,
    compute,
    defence_sure_tricks,
    inputs_fingerprint,
    load_table,
    net_bounds,
    right_trump_ace,
    table_in,
    table_notes,
)
from tutor.engine import Suit, Variant, parse_cards, score_hand

HANGUL = re.compile("[\uac00-\ud7a3]")


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_the_committed_table_matches_a_fresh_computation(name: str) -> None:
    """The first CHECK_DEALS deals of the fixed stream give the same numbers as the
    committed file's check section (the full table is those deals and more of the same
    stream), and the file was made with today's seed, counts and words."""
    committed = load_table(name)
    assert committed["inputs"] == inputs_fingerprint(name, DEALS[name])
    assert committed["deals"] == DEALS[name]
    assert compute(name, CHECK_DEALS) == committed["check"]


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_every_cell_has_a_count_a_mean_and_an_interval_around_it(name: str) -> None:
    table = load_table(name)
    keys = [column["key"] for column in TEXTS[name]["columns"]]
    assert table["rows"]
    for row in table["rows"]:
        assert list(row) == keys
        for value in row.values():
            if isinstance(value, dict) and "n" in value and value["n"] >= MIN_CELL:
                assert value["low"] <= value["mean"] <= value["high"]


def test_the_words_come_from_the_catalogue_in_the_page_language() -> None:
    """A table's words are catalogue messages: its English as written, its Korean from
    the catalogue, a row's label too; the numbers are untouched."""
    table = load_table("order-up-by-trumps")
    english, korean = table_in(table, "en"), table_in(table, "ko")
    assert english["title"] == "Ordering up in round one: net points by seat and trumps held"
    assert english["method"].endswith("Interval: 95%.")
    assert korean["title"] == "첫 바퀴 오더업: 자리와 으뜸패 수에 따른 순득점"
    assert korean["method"].endswith("구간: 95%.")
    assert [c["label"] for c in korean["columns"]] == [
        "자리",
        "으뜸패 수",
        "오더업: 순득점",
        "패스: 순득점",
    ]
    assert table["rows"][0]["seat"] == "1st (dealer's left)"
    assert korean["rows"][0]["seat"] == "1번(딜러 왼쪽)"
    assert korean["rows"][0]["order"] == table["rows"][0]["order"]
    for name in TABLE_NAMES:
        said = table_in(load_table(name), "ko")
        for text in (said["title"], said["method"], *(c["label"] for c in said["columns"])):
            assert HANGUL.search(text), text
        for row in said["rows"]:
            assert all(HANGUL.search(v) for v in row.values() if isinstance(v, str)), row


def test_the_interval_is_the_normal_95_percent_one() -> None:
    tally = Tally((-2.0, 2.0))
    for value in (1.0, -2.0, 1.0, 1.0) * 5:
        tally.add(value)
    # mean 0.25; sample variance 33.75 / 19 = 1.776, standard error sqrt(1.776 / 20) =
    # 0.298, and 1.96 × 0.298 = 0.584
    assert tally.summary() == {"n": 20, "mean": 0.25, "low": -0.33, "high": 0.83}
    assert Tally((-2.0, 2.0)).summary()["mean"] is None


def test_a_cell_whose_deals_all_scored_the_same_keeps_an_interval() -> None:
    """defending-alone: 55 lone defences against a lone maker, none of them taking three
    tricks, all -1. The share of deals that could score otherwise is up to 1 - 0.025 ** (1 /
    55) = 6.5% (exact binomial, 0 of 55), each as far as +4: the mean may be up to -0.68.
    The low side is the bound itself, -1 being the least a lone defence scores here."""
    lone = Tally((-1.0, 4.0))
    for _ in range(55):
        lone.add(-1.0)
    assert lone.summary() == {"n": 55, "mean": -1.0, "low": -1.0, "high": -0.68}
    # Bid Euchre: 73 hands that take every trick at a bid of 3 (net +6, the most a bid of 3
    # can net; the least -3): the interval reaches down as far as the binomial bound allows.
    sweeps = Tally((-3.0, 6.0))
    for _ in range(73):
        sweeps.add(6.0)
    summary = sweeps.summary()
    assert summary["high"] == 6.0
    assert summary["low"] == round(6.0 - (1 - 0.025 ** (1 / 73)) * 9.0, 2) == 5.56
    # The note under every table says how such a cell's interval is set, in both languages.
    for lang, words in (("en", "exact binomial bound"), ("ko", "정확한 이항 한계")):
        assert any(words in note for note in table_notes(load_table("bid-sure-tricks"), lang))
    unbounded = Tally((-math.inf, math.inf), [1.0] * MIN_CELL)
    with pytest.raises(ValueError, match="finite bounds"):
        unbounded.summary()


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_no_committed_interval_collapses_to_a_point(name: str) -> None:
    table = load_table(name)
    for part in (table["rows"], table["check"]["rows"]):
        for row in part:
            for value in row.values():
                if isinstance(value, dict) and value.get("mean") is not None:
                    assert value["low"] < value["high"], (name, row)


def test_a_cell_under_the_minimum_shows_its_count_and_no_figure() -> None:
    one = Tally((-4.0, 4.0))
    one.add(4.0)
    assert one.summary() == {"n": 1, "mean": None, "low": None, "high": None}
    few = Tally((-4.0, 4.0))
    for value in [1.0, 2.0] * ((MIN_CELL - 1) // 2) + [1.0] * ((MIN_CELL - 1) % 2):
        few.add(value)
    assert few.summary()["n"] == MIN_CELL - 1
    assert few.summary()["mean"] is None
    few.add(2.0)
    assert few.summary()["mean"] is not None


def test_an_interval_stops_at_the_points_one_hand_can_score() -> None:
    standard = Variant.preset("standard")
    assert net_bounds(standard, False) == (-2, 2)
    assert net_bounds(standard, True) == (-2, 4)
    assert net_bounds(standard, None) == (-4, 4)
    marches = Tally(net_bounds(standard, True))
    for value in [4.0] * 19 + [1.0]:
        marches.add(value)
    summary = marches.summary()
    assert summary["mean"] == 3.85
    assert summary["high"] == 4.0  # the plain interval would reach 4.16
    assert summary["low"] < summary["mean"]


# The least and most one value of each kind of cell can be (see ``net_bounds``).
COLUMN_BOUNDS: dict[str | tuple[str, str], tuple[int, int]] = {
    "order": (-2, 2),
    "next": (-2, 2),
    "reverse": (-2, 2),
    "partner": (-2, 2),
    "alone": (-2, 4),
    "pass": (-4, 4),
    "won": (0, 1),
    "rules": (0, 1),
    # Three-hand: a lone march scores 3, a euchre 2 to each defender (net -2 for the maker;
    # a defender's net is its points minus the average of the others').
    ("three-hand-calls", "order"): (-2, 3),
    ("three-hand-calls", "pass"): (-3, 3),
    ("three-hand-24-calls", "order"): (-2, 3),
    ("three-hand-24-calls", "pass"): (-3, 3),
    ("three-hand-round-two", "name"): (-2, 3),
    ("three-hand-round-two", "pass"): (-3, 3),
    ("three-hand-24-round-two", "name"): (-2, 3),
    ("three-hand-24-round-two", "pass"): (-3, 3),
    # Seven cards each: the partnership game's points, over seven tricks.
    ("seven-card-round-two", "name"): (-2, 2),
    # Defending: a lone maker's march costs the defenders 4; a lone defence's three tricks
    # score 4, a euchre with partner 2.
    ("defending-alone", "alone"): (-4, 4),
    ("defending-alone", "partner"): (-4, 2),
    # Bid Euchre: a set of 6 with no trick costs 6 and gives the others 6; six tricks net +6.
    **{("bid-sure-tricks", f"bid{bid}"): (-bid - 6, 6) for bid in (3, 4, 5, 6)},
}


@pytest.mark.parametrize("name", TABLE_NAMES)
def test_no_committed_cell_shows_a_figure_from_too_few_deals_or_beyond_the_possible(
    name: str,
) -> None:
    table = load_table(name)
    shown = 0
    for row in table["rows"]:
        for key, value in row.items():
            if not (isinstance(value, dict) and "n" in value):
                continue
            if value["n"] < MIN_CELL:
                assert value["mean"] is value["low"] is value["high"] is None
                continue
            least, most = COLUMN_BOUNDS.get((name, key)) or COLUMN_BOUNDS[key]
            assert least <= value["low"] <= value["mean"] <= value["high"] <= most
            shown += 1
    assert shown


def test_every_table_gets_the_double_dummy_caveat_with_the_measured_share() -> None:
    row = load_table("side-aces")["rows"][0]
    won, rules = row["won"], row["rules"]
    assert won["n"] == rules["n"] >= 1000
    # Measured: 3,000 deals of the fixed stream, 5,280 off-suit aces: 41% took a trick
    # (39% to 42%) in the engine's double-dummy play, 46% (44% to 47%) played by the rules
    # of thumb with each player seeing only its own hand.
    assert 0.3 < won["mean"] < 0.5
    assert won["high"] < rules["low"]
    share = f"{round(100 * won['mean'])}%"
    by_rules = f"{round(100 * rules['mean'])}%"
    for name in TABLE_NAMES:
        for lang in ("en", "ko"):
            notes = table_notes(load_table(name), lang)
            assert any(share in note and by_rules in note for note in notes)
            assert any(("double dummy" if lang == "en" else "더블 더미") in note for note in notes)
    few = table_notes(load_table("alone-by-shape"), "en")
    assert few[0].startswith(f"—: fewer than {MIN_CELL} deals in the cell")
    assert not any(n.startswith("—") for n in table_notes(load_table("side-aces"), "en"))


def test_the_cli_writes_verifies_and_summarises(app: Flask, tmp_path: Path) -> None:
    runner = app.test_cli_runner()
    result = runner.invoke(
        args=[
            "lessons",
            "tables",
            "--name",
            "next-vs-reverse",
            "--deals",
            "60",
            "--out",
            str(tmp_path),
        ]
    )
    assert result.exit_code == 0, result.output
    assert result.output.strip().splitlines()[-1] == "wrote 1 tables from 60 deals"
    data = json.loads((tmp_path / "next-vs-reverse.json").read_text(encoding="utf-8"))
    assert data["deals"] == 60
    assert data["check"] == compute("next-vs-reverse", CHECK_DEALS)
    verify = runner.invoke(
        args=["lessons", "tables", "--name", "next-vs-reverse", "--verify", "--out", str(tmp_path)]
    )
    assert verify.exit_code == 0
    assert "verified 1 tables, 0 out of date" in verify.output
    data["check"]["rows"][0]["next"]["mean"] = 9.99
    (tmp_path / "next-vs-reverse.json").write_text(json.dumps(data), encoding="utf-8")
    stale = runner.invoke(
        args=["lessons", "tables", "--name", "next-vs-reverse", "--verify", "--out", str(tmp_path)]
    )
    assert stale.exit_code == 1
    assert "next-vs-reverse: the committed table does not match this code" in stale.output


# -- the lessons' rules of thumb, as the tables measure them ------------------------------


def _pairs(text: str, between: str) -> list[tuple[float, float]]:
    number = r"([+−-]\d+\.\d\d)"
    found = re.findall(number + between + number, text)
    return [(float(a.replace("−", "-")), float(b.replace("−", "-"))) for a, b in found]


@pytest.mark.parametrize(
    ("lang", "between"), [("en", r" against "), ("ko", r"(?:, 파트너와 (?:함께 하면 )?| 대 )")]
)
def test_the_loner_rules_quote_the_measured_table(lang: str, between: str) -> None:
    """Every 'alone +a against +b with partner' of the calling lesson is a row of the
    alone-top-trumps table (20,000 deals: top three and a side ace +1.88 vs +1.54, top three
    and a fourth trump +1.43 vs +1.47, four with a bower and a side ace +2.80 vs +1.63)."""
    text = (default_lessons_dir() / lang / "strategy-calling.md").read_text(encoding="utf-8")
    rows = {
        (row["alone"]["mean"], row["partner"]["mean"])
        for row in load_table("alone-top-trumps")["rows"]
        if row["alone"]["mean"] is not None
    }
    quoted = _pairs(text, between)
    assert len(quoted) == 7
    assert set(quoted) <= rows
    by_shape = {
        row["shape"]: (row["alone"]["mean"], row["partner"]["mean"])
        for row in load_table("alone-top-trumps")["rows"]
    }
    # The lesson's words: the side ace gains alone, a fourth trump instead of it does not.
    alone, partner = by_shape["Top three trumps and a side ace"]
    assert alone > partner
    alone, partner = by_shape["Top three trumps and a fourth trump, no side ace"]
    assert alone <= partner
    # "Any four trumps" is too loose: four low trumps with no side ace lose alone.
    alone, partner = by_shape["Four trumps with no bower, no side ace"]
    assert alone < partner - 0.25


def test_two_trumps_gain_by_calling_only_for_the_dealers_partner_and_the_dealer() -> None:
    """strategy-calling: two high trumps are a normal call from seat 2 or as dealer; from
    seats 1 and 3 the order-up table has passing ahead."""
    gains = {
        row["seat"]: row["order"]["mean"] > row["pass"]["mean"]
        for row in load_table("order-up-by-trumps")["rows"]
        if row["trumps"] == 2
    }
    assert gains == {
        "1st (dealer's left)": False,
        "2nd (dealer's partner)": True,
        "3rd": False,
        "dealer": True,
    }


@pytest.mark.parametrize("opponents", range(10))
def test_at_8_a_loner_adds_nothing_even_when_sure(opponents: int) -> None:
    """strategy-score: at 8 in a game to 10, a lone march is worth no more than a march
    with partner, and three or four tricks score 1 either way."""
    standard = Variant.preset("standard")
    for tricks in range(3, 6):
        with_partner = score_hand(standard, maker_tricks=tricks)
        alone = score_hand(standard, maker_tricks=tricks, alone=True)
        scores = (8, opponents)
        assert team_value(Outcome(None, (alone.makers, 0)), 0, scores, 10) == team_value(
            Outcome(None, (with_partner.makers, 0)), 0, scores, 10
        )


def test_the_round_two_guide_by_seat_is_what_the_table_measures() -> None:
    """strategy-next: next is better for the dealer's left (every trump count) and right
    (one to three trumps); reverse next for the dealer's partner (every count) and the
    dealer (one to three; four has too few deals)."""
    better: dict[str, list[str]] = {}
    for row in load_table("next-vs-reverse")["rows"]:
        nxt, rev = row["next"]["mean"], row["reverse"]["mean"]
        if nxt is None or rev is None:
            better.setdefault(row["seat"], []).append("too few")
            continue
        better.setdefault(row["seat"], []).append("next" if nxt > rev else "reverse")
    assert better == {
        "1st (dealer's left)": ["next"] * 4,
        "2nd (dealer's partner)": ["reverse"] * 4,
        "3rd": ["next"] * 3 + ["reverse"],
        "dealer": ["reverse"] * 3 + ["too few"],
    }
    two = {
        row["seat"]: (row["next"]["mean"], row["reverse"]["mean"])
        for row in load_table("next-vs-reverse")["rows"]
        if row["trumps"] == 2
    }
    assert two["2nd (dealer's partner)"] == (-0.55, -0.32)
    assert two["dealer"] == (-0.52, -0.47)


# Where a lesson states the calling rule of a game the five-card tables do not cover, the
# section that states it, and the table its figures come from.
VARIANT_RULES = [
    ("three-hand-strategy", ("## Calling", "## 부르기"), "## ", "three-hand-calls"),
    (
        "trump-order",
        ("## Seven cards each", "## 32장 덱에서 7장씩"),
        "```trick",
        "seven-card-calls",
    ),
    (
        "bid-euchre-bidding",
        ("## Count sure tricks", "## 확실한 트릭을 세고"),
        "```hand",
        "bid-sure-tricks",
    ),
    ("defending-alone", ("## When it is worth it", "## 할 만한 때"), "## ", "defending-alone"),
    ("three-hand-strategy", ("## Round two", "## 둘째 바퀴"), "## ", "three-hand-round-two"),
]


def _figures(text: str) -> list[float]:
    return [float(f.replace("−", "-")) for f in re.findall(r"[+−-]\d+\.\d\d", text)]


def _means(table: dict[str, object]) -> set[float]:
    rows = table["rows"]
    assert isinstance(rows, list)
    return {
        value["mean"]
        for row in rows
        for value in row.values()
        if isinstance(value, dict) and value.get("mean") is not None
    }


@pytest.mark.parametrize(("slug", "starts", "end", "name"), VARIANT_RULES)
def test_the_variant_calling_rules_quote_their_measured_table(
    slug: str, starts: tuple[str, str], end: str, name: str
) -> None:
    """Three-hand, seven cards each and Bid Euchre: every signed figure the rule's section
    gives is a mean of its table, the same figures in English and Korean, and the section
    shows the table itself."""
    quoted = {}
    for lang, start in zip(("en", "ko"), starts, strict=True):
        text = (default_lessons_dir() / lang / f"{slug}.md").read_text(encoding="utf-8")
        section = text[text.index(start) :]
        section = section[: section.index(end, len(start))]
        assert f"```table\nname: {name}\n```" in section
        quoted[lang] = sorted(_figures(section))
    assert quoted["en"] == quoted["ko"]
    assert len(quoted["en"]) >= 4
    assert set(quoted["en"]) <= _means(load_table(name))


def test_a_defenders_sure_tricks_are_its_trump_run_and_the_example_is_the_named_hand() -> None:
    """On defence only the trump run from the right bower counts (side aces are no sure
    tricks, as three-hand-strategy counts); the example row is exactly the lesson's hand:
    the right bower, one lower trump that is not the left bower, and a side ace."""
    hearts = Suit.HEARTS
    assert defence_sure_tricks(parse_cards("JH JD AH AS AC"), hearts) == 3
    assert defence_sure_tricks(parse_cards("JH JD KH AS AC"), hearts) == 2
    assert defence_sure_tricks(parse_cards("JH 9H AS AC AD"), hearts) == 1
    assert defence_sure_tricks(parse_cards("JD AH KH AS AC"), hearts) == 0
    assert right_trump_ace(parse_cards("JH 9H AS KC QD"), hearts)
    assert right_trump_ace(parse_cards("JH AH AS AC QD"), hearts)  # two side aces: still it
    assert not right_trump_ace(parse_cards("JH JD AS KC QD"), hearts)  # the left: two sure
    assert not right_trump_ace(parse_cards("JH 9H TH AS KC"), hearts)  # a third trump
    assert not right_trump_ace(parse_cards("JH 9H KS QC TD"), hearts)  # no side ace
    assert not right_trump_ace(parse_cards("JD 9H AS KC QD"), hearts)  # no right bower


def _overlap(one: dict[str, float], other: dict[str, float]) -> bool:
    return one["low"] <= other["high"] and other["low"] <= one["high"]


def test_the_defending_lesson_says_what_the_table_measures() -> None:
    """defending-alone's claims, row by row: defending alone gains (lies wholly above
    defending with partner) only with three sure tricks, wherever that row is shown; two
    come out even; one or none never gain; the example hand loses against makers with
    partner from both seats and never gains."""
    rows = load_table("defending-alone")["rows"]
    three_shown = 0
    for row in rows:
        alone, partner = row["alone"], row["partner"]
        if alone["mean"] is None:
            continue
        with_partner = row["maker"] == "Maker with partner"
        if row["hand"] == "3 or more sure tricks":
            assert alone["low"] > partner["high"], row
            three_shown += 1
        elif row["hand"] == "2 sure tricks":
            assert _overlap(alone, partner), row
        else:
            assert alone["low"] <= partner["high"], row
        if row["hand"].startswith("Right bower") and with_partner:
            assert alone["high"] < partner["low"], row
    assert three_shown >= 1


def test_a_tables_deal_count_is_written_with_thousands_separators(app: Flask) -> None:
    """The caption under the defending table: "80,000 deals" and "딜 80,000개", never a bare
    digit group (lessons/ko-style.toml's rule for counts, here in the rendered table)."""
    table = load_table("defending-alone")
    deals = f"{table['deals']:,}"
    assert "," in deals
    for lang, caption in (
        ("en", f"{deals} deals, seed 20261201."),
        ("ko", f"딜 {deals}개, 시드 20261201."),
    ):
        with app.test_request_context(f"/?lang={lang}"):
            html = render_template(
                "lessons/_table.html", table=table_in(table, lang), notes=table_notes(table, lang)
            )
        assert caption in html
