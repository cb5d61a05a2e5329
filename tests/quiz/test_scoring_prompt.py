"""The scoring kind's questions as facts (issue 28): the game, the scores before the hand,
the hand as played and what is asked, each checked against the stored hand; game items'
choice labels come from the catalogue."""

from __future__ import annotations

from typing import Any

from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.scoring import prompt_facts
from tutor.web.explanation import option_label, prompt_texts


def _lone_hand() -> dict[str, Any]:
    """South goes alone in diamonds against a lone West and takes one trick."""
    item: dict[str, Any] = {
        "id": "t/lone",
        "kind": "scoring",
        "variant": "british",
        "trump": "D",
        "maker": 2,
        "alone": True,
        "defender_alone": 3,
        "maker_tricks": 1,
        "scores": [9, 9],
        "scores_after": [9, 13],
        "target": 11,
        "choices": ["east-west", "north-south", "play-on"],
        "answer": ["east-west"],
    }
    item["prompt_facts"] = facts_json(prompt_facts(item))
    return item


def test_a_game_question_reads_as_the_bank_wrote_it() -> None:
    assert prompt_texts(_lone_hand()) == {
        "en": "Game to 11. Before this hand: North–South 9, East–West 9. South made diamonds "
        "trump and went alone; West defended alone. The makers took 1 of 5 tricks. "
        "Who has won the game?",
        "ko": "11점 게임. 이번 판 전 점수: 남북 팀 9점, 동서 팀 9점. 남쪽이 다이아몬드를 "
        "으뜸패로 정했고 혼자 하기로 했으며 서쪽이 혼자 수비했고 메이커 팀은 5트릭 중 "
        "1트릭을 가져왔습니다. 누가 게임에서 이겼을까요?",
    }
    item = _lone_hand()
    assert option_label(item, "play-on", "ko") == "아직 없음: 계속합니다"
    assert option_label(item, "east-west", "en") == "East–West"
    assert option_label(item, "east-west", "ko") == "동서 팀"


def test_a_hand_question_names_the_side_asked_about() -> None:
    item: dict[str, Any] = {
        "id": "t/three",
        "kind": "scoring",
        "variant": "three-hand",
        "trump": "S",
        "maker": 2,
        "alone": False,
        "maker_tricks": 2,
        "ask": "defenders",
        "choices": ["0", "1", "2", "3", "4"],
        "answer": ["2"],
    }
    item["prompt_facts"] = facts_json(prompt_facts(item))
    assert prompt_texts(item) == {
        "en": "West made spades trump. The maker took 2 of 5 tricks. "
        "How many points does each defender score?",
        "ko": "서쪽이 스페이드를 으뜸패로 정했고 메이커는 5트릭 중 2트릭을 가져왔습니다. "
        "수비자 각자는 몇 점을 얻을까요?",
    }
    assert option_label(item, "2", "en") is None  # points are numbers, not labels
    assert first_false_fact(item) is None


def test_a_bid_names_its_trump_in_korean_too() -> None:
    item: dict[str, Any] = {
        "id": "t/bid",
        "kind": "scoring",
        "variant": "bid",
        "trump": "S",
        "maker": 3,
        "alone": False,
        "bid": 5,
        "maker_tricks": 5,
        "ask": "makers",
        "choices": ["1", "5", "6", "7"],
        "answer": ["5"],
    }
    item["prompt_facts"] = facts_json(prompt_facts(item))
    texts = prompt_texts(item)
    assert texts["en"].startswith("West won the bidding at 5 with spades trump. The bidders")
    assert texts["ko"].startswith("서쪽이 스페이드를 으뜸패로 5트릭 비드를 따냈고 비드 팀은")


def test_a_false_question_fact_is_named() -> None:
    item = _lone_hand()
    item["maker_tricks"] = 3  # the story still says one trick
    assert str(first_false_fact(item)).startswith("prompt ask/hand-played: the hand is")
    item = _lone_hand()
    item["scores"] = [9, 8]
    assert (
        first_false_fact(item) == "prompt ask/scores-before: the scores before the hand are (9, 8)"
    )
    item = _lone_hand()
    item["variant"] = "standard"  # game to 10, not 11
    assert str(first_false_fact(item)).startswith("prompt ask/game-rule: the game is")
