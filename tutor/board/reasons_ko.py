"""The reasons a position is refused, in Korean (``POST /api/analyse`` and the board page).

The board's checks, the position checks of ``tutor.analysis.position`` and the engine give
their reasons as English sentences built around a seat, a card or a number. Each known
sentence is matched whole here and said again in Korean with the same values; a card is
written as the Korean pages write it (``tutor.korean.card_ko``) and set in parentheses
after its noun, so no particle has to follow a card. A sentence not in the table (a new
engine message) is still answered in Korean: a general sentence with the English reason
quoted, never English alone.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from tutor.engine import parse_card
from tutor.korean import card_ko


def _card(text: str) -> str:
    """A card as the Korean pages write it (``J♥``, ``10♦``, ``조커``), or the text as given."""
    try:
        return card_ko(parse_card(text))
    except ValueError:
        return text


# (English reason as a regular expression, matched whole; its Korean, with the same named
# values). Values named ``card`` are written as cards.
_TABLE: tuple[tuple[str, str], ...] = (
    # Shapes of the fields (tutor.board.fields).
    (r"must be a seat number", "자리 번호여야 합니다."),
    (
        r"seat (?P<seat>-?\d+) does not exist: seats are 0 to (?P<last>\d+)",
        "{seat}번 자리는 없습니다. 자리는 0번부터 {last}번까지입니다.",
    ),
    (r"seat (?P<seat>-?\d+) does not exist", "{seat}번 자리는 없습니다."),
    (r"(?P<raw>.+) is not a card code", "카드 코드가 아닙니다: {raw}"),
    (
        r"(?P<raw>'.*') is not a card: .*",
        "카드가 아닙니다: {raw}. 랭크(9 10 J Q K A, 32장 덱이면 7 8도)와 무늬(S C H D 또는"
        " ♠ ♣ ♥ ♦)를 'JH', '10♦'처럼 붙여 적습니다. 조커는 'JO'입니다.",
    ),
    (
        r"(?P<raw>'.*') is not a suit: .*",
        "무늬가 아닙니다: {raw}. S, C, H, D(또는 ♠ ♣ ♥ ♦)로 적습니다.",
    ),
    (r"must be a list of card codes", "카드 코드의 목록이어야 합니다."),
    (r"must be lists of card codes", "카드 코드 목록들이어야 합니다."),
    (
        r"a trick is a list of plays, one per player at most",
        "트릭은 낸 카드들의 목록이며, 한 사람이 한 장까지 냅니다.",
    ),
    (
        r'a play is \{"seat": N, "card": CODE\} with a seat that exists',
        '낸 카드 하나는 {{"seat": N, "card": CODE}} 꼴이고, 자리는 있는 자리여야 합니다.',
    ),
    (
        r'a play is \{"seat": N, "card": CODE\}',
        '낸 카드 하나는 {{"seat": N, "card": CODE}} 꼴입니다.',
    ),
    (r"must be a list of finished tricks", "끝난 트릭들의 목록이어야 합니다."),
    (r"must be a preset name", "게임 규칙의 이름이어야 합니다."),
    (r"no preset is called (?P<name>.+)", "이런 이름의 게임 규칙은 없습니다: {name}"),
    (r"must be an object of rule options", "규칙 옵션을 담은 객체여야 합니다."),
    (
        r"variant_options must be an object of rule options",
        "variant_options는 규칙 옵션을 담은 객체여야 합니다.",
    ),
    (r"these rule options cannot be combined", "이 규칙 옵션들은 함께 쓸 수 없습니다."),
    (
        r"must be a whole number from (?P<low>-?\d+) to (?P<high>-?\d+)",
        "{low}부터 {high}까지의 정수여야 합니다.",
    ),
    (r"must be one of: (?P<names>.+)", "다음 중 하나여야 합니다: {names}"),
    (r"a seat is needed", "자리가 필요합니다."),
    (r"the player's cards are needed", "플레이어의 카드가 필요합니다."),
    (r'must be "high", "low" or null', '"high", "low", null 가운데 하나여야 합니다.'),
    (r"must be true or false", "true 또는 false여야 합니다."),
    (
        r"must be (?P<n>\d+) game scores, one per side, below the target",
        "편마다 하나씩, 목표 점수보다 낮은 점수 {n}개여야 합니다.",
    ),
    (
        r'must be a list of calls \{"seat": N, "bid": tricks or null\}',
        '{{"seat": N, "bid": 트릭 수 또는 null}} 꼴인 비드들의 목록이어야 합니다.',
    ),
    (
        r"must be (?P<n>\d+) lists of card codes, one per seat",
        "자리마다 하나씩, 카드 코드 목록 {n}개여야 합니다.",
    ),
    # The decision and its position (tutor.board.judging).
    (r"the player has no choice to make here", "여기서는 플레이어가 고를 것이 없습니다."),
    (r"the field (?P<name>\S+) is needed for this decision", "이 결정에는 {name} 칸이 필요합니다."),
    (r"is needed for this decision", "이 결정에 필요합니다."),
    (
        r"(?P<card>\S+) is not in the (?P<variant>\S+) pack",
        "{variant} 규칙의 카드 묶음에 없는 카드입니다: {card}",
    ),
    (
        r"a card is not in the (?P<variant>\S+) pack",
        "{variant} 규칙의 카드 묶음에 없는 카드가 있습니다.",
    ),
    (r"a card appears twice", "같은 카드가 두 번 나옵니다."),
    (r"a card is in two places", "한 카드가 두 곳에 있습니다."),
    (
        r"the player should hold (?P<size>\d+) cards, not (?P<held>\d+)",
        "플레이어는 {held}장이 아니라 {size}장을 들고 있어야 합니다.",
    ),
    (r"the turn-up is also in the player's hand", "턴업 카드가 플레이어의 손패에도 있습니다."),
    (
        r"this decision is judged for four-player Euchre with the dealer taking the turn-up .*",
        "이 결정은 딜러가 턴업을 가져가는 4인 유커(standard, cardgames, american)에서만"
        " 판정합니다.",
    ),
    (
        r"a trump suit is needed \(or no_trump where the rules allow\)",
        "으뜸패 무늬가 필요합니다(규칙이 허용하면 no_trump).",
    ),
    (r"one hand per seat: (?P<n>\d+)", "자리마다 손패가 하나씩, {n}개 있어야 합니다."),
    (
        r"seat (?P<seat>\d+)'s hand must be the player's hand",
        "{seat}번 자리의 손패는 플레이어의 손패와 같아야 합니다.",
    ),
    (
        r"seat (?P<seat>\d+) took the turn-up (?P<card>\S+) and has not played it",
        "{seat}번 자리는 턴업 카드({card})를 가져갔고 아직 내지 않았습니다.",
    ),
    (
        r"seat (?P<seat>\d+) should hold (?P<size>\d+) cards",
        "{seat}번 자리는 {size}장을 들고 있어야 합니다.",
    ),
    (
        r"seat (?P<seat>\d+) showed out of (?P<card>\S+)'s suit but holds (?P=card)",
        "{seat}번 자리는 이 카드({card})의 무늬가 없음을 보였는데 그 카드를 들고 있습니다.",
    ),
    (
        r"(?P<card>\S+) is the turn-up, not in this player's hand",
        "턴업 카드({card})는 이 플레이어의 손패에 있을 수 없습니다.",
    ),
    (
        r"(?P<card>\S+) was discarded: it cannot be held or played",
        "버린 카드({card})는 들고 있거나 낼 수 없습니다.",
    ),
    (
        r"only the dealer discards after taking the turn-up",
        "턴업을 가져간 뒤 카드를 버리는 사람은 딜러뿐입니다.",
    ),
    (
        r"the dealer's six cards include the turn-up",
        "딜러의 카드 여섯 장에는 턴업 카드가 들어 있어야 합니다.",
    ),
    (
        r"defending alone is judged for four-player Euchre",
        "혼자 수비하기는 4인 유커에서만 판정합니다.",
    ),
    (
        r"the first defender asked is seat (?P<seat>\d+), on the maker's left",
        "혼자 수비할지 먼저 정하는 자리는 메이커의 왼쪽인 {seat}번 자리입니다.",
    ),
    (
        r"bidding is judged for Bid Euchre \(the bid preset\)",
        "비드는 비드 유커(bid 규칙)에서만 판정합니다.",
    ),
    (r"it is seat (?P<seat>\d+)'s turn to bid", "비드할 차례는 {seat}번 자리입니다."),
    (
        r"the player must have won the finished auction",
        "끝난 비드에서 이긴 자리가 플레이어여야 합니다.",
    ),
    (r"british-call is for British Euchre", "british-call은 브리티시 유커의 결정입니다."),
    (r"three-hand-call is for three-hand Euchre", "three-hand-call은 3인 유커의 결정입니다."),
    # The engine's consistency checks (tutor.analysis.position).
    (
        r"(?P<card>\S+) is not a legal play for seat (?P<seat>\d+) here",
        "{seat}번 자리는 여기서 이 카드({card})를 낼 수 없습니다.",
    ),
    (
        r"it is seat (?P<turn>\d+)'s turn, not seat (?P<seat>\d+)'s",
        "{seat}번 자리가 아니라 {turn}번 자리의 차례입니다.",
    ),
    (
        r"seat (?P<seat>\d+) should hold (?P<size>\d+) cards, not (?P<held>\d+)",
        "{seat}번 자리는 {held}장이 아니라 {size}장을 들고 있어야 합니다.",
    ),
    (r"the turned-down card cannot be played", "엎어 놓은 턴업 카드는 낼 수 없습니다."),
    (
        r"trick (?P<n>\d+) needs one card from each of (?P<players>\d+)",
        "{n}번째 트릭에는 {players}명이 한 장씩 내야 합니다.",
    ),
    (
        r"trick (?P<n>\d+): seat (?P<seat>\d+) played out of turn",
        "{n}번째 트릭에서 {seat}번 자리가 차례가 아닌데 냈습니다.",
    ),
    (
        r"seat (?P<seat>\d+) played a suit they had shown out of",
        "{seat}번 자리가 없다고 보인 무늬를 냈습니다.",
    ),
    (
        r"seat (?P<seat>\d+) reneged in trick (?P<n>\d+)",
        "{seat}번 자리가 {n}번째 트릭에서 리니그했습니다.",
    ),
    (
        r"the current trick was not led by the last winner",
        "지금 트릭은 앞 트릭을 이긴 자리가 리드해야 합니다.",
    ),
    # The API's own answers (tutor.board.views).
    (r'must be "en" or "ko"', '"en" 또는 "ko"여야 합니다.'),
    (r"impossible position", "있을 수 없는 상황입니다."),
    (
        r"the body must be JSON \(Content-Type: application/json\)",
        "본문은 JSON이어야 합니다(Content-Type: application/json).",
    ),
    (
        r"malformed JSON: the body must be one JSON object",
        "JSON을 읽을 수 없습니다. 본문은 JSON 객체 하나여야 합니다.",
    ),
    (
        r"too much analysis from this address: try again in a few minutes",
        "이 주소에서 분석을 너무 많이 요청했습니다. 몇 분 뒤에 다시 해 보세요.",
    ),
    (
        r"must be a name of at most (?P<n>\d+) characters",
        "{n}자 이하의 이름이어야 합니다.",
    ),
    (
        r"must be a whole number of deals from 1 to (?P<n>\d+)",
        "1부터 {n}까지의 판 수여야 합니다.",
    ),
    (
        r"the analysis is still running: ask again shortly",
        "분석이 아직 진행 중입니다. 잠시 뒤에 다시 요청하세요.",
    ),
)
REASONS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern), korean) for pattern, korean in _TABLE
)
HANGUL = re.compile("[\uac00-\ud7a3]")
UNKNOWN = "이 칸을 받아들일 수 없습니다. 엔진이 준 이유(영어): {reason}"


def in_korean(reason: str) -> str:
    """``reason`` in Korean: from the table when it is a known sentence, else the general
    sentence quoting it. A reason already in Korean (a page's own translated message) is
    kept as it is."""
    if HANGUL.search(reason):
        return reason
    for pattern, korean in REASONS:
        found = pattern.fullmatch(reason)
        if found is None:
            continue
        values = {
            name: _card(value) if name == "card" else value
            for name, value in found.groupdict().items()
        }
        return korean.format(**values)
    return UNKNOWN.format(reason=reason)


def is_known(reason: str) -> bool:
    return any(pattern.fullmatch(reason) for pattern, _korean in REASONS)


def reason_in(lang: str, reason: str) -> str:
    return in_korean(reason) if lang == "ko" else reason


def reasons_in(lang: str, errors: Mapping[str, str]) -> dict[str, str]:
    """Each field's reason in ``lang`` (English as given, or Korean)."""
    return {name: reason_in(lang, reason) for name, reason in errors.items()}
