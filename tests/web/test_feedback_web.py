"""What a learner reads after a wrong answer (issue 28, item 3): the chosen option compared
with the answer on the same position, in English and Korean, never a label guessed from the
kind (the issue's instances: best-play-win-cheaply/41 and /7, the four-trump loners of the
order-up sets, british-calling 1101/30, /10 and /18)."""

from __future__ import annotations

import html as html_module
import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner
from flask import Flask

from tests.web.quiz_forms import answer
from tutor import korean
from tutor.cli.quizzes import quizzes
from tutor.quiz import grade, load_catalogue
from tutor.quiz.bank import default_quiz_dir
from tutor.quiz.feedback.calls import trump_holding, trump_of
from tutor.quiz.feedback.card_play import card_feedback
from tutor.quiz.feedback.choices import FAMILIES, wrong_choices
from tutor.web.explanation import explanation_texts
from tutor.web.feedback import feedback_text, mistake_text

CATALOGUE = load_catalogue()


def _number(set_id: str, item_id: str) -> int:
    """An item's URL number, found by its id: a rebuilt item moves the others in the
    serving order (``build.in_serving_order``)."""
    return next(n for n, i in enumerate(CATALOGUE[set_id].items, start=1) if i.id == item_id)


def _slip(page: str) -> str:
    """The text of the page's "The slip" paragraph."""
    start = page.index('<p class="mistake">')
    paragraph = page[start : page.index("</p>", start)]
    return html_module.unescape(paragraph.split("</strong>", 1)[1]).strip()


def _wrong(client_app: Flask, set_id: str, number: int, choice: str, lang: str) -> str:
    client = client_app.test_client()
    status, page = answer(client, f"/quizzes/{set_id}/{number}?lang={lang}", choice)
    assert status == 200
    assert 'data-result="incorrect"' in page
    return _slip(page)


def test_the_cheaper_winner_hears_why_the_higher_card_was_right(real_app: Flask) -> None:
    number = _number("best-play-win-cheaply", "best-play/standard/605/19")
    item = CATALOGUE["best-play-win-cheaply"].items[number - 1]
    assert (item.data["hand"], item.data["trick"]) == (
        ["JC", "AC"],
        [{"seat": 0, "card": "TC"}, {"seat": 1, "card": "QC"}],
    )
    slip = _wrong(real_app, "best-play-win-cheaply", number, "AC", "en")
    assert "higher card than needed" not in slip
    assert slip.startswith("The A♣ beats the Q♣ too, but the J♣ is the higher card.")
    assert "The J♠ is still out and an opponent plays after you" in slip
    assert "-0.10 points with A♣ and +0.74 with J♣: 0.84 points less" in slip
    ko = _wrong(real_app, "best-play-win-cheaply", number, "AC", "ko")
    assert ko.startswith("A♣도 Q♣을 이기지만, 더 높은 카드는 J♣입니다.")
    assert "J♠이 아직 나오지 않았고" in ko


def test_the_second_counter_example_names_the_ace_behind(real_app: Flask) -> None:
    number = _number("best-play-win-cheaply", "best-play/standard/605/7")
    item = CATALOGUE["best-play-win-cheaply"].items[number - 1]
    assert item.data["hand"] == ["JS", "KS", "JH"]
    assert [p["card"] for p in item.data["trick"]] == ["9S", "TS"]
    slip = _wrong(real_app, "best-play-win-cheaply", number, "KS", "en")
    assert "higher card than needed" not in slip
    assert slip.startswith("The K♠ beats the 10♠ too, but the J♠ is the higher card.")
    assert "The A♠ is still out" in slip


