"""The rule-questions sets on the site (issue 30): their group on the set list in teaching
order, an item's labelled buttons, and a wrong answer told what it missed, in en and ko."""

from __future__ import annotations

import re

from flask import Flask

from tests.web.quiz_forms import answer
from tutor.quiz.bank import load_catalogue
from tutor.web.explanation import option_label

CATALOGUE = load_catalogue()


def _group(html: str) -> list[str]:
    section = re.search(
        r'<section[^>]*aria-labelledby="kind-rule-questions".*?</section>', html, re.S
    )
    assert section, "no rule-questions group"
    return re.findall(r'data-set="([a-z0-9-]+)"', section.group(0))


def test_the_set_list_shows_the_rule_sets_standard_first(real_app: Flask) -> None:
    client = real_app.test_client()
    english = client.get("/quizzes/?lang=en").get_data(as_text=True)
    assert "What the rules allow" in english
    sets = _group(english)
    assert {"order-up-canadian", "name-trump-stick", "order-up-score", "rules-misdeal"} <= set(sets)
    # The standard game's sets, then its house rules, then three-hand (teaching order).
    assert sets.index("name-trump-stick") < sets.index("order-up-canadian")
    assert sets.index("rules-seven-card") < sets.index("rules-three-hand-24")
    assert sets[-1] == "rules-three-hand-24"
    korean = client.get("/quizzes/?lang=ko").get_data(as_text=True)
    assert "규칙이 허용하는 것" in korean


def test_a_wrong_rule_answer_is_marked_and_told_what_it_missed(real_app: Flask) -> None:
    client = real_app.test_client()
    item = CATALOGUE["name-trump-stick"].items[0]
    wrong = next(c for c in item.choices if c not in item.answer)
    page = client.get("/quizzes/name-trump-stick/1?lang=en").get_data(as_text=True)
    label = option_label(item.data, item.answer[0], "en")
    assert label is not None
    assert label in page  # the buttons carry the labels
    status, html = answer(client, "/quizzes/name-trump-stick/1?lang=ko", wrong)
    assert status == 200
    assert 'data-result="incorrect"' in html
    assert "으뜸패" in html  # the Korean explanation
