"""The calling kinds' questions as facts (issue 28): order-up's and name-trump's prompts are
made from the stored position, checked against it, and rendered through the catalogue; their
buttons' words come from the catalogue by the learner's seat."""

from __future__ import annotations

from typing import Any

from tutor.quiz.bank import load_catalogue
from tutor.quiz.explaining import facts_json, first_false_fact
from tutor.quiz.kinds.calls.ask import (
    DealerIs,
    DoYouGoAlone,
    NameOrPass,
    ScoreIs,
    TheyPassed,
    TurnedDown,
    TurnUpIs,
    YouCall,
    go_alone_prompt,
    naming_prompt,
    offer_prompt,
)
from tutor.quiz.kinds.defend_ask import (
    DoYouDefendAlone,
    PassedBeforeCall,
    TheyCall,
    defend_alone_prompt,
)
from tutor.quiz.kinds.variant_calls.ask import VariantRules, variant_prompt
from tutor.web.explanation import option_label, prompt_texts

CATALOGUE = load_catalogue()


def _offer(seat: int, dealer: int, **more: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": f"t/offer/{seat}/{dealer}",
        "kind": "order-up",
        "variant": "standard",
        "seat": seat,
        "dealer": dealer,
        "hand": ["JH", "JD", "AH", "KS", "9C"],
        "upcard": "QH",
        "round": 1,
        "choices": ["pass", "order-up", "alone"],
        **more,
    }
    item["prompt_facts"] = facts_json(offer_prompt(item))
    return item


def test_an_order_up_question_reads_the_position() -> None:
    # West (seat 3) speaks last before North, the dealer: East and South passed.
    item = _offer(3, 0, scores=[6, 8])
    assert prompt_texts(item) == {
        "en": "The turn-up is Q♥. The dealer is the left opponent; you speak just before the "
        "dealer. Your partner and the right opponent passed. Your side has 8 points, the "
        "opponents 6, in a game to 10. What do you do?",
        "ko": "턴업은 Q♥입니다. 딜러는 왼쪽 상대입니다. 당신은 딜러 바로 앞 차례입니다. "
        "파트너와 오른쪽 상대는 패스했습니다. 10점 게임에서 우리 팀 8점, 상대 팀 6점입니다. "
        "어떻게 할까요?",
    }
    assert first_false_fact(item) is None


def test_the_dealer_is_asked_to_pick_it_up() -> None:
    item = _offer(0, 0)
    en = prompt_texts(item)["en"]
    assert en == (
        "The turn-up is Q♥. You are the dealer. The left opponent, your partner and the right "
        "opponent passed. What do you do?"
    )
    assert option_label(item, "order-up", "en") == "Pick it up"
    assert option_label(item, "pass", "ko") == "패스(엎기)"
    assert option_label(_offer(1, 0), "alone", "ko") == "오더업하고 혼자 하기"
    assert option_label(item, "H", "en") is None


def test_a_false_question_fact_is_named() -> None:
    item = _offer(3, 0, scores=[6, 8])
    assert TurnUpIs("9H").check(item) == "the turn-up is QH, not 9H"
    assert DealerIs(2).check(item) is not None
    assert TheyPassed((2,)).check(item) is not None
    assert TheyPassed((1, 2), again=True).check(item) == "only round two's passes are passes again"
    assert ScoreIs(6, 8, 10).check(item) is not None  # the learner's side is East–West: 8
    assert ScoreIs(8, 6, 10).check(item) is None
    item["prompt_facts"][0] = {"fact": "ask/turn-up-card", "card": "AS"}
    assert first_false_fact(item) == "prompt ask/turn-up-card: the turn-up is QH, not AS"


def test_a_name_trump_question_and_its_buttons() -> None:
    # Round two, stick the dealer (standard): the 9♠ was turned down; East (seat 1) dealt,
    # South passed again, and West (seat 3) is asked, the dealer's partner.
    item: dict[str, Any] = {
        "id": "t/naming",
        "kind": "name-trump",
        "variant": "standard",
        "seat": 3,
        "dealer": 1,
        "hand": ["JC", "AC", "9C", "AH", "TD"],
        "upcard": "9S",
        "round": 2,
        "choices": ["pass", "C", "C-alone"],
    }
    facts = naming_prompt(item)
    assert facts[0] == TurnedDown("9S", False)
    assert facts[-1] == NameOrPass(stuck=False, alone=True)
    item["prompt_facts"] = facts_json(facts)
    texts = prompt_texts(item)
    assert texts["en"] == (
        "Everyone passed the 9♠ turn-up; it is turned down. The dealer is your partner. "
        "The right opponent passed again. Stick the dealer is played: if everyone passes, "
        "the dealer, your partner, must name a suit. Do you name a suit or pass? If you name "
        "a suit, do you go alone?"
    )
    assert texts["ko"].startswith("모두가 턴업 9♠를 패스해서 딜러가 엎었습니다. 딜러는 파트너")
    assert "딜러인 파트너가 무늬를" in texts["ko"]
    assert first_false_fact(item) is None
    assert option_label(item, "C-alone", "ko") == "클럽 부르고 혼자 하기"
    assert option_label(item, "C", "en") == "Name clubs"
    assert TurnedDown("9S", True).check(item) == "whether the learner deals"
    assert NameOrPass(stuck=True, alone=True).check(item) == "whether the dealer is stuck"


