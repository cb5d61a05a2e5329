"""A rules kind's wrong answer is told in catalogue words (issue 28: Korean prose only in
catalogues): the diagnoser names a message and the cards and suits it speaks of, and the
web writes it in the page's language with Korean particles fitted to the names."""

from __future__ import annotations

import itertools
from typing import Any

from flask import Flask

from tutor.quiz import QuizItem, grade
from tutor.quiz.bank import load_catalogue
from tutor.web.feedback import mistake_text
from tutor.web.text import in_language

# Clubs trump, hearts led: the J♠ (left bower) takes the trick over the A♥.
LEFT_BOWER_WINS: dict[str, Any] = {
    "id": "trick-winner/standard/9/1",
    "kind": "trick-winner",
    "variant": "standard",
    "trump": "C",
    "no_trump": None,
    "dealer": None,
    "maker": None,
    "alone": False,
    "seat": None,
    "upcard": None,
    "upcard_taken": False,
    "history": [],
    "trick": [
        {"seat": 0, "card": "9H"},
        {"seat": 1, "card": "AH"},
        {"seat": 2, "card": "JS"},
        {"seat": 3, "card": "KH"},
    ],
    "hand": None,
    "choices": ["9H", "AH", "JS", "KH"],
    "answer": ["JS"],
    "themes": ["left-bower"],
}


def _told(item: dict[str, Any], given: list[str], lang: str) -> str | None:
    verdict = grade(QuizItem(item), given)
    with in_language(lang):
        return mistake_text(verdict.mistake, item, lang)


def test_the_left_bower_taken_for_its_print_is_named_with_its_suit(app: Flask) -> None:
    with app.test_request_context():
        assert _told(LEFT_BOWER_WINS, ["AH"], "en") == (
            "treated the left bower J♠ as a spade, not a trump"
        )
        # 스페이드 takes 로 and J♠ (잭) takes 은: both fitted to the names.
        assert _told(LEFT_BOWER_WINS, ["AH"], "ko") == (
            "레프트 바우어 J♠은 스페이드로 보고 으뜸패로 치지 않았습니다"
        )


def test_a_suit_ending_in_a_consonant_takes_euro(app: Flask) -> None:
    # Spades trump: the J♣ is the left bower, a club by its print (클럽으로, not 클럽로).
    item = {
        **LEFT_BOWER_WINS,
        "trump": "S",
        "trick": [
            {"seat": 0, "card": "9H"},
            {"seat": 1, "card": "AH"},
            {"seat": 2, "card": "JC"},
            {"seat": 3, "card": "KH"},
        ],
        "choices": ["9H", "AH", "JC", "KH"],
        "answer": ["JC"],
    }
    with app.test_request_context():
        assert (
            _told(item, ["AH"], "ko") == "레프트 바우어 J♣은 클럽으로 보고 으뜸패로 치지 않았습니다"
        )


# Bid Euchre, North deals: East and South pass, West bids 3, North 4 with no trump led by
# the declarer (NTL) and takes no trick. East–West, the defenders, score their 6 tricks.
SET_BID: dict[str, Any] = {
    "id": "bid-auction/bid/1303/38",
    "kind": "bid-auction",
    "variant": "bid",
    "trump": None,
    "no_trump": None,
    "dealer": 0,
    "bids": [
        {"seat": 1, "bid": None},
        {"seat": 2, "bid": None},
        {"seat": 3, "bid": 3},
        {"seat": 0, "bid": 4},
    ],
    "question": {
        "type": "score",
        "dealer": 0,
        "bids": [
            {"seat": 1, "bid": None},
            {"seat": 2, "bid": None},
            {"seat": 3, "bid": 3},
            {"seat": 0, "bid": 4},
        ],
        "bid_of": 4,
        "contract": "NTL",
        "maker_tricks": 0,
        "side": "east-west",
    },
    "choices": ["-4", "4", "6", "7"],
    "answer": ["6"],
    "themes": ["bid-set"],
}


def test_a_set_bid_scored_wrongly_is_told_in_catalogue_words(app: Flask) -> None:
    mistake = grade(QuizItem(SET_BID), ["-4"]).mistake
    assert mistake is not None
    assert mistake.message is not None
    assert not mistake.text
    with app.test_request_context():
        assert _told(SET_BID, ["-4"], "en") == (
            "scored a set bid wrongly: the bidders lose their bid, the others score their tricks"
        )
        assert _told(SET_BID, ["4"], "ko") == (
            "실패한 계약의 점수를 잘못 셌습니다. 비드한 팀은 부른 수만큼 잃고, "
            "상대는 트릭만큼 얻습니다"
        )


RULES_KINDS = (
    "trick-winner",
    "legal-plays",
    "renege",
    "read-the-play",
    "read-the-calls",
    "bower-rank",
    "effective-suit",
    "scoring",
    "table-facts",
    "rule-questions",
    "bid-auction",
)


def test_every_wrong_choice_of_the_rules_kinds_is_told_in_catalogue_words(app: Flask) -> None:
    checked = 0
    with app.test_request_context():
        for quiz_set in load_catalogue():
            if quiz_set.kind not in RULES_KINDS:
                continue
            for item in quiz_set.items[:12]:
                wrong = [c for c in item.choices if c not in item.answer]
                picks = (
                    [list(reversed(item.answer))]
                    if item.answer_mode == "order"
                    else [[c] for c in wrong[:2]]
                )
                if item.answer_mode == "multi":
                    picks = [list(item.answer)[:-1] or wrong[:1]]
                for given in itertools.islice(picks, 2):
                    mistake = grade(item, given).mistake
                    if mistake is None or (not mistake.text and mistake.message is None):
                        continue
                    assert mistake.message is not None, (item.id, mistake.key)
                    assert not mistake.text, item.id
                    for lang in ("en", "ko"):
                        with in_language(lang):
                            words = mistake_text(mistake, item.data, lang)
                        assert words
                        assert "%(" not in words, (item.id, words)
                        assert "{" not in words, (item.id, words)
                    checked += 1
    assert checked > 300