def test_a_cheap_winner_where_the_answer_is_cheaper_is_told_so(real_app: Flask) -> None:
    # An ordinary win-cheaply item: both cards win and the answer is the lower one.
    for number, item in enumerate(CATALOGUE["best-play-win-cheaply"].items, start=1):
        found = grade(item, [c for c in item.choices if c not in item.answer][:1]).mistake
        if found is not None and found.key == "won-too-expensively":
            chosen = found.feedback.chosen if found.feedback else ""
            slip = _wrong(real_app, "best-play-win-cheaply", number, chosen, "en")
            assert "so the lower of the two is enough" in slip
            return
    pytest.fail("no item where a higher winner was chosen")


def test_a_four_trump_hand_going_alone_is_never_told_it_lacks_trumps(real_app: Flask) -> None:
    number = _number("order-up-alone", "order-up/standard/703/39")
    item = CATALOGUE["order-up-alone"].items[number - 1]
    assert (item.data["hand"], item.data["upcard"]) == (["JC", "QC", "KC", "AC", "9D"], "9C")
    slip = _wrong(real_app, "order-up-alone", number, "alone", "en")
    assert "without the trumps" not in slip
    assert slip.startswith("With clubs as trump your hand holds 4 trumps: J♣, Q♣, K♣, A♣.")
    assert "+1.02 points with “Order it up and go alone” and +1.48 with “Order it up”" in slip
    ko = _wrong(real_app, "order-up-alone", number, "alone", "ko")
    assert ko.startswith("클럽이 으뜸패라면 손패의 으뜸패는 4장입니다: J♣, Q♣, K♣, A♣.")
    assert "으뜸패 없이" not in ko


def test_no_order_up_loner_with_four_trumps_gets_a_trumpless_word() -> None:
    """The whole class: every order-up item answered "order up" whose hand holds four or
    more trumps (the issue counted 32) states the trumps it holds when "alone" is chosen."""
    seen = 0
    for quiz_set in CATALOGUE:
        for item in quiz_set.items:
            data = item.data
            if data["kind"] != "order-up" or data["answer"] != ["order-up"]:
                continue
            if "alone" not in data["choices"]:
                continue
            suit = trump_of(data, "alone")
            assert suit is not None
            holding = trump_holding(data, suit)
            if len(holding.trumps) < 4:
                continue
            seen += 1
            mistake = grade(item, ["alone"]).mistake
            assert mistake is not None
            assert mistake.feedback is not None
            assert holding in mistake.feedback.facts
    # issue 30: order-up-canadian and order-up-score became rule questions
    assert seen >= 15


def _british_number(item_id: str) -> int:
    """An item's place in british-calling's serving order (its URL number), found by its
    id: re-proving a set rates and orders it again (``build.in_serving_order``)."""
    items = CATALOGUE["british-calling"].items
    return next(n for n, i in enumerate(items, start=1) if i.id == item_id)


@pytest.mark.parametrize("item_id", ["1101/30", "1101/10", "1101/18"])
def test_a_british_pass_quotes_the_explanations_own_numbers(real_app: Flask, item_id: str) -> None:
    number = _british_number(f"british-call/british/{item_id}")
    item = CATALOGUE["british-calling"].items[number - 1]
    assert item.answer == ["alone"]
    evaluation = item.data["evaluation"]
    slip = _wrong(real_app, "british-calling", number, "pass", "en")
    assert "strong enough to call" not in slip
    passing, alone = f"{evaluation['pass']:+.2f}", f"{evaluation['alone']:+.2f}"
    assert f"{passing} points with “Pass” and {alone} with “Take it up and go alone”" in slip
    explained = explanation_texts(item.data)
    for value in (passing, alone):
        assert value in explained["en"]
        assert value in explained["ko"]
    assert "The turn-up" in slip or "your hand holds" in slip


def test_british_calling_7_counts_the_turn_up_that_comes_to_the_caller(real_app: Flask) -> None:
    number = _british_number("british-call/british/1101/10")
    item = CATALOGUE["british-calling"].items[number - 1]
    assert (item.data["hand"], item.data["upcard"]) == (["TS", "KS", "TC", "JC", "QC"], "JS")
    slip = _wrong(real_app, "british-calling", number, "pass", "en")
    assert (
        "your hand holds 3 trumps: 10♠, K♠, J♣. The turn-up, the J♠, would come to you too." in slip
    )
    ko = _wrong(real_app, "british-calling", number, "pass", "ko")
    assert "턴업 J♠도 당신 손에 들어옵니다." in ko


