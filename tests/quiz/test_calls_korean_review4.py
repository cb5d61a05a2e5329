"""Korean of the calling banks, from the issue 10 review (a native editor's reading), by
class over every committed calling bank:

* trumps are counted naturally (802/30 read "1장(J♣)으로 0장보다 많습니다"): "높은 으뜸패가
  J♣ 한 장이고, 다이아몬드로는 한 장도 없습니다";
* the dealer's round-one decision says 엎다, the word on its button "패스(엎기)" and in round
  two's narrative ("딜러가 엎은 클럽"), the lessons' word (ko-style.toml), never 턴다운;
* a loner in doubt is 불확실 where the English says "in doubt", 드물다 where it says
  "rarely", never 어렵다 for either.
"""

from __future__ import annotations

import re

from tutor.quiz.bank import load_catalogue
from tutor.web.explanation import explanation_text
from tutor.web.labels import option_label

CATALOGUE = load_catalogue()
CALL_KINDS = ("order-up", "name-trump", "discard", "go-alone", "british-call", "three-hand-call")
ITEMS = [dict(i.data) for s in CATALOGUE for i in s.items if i.kind in CALL_KINDS]


def test_trumps_are_counted_naturally() -> None:
    counted = 0
    for item in ITEMS:
        ko = explanation_text(item, "ko")
        assert not re.search(r"장\([^)]*\)으로 \d장보다 많습니다", ko), item["id"]
        assert "0장" not in ko, item["id"]
        counted += len(re.findall(r"로는 (\d장뿐입니다|한 장도 없습니다)", ko))
    assert counted > 0


def test_the_dealer_turns_it_down_in_the_button_s_word() -> None:
    seen = 0
    for item in ITEMS:
        if item.get("round") != 1 or item["seat"] != item["dealer"]:
            continue
        if option_label(item, "pass", "ko") != "패스(엎기)":
            continue
        seen += 1
        ko = explanation_text(item, "ko")
        assert "턴다운" not in ko, item["id"]
    assert seen > 0


def test_a_loner_in_doubt_is_not_called_hard() -> None:
    for item in ITEMS:
        en, ko = explanation_text(item, "en"), explanation_text(item, "ko")
        if "in doubt" in en or "doubtful" in en or "rarely marches" in en:
            assert not re.search(r"전승하기(는|가)? 어렵|전승하기 어려", ko), item["id"]
        if "rarely marches" in en:
            assert "드무" in ko, item["id"]
