"""Questions as facts (issue 28): a converted kind's items store ``prompt_facts``, never
``prompt`` prose; the prompt is rendered from the catalogue and its facts are checked like an
explanation's."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tutor.quiz.build import check_item, with_question_facts
from tutor.quiz.explaining import first_false_fact
from tutor.quiz.kinds import KINDS, ItemCheckError, Spec
from tutor.quiz.kinds.card_order import BOWER_RANK_KIND
from tutor.quiz.kinds.reading import AskWhoPlayedCard
from tutor.quiz.kinds.renege import RenegePoints, WhoReneged
from tutor.web.explanation import prompt_text, prompt_texts

QUIZ_DIR = Path(__file__).resolve().parents[2] / "quizzes"


def _bower_item() -> dict[str, object]:
    spec = Spec(kind="bower-rank", variant="standard", seed=3)
    item = BOWER_RANK_KIND.generate(spec, 1, None, random.Random(5))
    assert item is not None
    return dict(item)


def test_a_bower_rank_question_is_rendered_from_its_facts() -> None:
    item = {
        "id": "t/1",
        "kind": "bower-rank",
        "variant": "standard",
        "trump": "H",
        "choices": ["QH", "JD", "AH", "JH"],
        "prompt_facts": [{"fact": "contract", "trump": "H"}, {"fact": "ask/rank-these-trumps"}],
    }
    assert prompt_texts(item) == {
        "en": "Hearts are trump. Put these trumps in order, highest first.",
        "ko": "으뜸패는 하트입니다. 이 으뜸패들을 높은 것부터 차례로 놓으세요.",
    }
    assert first_false_fact(item) is None


def test_a_false_question_fact_is_named() -> None:
    # The 9♠ is not a trump when hearts are: the question's fact no longer holds.
    item = {
        "id": "t/2",
        "kind": "bower-rank",
        "variant": "standard",
        "trump": "H",
        "choices": ["QH", "9S", "AH"],
        "prompt_facts": [{"fact": "contract", "trump": "H"}, {"fact": "ask/rank-these-trumps"}],
    }
    assert first_false_fact(item) == "prompt ask/rank-these-trumps: 9S are not trumps"
    item["prompt_facts"] = [{"fact": "contract", "trump": "S"}]
    assert first_false_fact(item) == "prompt contract: the contract is trump H, low False"


def test_generated_items_store_facts_not_prose_and_prose_is_refused() -> None:
    item = _bower_item()
    assert "prompt" not in item
    assert item["prompt_facts"]
    check_item(item, prove=False)
    prose = {k: v for k, v in item.items() if k != "prompt_facts"}
    prose["prompt"] = {"en": "Order these.", "ko": "순서대로 놓으세요."}
    with pytest.raises(ItemCheckError, match="prompt as prose"):
        check_item(prose, prove=False)
    # Migrating the prose item makes the facts again.
    assert with_question_facts(BOWER_RANK_KIND, prose)["prompt_facts"] == item["prompt_facts"]
    assert "prompt" not in prose


def test_a_question_written_in_words_reads_its_stored_prose() -> None:
    # A class's own question (tutor.board.questions) stores the teacher's words.
    item = {"id": "t/3", "kind": "best-play", "prompt": {"en": "Which card?", "ko": "어느 카드?"}}
    assert prompt_text(item, "ko") == "어느 카드?"
    assert prompt_text({"prompt": {"en": "How many?"}}, "ko") == "How many?"


def test_every_committed_item_of_a_converted_kind_stores_its_question_as_facts() -> None:
    wrong: list[str] = []
    for path in sorted(QUIZ_DIR.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for item in data["items"] if isinstance(data, dict) else data:
            kind = KINDS.get(item["kind"])
            if kind is None:
                continue
            if kind.prompt is not None and ("prompt" in item or "prompt_facts" not in item):
                wrong.append(f"{item['id']}: prompt")
            if kind.labels_in_catalogue and "choice_labels" in item:
                wrong.append(f"{item['id']}: choice_labels")
            if "prompt_facts" in item:
                assert all(prompt_texts(item).values()), item["id"]
    assert wrong == []


def test_a_question_fact_that_asks_another_question_is_named() -> None:
    # A renege item asking who reneged; a fact claiming it asks for North–South's points
    # is false, and so is a read-the-play fact about another card.
    spot = {"question": {"type": "spot-renege"}}
    assert RenegePoints("north-south").check(spot) == "the item asks ('spot-renege', None)"
    assert WhoReneged().check(spot) is None
    where = {"question": {"type": "where-is-card", "card": "JH"}}
    assert AskWhoPlayedCard("JH").check(where) is None
    assert AskWhoPlayedCard("JD").check(where) == "the item asks ('where-is-card', 'JH')"
