"""What a wrong answer to a rule question (``tutor.quiz.kinds.rule_questions``) missed, in
English and Korean, by question. The question, its choices' labels and the explanation are
facts, worded in the catalogue (``tutor.web.explanation.rule_question_prompts`` and
``rule_questions``).
"""

from __future__ import annotations

MISTAKES: dict[str, tuple[str, str]] = {
    "round-one-calls": (
        "mixed up whom the Canadian loner binds: only the dealer's partner, only in round one",
        "캐나디안 로너가 누구에게 적용되는지 헷갈렸습니다. "
        "딜러의 파트너에게만, 첫 바퀴에만 적용됩니다",
    ),
    "round-two-partner": (
        "forgot that the Canadian loner ends with round one, and that the turned-down suit "
        "is barred in round two",
        "캐나디안 로너는 첫 바퀴로 끝나고, "
        "둘째 바퀴에서는 엎어진 무늬를 정할 수 없다는 것을 놓쳤습니다",
    ),
    "hand-points": (
        "misscored the hand: count the tricks against what the makers need, then see who "
        "went alone",
        "점수를 잘못 셌습니다. 메이커에게 필요한 트릭 수와 비교하고, 누가 혼자 했는지 보세요",
    ),
    "stuck-may-pass": (
        "mixed up who is stuck: only the dealer, and only when the other three passed",
        "누가 꼭 불러야 하는지 헷갈렸습니다. 나머지 세 명이 패스했을 때의 딜러뿐입니다",
    ),
    "stuck-barred-suit": (
        "forgot that the turned-down suit is barred in round two, even for a stuck dealer",
        "엎어진 무늬는 둘째 바퀴에서, 꼭 불러야 하는 딜러도 정할 수 없다는 것을 놓쳤습니다",
    ),
    "most-trumps-suit": (
        "miscounted the trumps: the left bower belongs to the trump suit, and the turned-down "
        "suit cannot be named",
        "으뜸패를 잘못 셌습니다. 레프트 바우어는 으뜸패 무늬에 속하고, "
        "엎어진 무늬는 정할 수 없습니다",
    ),
    "higher-trumps-suit": (
        "misranked the trumps: the right bower, then the left, then the ace",
        "으뜸패 순위를 헷갈렸습니다. 라이트 바우어, 레프트 바우어, 에이스 순입니다",
    ),
    "make-wins-game": (
        "misscored the hand or the target: add the points the hand gives, then compare",
        "판의 점수나 목표 점수를 잘못 봤습니다. 이번 판 점수를 더한 뒤 비교하세요",
    ),
    "loner-adds": (
        "forgot what each side still needs: a march with partner is 2, a lone march 4",
        "각 팀에 몇 점이 더 필요한지 놓쳤습니다. "
        "파트너와 함께 한 전승은 2점, 혼자 한 전승은 4점입니다",
    ),
    "partner-may-take": (
        "mixed up who may take a hand alone under this house rule: the maker's partner only",
        "이 하우스 룰에서 판을 넘겨받아 혼자 할 수 있는 사람을 헷갈렸습니다. "
        "메이커의 파트너뿐입니다",
    ),
    "partner-alone-sits-out": (
        "forgot that the partner who takes the hand alone plays it, and the maker sits out",
        "판을 넘겨받은 파트너가 혼자 하고 메이커가 쉰다는 것을 놓쳤습니다",
    ),
    "kitty": ("miscounted the cards left after the deal", "딜 후 남는 카드 수를 잘못 셌습니다"),
    "trump-count": (
        "forgot a bower or a rank of this pack",
        "바우어나 이 덱의 카드를 빼먹었습니다",
    ),
    "tricks-to-make": (
        "forgot how many tricks a hand of this size needs",
        "이 장수의 판에서 몇 트릭이 필요한지 놓쳤습니다",
    ),
    "after-deal": (
        "mixed up a misdeal (a fault in the deal: the same dealer deals again) with a hand "
        "everybody passed",
        "미스딜(딜 자체의 잘못: 같은 딜러가 다시 딜)과 전원 패스를 헷갈렸습니다",
    ),
    "in-the-pack": (
        "forgot which ranks this pack holds",
        "이 덱에 어떤 카드가 들어 있는지 놓쳤습니다",
    ),
}