def test_a_discard_that_keeps_a_singleton_is_told_where_the_void_was(real_app: Flask) -> None:
    item = CATALOGUE["discard-dealer"].items[0]
    # Dealt A♠ 10♣ 10♥ 9♦ A♦, clubs trump after taking the K♣: throw the lone 10♥.
    assert (item.choices, item.data["upcard"], item.answer) == (
        ["AS", "TC", "TH", "9D", "AD"],
        "KC",
        ["TH"],
    )
    slip = _wrong(real_app, "discard-dealer", 1, "9D", "en")
    assert slip.startswith(
        "Discarding the 10♥ leaves you void in its suit, so you can trump it; discarding the "
        "9♦ leaves no void."
    )
    trump = _wrong(real_app, "discard-dealer", 1, "TC", "ko")
    assert trump.startswith("10♣은 으뜸패이고, 10♥은 으뜸패가 아닙니다.")


def test_a_weaker_trump_suit_is_shown_both_holdings(real_app: Flask) -> None:
    item = CATALOGUE["bid-declare"].items[0]
    assert (item.data["hand"], item.answer) == (["9S", "TS", "JS", "KS", "QH", "AH"], ["S"])
    slip = _wrong(real_app, "bid-declare", 1, "H", "en")
    assert slip.startswith(
        "With hearts as trump your hand holds 2 trumps: Q♥, A♥. With spades as trump your hand "
        "holds 4 trumps: 9♠, 10♠, J♠, K♠."
    )


# Every wrong choice of the first items of every set graded by comparison, rendered in
# Korean: each card name's particle follows the one rule (tutor/korean.py).
RENDERED = [
    (quiz_set.id, item)
    for quiz_set in CATALOGUE
    if quiz_set.kind in FAMILIES or quiz_set.kind == "puzzle"
    for item in quiz_set.items[:4]
]


def test_korean_feedback_puts_the_right_particle_after_every_card(real_app: Flask) -> None:
    checked = 0
    for _, item in RENDERED:
        for as_item, choice in wrong_choices(item.data):
            with real_app.test_request_context("/?lang=ko"):
                if item.kind == "puzzle":  # each move is answered on its own page
                    text = feedback_text(card_feedback(as_item, choice), as_item, "ko")
                else:
                    text = mistake_text(grade(item, [choice]).mistake, item.data, "ko") or ""
            assert text, (item.id, choice)
            assert korean.misplaced_particles(text) == [], (item.id, choice, text)
            checked += 1
    assert checked > 200


def test_check_feedback_passes_then_names_a_contradicted_item(tmp_path: Path) -> None:
    for suffix in ("toml", "json"):
        shutil.copy(default_quiz_dir() / f"british-calling.{suffix}", tmp_path)
    runner = CliRunner()
    ok = runner.invoke(quizzes, ["check-feedback", "--quiz-dir", str(tmp_path)])
    assert ok.exit_code == 0, ok.output
    assert "feedback holds for all" in ok.output
    assert "of 30 items" in ok.output

    bank = json.loads((tmp_path / "british-calling.json").read_text(encoding="utf-8"))
    spoiled = next(i for i in bank["items"] if i["id"] == "british-call/british/1101/30")
    spoiled["evaluation"]["pass"] = -9.99  # the explanation quotes another number
    (tmp_path / "british-calling.json").write_text(json.dumps(bank), encoding="utf-8")
    bad = runner.invoke(quizzes, ["check-feedback", "--quiz-dir", str(tmp_path)])
    assert bad.exit_code == 1
    assert f"FAIL {spoiled['id']} pass:" in bad.output
    assert "does not quote -9.99" in bad.output