def test_stored_calling_items_read_as_their_prose_did() -> None:
    # order-up/standard/701/7, as stored before its question became facts.
    item = next(i for i in CATALOGUE["order-up-basics"].items if i.id == "order-up/standard/701/7")
    assert prompt_texts(item.data)["ko"] == (
        "턴업은 Q♦입니다. 딜러는 왼쪽 상대입니다. 당신은 딜러 바로 앞 차례입니다. "
        "파트너와 오른쪽 상대는 패스했습니다. 어떻게 할까요?"
    )
    assert option_label(item.data, "alone", "en") == "Order it up and go alone"


def test_a_go_alone_question_says_whose_call_it_was() -> None:
    # West (seat 3) ordered up the A♦ to South, the dealer, their partner: alone, the A♦ dies.
    item: dict[str, Any] = {
        "id": "t/lone",
        "kind": "go-alone",
        "variant": "standard",
        "seat": 3,
        "dealer": 1,
        "maker": 3,
        "hand": ["JD", "JH", "AS", "KD", "QD"],
        "upcard": "AD",
        "trump": "D",
        "round": 1,
        "scores": [4, 9],
        "choices": ["alone", "with-partner"],
    }
    facts = go_alone_prompt(item)
    assert YouCall("D") in facts
    assert ScoreIs(9, 4, 10, win_by_two=False) in facts
    item["prompt_facts"] = facts_json(facts)
    texts = prompt_texts(item)
    assert texts["en"].endswith(
        "You order up the A♦: diamonds are trump. If you play together, your partner, the "
        "dealer, takes the A♦; if you go alone, your partner sits out and the A♦ is dead. "
        "Your side has 9 points, the opponents 4, in a game to 10. Do you go alone?"
    )
    assert (
        "함께 하면 딜러인 파트너가 A♦를 가져가고, 혼자 하면 파트너는 쉬고 A♦는 죽은" in texts["ko"]
    )
    assert first_false_fact(item) is None
    assert YouCall("H").check(item) == "trump is D, not H"
    assert DoYouGoAlone().check({**item, "maker": 1}) == "only the maker goes alone"
    assert option_label(item, "with-partner", "ko") == "파트너와 함께 하기"
    assert option_label(item, "alone", "en") == "Go alone"


def test_a_defend_alone_question_tells_the_call_as_the_defender_saw_it() -> None:
    # Cardgames rules (win by two, any call may be defended alone): East (seat 1) deals the
    # 9♣, South passes, West (seat 3) orders it up; North, on the maker's left, is asked.
    item: dict[str, Any] = {
        "id": "t/defend",
        "kind": "defend-alone",
        "variant": "cardgames",
        "seat": 0,
        "dealer": 1,
        "maker": 3,
        "alone": False,
        "hand": ["JS", "AS", "KH", "QH", "9D"],
        "upcard": "9C",
        "trump": "C",
        "round": 1,
        "scores": [7, 3],
        "choices": ["defend-alone", "defend-together"],
    }
    facts = defend_alone_prompt(item)
    assert PassedBeforeCall((2,)) in facts
    assert TheyCall(3, "C", False) in facts
    item["prompt_facts"] = facts_json(facts)
    texts = prompt_texts(item)
    assert texts["en"] == (
        "The turn-up is 9♣. The dealer is the left opponent; you speak just before the "
        "dealer. Your partner passed. The right opponent orders up the 9♣: clubs are trump. "
        "The dealer, the left "
        "opponent, takes the 9♣ and discards one card. Your side has 7 points, the "
        "opponents 3, in a game to 10. The game must be won by two points. Here a defender "
        "may defend alone against any call. Of the two defenders, you are asked first. Do "
        "you defend alone?"
    )
    assert "오른쪽 상대가 9♣를 오더업합니다. 으뜸패는 클럽입니다." in texts["ko"]
    assert first_false_fact(item) is None
    assert TheyCall(3, "C", True).check(item) is not None
    assert DoYouDefendAlone().check({**item, "seat": 2}) == "the maker's left is asked first"
    assert option_label(item, "defend-alone", "ko") == "혼자 수비하기"


def test_a_three_hand_dealer_hears_both_opponents_pass() -> None:
    # Three-hand (seats North, East, West): West deals the A♣; both opponents passed.
    item: dict[str, Any] = {
        "id": "t/three",
        "kind": "three-hand-call",
        "variant": "three-hand",
        "seat": 2,
        "dealer": 2,
        "hand": ["7S", "9S", "JS", "8D", "9D"],
        "upcard": "AC",
        "round": 1,
        "choices": ["pass", "order-up"],
    }
    facts = variant_prompt(item)
    assert facts[0] == VariantRules("three-hand")
    item["prompt_facts"] = facts_json(facts)
    assert prompt_texts(item) == {
        "en": "Three-hand Euchre: whoever makes trump plays alone against the other two. The "
        "turn-up is the A♣. You are the dealer. Both opponents passed. What do you do?",
        "ko": "3인 유커입니다. 으뜸패를 정한 사람은 나머지 두 사람을 상대로 혼자 합니다. 턴업은 "
        "A♣입니다. 당신이 딜러입니다. 두 상대 모두 패스했습니다. 어떻게 할까요?",
    }
    assert first_false_fact(item) is None
    assert VariantRules("takes-up").check(item) == "the rules case is three-hand, not takes-up"
    assert option_label(item, "order-up", "en") == "Take it up"
    assert option_label(item, "pass", "ko") == "패스(엎기)"
